package import Foundation
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
    /// Writes each changed file beside its target and renames it over it (new files and assets
    /// before the pages that may link them), then removes the removed files and the folders they
    /// leave empty; `false` at the first failure (the caller then writes the whole output anew).
    func updateInPlace(_ changed: [RenderedFile], removing removed: [String], in outputPath: String) -> Bool {
        let ordered = changed.sorted {
            ($0.path.hasSuffix(".html") ? 1 : 0, $0.path) < ($1.path.hasSuffix(".html") ? 1 : 0, $1.path)
        }
        let spares = OutputSwap(output: URL(fileURLWithPath: outputPath, isDirectory: true), fileSystem: fileSystem)
            .spares.path
        for file in ordered {
            guard
                (try? Self.replace(outputPath + "/" + file.path, with: file, fileSystem: fileSystem, spares: spares))
                    != nil
            else {
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
    ///
    /// A large file is written over its previous version kept in `spares` and exchanged with the
    /// file at the path, which becomes the spare of the next update: a feed holding every
    /// episode's show notes is then written into blocks it already has, not into new ones with
    /// the old ones freed.
    static func replace(_ target: String, with file: RenderedFile, fileSystem: FileSystem, spares: String?) throws {
        if let spares, let overwrite = fileSystem.overwrite, file.linkedFrom == nil, file.copiedFrom == nil,
            file.data.count >= spareMinimum
        {
            let spare = spares + "/" + Self.spareName(file.path)
            if (try? overwrite(file.data, URL(fileURLWithPath: spare, isDirectory: false))) != nil,
                Platform.current.exchange(spare, target) || rename(spare, target) == 0
            {
                return
            }
        }
        let temporary = target.parentPath + "/.sitegen-\(getpid())-" + (target as NSString).lastPathComponent
        try place(file, at: temporary, fileSystem: fileSystem)
        guard rename(temporary, target) == 0 else {
            let error = POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            unlink(temporary)
            throw error
        }
    }

    /// The size from which ``replace(_:with:fileSystem:spares:)`` keeps a file's previous version.
    static let spareMinimum = 1 << 20

    /// A file's spare's name: its path in the output, as one name.
    private static func spareName(_ path: String) -> String {
        path.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "/", with: "%2F")
    }

    /// Removes the spares this process kept beside `output`: a `sitegen serve` that stops
    /// leaves nothing beside the output.
    package static func removeSpares(beside output: URL) {
        OutputSwap(output: output, fileSystem: .disk).removeSpares()
    }
}
