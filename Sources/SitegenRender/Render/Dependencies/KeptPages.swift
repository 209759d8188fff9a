package import Foundation
package import SitegenFileSystem
import SitegenFormats
package import SitegenHighlight

/// What a `sitegen build` left for the next one (`Cache/rendered/pages.bin`): what each
/// rendered file read, the output file it became, and a digest of each input read.
///
/// The next build renders a file again only when one of its inputs has another digest, or when
/// the output no longer holds the file it wrote (a stamp without its change time: the page store
/// links files, which changes that). It takes every other file from the output as it is. A
/// session compares the values themselves (``RenderedPages``), as it keeps the last build's.
package struct KeptPages: Sendable, Codable, Equatable {
    /// One output file: the inputs it read (their places in `inputs`) and its stamp.
    package struct Page: Sendable, Codable, Equatable {
        var reads: [Int]
        var stamp: FileStamp
    }

    /// Every input some file read, once.
    var inputs: [RenderInput] = []
    /// The digest of each of `inputs` (``RenderInput/digest(in:)``).
    var digests: [TextDigest] = []
    /// Each output file by path.
    var pages: [String: Page] = [:]

    /// No files.
    package init() {}

    /// The stamp a build keeps and compares: the change time left out.
    package static func comparable(_ stamp: FileStamp) -> FileStamp {
        var stamp = stamp
        stamp.changed = 0
        return stamp
    }
}

extension KeptPages {
    /// What a build's files read, and the digests its comparison with the last build worked
    /// out: what the next archive is made of once the output's stamps are known.
    package struct Draft: Sendable {
        var reads: [String: [RenderInput]] = [:]
        var known: [RenderInput: TextDigest] = [:]
        /// The files rendered by this build (the others' inputs are all in `known`).
        var rendered: [String] = []
        /// Whether the archive the build read holds these files as they are.
        package var isUnchanged = false

        /// Notes a file this build rendered, and what it read.
        mutating func record(_ path: String, reads inputs: [RenderInput]) {
            reads[path] = inputs
            rendered.append(path)
        }

        /// The archive of these files, each input once with its digest in `renderer` (worked
        /// out beside the write, which does not need them), and no stamps yet.
        package func archive(in renderer: SiteRenderer) async -> KeptPages {
            var kept = KeptPages()
            var places: [RenderInput: Int] = [:]
            for (path, inputs) in reads.sorted(by: { $0.key < $1.key }) {
                let indexes = inputs.map { input in
                    if let place = places[input] { return place }
                    places[input] = kept.inputs.count
                    kept.inputs.append(input)
                    return kept.inputs.count - 1
                }
                kept.pages[path] = Page(
                    reads: indexes, stamp: FileStamp(device: 0, inode: 0, size: 0, modified: 0, changed: 0))
            }
            let inputs = kept.inputs
            let missing = inputs.indices.filter { known[inputs[$0]] == nil }
            let made = await missing.concurrentMap { inputs[$0].digest(in: renderer) }
            kept.digests = kept.inputs.map { known[$0] ?? TextDigest("") }
            for (index, digest) in zip(missing, made) { kept.digests[index] = digest }
            return kept
        }
    }

    /// The files of `outputs` that the output holds as this archive's build left them and none
    /// of whose inputs changed in `renderer`, each put in `store`; and the draft of the next
    /// archive with their reads and the digests worked out.
    func files(
        of outputs: [SiteOutput], renderer: SiteRenderer, store: PageStoring
    ) async -> (files: [RenderedFile], draft: Draft) {
        let now = await inputs.concurrentMap { $0.digest(in: renderer) }
        let same = zip(now, digests).map { $0 == $1 }
        let candidates = outputs.map { $0.path(in: renderer) }.filter { path in
            pages[path].map { $0.reads.allSatisfy { $0 < same.count && same[$0] } } ?? false
        }
        let found = await Array(candidates.enumerated()).concurrentMap { number, path in
            store.kept(path, pages[path]!.stamp, number)
        }
        var draft = Draft(known: Dictionary(zip(inputs, now), uniquingKeysWith: { first, _ in first }))
        let files = found.compactMap { $0 }
        for file in files {
            draft.reads[file.path] = pages[file.path]!.reads.map { inputs[$0] }
        }
        // Every file kept and no other: the next build would read the same archive.
        draft.isUnchanged = files.count == pages.count && outputs.count == files.count
        return (files, draft)
    }

    /// The archive with each file's stamp in the output; a file without one is left out.
    package func stamped(_ stamps: [String: FileStamp]) -> KeptPages {
        var kept = self
        for (path, page) in pages {
            kept.pages[path] = stamps[path].map { Page(reads: page.reads, stamp: Self.comparable($0)) }
        }
        return kept
    }

    /// The paths of the files.
    package var paths: [String] { pages.keys.sorted() }
}

extension KeptPages {
    /// The archive's bytes after `header`: the digest of the value's bytes (its words as they
    /// are in memory: the archive is read on this machine only), then the bytes
    /// (``BinaryCoder``). The digest finds a damaged archive, which could decode to other pages.
    package func archived(after header: [UInt8]) -> Data? {
        guard let body = try? BinaryCoder.encode(self) else { return nil }
        let digest = body.withUnsafeBufferPointer { TextDigest(bytes: $0) }
        var archive = Data(capacity: header.count + MemoryLayout<TextDigest>.size + body.count)
        archive.append(contentsOf: header)
        withUnsafeBytes(of: digest) { archive.append(contentsOf: $0) }
        archive.append(contentsOf: body)
        return archive
    }

    /// The pages an archive holds after `header`; nil when it is another's or damaged.
    package init?(archive bytes: [UInt8], header: [UInt8]) {
        let sealedSize = MemoryLayout<TextDigest>.size
        guard bytes.starts(with: header), bytes.count > header.count + sealedSize else { return nil }
        var sealed = TextDigest("")
        withUnsafeMutableBytes(of: &sealed) { target in
            bytes.withUnsafeBytes {
                target.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[header.count..<header.count + sealedSize]))
            }
        }
        let body = bytes[(header.count + sealedSize)...]
        guard body.withUnsafeBufferPointer({ TextDigest(bytes: $0) }) == sealed,
            let pages = try? BinaryCoder.decode(KeptPages.self, from: body)
        else { return nil }
        self = pages
    }
}
