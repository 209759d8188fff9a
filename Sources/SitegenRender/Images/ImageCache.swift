package import Foundation
import SitegenDiagnostics
package import SitegenFileSystem
import SitegenImages

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folder of encoded pictures kept between builds (`Cache/images/` in the site by
/// default), content-addressed: a file's name is the SHA-256 of its source's bytes and of the
/// encoding's parameters, then its width (or the card's size) and its format's extension, so a
/// warm build finds every file and encodes nothing.
///
/// Two builds may share it: each file is written beside its name and renamed onto it (a reader
/// sees the whole file or none), and equal names hold equal bytes. A successful build lists the
/// files it used in a manifest of its own (`used-<hash of the site and output>.txt`, one write
/// instead of a `utimensat` per file, which cost a warm build as much as its pages), then
/// removes the files that neither it nor a manifest written in the last ``pruneAfter`` seconds
/// names and that are older than that (so a concurrent build of another site or theme keeps
/// its own, and so do files another build is writing).
package struct ImageCache: Sendable {
    /// The folder (`<cache>/images`).
    var folder: URL
    var fileSystem: FileSystem

    /// How long an unused file is kept, in seconds.
    static let pruneAfter: Double = 600

    /// How often the folder is looked through for files to remove, in seconds: a build within
    /// this time of the last pruning only writes its manifest (listing the folder and reading
    /// the other manifests is work that a warm build would otherwise do every time).
    static let pruneEvery: Double = 60

    /// The file whose modification time says when the folder was last pruned.
    static let prunedMarker = "pruned-at"

    /// The file of a key.
    func url(_ key: String, _ fileExtension: String) -> URL {
        folder.appendingPathComponent("\(key).\(fileExtension)", isDirectory: false)
    }

    /// Whether the cache has a file.
    func has(_ url: URL) -> Bool { fileSystem.kind(url) == .file }

    /// Stores a file under its name: written beside it, then renamed onto it (`replacing` an
    /// older file of that name, for the index; content-addressed files are never replaced).
    func store(_ data: Data, at url: URL, replacing: Bool = false) throws {
        let temporary = folder.appendingPathComponent(
            ".tmp-\(getpid())-\(UInt64.random(in: 0...UInt64.max))-\(url.lastPathComponent)")
        try fileSystem.write(data, temporary)
        if replacing, FileSystem.rename(temporary, onto: url) { return }
        do {
            try fileSystem.move(temporary, url)
        } catch {
            try? fileSystem.remove(temporary)
            // Another build stored the same name meanwhile: the same bytes.
            guard has(url) else { throw error }
        }
    }

    /// Writes this build's manifest (`used`, in the build's order; `user` names the build: its
    /// site and output), then, unless the folder was pruned in the last ``pruneEvery`` seconds,
    /// removes the files no recent manifest names that are older than ``pruneAfter`` seconds.
    /// - Returns: How many files were removed.
    @discardableResult
    package func prune(keeping used: [String], user: String, now: Date = Date()) -> Int {
        let manifest = Self.manifestPrefix + ImageProcessor.sha256(Data(user.utf8)).prefix(16) + ".txt"
        // The names' bytes copied once into storage of their size (joined into a string, then
        // copied into bytes, every name was copied twice).
        var bytes: [UInt8] = []
        bytes.reserveCapacity(used.reduce(0) { $0 + $1.utf8.count + 1 })
        for (index, name) in used.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: "\n")) }
            bytes += name.utf8
        }
        try? store(Data(bytes), at: file(manifest), replacing: true)
        let nanoseconds = Int64(now.timeIntervalSince1970 * 1_000_000_000)
        if let last = fileSystem.stamp(file(Self.prunedMarker)),
            (0..<Int64(Self.pruneEvery * 1_000_000_000)).contains(nanoseconds - last.modified)
        {
            return 0
        }
        try? store(Data(), at: file(Self.prunedMarker), replacing: true)
        guard let names = try? fileSystem.list(folder) else { return 0 }
        let limit = Int64((now.timeIntervalSince1970 - Self.pruneAfter) * 1_000_000_000)
        var kept = Set(used)
        for name in names where name.hasPrefix(Self.manifestPrefix) && name != manifest {
            guard let stamp = fileSystem.stamp(file(name)) else { continue }
            if stamp.modified < limit {
                try? fileSystem.remove(file(name))
            } else if let data = try? fileSystem.read(file(name)) {
                // Split as bytes: splitting the text by Characters cost more than the rest of the pruning.
                kept.formUnion(data.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) })
            }
        }
        var removed = 0
        for name in names
        where !kept.contains(name) && name != ImageSourceIndex.name && name != Self.prunedMarker
            && !name.hasPrefix(Self.manifestPrefix)
        {
            guard let stamp = fileSystem.stamp(file(name)), stamp.modified < limit else { continue }
            if (try? fileSystem.remove(file(name))) != nil { removed += 1 }
        }
        return removed
    }

    /// The first characters of a manifest's name.
    static let manifestPrefix = "used-"

    /// A file of the folder (named without asking the file system whether it is a folder, as
    /// `appendingPathComponent(_:)` does with a `stat`).
    private func file(_ name: String) -> URL { folder.appendingPathComponent(name, isDirectory: false) }

    /// Creates a value of its parts.
    package init(folder: URL, fileSystem: FileSystem) {
        self.folder = folder
        self.fileSystem = fileSystem
    }
}
