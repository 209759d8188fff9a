import Foundation
import SitegenImages
import SitegenTestSupport
import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// `sitegen check`: URLs resolved as a browser resolves them, and broken links and fragments
/// reported at their Markdown source by the real binary.
@Suite("sitegen check: internal links, fragments and feeds")
struct LinkCheckTests {
    @Test(
        "URLs resolve against the page and the base path",
        arguments: [
            ("../about/", "episodes/x/index.html", "/", LinkTarget.internal(path: "episodes/about/", fragment: nil)),
            (" \t../about/ ", "episodes/x/index.html", "/", .internal(path: "episodes/about/", fragment: nil)),
            ("\u{2003}../about/", "episodes/x/index.html", "/", .internal(path: "episodes/about/", fragment: nil)),
            ("../../about/#team", "episodes/x/index.html", "/", .internal(path: "about/", fragment: "team")),
            ("#top", "episodes/x/index.html", "/", .internal(path: "episodes/x/index.html", fragment: "top")),
            ("/shows/tags/swift/", "index.html", "/shows/", .internal(path: "tags/swift/", fragment: nil)),
            ("/elsewhere/", "index.html", "/shows/", .outside),
            ("../../../x/", "a/b/index.html", "/shows/", .outside),
            ("assets/site.css?v=1", "index.html", "/", .internal(path: "assets/site.css", fragment: nil)),
            ("https://example.org/x", "index.html", "/", .external("https://example.org/x")),
            ("mailto:me@example.org", "index.html", "/", .ignored),
            ("a%20b/", "index.html", "/", .internal(path: "a b/", fragment: nil)),
            ("../feed.xml", "tags/index.html", "/a%20b/", .internal(path: "feed.xml", fragment: nil)),
            ("/%C3%BC/x/", "index.html", "/%C3%BC/", .internal(path: "x/", fragment: nil)),
            ("../../x/", "tags/index.html", "/%C3%BC/", .outside),
        ])
    func resolve(url: String, page: String, basePath: String, expected: LinkTarget) {
        #expect(LinkTarget.resolve(url, from: page, basePath: basePath) == expected)
    }

    static let planted: [String: Data] = [
        "Content/site.yml": Data(
            "title: Checked\nbaseURL: https://example.org/shows/\nrequireThumbnails: false\nsearch: false\n".utf8),
        "Content/episodes/001-first.md": Data("---\ntitle: First\ndate: 2024-01-01\n---\n## Setup\n\nText.\n".utf8),
        "Content/episodes/002-links.md": Data(
            """
            ---
            title: Links
            date: 2024-01-02
            ---
            Intro.

            See [gone](/episodes/gone/) and [a part](/episodes/first/#no-such-part).
            Fine: [first](/episodes/first/#setup), [here](#more) and [out](https://example.com/).

            ## More

            """.utf8),
    ]

    @Test(
        "the binary finds a planted broken link and a broken fragment at their source, and passes the sample site",
        .tags(.process), .tier(.process))
    func binary() async throws {
        try await BinarySandbox.with(Self.planted) { sandbox in
            let run = try await SpawnedProcess.run(BinarySandbox.executable, ["check", "--source", sandbox.site.path])
            #expect(run.exitStatus == 1)
            #expect(
                BinarySandbox.diagnosticLines(run) == [
                    "Content/episodes/002-links.md:7:12: error: broken link '/episodes/gone/': the site has no episodes/gone/",
                    "Content/episodes/002-links.md:7:42: error: broken link '/episodes/first/#no-such-part': episodes/first/index.html has no element with the id 'no-such-part'",
                ], "\(run.standardError)")
            #expect(run.standardOutput.contains("1 external links listed"), "\(run.standardOutput)")
            #expect(!FileManager.default.fileExists(atPath: sandbox.site.appendingPathComponent("Output").path))
        }
        let sample = try await SpawnedProcess.run(
            BinarySandbox.executable, ["check", "--source", PackagePaths.root.path])
        #expect(sample.exitStatus == 0, "\(sample.standardError)\n\(sample.standardOutput)")
    }

    @Test(
        "check checks the site as build publishes it (its search page too), and finds a raw HTML link or a copied HTML file's at its source",
        .tags(.process), .tier(.process))
    func published() async throws {
        let fixture = PackagePaths.root.appendingPathComponent("Tests/SitegenSiteTests/Fixtures/link-check-published")
        let files = try SiteSandbox.snapshot(of: fixture.appendingPathComponent("site"))
        let expected = try String(contentsOf: fixture.appendingPathComponent("expected.txt"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        try await BinarySandbox.with(files) { sandbox in
            let run = try await SpawnedProcess.run(BinarySandbox.executable, ["check", "--source", sandbox.site.path])
            #expect(run.exitStatus == 1)
            #expect(BinarySandbox.diagnosticLines(run) == expected, "\(run.standardError)")
        }
    }

    @Test(
        "check and build share the site's picture cache; --image-cache names another",
        .tags(.process), .tier(.process))
    func sharedCache() async throws {
        var files = Self.planted
        files["Content/images/cover.jpg"] = try ImageProcessor.synthesize(width: 800, height: 450, format: .jpeg).get()
        files["Content/episodes/001-first.md"] = Data(
            "---\ntitle: First\ndate: 2024-01-01\nthumbnail: images/cover.jpg\n---\n## Setup\n\nText.\n".utf8)
        try await BinarySandbox.with(files) { sandbox in
            let cache = sandbox.site.appendingPathComponent("Cache/images")
            let variants = { (names: [String]) in names.filter { $0.hasSuffix(".webp") || $0.hasSuffix(".jpg") } }
            // Check builds in a folder of its own in the cache (on its file system); one that an
            // interrupted check left there over a day ago goes, a newer one (another check's) stays.
            let stale = sandbox.site.appendingPathComponent("Cache/check-stale")
            let fresh = sandbox.site.appendingPathComponent("Cache/check-fresh")
            for folder in [stale, fresh] {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            }
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: -2 * 86_400)], ofItemAtPath: stale.path)
            let checked = try await SpawnedProcess.run(
                BinarySandbox.executable, ["check", "--source", sandbox.site.path])
            #expect(checked.exitStatus == 1, "the planted broken links: \(checked.standardError)")
            let left = try FileManager.default.contentsOfDirectory(
                atPath: sandbox.site.appendingPathComponent("Cache").path)
            #expect(left.filter { $0.hasPrefix("check-") } == ["check-fresh"], "\(left)")
            let encoded = variants(try Self.files(in: cache))
            #expect(encoded.contains { $0.hasSuffix(".webp") }, "check encoded into the site's cache: \(encoded)")
            let built = try await SpawnedProcess.run(
                BinarySandbox.executable, ["build", "--source", sandbox.site.path])
            #expect(built.exitStatus == 0, "\(built.standardError)")
            #expect(variants(try Self.files(in: cache)) == encoded, "the build found every variant there")
            let other = sandbox.root.appendingPathComponent("elsewhere")
            _ = try await SpawnedProcess.run(
                BinarySandbox.executable, ["check", "--source", sandbox.site.path, "--image-cache", other.path])
            #expect(
                variants(try Self.files(in: other.appendingPathComponent("images"))) == variants(encoded),
                "the named cache holds the same variants")
        }
    }

    /// The names of the files in `folder` and its subfolders, sorted.
    static func files(in folder: URL) throws -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        return walker.compactMap { $0 as? String }.sorted()
    }
}
