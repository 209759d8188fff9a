import Foundation
import SitegenContent
import SitegenDiagnostics
import SitegenFileSystem
import SitegenImages

extension ImageStage {
    /// One picture to make: its source and the widths it is offered at.
    struct Job: Sendable {
        var source: Source
        var widths: [Int]
        var openGraph: Bool
    }

    /// One picture made: its set, its output files and the cache files they come from.
    struct Done: Sendable {
        var set: ImageSet
        var files: [RenderedFile]
        var used: [String]
        var encoded: Bool
        /// The hash of the source's bytes.
        var sourceHash: String
    }

    /// One output of a job with its names.
    private struct Output {
        /// What its name adds to the picture's: the width's digits, or `og` for the card.
        var number: String
        var width: Int
        var height: Int
        var format: EncodedFormat
        /// Its path in the output (`assets/images/<stem>-<width>.<hash>.webp`).
        var path: String
        /// Its cache file's name (`<hash>-<width>.webp`): looked up, linked from and listed as used.
        var cacheName: String
        /// Its cache key (the cache file's name without the extension).
        var key: String { String(cacheName.prefix(cacheName.utf8.count - format.fileExtension.utf8.count - 1)) }
    }

    /// The names of one picture's files, each made with one allocation (a warm build names
    /// some 20,000 files).
    private struct Naming {
        var stem: String
        var folder: String
        /// The hash's first 12 digits (in the output's names) and first 40 (in the cache's).
        var short: String
        var long: String

        init(stem: String, hash: String, folder: String) {
            self.stem = stem
            self.folder = folder
            // The hash's bytes (its characters were broken into graphemes to be counted).
            short = String(decoding: hash.utf8.prefix(12), as: UTF8.self)
            long = String(decoding: hash.utf8.prefix(40), as: UTF8.self)
        }

        /// An output named by `number` (a width's digits or `og`); its cache key adds `key`
        /// (the digits when nil) to the hash.
        func output(_ number: String, width: Int, height: Int, format: EncodedFormat, key: String? = nil) -> Output {
            let fileExtension = format.fileExtension
            return Output(
                number: number, width: width, height: height, format: format,
                path: Self.join([folder, "/", stem, "-", number, ".", short, ".", fileExtension]),
                cacheName: Self.join([long, "-", key ?? number, ".", fileExtension]))
        }

        /// The parts in one string, its bytes copied once into storage of the right size.
        static func join(_ parts: [String]) -> String {
            String(unsafeUninitializedCapacity: parts.reduce(0) { $0 + $1.utf8.count }) { buffer in
                var end = 0
                for part in parts { end = buffer[end...].initialize(fromContentsOf: part.utf8) }
                return end
            }
        }
    }

    /// Takes a picture's files from the output it replaces or from the cache, encoding them (one
    /// decode) when either lacks any.
    /// - Parameters:
    ///   - job: the picture and its widths.
    ///   - present: the paths of the files in the output's ``ImageStage/outputFolder`` when the
    ///     stage started.
    ///   - cached: the names in the cache folder, when it was listed (else each is asked for).
    ///   - cachePath: the cache folder's path, with a slash at the end (worked out once per stage).
    func encode(
        _ job: Job, present: Set<String>, cached cacheNames: Set<String>? = nil, cachePath: String? = nil
    ) -> Result<Done, Diagnostic> {
        let source = job.source
        guard let facts = source.facts, facts.format.isRaster else {
            let set = ImageSet(
                path: source.path, format: .svg, width: source.facts?.width, height: source.facts?.height,
                hasNaturalSize: source.facts?.hasNaturalSize ?? false)
            return .success(Done(set: set, files: [], used: [], encoded: false, sourceHash: source.hash))
        }
        let widths = job.widths.isEmpty ? [facts.width] : job.widths.map { min($0, facts.width) }
        let parameters =
            "\(Self.version)|jpeg\(quality.jpeg)|webp\(quality.webp)|avif\(quality.avif)|effort\(quality.effort)"
        let stem = slugify(String(Self.fileStem(source.path)))
        // One hash of the source and the parameters names every file made from them: a file's
        // name adds what differs between them (its width or the card, and its format's
        // extension), so a warm build hashes once per picture, not once per file.
        let base = ImageProcessor.sha256(Data("\(source.hash)|\(parameters)".utf8))
        let card = ImageRequest.Crop(width: 1200, height: 630, format: .jpeg)
        // The request names every file; the outputs are its files with their names.
        let request = ImageRequest(
            widths: Set(widths).sorted(), formats: formats, crops: job.openGraph ? [card] : [],
            fallback: fallback.map { ImageRequest.Fallback(width: Self.fallbackWidth(widths), format: $0) },
            quality: quality)
        let naming = Naming(stem: stem, hash: base, folder: Self.outputFolder)
        var outputs: [Output] = []
        outputs.reserveCapacity(widths.count * formats.count + 1)
        for width in request.outputWidths {
            let height = max(Int((Double(width) / facts.aspectRatio).rounded()), 1)
            let number = String(width)
            for format in request.formats(at: width) {
                outputs.append(naming.output(number, width: width, height: height, format: format))
            }
        }
        var openGraph: Output?
        if job.openGraph {
            openGraph = naming.output(
                "og", width: card.width, height: card.height, format: .jpeg, key: "og\(card.width)x\(card.height)")
        }
        let colorName = String(decoding: source.hash.utf8.prefix(40), as: UTF8.self) + ".colour"
        let all = outputs + (openGraph.map { [$0] } ?? [])
        var encoded = false
        let colorURL = { cache.folder.appendingPathComponent(colorName, isDirectory: false) }
        var color =
            source.color ?? (try? fileSystem.read(colorURL())).flatMap { String(data: $0, encoding: .utf8) }
        // The output's listing holds the files' paths; the cache is asked only for a picture the
        // output lacks: its listing when the stage made one (an output without pictures), else
        // one `lstat` per file up to the first missing (a picture new to this output).
        let cached =
            all.allSatisfy { present.contains($0.path) }
            || all.allSatisfy {
                cacheNames?.contains($0.cacheName)
                    ?? cache.has(cache.folder.appendingPathComponent($0.cacheName, isDirectory: false))
            }
        if color?.count != 7 || !cached {
            switch make(
                source, facts: facts, request: request, outputs: outputs, openGraph: openGraph, colorURL: colorURL())
            {
            case .success(let made): color = made
            case .failure(let diagnostic): return .failure(diagnostic)
            }
            encoded = true
        }
        var set = ImageSet(
            path: source.path, format: facts.format, width: facts.width, height: facts.height, color: color)
        set.candidates = outputs.map {
            ImageSet.Candidate(width: $0.width, height: $0.height, format: $0.format, path: $0.path)
        }
        set.openGraph = openGraph?.path
        let folder = cachePath ?? cache.folder.path + "/"
        // A variant's path holds the hash of its source and parameters: the path is its identity.
        // The paths differ from their widths' digits on (then the extension; the card's `og`
        // after every digit): sorted by those short keys, not by the whole paths.
        let keys = all.map { $0.number + "." + $0.format.fileExtension }
        let files = all.indices.sorted { keys[$0] < keys[$1] }.map {
            RenderedFile(path: all[$0].path, data: Data(), linkedFrom: Naming.join([folder, all[$0].cacheName]))
        }
        let used = all.map(\.cacheName) + [colorName]
        return .success(Done(set: set, files: files, used: used, encoded: encoded, sourceHash: source.hash))
    }

