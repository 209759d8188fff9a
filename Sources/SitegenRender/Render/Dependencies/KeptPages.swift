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

        /// The paths of the files, each the one time.
        package var paths: [String] { reads.keys.sorted() }

        /// Notes a file this build rendered, and what it read.
        mutating func record(_ path: String, reads inputs: [RenderInput]) {
            reads[path] = inputs
            rendered.append(path)
        }

        /// The draft with the digest of every input read in `renderer` (worked out beside the
        /// write, which does not need them).
        package func completed(in renderer: SiteRenderer) async -> Draft {
            var missing = Set<RenderInput>()
            for path in rendered {
                for input in reads[path] ?? [] where known[input] == nil { missing.insert(input) }
            }
            let inputs = Array(missing)
            var draft = self
            for (input, digest) in zip(inputs, await inputs.concurrentMap { $0.digest(in: renderer) }) {
                draft.known[input] = digest
            }
            return draft
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

    /// The archive of a build's files: what each read, its stamp in the output, and each
    /// input's digest in `renderer` (taken from the draft when it was worked out already).
    package static func make(
        _ draft: Draft, stamps: [String: FileStamp], renderer: SiteRenderer
    ) async -> KeptPages {
        var kept = KeptPages()
        var places: [RenderInput: Int] = [:]
        for (path, inputs) in draft.reads.sorted(by: { $0.key < $1.key }) {
            guard let stamp = stamps[path] else { continue }
            let indexes = inputs.map { input in
                if let place = places[input] { return place }
                places[input] = kept.inputs.count
                kept.inputs.append(input)
                return kept.inputs.count - 1
            }
            kept.pages[path] = Page(reads: indexes, stamp: comparable(stamp))
        }
        let complete = await draft.completed(in: renderer).known
        kept.digests = kept.inputs.map { complete[$0]! }
        return kept
    }
}

extension KeptPages {
    /// The archive's bytes after `header`: the digest of the value's bytes (its words as they
    /// are in memory: the archive is read on this machine only), then the bytes
    /// (``BinaryCoder``). The digest finds a damaged archive, which could decode to other pages.
    package func archived(after header: [UInt8]) -> [UInt8]? {
        guard let body = try? BinaryCoder.encode(self) else { return nil }
        let digest = body.withUnsafeBufferPointer { TextDigest(bytes: $0) }
        return header + withUnsafeBytes(of: digest) { Array($0) } + body
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
