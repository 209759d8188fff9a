import Foundation
import SitegenContent
import SitegenFileSystem
import SitegenFormats
import SitegenImages
import SitegenImport
import SitegenOutput
import SitegenPipeline
import SitegenRender
import SitegenTestSupport

/// The sample site with real pictures: every episode's thumbnail a JPEG or PNG made here with
/// libvips (several aspect ratios, a portrait one, one with an EXIF rotation, 1920 px and 640 px
/// sources, with the grain of a photograph), and a Markdown image in one body. Built once per
/// test run, into a temporary folder with its own image cache.
actor PictureSite {
    static let shared = PictureSite()

    /// A kind of thumbnail: stored size, format, EXIF orientation.
    struct Kind: Sendable {
        var width: Int
        var height: Int
        var format: ImageFormat
        var orientation = 1
    }

    /// The kinds, given to the episodes in turn.
    static let kinds = [
        Kind(width: 1920, height: 1080, format: .jpeg),
        Kind(width: 640, height: 360, format: .jpeg),
        Kind(width: 1280, height: 720, format: .png),
        Kind(width: 1600, height: 1200, format: .jpeg),
        Kind(width: 1080, height: 1350, format: .jpeg),
        Kind(width: 1200, height: 800, format: .jpeg, orientation: 6),
        Kind(width: 1920, height: 823, format: .jpeg),
    ]

    private var built: (site: URL, result: SiteBuildResult)?

    /// The site folder and the result of its first (cold) build.
    func build() async throws -> (site: URL, result: SiteBuildResult) {
        if let built { return built }
        let site = try Self.make()
        let result = await SitePipeline().build(SiteBuildOptions(source: site))
        built = (site, result)
        return built!
    }

    /// Writes the site: the sample's Content/ with raster thumbnails.
    static func make() throws -> URL {
        let site = try PackagePaths.temporaryFolder("sitegen-pictures")
        let content = site.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent("Content"), to: content)
        let episodes = content.appendingPathComponent("episodes")
        let names = try FileManager.default.contentsOfDirectory(atPath: episodes.path).filter { $0.hasSuffix(".md") }
            .sorted()
        var bodyAdded = false
        for (index, name) in names.enumerated() {
            let kind = kinds[index % kinds.count]
            let stem = String(name.prefix(3))
            let picture = "images/episodes/\(stem).\(kind.format == .png ? "png" : "jpg")"
            let data = try ImageProcessor.synthesize(
                width: kind.width, height: kind.height, format: kind.format, seed: index, orientation: kind.orientation,
                grain: 18
            ).get()
            try data.write(to: content.appendingPathComponent(picture))
            let file = episodes.appendingPathComponent(name)
            var text = try String(contentsOf: file, encoding: .utf8)
            text = text.replacingOccurrences(
                of: "thumbnail: images/episodes/\(stem).svg", with: "thumbnail: \(picture)")
            // The Markdown image goes into the first episode shown with its poster (no player).
            if !bodyAdded, !text.contains("\nvideo:"), !text.contains("\naudio:") {
                text += "\n![A diagram drawn at 1200 px](/images/body.jpg)\n"
                text +=
                    "\n![A chart drawn at its own size](/images/chart.svg) ![A shape that fits](/images/shape.svg)\n"
                bodyAdded = true
            }
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        let body = try ImageProcessor.synthesize(width: 1200, height: 600, format: .jpeg, seed: 99, grain: 18).get()
        try body.write(to: content.appendingPathComponent("images/body.jpg"))
        // A person's bio shows a picture too (their page's body, in the article column).
        let bio = content.appendingPathComponent("people/ada-lovelace.md")
        try (try String(contentsOf: bio, encoding: .utf8) + "\n![Ada at the whiteboard](/images/body.jpg)\n").write(
            to: bio, atomically: true, encoding: .utf8)
        // An SVG a browser draws at 300 × 150, and one with only a viewBox, which it fits to its box.
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="300" height="150"><rect/></svg>"#.utf8)
            .write(to: content.appendingPathComponent("images/chart.svg"))
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200"><rect/></svg>"#.utf8)
            .write(to: content.appendingPathComponent("images/shape.svg"))
        return site
    }

    /// Each output picture's file name → the size of the source it was made from.
    static func originalSizes(site: URL) throws -> [String: Int] {
        let content = site.appendingPathComponent("Content/images")
        var sources: [String: Int] = [:]
        for folder in ["", "episodes"] {
            let url = folder.isEmpty ? content : content.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
                let size =
                    (try? FileManager.default.attributesOfItem(atPath: url.appendingPathComponent(name).path)[.size])
                sources[(name as NSString).deletingPathExtension] = (size as? Int) ?? 0
            }
        }
        let images = site.appendingPathComponent("Output/assets/images")
        var result: [String: Int] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: images.path) {
            guard let dash = name.lastIndex(of: "-") else { continue }
            if let size = sources[String(name[..<dash])] { result[name] = size }
        }
        return result
    }

    /// The HTML files of an output folder by relative path, with their bytes.
    static func htmlFiles(in output: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let walker = FileManager.default.enumerator(atPath: output.path)
        while let path = walker?.nextObject() as? String {
            guard path.hasSuffix(".html") else { continue }
            files[path] = try Data(contentsOf: output.appendingPathComponent(path))
        }
        return files
    }
}
