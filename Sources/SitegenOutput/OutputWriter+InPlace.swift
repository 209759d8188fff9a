import Foundation
import SitegenFileSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension OutputWriter {
    /// Writes each changed file beside its target and renames it over it (new files and assets
    /// before the pages that may link them), then removes the removed files and the folders they
    /// leave empty; `false` at the first failure (the caller then writes the whole output anew).
    func updateInPlace(_ changed: [RenderedFile], removing removed: [String], in outputPath: String) -> Bool {
        let ordered = changed.sorted {
            ($0.path.hasSuffix(".html") ? 1 : 0, $0.path) < ($1.path.hasSuffix(".html") ? 1 : 0, $1.path)
        }
        for file in ordered {
            guard (try? Self.replace(outputPath + "/" + file.path, with: file, fileSystem: fileSystem)) != nil else {
                return false
            }
        }
        for path in removed {
            guard unlink(outputPath + "/" + path) == 0 || errno == ENOENT else { return false }
            var folder = path.parentPath
            while !folder.isEmpty, rmdir(outputPath + "/" + folder) == 0 {
                folder = folder.parentPath
            }
        }
        return true
    }

    /// Puts a file at a path in one step: written (or linked) beside it under a temporary name,
    /// then renamed onto it, so that a reader, or a build after a kill, sees the old file or the
    /// whole new one, never a part.
    static func replace(_ target: String, with file: RenderedFile, fileSystem: FileSystem) throws {
        let temporary = target.parentPath + "/.sitegen-\(getpid())-" + (target as NSString).lastPathComponent
        try place(file, at: temporary, fileSystem: fileSystem)
        guard rename(temporary, target) == 0 else {
            let error = POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            unlink(temporary)
            throw error
        }
    }
}
