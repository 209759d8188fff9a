import Foundation
import SitegenTestSupport
import Testing

@testable import SitegenSite

/// `sitegen check`: URLs resolved as a browser resolves them, and broken links and fragments
/// reported at their Markdown source by the real binary.
@Suite("sitegen check: internal links, fragments and feeds")
struct LinkCheckTests {
    @Test(
        "URLs resolve against the page and the base path",
        arguments: [
            ("../about/", "episodes/x/index.html", "/", LinkTarget.internal(path: "episodes/about/", fragment: nil)),
            ("../../about/#team", "episodes/x/index.html", "/", .internal(path: "about/", fragment: "team")),
            ("#top", "episodes/x/index.html", "/", .internal(path: "episodes/x/index.html", fragment: "top")),
            ("/shows/tags/swift/", "index.html", "/shows/", .internal(path: "tags/swift/", fragment: nil)),
            ("/elsewhere/", "index.html", "/shows/", .outside),
            ("../../../x/", "a/b/index.html", "/shows/", .outside),
            ("assets/site.css?v=1", "index.html", "/", .internal(path: "assets/site.css", fragment: nil)),
            ("https://example.org/x", "index.html", "/", .external("https://example.org/x")),
            ("mailto:me@example.org", "index.html", "/", .ignored),
            ("a%20b/", "index.html", "/", .internal(path: "a b/", fragment: nil)),
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
}
