package import Foundation
package import SitegenFileSystem
import SitegenPlatform

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Rendered pages kept on disk from the moment each is rendered until the write hard-links
/// them into the output: a build that held every page's bytes until the last was rendered held
/// the whole site in memory at once.
///
/// The folder is `pages-<process>-<number>` in the cache folder: on the output's file system
/// when the cache is beside it (a link), else copied. Each build of a process has its own, and
/// the folder of a process that is no longer running (a killed build) is removed by the next.
///
/// A page whose bytes the output already holds at its path is not written: the output's file
/// is linked into the store, so the write puts that same file (its modification time kept) in
/// the new output, and the generation a build keeps (`OutputWriter+Generation.swift`) finds it
/// unchanged by its inode. The link also keeps those bytes should another build replace the
/// output meanwhile.
package struct PageStore: Sendable {
    /// The folder the pages are kept in.
    package let folder: URL
    private let fileSystem: FileSystem
    /// The output folder and the kept generation's folder, as paths.
    private let output: String
    private let generation: String?

    /// A new store in `cache` for a build of `output` (whose replaced output is kept in
    /// `generation`), after removing the stores of builds that are not running; nil when its
    /// folder cannot be made (the pages are then held in memory).
    package static func make(in cache: URL, output: URL, generation: URL?, fileSystem: FileSystem) -> PageStore? {
        for name in (try? fileSystem.list(cache)) ?? [] where name.hasPrefix("pages-") {
            let process = name.dropFirst("pages-".count).prefix { $0 != "-" }
            if let number = Int32(process), !SystemCall.isRunning(number) {
                try? fileSystem.remove(cache.appendingPathComponent(name, isDirectory: true))
            }
        }
        let name = "pages-\(ProcessInfo.processInfo.processIdentifier)-\(UInt64.random(in: 0...UInt64.max))"
        let folder = cache.appendingPathComponent(name, isDirectory: true)
        guard (try? fileSystem.createDirectory(folder)) != nil else { return nil }
        // The generation is the output's only when the writer takes it (``OutputWriter/isApart(_:from:)``).
        let kept = generation.flatMap { OutputWriter.isApart($0, from: output) ? $0.path : nil }
        return PageStore(folder: folder, fileSystem: fileSystem, output: output.path, generation: kept)
    }

    /// The file with its bytes put in the store under `number` (unique within the build), or
    /// the file as it is when they cannot be.
    package func store(_ file: RenderedFile, as number: Int) -> RenderedFile {
        guard file.linkedFrom == nil, file.copiedFrom == nil, file.storedAt == nil else { return file }
        let url = folder.appendingPathComponent(String(number), isDirectory: false)
        guard linksUnchanged(file, to: url.path) || (try? fileSystem.write(file.data, url)) != nil else { return file }
        return RenderedFile(path: file.path, data: Data(), storedAt: url.path)
    }

    /// A file of `parts` one after another, put in the store without being joined (a feed,
    /// which holds every episode's show notes); nil when it cannot be (the caller joins them).
    package func store(parts: [String], at path: String) -> RenderedFile? {
        guard let append = fileSystem.append else { return nil }
        let url = folder.appendingPathComponent("parts-" + Self.fileName(path), isDirectory: false)
        let count = parts.reduce(0) { $0 + $1.utf8.count }
        if !linksUnchanged(path, count: count, holds: { FileSystem.holds(parts, at: $0, links: $1) }, to: url.path) {
            do {
                // Some megabytes at a time: the parts' bytes are never all in memory twice.
                var batch = Data()
                for part in parts {
                    var part = part
                    part.withUTF8 { if let start = $0.baseAddress { batch.append(start, count: $0.count) } }
                    if batch.count >= Self.batchSize {
                        try append(batch, url)
                        batch.removeAll(keepingCapacity: true)
                    }
                }
                try append(batch, url)
            } catch {
                try? fileSystem.remove(url)
                return nil
            }
        }
        return RenderedFile(path: path, data: Data(), storedAt: url.path)
    }

    /// The output's file at `path`, put in the store under `number` when it is the file of
    /// `stamp` (its change time aside: linking the file changes it); nil when it is another
    /// file, has a name besides the output's and the kept generation's, or cannot be linked.
    package func keep(_ path: String, stamp: FileStamp, as number: Int) -> RenderedFile? {
        let current = output + "/" + path
        let target = folder.appendingPathComponent("kept-\(number)", isDirectory: false).path
        guard let found = FileStatus(atPath: current), found.isRegularFile, found.device == stamp.device,
            found.inode == stamp.inode, found.size == stamp.size, found.modified == stamp.modified,
            found.links <= allowedLinks(of: found, at: path), link(current, target) == 0
        else { return nil }
        return RenderedFile(path: path, data: Data(), storedAt: target)
    }

    /// How many bytes of parts are written at a time.
    static let batchSize = 8 << 20

    /// A store file's name for an output path: its bytes other than letters, digits, `.`, `-`
    /// and `_` as `%XX`, so that two paths never share one.
    private static func fileName(_ path: String) -> String {
        let digits = Array("0123456789ABCDEF".unicodeScalars)
        var name = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"):
                name.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                name.unicodeScalars.append(contentsOf: ["%", digits[Int(byte >> 4)], digits[Int(byte & 15)]])
            }
        }
        return name
    }

    /// How many names the output's file at `path` may have to be taken as the build's own: one,
    /// or two when the other is the kept generation's. A file with another name (a `cp -al`
    /// snapshot of the output) is written anew, never shared (``FileSystem/holds(_:at:links:)``).
    private func allowedLinks(of live: FileStatus, at path: String) -> UInt64 {
        let kept = generation.flatMap { FileStatus(atPath: $0 + "/" + path) }
        return kept.map { $0.device == live.device && $0.inode == live.inode } == true ? 2 : 1
    }

    /// Whether the output's file at the page's path holds its bytes and was linked at `target`.
    private func linksUnchanged(_ file: RenderedFile, to target: String) -> Bool {
        linksUnchanged(
            file.path, count: file.data.count, holds: { FileSystem.holds(file.data, at: $0, links: $1) }, to: target)
    }

    /// Whether the output's file at `path` has `count` bytes, `holds` finds them the new ones
    /// (given its path and how many names it may have), and it was linked at `target`. Its one
    /// other name may be the kept generation's (``FileSystem/holds(_:at:links:)``).
    private func linksUnchanged(
        _ path: String, count: Int, holds: (String, Int) -> Bool, to target: String
    ) -> Bool {
        let current = output + "/" + path
        guard let live = FileStatus(atPath: current), live.isRegularFile, live.size == count else { return false }
        return holds(current, Int(allowedLinks(of: live, at: path))) && link(current, target) == 0
    }

    /// Removes the store once the output holds its pages (or the build stopped).
    package func remove() {
        try? fileSystem.remove(folder)
    }
}
