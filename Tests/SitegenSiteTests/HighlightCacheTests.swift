import Foundation
import SitegenContent
import SitegenFileSystem
import SitegenFormats
import SitegenImport
import SitegenOutput
import SitegenPipeline
import SitegenRender
import Testing

/// Swift highlighting kept in the cache folder between builds: a warm build parses nothing and
/// writes the same output, a damaged cache is rebuilt, and `highlight: false` leaves it alone.
@Suite struct HighlightCacheTests {
    static let cacheFile = "Cache/highlight/swift.bin"

    /// The minimal site with Swift blocks (and one in another language) in its first episode.
    static var files: [String: Data] {
        var files = MinimalSite.files
        let body = String(decoding: files[MinimalSite.first]!, as: UTF8.self)
        files[MinimalSite.first] = Data(
            (body
                + """

                ```swift title="Episode.swift"
                struct Episode: Identifiable {
                    let id: Int
                    @MainActor func play() async { print("\\(id)") }
                }
                ```

                ```swift {2}
                #Preview { EpisodeView() }
                let x = /[a-z]+/
                ```

                ```json
                {"id": 1}
                ```

                """).utf8)
        return files
    }

    @Test("a warm build reads the Swift blocks' tokens from the cache and writes byte-identical output")
    func warmBuildIsIdentical() async throws {
        try await SiteSandbox.with(Self.files) { sandbox in
            let cache = sandbox.site.appendingPathComponent(Self.cacheFile)
            #expect(await sandbox.build().succeeded)
            let cold = try SiteSandbox.snapshot(of: sandbox.output)
            let written = try Data(contentsOf: cache)
            #expect(written.starts(with: Data("sitegen swift highlight cache\n".utf8)))
            let page = try sandbox.outputText("episodes/first/index.html")
            #expect(page.contains("hl-attr"), "the Swift blocks are highlighted")

            let stamp = try FileManager.default.attributesOfItem(atPath: cache.path)[.modificationDate] as? Date
            #expect(await sandbox.build().succeeded)
            #expect(try SiteSandbox.snapshot(of: sandbox.output) == cold)
            let after = try FileManager.default.attributesOfItem(atPath: cache.path)[.modificationDate] as? Date
            #expect(after == stamp, "a warm build with the same blocks does not rewrite the cache")

            // Damaged: ignored, the blocks parsed again, the file written anew.
            try Data("sitegen swift highlight cache\nanother version\n\u{1}\u{2}".utf8).write(to: cache)
            #expect(await sandbox.build().succeeded)
            #expect(try SiteSandbox.snapshot(of: sandbox.output) == cold)
            #expect(try Data(contentsOf: cache) == written)

            // An edited block: the file keeps only the blocks the site shows.
            try sandbox.apply([.replace(MinimalSite.first, "let x = /[a-z]+/", "let y = 2")])
            #expect(await sandbox.build().succeeded)
            let edited = try Data(contentsOf: cache)
            #expect(edited != written && edited.count < written.count + 64)
        }
    }

    @Test("with `highlight: false` the cache is neither used nor emptied")
    func highlightingOff() async throws {
        try await SiteSandbox.with(Self.files) { sandbox in
            let cache = sandbox.site.appendingPathComponent(Self.cacheFile)
            #expect(await sandbox.build().succeeded)
            let written = try Data(contentsOf: cache)
            try sandbox.apply([.replace(MinimalSite.siteYML, "language: en", "language: en\nhighlight: false")])
            #expect(await sandbox.build().succeeded)
            #expect(try !sandbox.outputText("episodes/first/index.html").contains("hl-attr"))
            #expect(try Data(contentsOf: cache) == written)
        }
    }
}
