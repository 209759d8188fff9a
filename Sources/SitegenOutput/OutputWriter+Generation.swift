import Foundation
import SitegenFileSystem
import SitegenPlatform

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The output a build replaced, kept in the cache folder as the next build's staging folder: a
/// rebuild then updates the folders and files it already has, instead of making every page's
/// folder anew and removing as many. On a disk, making folders right after removing a tree is
/// slow (the file system looks for free inodes past the ones just freed).
///
/// Its unchanged files are hard links to the output's, so it costs the disk only what changed.
extension OutputWriter {
    /// Moves the kept generation to `staging`, when there is one and an output to replace;
    /// false when it cannot (none, or on another file system than the output).
    func takeGeneration(_ generation: URL, as staging: URL, output: URL) -> Bool {
        guard fileSystem.kind(output) == .directory, fileSystem.kind(generation) == .directory else { return false }
        return SystemCall.rename(generation.path, staging.path) == 0
    }

    /// Makes a staging folder taken from the kept generation hold only what the new output keeps
    /// of it, and returns the paths of `files` it already holds: the output's unchanged files,
    /// linked under both names, whose bytes are the new ones. Every other file and folder that
    /// the new output lacks is removed; `folders` are the ones it needs.
    func prepare(
        generation staging: URL, for files: [RenderedFile], output: URL, folders: Set<String>
    ) async
        -> Set<String>
    {
        let stagingPath = staging.path
        let outputPath = output.path
        let wanted = Set(files.map(\.path))
        var stale: [String] = []
        var staleFolders: [String] = []
        Self.walk(stagingPath, "") { path, status in
            if status.isFolder {
                if !folders.contains(path) { staleFolders.append(path) }
            } else if !wanted.contains(path) {
                stale.append(path)
            }
        }
        for path in stale { unlink(stagingPath + "/" + path) }
        // The deepest first: each is empty once its files and folders are gone.
        for path in staleFolders.sorted(by: >) where rmdir(stagingPath + "/" + path) != 0 {
            try? fileSystem.remove(URL(fileURLWithPath: stagingPath + "/" + path, isDirectory: true))
        }
        let kept = await files.concurrentMap { file -> String? in
            let target = stagingPath + "/" + file.path
            guard let held = FileStatus(atPath: target) else { return nil }
            if held.isRegularFile, Self.holdsUnchanged(file, at: target, held: held, output: outputPath) {
                return file.path
            }
            if held.isFolder {
                try? FileManager.default.removeItem(atPath: target)
            } else {
                unlink(target)
            }
            return nil
        }
        return Set(kept.compactMap { $0 })
    }

    /// Whether the generation's file at `target` is the output's file at the same path (one file
    /// under the two names) and holds the new bytes.
    private static func holdsUnchanged(
        _ file: RenderedFile, at target: String, held: FileStatus, output: String
    )
        -> Bool
    {
        let current = output + "/" + file.path
        if let source = file.linkedFrom {
            // A linked file's name holds the hash of its bytes.
            return FileStatus(atPath: source, followingLink: true).map {
                $0.device == held.device && $0.inode == held.inode
            }
                ?? false
        }
        guard let live = FileStatus(atPath: current), live.device == held.device, live.inode == held.inode else {
            return false
        }
        if file.copiedFrom != nil { return holdsCopy(of: file, at: current, fileSystem: .disk) }
        // A stored page is unchanged when the store linked the output's file (``PageStore``).
        if let stored = file.storedAt {
            return FileStatus(atPath: stored).map { $0.device == held.device && $0.inode == held.inode } ?? false
        }
        return FileSystem.holds(file.data, at: current, links: 2)
    }

    /// Calls `visit` with each entry under `root` (paths relative to it) and its status, a folder
    /// after its entries; the folder `skipping` (a path relative to `root`) is left out with its
    /// entries.
    static func walk(
        _ root: String, _ relative: String, skipping: String? = nil, _ visit: (String, FileStatus) -> Void
    ) {
        let folder = relative.isEmpty ? root : root + "/" + relative
        for name in (try? FolderListing.names(atPath: folder)) ?? [] {
            let path = relative.isEmpty ? name : relative + "/" + name
            guard path != skipping, let status = FileStatus(atPath: root + "/" + path) else { continue }
            if status.isFolder { walk(root, path, skipping: skipping, visit) }
            visit(path, status)
        }
    }

    /// Whether the kept generation's folder and the output are two folders, neither inside the
    /// other (an output written into the cache folder keeps none).
    ///
    /// Both are compared as written and with their links resolved (a folder not made yet
    /// resolves as written).
    static func isApart(_ generation: URL, from output: URL) -> Bool {
        [
            { (url: URL) in url.standardizedFileURL },
            { (url: URL) in url.standardizedFileURL.resolvingSymlinksInPath() },
        ]
        .allSatisfy { form in
            let (kept, live) = (form(generation).path + "/", form(output).path + "/")
            return !kept.hasPrefix(live) && !live.hasPrefix(kept)
        }
    }

    /// Keeps the output a build replaced as the next build's generation; false when it cannot
    /// (the caller removes it).
    func keepGeneration(_ retired: URL, at generation: URL) -> Bool {
        try? fileSystem.createDirectory(generation.deletingLastPathComponent())
        if fileSystem.kind(generation) != .missing { try? fileSystem.remove(generation) }
        return SystemCall.rename(retired.path, generation.path) == 0
    }
}
