package import Foundation
package import SitegenFileSystem
import SitegenPlatform

/// A build whose files the output already holds, each one unchanged and nothing else beside
/// them, writes nothing: the output keeps its folders, its files and their modification times,
/// and its kept generation. Making a new folder to swap in would make every page's folder anew
/// (on a disk, right after files were removed, that is most of a rebuild's time) for the same
/// bytes under the same names. A write whose `finishing` adds a folder (the search index) is
/// skipped only when that folder is the one it would write (``FinishedFolder``).
extension OutputWriter {
    /// The folder a write's `finishing` writes into the new output (the search index), and
    /// whether the output holds it as `finishing` would write it now.
    package struct FinishedFolder: Sendable {
        /// The folder's path in the output.
        package var path: String
        /// Whether the output's folder (the output is given) is the one `finishing` writes.
        package var isCurrent: @Sendable (URL) async -> Bool

        /// Creates a value of its parts.
        package init(path: String, isCurrent: @escaping @Sendable (URL) async -> Bool) {
            self.path = path
            self.isCurrent = isCurrent
        }
    }

    /// Whether the output folder at `outputPath` holds `files` as they are, and no other file or
    /// folder but `finished` (whose contents are not looked at); `generation` is the kept
    /// generation's folder, whose files may be the output's.
    func holdsExactly(
        _ files: [RenderedFile], in outputPath: String, generation: String?, besides finished: String? = nil
    ) -> Bool {
        let paths = Set(files.map(\.path))
        guard paths.count == files.count else { return false }
        // The files first, one by one: a build that changed a file stops at it, before the walk.
        for file in files {
            let kept = generation.map { $0 + "/" + file.path }
            guard Self.holdsUnchanged(file, at: outputPath + "/" + file.path, generation: kept) else { return false }
        }
        let folders = Self.folders(for: files)
        var onlyThese = true
        var found = 0
        Self.walk(outputPath, "", skipping: finished) { path, status in
            if status.isFolder {
                onlyThese = onlyThese && folders.contains(path)
            } else {
                onlyThese = onlyThese && paths.contains(path)
                found += 1
            }
        }
        return onlyThese && found == files.count
    }

    /// Whether the regular file at `path` is `file` as the write would put it there: the store's
    /// or the image cache's file itself (one file under both names), a copy of a copied file's
    /// source, or a file with its bytes and no name but the output's and the kept generation's
    /// at `kept` (a file a `cp -al` snapshot shares is written anew, as ``PageStore`` does).
    private static func holdsUnchanged(_ file: RenderedFile, at path: String, generation kept: String?) -> Bool {
        guard let live = FileStatus(atPath: path), live.isRegularFile else { return false }
        if let source = file.storedAt ?? file.linkedFrom {
            return FileStatus(atPath: source, followingLink: true).map {
                $0.device == live.device && $0.inode == live.inode
            } ?? false
        }
        if file.copiedFrom != nil { return holdsCopy(of: file, at: path, fileSystem: .disk) }
        let shared = kept.flatMap { FileStatus(atPath: $0) }.map { $0.device == live.device && $0.inode == live.inode }
        return FileSystem.holds(file.data, at: path, links: shared == true ? 2 : 1)
    }
}
