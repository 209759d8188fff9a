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

extension OutputWriter {
    /// How many new folders one folder must get for them to be made on every core.
    static let manyFolders = 256

    /// Creates the staging folder and `folders` in it (plain paths and mkdir(2): URL arithmetic
    /// and FileManager cost more than the files); the reason on failure.
    ///
    /// `mkdir(2)` holds its parent folder's lock, so one folder's new folders are made one at a
    /// time, and on a disk each may take a scan for a free inode (ext4 passes over the inodes
    /// freed in the last minute). A folder that gets many new ones (a site's `episodes/`) has them
    /// made in a side folder per core, at the same time, each then renamed into place.
    func createFolders(_ folders: Set<String>, in staging: URL) async -> String? {
        do {
            try fileSystem.createDirectory(staging)
        } catch {
            return FileSystem.describe(error)
        }
        let root = staging.path
        // Level by level, so that a folder's parent is there before it.
        let levels = Dictionary(grouping: folders) { $0.utf8.reduce(0) { $1 == UInt8(ascii: "/") ? $0 + 1 : $0 } }
        for level in levels.keys.sorted() {
            let byParent = Dictionary(grouping: levels[level]!, by: \.parentPath)
            for parent in byParent.keys.sorted() {
                let children = byParent[parent]!.sorted()
                let problem =
                    children.count >= Self.manyFolders
                    ? await Self.makeOnEveryCore(children, in: parent, root: root)
                    : Self.make(children, root: root)
                if let problem { return problem }
            }
        }
        return nil
    }

    /// Makes `folders` one after another; the first failure's reason (one that exists is none).
    private static func make(_ folders: [String], root: String) -> String? {
        for folder in folders where mkdir(root + "/" + folder, 0o755) != 0 && errno != EEXIST {
            return "\(folder): \(String(cString: strerror(errno)))"
        }
        return nil
    }

    /// Makes the folders of `folders` (all in `parent`) that are not there yet, a share per
    /// core, each in a side folder of its own and then renamed into `parent`.
    private static func makeOnEveryCore(_ folders: [String], in parent: String, root: String) async -> String? {
        let missing = folders.filter { FileStatus(atPath: root + "/" + $0) == nil }
        let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
        guard cores > 1, missing.count >= manyFolders else { return make(missing, root: root) }
        let share = (missing.count + cores - 1) / cores
        let problems = await withTaskGroup(of: String?.self) { group in
            for core in 0..<cores {
                let part = Array(missing.dropFirst(core * share).prefix(share))
                guard !part.isEmpty else { continue }
                let side = root + "/" + (parent.isEmpty ? "" : parent + "/") + ".sitegen-folders-\(core)"
                group.addTask {
                    guard mkdir(side, 0o755) == 0 || errno == EEXIST else {
                        return "\(side): \(String(cString: strerror(errno)))"
                    }
                    defer { rmdir(side) }
                    for folder in part {
                        let made = side + "/" + ((folder as NSString).lastPathComponent)
                        guard mkdir(made, 0o755) == 0, rename(made, root + "/" + folder) == 0 else {
                            return "\(folder): \(String(cString: strerror(errno)))"
                        }
                    }
                    return nil
                }
            }
            var problems: [String] = []
            for await problem in group { if let problem { problems.append(problem) } }
            return problems.sorted()
        }
        return problems.first
    }
}
