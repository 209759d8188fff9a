import Foundation
import SitegenFileSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folders of the output that hold only linked files (encoded pictures, named by the hash of
/// their bytes) or copied ones (a site's own pictures), which a build moves from the output it
/// replaces into the new one with one rename each, instead of linking every file into the new
/// folder and unlinking it from the old.
///
/// A name of a linked file always holds the same bytes, and a copied file is carried only while
/// the output's copy has its source's size and modification time, so the files a build adds can
/// go into the live output before the swap (no page links them yet; they are taken out again if
/// the build fails) and the files it no longer shows are removed after it (no page links them any
/// more). A folder with a copy whose source changed is not carried: the new folder gets its files.
/// The one moment without the folder, between the swap and the rename, is repaired by the next
/// build (``OutputSwap/removeLeftovers(restoring:)``).
struct ReusedOutputFolders: Sendable {
    /// One linked or copied file of a folder: the build's file, whose name there starts at
    /// `nameStart`.
    struct File: Sendable {
        var file: RenderedFile
        var nameStart: String.Index

        /// Its name in the folder (made only where needed: a build carries some 36,000).
        var name: String { String(file.path[nameStart...]) }
        /// Whether the file goes into a carried folder: it is linked or copied.
        static func isCarriable(_ file: RenderedFile) -> Bool { file.linkedFrom != nil || file.copiedFrom != nil }
    }

    /// Each carried folder (a path relative to the output) with its files, in the build's order.
    private(set) var folders: [String: [File]] = [:]
    /// The names each carried folder held before the build that the build no longer shows.
    private var stale: [String: [String]] = [:]
    /// The files this build added to the output's folders before the swap (absolute paths).
    private var added: [String] = []

    /// The folders that could be carried: those whose files are all linked or copied (none in a
    /// subfolder).
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
            let linked = File.isCarriable(file)
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
            if linked, !folder.isEmpty {
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
            guard File.isCarriable(file) else { return true }
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

    /// Lists the output's carried folders and links or copies the files they do not hold yet
    /// into them (the writer runs this while it writes the new folder). A folder whose copy of
    /// a copied file is not its source's any more is dropped before anything goes into it: the
    /// new folder gets its files. At the first failure it takes out what it added and carries
    /// nothing: every file then goes into the new folder, where writing it may fail again, with
    /// a diagnostic.
    mutating func fill(_ output: String, fileSystem: FileSystem) {
        for (folder, files) in folders.sorted(by: { $0.key < $1.key }) {
            guard let listed = try? fileSystem.list(URL(fileURLWithPath: output + "/" + folder, isDirectory: true))
            else {
                undo()
                self = ReusedOutputFolders()
                return
            }
            var present = Set(listed)
            let prefix = output + "/" + folder + "/"
            var missing: [File] = []
            var current = true
            for file in files {
                let name = file.name
                guard present.remove(name) != nil else {
                    missing.append(file)
                    continue
                }
                if file.file.copiedFrom != nil,
                    !OutputWriter.holdsCopy(of: file.file, at: prefix + name, fileSystem: fileSystem)
                {
                    current = false
                    break
                }
            }
            guard current else {
                folders[folder] = nil
                continue
            }
            for file in missing {
                let path = prefix + file.name
                guard (try? Self.place(file, at: path, fileSystem: fileSystem)) != nil else {
                    undo()
                    self = ReusedOutputFolders()
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

    /// Hard-links a linked file from the cache, or where that fails (the cache on another file
    /// system) copies it beside its name and renames it there, as a copied file always is: a
    /// name in a carried folder is trusted to hold its whole file, so a kill must not leave part
    /// of one under it.
    private static func place(_ file: File, at path: String, fileSystem: FileSystem) throws {
        if let source = file.file.linkedFrom, link(source, path) == 0 { return }
        try OutputWriter.replace(path, with: file.file, fileSystem: fileSystem, spares: nil)
    }
}
