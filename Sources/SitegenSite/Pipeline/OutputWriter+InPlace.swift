import Foundation

#if canImport(Glibc)
    import Glibc
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
            let target = outputPath + "/" + file.path
            let folder = target.parentPath
            let temporary = folder + "/.sitegen-\(getpid())-" + (target as NSString).lastPathComponent
            do {
                try Self.place(file, at: temporary, fileSystem: fileSystem)
            } catch {
                return false
            }
            guard rename(temporary, target) == 0 else {
                unlink(temporary)
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
}
