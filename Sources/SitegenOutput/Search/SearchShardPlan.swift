import SitegenSearchIndex

/// Which pages each Pagefind run indexes: the site's searchable pages cut into shards by a hash
/// of their path, so that a page stays in its shard as pages come and go, and each shard named
/// by what it holds, so that a shard whose pages did not change is not indexed again.
struct SearchShardPlan: Equatable, Sendable {
    /// A searchable page: its path in the output and a hash of its bytes.
    struct Page: Equatable, Sendable {
        var path: String
        var digest: UInt64
    }

    /// One Pagefind run.
    struct Shard: Equatable, Sendable {
        /// A name made of the run's command and its pages' paths and bytes.
        var key: String
        /// The pages' paths, sorted.
        var paths: [String]
    }

    /// The shards, in the order their pages are numbered in the merged index.
    var shards: [Shard]

    /// Cuts `pages` into a power-of-two number of shards of at most about `pagesPerShard` pages
    /// (one shard when `together`: pages sorted by `data-pagefind-sort`, whose keys a merged index
    /// cannot keep). `command` is part of each key: another Pagefind indexes anew.
    init(pages: [Page], pagesPerShard: Int, together: Bool, command: [String]) {
        var count = 1
        while !together && count * max(pagesPerShard, 1) < pages.count { count *= 2 }
        var buckets = [[Page]](repeating: [], count: count)
        for page in pages { buckets[Int(FNV1a.hash(Array(page.path.utf8)) % UInt64(count))].append(page) }
        shards = buckets.filter { !$0.isEmpty }.map { bucket in
            let sorted = bucket.sorted { $0.path < $1.path }
            var bytes = Array(command.joined(separator: "\u{0}").utf8)
            for page in sorted {
                bytes += [0] + Array(page.path.utf8) + [0]
                withUnsafeBytes(of: page.digest.littleEndian) { bytes += $0 }
            }
            return Shard(key: FNV1a.hex(FNV1a.hash(bytes)) + "-\(sorted.count)", paths: sorted.map(\.path))
        }
    }

    /// A page's digest: 64-bit FNV-1a over its bytes eight at a time (a site's pages are
    /// hundreds of megabytes; a change anywhere changes the digest all the same).
    static func digest(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let words = bytes.count / 8
        for place in 0..<words {
            hash ^= bytes.loadUnaligned(fromByteOffset: place * 8, as: UInt64.self)
            hash = hash &* 0x0000_0100_0000_01b3
            hash ^= hash >> 29
        }
        return FNV1a.hash(bytes[(words * 8)...], seed: hash ^ UInt64(bytes.count))
    }

}
