import Foundation
import SitegenDiagnostics
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

    /// One output of a job with its cache key.
    private struct Output {
        var key: String
        var width: Int
        var height: Int
        var format: EncodedFormat
        var path: String
    }

    /// Takes a picture's files from the output it replaces or from the cache, encoding them (one
    /// decode) when either lacks any.
    /// - Parameters:
    ///   - job: the picture and its widths.
    ///   - present: the names in the output's ``ImageStage/outputFolder`` when the stage started.
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
        let cacheStem = String(base.prefix(40)) + "-"
        let outputStem = "." + base.prefix(12) + "."
        let pathStem = Self.outputFolder + "/" + stem + "-"
        let card = ImageRequest.Crop(width: 1200, height: 630, format: .jpeg)
        // The request names every file; the outputs are its files with their names.
        let request = ImageRequest(
            widths: Set(widths).sorted(), formats: formats, crops: job.openGraph ? [card] : [],
            fallback: fallback.map { ImageRequest.Fallback(width: Self.fallbackWidth(widths), format: $0) },
            quality: quality)
        var outputs: [Output] = []
        outputs.reserveCapacity(widths.count * formats.count + 1)
        for width in request.outputWidths {
            let height = max(Int((Double(width) / facts.aspectRatio).rounded()), 1)
            let number = String(width)
            let key = cacheStem + number
            let path = pathStem + number + outputStem
            for format in request.formats(at: width) {
                outputs.append(
                    Output(key: key, width: width, height: height, format: format, path: path + format.fileExtension))
            }
        }
        var openGraph: Output?
        if job.openGraph {
            openGraph = Output(
                key: "\(cacheStem)og\(card.width)x\(card.height)", width: card.width, height: card.height,
                format: .jpeg, path: pathStem + "og" + outputStem + "jpg")
        }
        let colorName = String(source.hash.prefix(40)) + ".colour"
        let all = outputs + (openGraph.map { [$0] } ?? [])
        // Each cache file's name is made once: it is looked up, linked from and listed as used.
        let names = all.map { $0.key + "." + $0.format.fileExtension }
        var encoded = false
        let colorURL = { cache.folder.appendingPathComponent(colorName, isDirectory: false) }
        var color =
            source.color ?? (try? fileSystem.read(colorURL())).flatMap { String(data: $0, encoding: .utf8) }
        // The output's names start after the folder's; the cache is asked only for a picture the
        // output lacks: its listing when the stage made one (an output without pictures), else
        // one `lstat` per file up to the first missing (a picture new to this output).
        let nameStart = Self.outputFolder.utf8.count + 1
        let cached =
            all.allSatisfy { present.contains(String(decoding: $0.path.utf8.dropFirst(nameStart), as: UTF8.self)) }
            || names.allSatisfy {
                cacheNames?.contains($0) ?? cache.has(cache.folder.appendingPathComponent($0, isDirectory: false))
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
        let files = zip(all, names).sorted { $0.0.path < $1.0.path }.map { output, name in
            RenderedFile(path: output.path, data: Data(), linkedFrom: folder + name)
        }
        let used = names + [colorName]
        return .success(Done(set: set, files: files, used: used, encoded: encoded, sourceHash: source.hash))
    }

    /// A path's last component without its extension (`images/ep 1.jpg` → `ep 1`), as
    /// `NSString`'s `lastPathComponent` and `deletingPathExtension` give it, without bridging.
    static func fileStem(_ path: String) -> Substring {
        var name = Substring(path)
        while name.count > 1, name.hasSuffix("/") { name = name.dropLast() }
        if let slash = name.lastIndex(of: "/"), name.index(after: slash) < name.endIndex {
            name = name[name.index(after: slash)...]
        }
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
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
