import Foundation
import SitegenFileSystem
import SitegenRender

/// What each file of a `sitegen build` read, kept between builds: `rendered/pages.bin` in the
/// cache folder (``KeptPages``). The next build renders only the files whose inputs changed
/// and takes the others from the output. Like the decoded files, the archive names the
/// executable that wrote it and is read only by the same one.
extension SitePipeline {
    /// The archive's place in the cache folder.
    static func keptPagesArchive(_ options: SiteBuildOptions) -> URL {
        options.imageCache.appendingPathComponent("rendered", isDirectory: true)
            .appendingPathComponent("pages.bin", isDirectory: false)
    }

    /// The archive's first lines.
    func keptPagesHeader() -> [UInt8]? {
        cacheHeader("sitegen rendered pages 1")
    }

    /// What the last build of this executable left; nil when there is nothing it can use.
    func loadKeptPages(_ options: SiteBuildOptions) -> KeptPages? {
        guard let header = keptPagesHeader(), let data = try? fileSystem.read(Self.keptPagesArchive(options)) else {
            return nil
        }
        return KeptPages(archive: [UInt8](data), header: header)
    }

    /// Writes the archive of a build whose output is written, on a task of its own: each
    /// file's stamp in the output, what it read and the digests of its inputs.
    func saveKeptPages(_ archive: Task<KeptPages, Never>, _ options: SiteBuildOptions) -> Task<Void, Never>? {
        guard let header = keptPagesHeader() else { return nil }
        return Task.detached(priority: .utility) {
            let kept = await archive.value
            let output = options.output
            var stamps: [String: FileStamp] = [:]
            for path in kept.paths {
                stamps[path] = fileSystem.stamp(output.appendingPathComponent(path, isDirectory: false))
            }
            guard let bytes = kept.stamped(stamps).archived(after: header) else { return }
            replaceCacheFile(Self.keptPagesArchive(options), with: bytes)
        }
    }
}