    /// A path's last component without its extension (`images/ep 1.jpg` → `ep 1`), as
    /// `NSString`'s `lastPathComponent` and `deletingPathExtension` give it, without bridging.
    static func fileStem(_ path: String) -> Substring {
        // Bytes, not characters: `/` and `.` are ASCII, and counting characters breaks graphemes.
        var name = Substring(path)
        while name.utf8.count > 1, name.utf8.last == UInt8(ascii: "/") { name = name.dropLast() }
        if let slash = name.utf8.lastIndex(of: UInt8(ascii: "/")), name.utf8.index(after: slash) < name.endIndex {
            name = name[name.utf8.index(after: slash)...]
        }
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return name }
        return name[..<dot]
    }

    /// The width of the one fallback file: the narrowest offered width of at least 800 px, else
    /// the widest (the width an `<img src>` of a gallery or an article is drawn well at).
    static func fallbackWidth(_ widths: [Int]) -> Int {
        widths.filter { $0 >= 800 }.min() ?? widths.max() ?? 1
    }

    /// Decodes the source once, encodes every output into the cache; the average colour.
    private func make(
        _ source: Source, facts: ImageFacts, request: ImageRequest, outputs: [Output], openGraph: Output?,
        colorURL: URL
    ) -> Result<String, Diagnostic> {
        let position = SourcePosition.start(of: "Content/\(source.path)")
        let data: Data
        do {
            data = try fileSystem.read(
                siteFolder.appendingPathComponent("Content").appendingPathComponent(source.path, isDirectory: false))
        } catch {
            return .failure(.error("cannot read the image: \(FileSystem.describe(error))", at: position))
        }
        let rendered: RenderedImages
        switch ImageProcessor.render(data, facts: facts, request: request) {
        case .success(let value): rendered = value
        case .failure(let problem): return .failure(.error(problem.message, at: position))
        }
        do {
            try fileSystem.createDirectory(cache.folder)
            for output in outputs {
                guard
                    let variant = rendered.variants.first(where: {
                        $0.width == output.width && $0.format == output.format
                    })
                else { continue }
                try cache.store(variant.data, at: cache.url(output.key, output.format.fileExtension))
            }
            if let openGraph, let crop = rendered.crops.first {
                try cache.store(crop.data, at: cache.url(openGraph.key, openGraph.format.fileExtension))
            }
            try cache.store(Data(rendered.averageColor.utf8), at: colorURL)
        } catch {
            return .failure(
                .error(
                    "cannot store the encoded image in the cache \(cache.folder.path): \(FileSystem.describe(error))",
                    at: position))
        }
        return .success(rendered.averageColor)
    }
}

extension Result<ImageStage.Done, Diagnostic> {
    /// The path of the picture's first output file (nil for a failure or a picture without files).
    var firstPath: String? {
        guard case .success(let done) = self else { return nil }
        return done.files.first?.path
    }
}
