package import Foundation
import SitegenFileSystem
import SitegenFormats
import SitegenHighlight

/// The decoded files as bytes a later build reads back (`Cache/parsed/files.bin`): each kind's
/// count, then per file its path, its entry's length, the entry's digest and the entry
/// (``BinaryCoder``), sorted by path so that the same files are the same bytes. Numbers are
/// 64-bit little-endian words. The digest finds a damaged entry, which would otherwise decode
/// to other text.
extension ParsedFiles {
    /// Writes the files' bytes after `header` through `write`, part by part: each file is
    /// encoded on any core, a few hundred at a time, and the parts are handed on once they hold
    /// some megabytes, so that the archive is never held whole. False when a file cannot be
    /// encoded or a part cannot be written.
    package func archive(after header: [UInt8], into write: (Data) throws -> Void) async -> Bool {
        var part = Data(header)
        func flushed(_ part: inout Data, _ force: Bool) throws {
            guard force || part.count >= 8 << 20 else { return }
            try write(part)
            part.removeAll(keepingCapacity: true)
        }
        do {
            guard try await Self.append(episodes, to: &part, flushing: flushed),
                try await Self.append(collections, to: &part, flushing: flushed),
                try await Self.append(pages, to: &part, flushing: flushed),
                try await Self.append(people, to: &part, flushing: flushed),
                try await Self.append(transcripts, to: &part, flushing: flushed)
            else { return false }
            try flushed(&part, true)
            return true
        } catch {
            return false
        }
    }

    /// The files `bytes` hold, each decoded on any core; nil when they are damaged.
    package static func unarchived(_ bytes: [UInt8]) async -> ParsedFiles? {
        var reader = ArchiveReader(bytes: bytes)
        guard let episodes = reader.part(), let collections = reader.part(), let pages = reader.part(),
            let people = reader.part(), let transcripts = reader.part(), reader.isAtEnd
        else { return nil }
        guard let episodeEntries: [String: Entry<Episode>] = await decoded(episodes, from: bytes),
            let collectionEntries: [String: Entry<EpisodeCollection>] = await decoded(collections, from: bytes),
            let pageEntries: [String: Entry<ContentPage>] = await decoded(pages, from: bytes),
            let personEntries: [String: Entry<Person>] = await decoded(people, from: bytes),
            let transcriptEntries: [String: Entry<EpisodeTranscript>] = await decoded(transcripts, from: bytes)
        else { return nil }
        return ParsedFiles(
            episodes: episodeEntries, collections: collectionEntries, pages: pageEntries, people: personEntries,
            transcripts: transcriptEntries)
    }

    /// Appends one kind's files, sorted by path: their count, then each one's path and entry;
    /// `flushing` is called after each batch.
    private static func append<Value: Codable>(
        _ entries: [String: Entry<Value>], to archive: inout Data,
        flushing: (inout Data, Bool) throws -> Void
    ) async throws -> Bool {
        let sorted = entries.sorted { $0.key < $1.key }
        appendNumber(sorted.count, to: &archive)
        for start in stride(from: 0, to: sorted.count, by: 256) {
            let batch = Array(sorted[start..<min(start + 256, sorted.count)])
            let encoded = await batch.concurrentMap { _, entry in
                var entry = entry
                // The text is left out, its digest kept (a session's entries hold texts).
                if let text = entry.text.take() { entry.digest = TextDigest(text) }
                return try? BinaryCoder.encode(entry)
            }
            for (path, entry) in zip(batch.map(\.key), encoded) {
                guard let entry else { return false }
                appendNumber(path.utf8.count, to: &archive)
                archive.append(contentsOf: path.utf8)
                appendNumber(entry.count, to: &archive)
                let digest = entry.withUnsafeBufferPointer { TextDigest(bytes: $0) }
                withUnsafeBytes(of: digest) { archive.append(contentsOf: $0) }
                archive.append(contentsOf: entry)
            }
            try flushing(&archive, false)
        }
        return true
    }

    private static func appendNumber(_ value: Int, to archive: inout Data) {
        withUnsafeBytes(of: UInt64(value).littleEndian) { archive.append(contentsOf: $0) }
    }

    /// One kind's entries from their places in `bytes`.
    private static func decoded<Value: Codable>(
        _ places: [ArchiveReader.Place], from bytes: [UInt8]
    )
        async -> [String: Entry<Value>]?
    {
        let values = await places.concurrentMap { place -> Entry<Value>? in
            let entry = bytes[place.range]
            let digest = entry.withUnsafeBufferPointer { TextDigest(bytes: $0) }
            guard withUnsafeBytes(of: digest, { $0.elementsEqual(bytes[place.digest]) }) else { return nil }
            return try? BinaryCoder.decode(Entry<Value>.self, from: entry)
        }
        var entries: [String: Entry<Value>] = [:]
        entries.reserveCapacity(places.count)
        for (place, value) in zip(places, values) {
            guard let value else { return nil }
            entries[place.path] = value
        }
        return entries
    }
}

/// Finds the archive's parts: each file's path and the place of its entry's bytes.
private struct ArchiveReader {
    let bytes: [UInt8]
    private var offset = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { offset == bytes.count }

    /// A file's path, and the places of its entry's digest and bytes.
    struct Place: Sendable {
        var path: String
        var digest: Range<Int>
        var range: Range<Int>
    }

    mutating func part() -> [Place]? {
        guard let count = number() else { return nil }
        var places: [Place] = []
        for _ in 0..<count {
            guard let pathLength = number(), let path = take(pathLength), let length = number(),
                let digest = take(MemoryLayout<TextDigest>.size), let entry = take(length)
            else { return nil }
            places.append(Place(path: String(decoding: bytes[path], as: UTF8.self), digest: digest, range: entry))
        }
        return places
    }

    private mutating func number() -> Int? {
        guard let range = take(8) else { return nil }
        var value: UInt64 = 0
        for (index, byte) in bytes[range].enumerated() { value |= UInt64(byte) << (8 * index) }
        return value <= UInt64(bytes.count) ? Int(value) : nil
    }

    private mutating func take(_ length: Int) -> Range<Int>? {
        guard length <= bytes.count - offset else { return nil }
        defer { offset += length }
        return offset..<offset + length
    }
}
