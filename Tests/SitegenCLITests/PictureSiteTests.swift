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
import Testing

/// A site whose thumbnails are real JPEG and PNG files builds with 0 diagnostics into
/// `<picture>`s with the pictures' real sizes, and a warm build encodes nothing.
@Suite(.serialized, .tags(.slow), .tier(.slow)) struct PictureSiteTests {
    @Test("real pictures build with 0 diagnostics into pictures with their real sizes")
    func builds() async throws {
        let (site, result) = try await PictureSite.shared.build()
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.statistics.imagesEncoded > 0)
        let home = try String(contentsOf: site.appendingPathComponent("Output/index.html"), encoding: .utf8)
        #expect(home.components(separatedBy: "<picture>").count > 10)
        #expect(home.contains("fetchpriority=\"high\""))
        #expect(home.contains("loading=\"lazy\""))
        #expect(home.contains("sizes=\"auto, "))
        // The EXIF-rotated 1200×800 source is shown 800×1200; the 21:9 one keeps its shape.
        #expect(home.contains("width=\"800\" height=\"1200\""))
        #expect(home.contains("width=\"1920\" height=\"823\""))
        let episode = try FileManager.default.contentsOfDirectory(
            atPath: site.appendingPathComponent("Output/episodes").path
        ).sorted()
        #expect(!episode.isEmpty)
    }

    @Test("a warm build encodes nothing and gives the same files; an unused cache file is pruned")
    func warmBuild() async throws {
        let (site, _) = try await PictureSite.shared.build()
        let cache = site.appendingPathComponent("Cache/images")
        let stale = cache.appendingPathComponent("0000stale.webp")
        try Data("old".utf8).write(to: stale)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: stale.path)
        // The last pruning (the first build's) a minute ago and more: this build prunes again.
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -120)],
            ofItemAtPath: cache.appendingPathComponent("pruned-at").path)
        let before = try FileManager.default.contentsOfDirectory(
            atPath: site.appendingPathComponent("Output/assets/images").path
        ).sorted()
        let home = site.appendingPathComponent("Output/index.html")
        let homeBefore = try Data(contentsOf: home)
        let result = await SitePipeline().build(SiteBuildOptions(source: site))
        #expect(result.diagnostics.isEmpty)
        #expect(result.statistics.imagesEncoded == 0)
        let after = try FileManager.default.contentsOfDirectory(
            atPath: site.appendingPathComponent("Output/assets/images").path
        ).sorted()
        #expect(before == after)
        // The placeholder colours come from the index on a warm build: the same page, byte for byte.
        #expect(try Data(contentsOf: home) == homeBefore)
        let index = try String(contentsOf: cache.appendingPathComponent("sources.tsv"), encoding: .utf8)
        let colours = index.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        #expect(!colours.isEmpty)
        #expect(colours.allSatisfy { $0.count == 13 && ($0[12].isEmpty || $0[12].count == 7) })
        #expect(colours.contains { $0[12].hasPrefix("#") })
        #expect(!FileManager.default.fileExists(atPath: stale.path))
    }

    @Test(
        "pictures' files the output holds need no cache file, and those it lacks come from the cache: nothing is encoded",
        arguments: ["cache", "output"])
    func filesFromOutputOrCache(lost: String) async throws {
        let site = try PictureSite.make()
        defer { try? FileManager.default.removeItem(at: site) }
        let options = SiteBuildOptions(source: site)
        let first = await SitePipeline().build(options)
        #expect(first.diagnostics.isEmpty)
        let files = site.appendingPathComponent("Output/assets/images")
        let cache = site.appendingPathComponent("Cache/images")
        let names = try FileManager.default.contentsOfDirectory(atPath: files.path).sorted()
        let pages = try PictureSite.htmlFiles(in: site.appendingPathComponent("Output"))
        // The encoded files go (the colours and the index of sources stay): from the cache, as a
        // pruning by another build leaves it, or from the output.
        let folder = lost == "cache" ? cache : files
        let lostNames = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".webp") || $0.hasSuffix(".jpg")
        }
        #expect(lostNames.count > 20)
        for name in lostNames { try FileManager.default.removeItem(at: folder.appendingPathComponent(name)) }
        let second = await SitePipeline().build(options)
        #expect(second.diagnostics.isEmpty, "\(second.diagnostics)")
        #expect(second.statistics.imagesEncoded == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: files.path).sorted() == names)
        #expect(try PictureSite.htmlFiles(in: site.appendingPathComponent("Output")) == pages)
        // A third build after both lost the files encodes them again.
        for name in try FileManager.default.contentsOfDirectory(atPath: cache.path)
        where name.hasSuffix(".webp") || name.hasSuffix(".jpg") {
            try FileManager.default.removeItem(at: cache.appendingPathComponent(name))
        }
        try FileManager.default.removeItem(at: files.appendingPathComponent(names[0]))
        let third = await SitePipeline().build(options)
        #expect(third.diagnostics.isEmpty, "\(third.diagnostics)")
        #expect(third.statistics.imagesEncoded >= 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: files.path).sorted() == names)
    }

    @Test("a Markdown image becomes a lazy picture sized by the article column, and the poster is eager")
    func bodyImage() async throws {
        let (site, _) = try await PictureSite.shared.build()
        let folder = site.appendingPathComponent("Output/episodes")
        var found = false
        // Episode folders; `index.html` and `page/` are the archive's.
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
        where name != "index.html" && name != "page" {
            let html = try String(contentsOf: folder.appendingPathComponent("\(name)/index.html"), encoding: .utf8)
            guard html.contains("A diagram drawn at 1200 px") else { continue }
            found = true
            #expect(html.contains("sizes=\"auto, (min-width: 744px) 704px, calc(100vw - 40px)\""))
            #expect(html.contains("width=\"1200\" height=\"600\" loading=\"lazy\""))
            // The poster's column: the article's, and from 1024 px a third of the two columns.
            #expect(
                html.contains(
                    "sizes=\"(min-width: 2200px) 704px, (min-width: 1024px) calc(33.3333vw - 29.3333px), "
                        + "(min-width: 744px) 704px, calc(100vw - 40px)\""))
            #expect(html.contains("loading=\"eager\" fetchpriority=\"high\""))
            // An SVG drawn at its own size keeps its place before it loads; one that fits its box
            // (a viewBox alone) is left as it is, since a size would change how it is drawn.
            #expect(
                html.contains(
                    #"<img src="../../images/chart.svg" alt="A chart drawn at its own size" width="300" height="150" loading="lazy" decoding="async">"#
                ), "\(name)")
            #expect(html.contains(#"<img src="../../images/shape.svg" alt="A shape that fits" />"#), "\(name)")
            // Every candidate of every srcset on the page is a file of the site, the body's too.
            let page = folder.appendingPathComponent(name)
            var candidates = 0
            for match in html.matches(of: /srcset="([^"]*)"/) {
                for candidate in match.output.1.split(separator: ",") {
                    let url = String(candidate.trimmingCharacters(in: .whitespaces).split(separator: " ")[0])
                    let file = page.appendingPathComponent(url.removingPercentEncoding ?? url).standardizedFileURL
                    #expect(FileManager.default.fileExists(atPath: file.path), "\(name): \(url)")
                    candidates += 1
                }
            }
            #expect(candidates >= 4, "the poster's and the body picture's candidates")
        }
        #expect(found)
    }

    @Test("a picture in a person's bio is a lazy picture sized by the article column, its candidates files")
    func bioImage() async throws {
        let (site, _) = try await PictureSite.shared.build()
        let page = site.appendingPathComponent("Output/people/ada-lovelace")
        let html = try String(contentsOf: page.appendingPathComponent("index.html"), encoding: .utf8)
        let picture = try #require(
            html.firstMatch(of: /<picture><source[^>]*><img [^>]*alt="Ada at the whiteboard"[^>]*><\/picture>/),
            "the bio's image is a picture")
        let markup = String(picture.output)
        #expect(markup.contains("sizes=\"auto, (min-width: 744px) 704px, calc(100vw - 40px)\""), "\(markup)")
        #expect(markup.contains("width=\"1200\" height=\"600\" loading=\"lazy\""), "\(markup)")
        var candidates = 0
        for match in markup.matches(of: /srcset="([^"]*)"/) {
            for candidate in match.output.1.split(separator: ",") {
                let url = String(candidate.trimmingCharacters(in: .whitespaces).split(separator: " ")[0])
                let file = page.appendingPathComponent(url).standardizedFileURL
                #expect(FileManager.default.fileExists(atPath: file.path), "\(url)")
                candidates += 1
            }
        }
        #expect(candidates >= 4, "WebP candidates")
        // Browsers that read no WebP get one JPEG, named by `src` alone.
        let image = try #require(markup.firstMatch(of: /<img src="([^"]*)"([^>]*)>/))
        #expect(String(image.output.1).hasSuffix(".jpg"), "\(markup)")
        let fallback = page.appendingPathComponent(String(image.output.1)).standardizedFileURL
        #expect(FileManager.default.fileExists(atPath: fallback.path))
        #expect(!image.output.2.contains("srcset") && !image.output.2.contains("sizes"), "\(markup)")
    }

    @Test("in a build session, replacing one picture encodes that picture only and changes its pages")
    func replacingOnePicture() async throws {
        let site = try PictureSite.make()
        defer { try? FileManager.default.removeItem(at: site) }
        let options = SiteBuildOptions(source: site)
        let session = SiteBuildSession()
        let first = await session.build(options)
        #expect(first.diagnostics.isEmpty)
        #expect(first.statistics.imagesEncoded > 20)
        let picture = site.appendingPathComponent("Content/images/episodes/002.jpg")
        let replacement = try ImageProcessor.synthesize(width: 640, height: 360, format: .jpeg, seed: 777, grain: 18)
            .get()
        try replacement.write(to: picture)
        let second = await session.build(options, changedPaths: [picture.path])
        #expect(second.diagnostics.isEmpty)
        #expect(second.statistics.imagesEncoded == 1)
        #expect(second.change == .pages)
        #expect(second.changedPaths.contains { $0.hasPrefix("assets/images/002-") })
        #expect(
            second.changedPaths.contains("index.html") || second.changedPaths.contains { $0.hasSuffix("index.html") })
        let third = await session.build(options, changedPaths: [picture.path])
        #expect(third.statistics.imagesEncoded == 0)
        #expect(third.change == .none)
    }
}
