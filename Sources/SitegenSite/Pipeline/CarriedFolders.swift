import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folders of the output that hold only linked files (encoded pictures, named by the hash of
/// their bytes), which a build moves from the output it replaces into the new one with one
/// rename each, instead of linking every file into the new folder and unlinking it from the old.
///
/// A name in such a folder always holds the same bytes, so the files a build adds can go into
/// the live output before the swap (no page links them yet; they are taken out again if the build
/// fails) and the files it no longer shows are removed after it (no page links them any more).
/// The one moment without the folder, between the swap and the rename, is repaired by the next
/// build (``OutputSwap/removeLeftovers(restoring:)``).
struct CarriedFolders: Sendable {
    /// One linked file of a folder: the build's file, whose name there starts at `nameStart`.
    struct File: Sendable {
        var file: RenderedFile
        var nameStart: String.Index

        /// Its name in the folder (made only where needed: a build carries some 36,000).
        var name: String { String(file.path[nameStart...]) }
        /// The cache file it is linked from.
        var source: String { file.linkedFrom ?? "" }
    }

    /// Each carried folder (a path relative to the output) with its files, in the build's order.
    private(set) var folders: [String: [File]] = [:]
    /// The names each carried folder held before the build that the build no longer shows.
    private var stale: [String: [String]] = [:]
    /// The files this build added to the output's folders before the swap (absolute paths).
    private var added: [String] = []

    /// The folders that could be carried: those whose files are all linked (none in a subfolder).
    static func candidates(in files: [RenderedFile]) -> [String: [File]] {
        var linked: [String: [File]] = [:]
        var blocked = Set<String>()
        var lastBlocked = ""
        // Files come folder by folder: a folder's linked files are gathered here until the next.
        var current = (folder: "", files: [File]())
        func flush() {
            if !current.files.isEmpty { linked[current.folder, default: []] += current.files }
            current.files = []
        }
        // The last file's folder and kind: a file of the same is added without making its
        // folder's path again (its ancestors are those the last one blocked).
        var last = (folder: "", linked: false, known: false)
        for file in files {
            let linked = file.linkedFrom != nil
            if last.known, linked == last.linked, file.path.hasParentPath(last.folder) {
                if linked, !last.folder.isEmpty {
                    current.files.append(
                        File(
                            file: file,
                            nameStart: file.path.utf8.index(file.path.startIndex, offsetBy: last.folder.utf8.count + 1))
                    )
                }
                continue
            }
            let folder = file.path.parentPath
            last = (folder, linked, true)
            var ancestor = folder
            if file.linkedFrom != nil, !folder.isEmpty {
                if folder != current.folder {
                    flush()
                    current.folder = folder
                }
                current.files.append(
                    File(
                        file: file,
                        nameStart: file.path.utf8.index(file.path.startIndex, offsetBy: folder.utf8.count + 1)))
                ancestor = folder.parentPath
            }
            // Files come folder by folder: most share the last one's ancestors.
            guard ancestor != lastBlocked else { continue }
            lastBlocked = ancestor
            while !ancestor.isEmpty, blocked.insert(ancestor).inserted {
                ancestor = ancestor.parentPath
            }
        }
        flush()
        return linked.filter { !blocked.contains($0.key) }
    }

    /// Nothing to carry.
    init() {}

    /// Carries every candidate, whatever the output holds (for tests).
    mutating func carryAll(_ candidates: [String: [File]]) { folders = candidates }

    /// The `candidates` to carry from `output`: those that the output holds as folders (not links).
    init(_ candidates: [String: [File]], output: String, fileSystem: FileSystem) {
        for (folder, files) in candidates
        where fileSystem.kind(URL(fileURLWithPath: output + "/" + folder, isDirectory: true)) == .directory {
            folders[folder] = files
        }
    }

    /// The files that do not go into a carried folder (those the new folder gets), in their order.
    func notCarried(_ files: [RenderedFile]) -> [RenderedFile] {
        guard !folders.isEmpty else { return files }
        // Files come folder by folder: the last folder's answer spares hashing most paths.
        var last = (folder: "", carried: false)
        return files.filter { file in
            guard file.linkedFrom != nil else { return true }
            if !file.path.hasParentPath(last.folder) {
                let folder = file.path.parentPath
                last = (folder, folders[folder] != nil)
            }
            return !last.carried
        }
    }

    /// The files that go into a carried folder, in their order.
    func carriedFiles(of files: [RenderedFile]) -> [RenderedFile] {
        let kept = Set(notCarried(files).map(ObjectIdentifier.init))
        return files.filter { !kept.contains(ObjectIdentifier($0)) }
    }

    /// Lists the output's carried folders and links the files they do not hold yet into them
    /// (the writer runs this while it writes the new folder). At the first failure it takes out
    /// what it added and carries nothing: every file then goes into the new folder, where
    /// writing it may fail again, with a diagnostic.
    mutating func fill(_ output: String, fileSystem: FileSystem) {
        for (folder, files) in folders.sorted(by: { $0.key < $1.key }) {
            guard let listed = try? fileSystem.list(URL(fileURLWithPath: output + "/" + folder, isDirectory: true))
            else {
                undo()
                self = CarriedFolders()
                return
            }
            var present = Set(listed)
            for file in files {
                let name = file.name
                guard present.remove(name) == nil else { continue }
                let path = output + "/" + folder + "/" + name
                guard (try? Self.place(file, at: path, fileSystem: fileSystem)) != nil else {
                    undo()
                    self = CarriedFolders()
                    return
                }
                added.append(path)
            }
            stale[folder] = present.sorted()
        }
    }

    /// Takes out the files ``fill(_:fileSystem:)`` added (the build failed).
    func undo() {
        for path in added { unlink(path) }
    }

    /// Moves each carried folder from the retired output into the new one (linking its files
    /// anew where the rename fails), then removes what the build no longer shows from it.
    func carry(from retired: String, into output: String, fileSystem: FileSystem) {
        for (folder, files) in folders.sorted(by: { $0.key < $1.key }) {
            let target = output + "/" + folder
            guard rename(retired + "/" + folder, target) == 0 else {
                try? fileSystem.createDirectory(URL(fileURLWithPath: target, isDirectory: true))
                for file in files { try? Self.place(file, at: target + "/" + file.name, fileSystem: fileSystem) }
                continue
            }
            for name in stale[folder] ?? [] {
                try? fileSystem.remove(URL(fileURLWithPath: target + "/" + name, isDirectory: false))
            }
        }
    }

    /// Hard-links a file from the cache, or where that fails (the cache on another file system)
    /// copies it beside its name and renames it there: a name in a carried folder is trusted to
    /// hold its whole file, so a kill must not leave part of one under it.
    private static func place(_ file: File, at path: String, fileSystem: FileSystem) throws {
        if link(file.source, path) == 0 { return }
        try OutputWriter.replace(
            path, with: RenderedFile(path: file.name, data: Data(), linkedFrom: file.source), fileSystem: fileSystem)
    }
}
