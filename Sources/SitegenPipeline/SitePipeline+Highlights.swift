import Foundation
import SitegenContent
import SitegenFileSystem
import SitegenHighlight
import SitegenMarkdown

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension SitePipeline {
    /// The file of Swift highlighting kept between builds: `highlight/swift.bin` in the cache
    /// folder (beside the encoded pictures).
    static func highlightCacheFile(_ options: SiteBuildOptions) -> URL {
        options.imageCache.appendingPathComponent("highlight", isDirectory: true)
            .appendingPathComponent("swift.bin", isDirectory: false)
    }

    /// The Swift highlighting of earlier builds; an empty cache when there is none or it is
    /// unreadable or of another version (the blocks are then parsed, as on a first build).
    func loadHighlights(_ options: SiteBuildOptions) -> SwiftHighlightCache {
        guard let data = try? fileSystem.read(Self.highlightCacheFile(options)) else { return SwiftHighlightCache() }
        return SwiftHighlightCache(data: data)
    }

    /// The cache entries of every Swift block the content showed (drafts included).
    static func highlightEntries(of content: LoadedContent) -> [SwiftHighlightCache.Entry] {
        content.episodes.flatMap(\.document.swiftHighlights) + content.collections.flatMap(\.document.swiftHighlights)
            + content.pages.flatMap(\.document.swiftHighlights) + content.people.flatMap(\.document.swiftHighlights)
    }

    /// Writes the blocks this build showed as the next build's cache, when they differ from the
    /// cache it read (so a warm build writes nothing): beside the file, then renamed onto it, so
    /// that a concurrent build reads the old file or the new one. A failure costs only speed.
    func saveHighlights(_ entries: [SwiftHighlightCache.Entry], read: SwiftHighlightCache, _ options: SiteBuildOptions)
    {
        let keys = Set(entries.map(\.key))
        guard keys != read.keys else { return }
        replaceCacheFile(Self.highlightCacheFile(options), with: SwiftHighlightCache.file(entries))
    }

    /// Writes a file of the cache folder beside it, then renames it onto the file, so that a
    /// concurrent build reads the old file or the new one. A failure costs only speed.
    func replaceCacheFile(_ file: URL, with data: Data) {
        let temporary = temporaryCacheFile(beside: file)
        do {
            try fileSystem.write(data, temporary)
            try placeCacheFile(temporary, onto: file)
        } catch {
            try? fileSystem.remove(temporary)
        }
    }

    /// A new name in the folder of a cache file (made when missing), for its next version. A
    /// killed build's temporary file (an hour old: a write takes seconds) is removed.
    func temporaryCacheFile(beside file: URL) -> URL {
        let folder = file.deletingLastPathComponent()
        try? fileSystem.createDirectory(folder)
        let hourAgo = Int64((Date().timeIntervalSince1970 - 3_600) * 1e9)
        for name in (try? fileSystem.list(folder)) ?? [] where name.hasPrefix(".tmp-") {
            let stale = folder.appendingPathComponent(name, isDirectory: false)
            if let stamp = fileSystem.stamp(stale), stamp.modified < hourAgo { try? fileSystem.remove(stale) }
        }
        return folder.appendingPathComponent(
            ".tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UInt64.random(in: 0...UInt64.max))", isDirectory: false
        )
    }

    /// Renames a cache file's next version onto it: rename(2) replaces the old file in one step;
    /// a file system without it moves.
    func placeCacheFile(_ temporary: URL, onto file: URL) throws {
        if !FileSystem.rename(temporary, onto: file) {
            try? fileSystem.remove(file)
            try fileSystem.move(temporary, file)
        }
    }
}
