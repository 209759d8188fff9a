import Foundation
import SitegenDiagnostics

#if canImport(Glibc)
    import Glibc
#endif

/// The folder of encoded pictures kept between builds (`Cache/images/` in the site by
/// default), content-addressed: a file's name is the SHA-256 of its source's bytes and of every
/// parameter that made it, so a warm build finds every file and encodes nothing.
///
/// Two builds may share it: each file is written beside its name and renamed onto it (a reader
/// sees the whole file or none), and equal names hold equal bytes. Files a build uses are
/// touched; a successful build removes the files it did not use that nobody touched for
/// ``pruneAfter`` seconds (so a concurrent build of another site or theme keeps its own).
struct ImageCache: Sendable {
    /// The folder (`<cache>/images`).
    var folder: URL
    var fileSystem: FileSystem

    /// How long an unused file is kept, in seconds.
    static let pruneAfter: Double = 600

    /// The file of a key.
    func url(_ key: String, _ fileExtension: String) -> URL {
        folder.appendingPathComponent("\(key).\(fileExtension)")
    }

    /// Whether the cache has a file.
    func has(_ url: URL) -> Bool { fileSystem.kind(url) == .file }

    /// Stores a file under its name: written beside it, then renamed onto it (`replacing` an
    /// older file of that name, for the index; content-addressed files are never replaced).
    func store(_ data: Data, at url: URL, replacing: Bool = false) throws {
        let temporary = folder.appendingPathComponent(
            ".tmp-\(getpid())-\(UInt64.random(in: 0...UInt64.max))-\(url.lastPathComponent)")
        try fileSystem.write(data, temporary)
        if replacing, rename(temporary.path, url.path) == 0 { return }
        do {
            try fileSystem.move(temporary, url)
        } catch {
            try? fileSystem.remove(temporary)
            // Another build stored the same name meanwhile: the same bytes.
            guard has(url) else { throw error }
        }
    }

    /// Removes the files not in `used` that were not touched for ``pruneAfter`` seconds, and
    /// marks the used ones as just used.
    /// - Returns: How many files were removed.
    @discardableResult
    func prune(keeping used: Set<String>, now: Date = Date()) -> Int {
        for name in used { fileSystem.touch(folder.appendingPathComponent(name)) }
        guard let names = try? fileSystem.list(folder) else { return 0 }
        var removed = 0
        let limit = Int64((now.timeIntervalSince1970 - Self.pruneAfter) * 1_000_000_000)
        for name in names where !used.contains(name) && name != ImageSourceIndex.name {
            let url = folder.appendingPathComponent(name)
            guard let stamp = fileSystem.stamp(url), stamp.modified < limit else { continue }
            if (try? fileSystem.remove(url)) != nil { removed += 1 }
        }
        return removed
    }
}
