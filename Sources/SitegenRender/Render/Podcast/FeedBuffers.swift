import Foundation

/// The bytes of the feeds a `sitegen serve` session wrote before its last build, kept to write
/// the next version of each feed into: a feed holds every episode's show notes, and a buffer of
/// that size in fresh memory costs a page fault for each of its pages on every rebuild.
///
/// A buffer is kept once no file holds it any more (its feed was written again since), so it
/// is the only reference to its bytes and is written in place, never copied.
final class FeedBuffers: @unchecked Sendable {
    /// A kept buffer and how many bytes it has room for.
    private struct Buffer {
        var data: Data
        var capacity: Int
    }

    // Every access to `kept`, `capacities` and `takers` holds `lock`: feeds are rendered in parallel.
    private let lock = NSLock()
    private var kept: [String: Buffer] = [:]
    private var capacities: [String: Int] = [:]
    private var takers: Set<String> = []

    /// The texts one after another, in the buffer kept for the feed at `path` when it has room.
    func joined(_ texts: [String], for path: String) -> Data {
        let total = texts.reduce(0) { $0 + $1.utf8.count }
        var buffer: Buffer? = lock.withLock {
            takers.insert(path)
            return kept.removeValue(forKey: path)
        }
        var data: Data
        var capacity: Int
        if let room = buffer?.capacity, room >= total, let bytes = buffer?.data {
            (data, capacity) = (bytes, room)
            buffer = nil  // `data` is then the bytes' one reference
        } else {
            // Room to grow: a feed grows by an item or two between builds.
            capacity = total + total / 16
            data = Data(capacity: capacity)
        }
        // Within its capacity, a buffer of one reference keeps its bytes when its count changes.
        data.count = total
        data.withUnsafeMutableBytes { bytes in
            var offset = 0
            for text in texts {
                var text = text
                text.withUTF8 { utf8 in
                    bytes.baseAddress!.advanced(by: offset).copyMemory(from: utf8.baseAddress!, byteCount: utf8.count)
                    offset += utf8.count
                }
            }
        }
        lock.withLock { capacities[path] = capacity }
        return data
    }

    /// Keeps the bytes of a feed that a build has just written again, for its version after next.
    func keep(_ data: Data, for path: String) {
        lock.withLock {
            guard takers.contains(path), let capacity = capacities[path], capacity >= data.count else { return }
            kept[path] = Buffer(data: data, capacity: capacity)
        }
    }
}
