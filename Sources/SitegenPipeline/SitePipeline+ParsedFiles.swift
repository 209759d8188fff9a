import Foundation
import SitegenContent
import SitegenFileSystem

/// The decoded content files kept between builds: `parsed/files.bin` in the cache folder
/// (beside the encoded pictures and the Swift highlighting).
///
/// A file's decoding depends on its text, the decoder's settings and the code of this sitegen,
/// so the file names the executable it was written by (its stamp) and is read only by the same
/// one. Each entry names its file's text by the file's settled stamp (a build then does not
/// read the file) and by a digest of the text (a build reads a file whose stamp is too young to
/// trust, and `sitegen serve` every file, as it keeps the texts; ``ParsedFiles``).
extension SitePipeline {
    /// The archive's place in the cache folder.
    static func parsedFilesArchive(_ options: SiteBuildOptions) -> URL {
        options.imageCache.appendingPathComponent("parsed", isDirectory: true)
            .appendingPathComponent("files.bin", isDirectory: false)
    }

    /// The archive's first lines: its format, and the executable that wrote it (nil when this
    /// executable cannot be found or stamped: then nothing is kept).
    func parsedFilesHeader() -> [UInt8]? {
        cacheHeader("sitegen parsed files 1")
    }

    /// A kept file's first lines: `format`, then the executable that wrote it (its stamp); nil
    /// when this executable cannot be found or stamped.
    func cacheHeader(_ format: String) -> [UInt8]? {
        guard let executable = Bundle.main.executableURL, let stamp = fileSystem.stamp(executable) else { return nil }
        let identity = [stamp.device, stamp.inode, UInt64(bitPattern: stamp.size), UInt64(bitPattern: stamp.modified)]
        return Array("\(format)\n\(identity.map(String.init).joined(separator: " "))\n".utf8)
    }

    /// The files an earlier build of this executable decoded; empty when there are none or
    /// they cannot be read (each file is then decoded, as on a first build).
    func loadParsedFiles(_ options: SiteBuildOptions, header: [UInt8]) async -> ParsedFiles {
        guard let data = try? fileSystem.read(Self.parsedFilesArchive(options)), data.starts(with: header) else {
            return ParsedFiles()
        }
        return await ParsedFiles.unarchived([UInt8](data.dropFirst(header.count))) ?? ParsedFiles()
    }

    /// Writes `files` as the next build's archive, on a task of its own beside the build's next
    /// steps; nil when they are the files that were read.
    func saveParsedFiles(
        _ files: ParsedFiles, read: ParsedFiles, parsed: Int, header: [UInt8], _ options: SiteBuildOptions
    )
        -> Task<Void, Never>?
    {
        guard parsed > 0 || files.stamps != read.stamps else { return nil }
        return Task.detached(priority: .utility) {
            let file = Self.parsedFilesArchive(options)
            guard let append = fileSystem.append else {
                var whole = Data()
                guard await files.archive(after: header, into: { whole.append($0) }) else { return }
                replaceCacheFile(file, with: whole)
                return
            }
            let temporary = temporaryCacheFile(beside: file)
            if await files.archive(after: header, into: { try append($0, temporary) }),
                (try? placeCacheFile(temporary, onto: file)) != nil
            {
                return
            }
            try? fileSystem.remove(temporary)
        }
    }
}
