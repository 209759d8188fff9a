package import Foundation
package import SitegenContent
package import SitegenDiagnostics
package import SitegenFileSystem
import SitegenImages
import SitegenLayout

/// The images stage, between theme and compose: every picture the site shows is read, checked
/// and measured; the widths each is drawn at are worked out from the layouts; the variants are
/// taken from the cache or encoded (on every core, one picture per core at a time) and stored
/// there; the result is the ``ImageCatalog`` rendering reads and the files to link into the
/// output.
package struct ImageStage: Sendable {
    var fileSystem: FileSystem
    var siteFolder: URL
    var cache: ImageCache
    var maxPixels = ImageProcessor.defaultMaxPixels
    /// The formats every width is offered in (the `srcset` of a `<source>` each).
    var formats: [EncodedFormat] = [.webp]
    /// The format of the one file an `<img>` names for browsers that read none of ``formats``,
    /// written at one width (``ImageStage/fallbackWidth(_:)``); nil for none.
    var fallback: EncodedFormat? = .jpeg
    var quality = ImageQuality()
    /// The output folder the build replaces, if any: a picture whose files its
    /// ``outputFolder`` already holds (their names carry the hash of their bytes) needs nothing
    /// from the cache but its name.
    package var output: URL?

    /// The output's folder of pictures' files, relative to the output.
    static let outputFolder = "assets/images"

    /// Creates the stage for a site, with its cache folder (the files go in its `images/`).
    package init(fileSystem: FileSystem, siteFolder: URL, imageCache: URL) {
        self.fileSystem = fileSystem
        self.siteFolder = siteFolder
        cache = ImageCache(folder: imageCache.appendingPathComponent("images"), fileSystem: fileSystem)
    }

    /// Bumped when the encoding changes in a way the parameters do not show: part of every key.
    static let version = "sitegen-images-2"

    /// What the stage made.
    package struct Outcome: Sendable {
        var catalog: ImageCatalog
        /// The variants and cards, linked from the cache, in path order.
        var files: [RenderedFile]
        package var diagnostics: [Diagnostic]
        /// How many pictures were decoded and encoded (0 on a warm build).
        package var encoded: Int
        /// The cache files this build used, each once, in the order of the pictures' output files.
        package var used: [String]
        /// The cache folder.
        package var cacheFolder: URL
        /// The sources read, with their stamps, for the next build.
        package var remembered: [String: StampedSource]
    }

    /// A source as a build read it: an unchanged file (same settled stamp) is not read again.
    package struct StampedSource: Sendable, Equatable {
        var stamp: FileStamp
        var source: Source
    }

    /// A source read and measured.
    struct Source: Sendable, Equatable {
        var path: String
        var hash: String
        var facts: ImageFacts?
        /// The average colour (`#rrggbb`) once a build has taken it from the cache or made it.
        var color: String?
    }

    /// Runs the stage, with what ``prepare(assets:)`` read when the build did so beforehand.
    package func run(
        site: Site, theme: Theme, previous: [String: StampedSource] = [:], prepared given: Prepared? = nil
    ) async -> Outcome {
        // Each layout's symbolic sizes and the sampled viewports, worked out once for the stage.
        let symbolic = theme.layouts.mapValues { $0.symbolicSizes() }
        let samples = ImageNeeds.themeSamples(theme: theme)
        let references = ImageReferences.collect(site: site, theme: theme, symbolic: symbolic)
        // The pictures drawn, sorted (worked out once: thousands of cells name them).
        let drawnPaths = references.drawn
        let paths = references.all(drawn: drawnPaths)
        let contentFolder = siteFolder.appendingPathComponent("Content")
        let contentPath = contentFolder.path
        let maxPixels = self.maxPixels
        let fileSystem = self.fileSystem
        // One listing of the output's pictures (a warm build finds every file there, and needs
        // no listing of the cache, whose names are longer and which holds other builds' files too).
        let prepared = given ?? prepare(assets: [])
        let stored = prepared.stored
        let stamps = prepared.stamps
        let read = await paths.concurrentMap { path -> (Result<Source, Diagnostic>, FileStamp?) in
            // String arithmetic: `appendingPathComponent` per picture cost more than its `lstat`.
            let stamp =
                stamps[path] ?? fileSystem.stamp(URL(fileURLWithPath: contentPath + "/" + path, isDirectory: false))
            if let stamp, let known = previous[path] ?? stored[contentPath + "/" + path], known.source.path == path,
                known.stamp == stamp, stamp.isOldEnoughToTrust()
            {
                return (.success(known.source), stamp)
            }
            return (Self.inspect(path, in: contentFolder, fileSystem: fileSystem, maxPixels: maxPixels), stamp)
        }
        var diagnostics: [Diagnostic] = []
        var sources: [String: Source] = [:]
        var remembered: [String: StampedSource] = [:]
        for (result, stamp) in read {
            switch result {
            case .success(let source):
                sources[source.path] = source
                if let stamp { remembered[source.path] = StampedSource(stamp: stamp, source: source) }
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        var catalog = ImageCatalog(
            slotCycles: references.slotCycles, theme: theme.images, samples: samples)
        let widths = ImageNeeds.candidates(
            ImageNeeds.compute(
                references: references, sources: sources, theme: theme, symbolic: symbolic, samples: samples,
                catalog: &catalog))
        diagnostics += Self.artworkWarnings(references.artwork, sources: sources)
        let drawnSources = drawnPaths.compactMap { sources[$0] }
        let present = prepared.present
        // An output without pictures (a first build, or a new output beside a kept cache, as a
        // deploy from a fresh clone has): one listing of the cache instead of an `lstat` per file.
        let cached: Set<String>? =
            present.isEmpty && drawnSources.contains { $0.facts?.format.isRaster == true }
            ? (try? fileSystem.list(cache.folder)).map(Set.init) : nil
        let openGraph = references.openGraph
        let cachePath = cache.folder.path + "/"
        let made = await drawnSources.concurrentMap { [self] source in
            encode(
                Job(
                    source: source, widths: widths[source.path] ?? [],
                    openGraph: openGraph.contains(source.path)),
                present: present, cached: cached, cachePath: cachePath)
        }
        var files: [RenderedFile] = []
        files.reserveCapacity(made.count * (formats.count + 1) * 10)
        var used: [String] = []
        used.reserveCapacity(files.capacity + made.count)
        catalog.sets.reserveCapacity(made.count)
        var seen: Set<String> = []
        // Pictures of the same bytes share cache files; only their lists need the repeats taken out.
        var pictures: [String: Int] = [:]
        for source in drawnSources { pictures[source.hash, default: 0] += 1 }
        var encoded = 0
        // Each picture's files are in the order of their paths, and the pictures nearly always are
        // too in the order of their first file's, so the files are sorted by one pass over them.
        // Sorted by their keys, each worked out once (a comparison of two results copied both).
        let firstPaths = made.map { $0.firstPath ?? "" }
        for index in made.indices.sorted(by: { firstPaths[$0] < firstPaths[$1] }) {
            switch made[index] {
            case .success(let done):
                catalog.sets[done.set.path] = done.set
                remembered[done.set.path]?.source.color = done.set.color
                files += done.files
                used +=
                    pictures[done.sourceHash, default: 0] > 1
                    ? done.used.filter { seen.insert($0).inserted } : done.used
                if done.encoded { encoded += 1 }
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        // Saved with the colours this build knows, so that the next one need not read them (on
        // another core, while the files are put in order).
        let saving = remembered
        let cache = self.cache
        async let saved: Void = ImageSourceIndex.save(
            Dictionary(saving.map { (contentPath + "/" + $0.key, $0.value) }, uniquingKeysWith: { a, _ in a }),
            previous: stored, cache)
        catalog.prepareLookups()
        let sorted = files.sortedByPath()
        await saved
        return Outcome(
            catalog: catalog, files: sorted, diagnostics: diagnostics,
            encoded: encoded, used: used, cacheFolder: cache.folder, remembered: remembered)
    }

    /// Reads a picture, checks that its bytes are the format its name says, and reads its header.
    static func inspect(
        _ path: String, in contentFolder: URL, fileSystem: FileSystem, maxPixels: Int
    ) -> Result<Source, Diagnostic> {
        let position = SourcePosition.start(of: "Content/\(path)")
        let data: Data
        do {
            data = try fileSystem.read(contentFolder.appendingPathComponent(path, isDirectory: false))
        } catch {
            return .failure(.error("cannot read the image: \(FileSystem.describe(error))", at: position))
        }
        let named = ImageFormat(fileExtension: (path as NSString).pathExtension)
        guard let named else {
            return .failure(
                .error(
                    "this file is shown as an image, but .\((path as NSString).pathExtension) is not a format sitegen reads (JPEG, PNG, WebP, AVIF, GIF or SVG)",
                    at: position))
        }
        let hash = ImageProcessor.sha256(data)
        if named == .svg {
            let facts = try? ImageProcessor.header(of: data, maxPixels: maxPixels).get()
            return .success(Source(path: path, hash: hash, facts: facts?.format == .svg ? facts : nil))
        }
        guard let sniffed = ImageFormat(sniffing: data) else {
            return .failure(
                .error(
                    "this file is named as a \(named.displayName) image, but its bytes are not an image sitegen can read (JPEG, PNG, WebP, AVIF, GIF or SVG)",
                    at: position))
        }
        guard sniffed == named else {
            return .failure(
                .error(
                    "this file is named as a \(named.displayName) image, but its bytes are \(sniffed.displayName); rename it to .\(sniffed == .jpeg ? "jpg" : sniffed.rawValue)",
                    at: position))
        }
        switch ImageProcessor.header(of: data, maxPixels: maxPixels) {
        case .success(let facts): return .success(Source(path: path, hash: hash, facts: facts))
        case .failure(let problem): return .failure(.error(problem.message, at: position))
        }
    }
}
