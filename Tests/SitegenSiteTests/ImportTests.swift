import Foundation
import SitegenDiagnostics
import SitegenSite
import SitegenTestSupport
import Testing

/// `sitegen import`: a Hugo network (a section per show, TOML, YAML and JSON front matter,
/// permalinks, a leaf bundle, epoch milliseconds, a file name with spaces) and a Jekyll podcast
/// (`_posts`, `_drafts`, `permalink: pretty`, categories) become sitegen sites that build without
/// errors, keep every paragraph of every body, and answer at every old URL.
@Suite("sitegen import: Hugo and Jekyll sites")
struct ImportTests {
    static let hugo: [String: String] = [
        "hugo.toml": """
        baseURL = "https://example.org/network/"
        languageCode = "en-us"
        title = "The Network"
        [params]
        description = "Two shows."
        author = "Net"
        email = "net@example.org"
        category = "Technology"
        image = "/images/art.png"
        [permalinks]
        show-a = "/:year/:month/:slug/"
        """,
        "content/show-a/_index.md": "+++\ntitle = \"Show A\"\n+++\nThe first show.\n",
        "content/show-a/001 First Thing.md": """
        +++
        title = "First Thing"
        date = 2019-07-05T10:00:00Z
        tags = ["react", "C++"]
        categories = ["Tech"]
        podcast_file = "https://cdn.example.org/a1.mp3"
        podcast_bytes = 1234567
        duration = "45:12"
        guests = ["Kent C. Dodds"]
        episode = 1
        layout = "episode"
        +++
        A paragraph about **React**.

        {{< youtube abc >}}

        Another paragraph, with [a link](https://example.com/).
        """,
        "content/show-a/second.md": "---\ntitle: Second\ndate: 2019-08-01\nslug: the-second\n---\nSecond body.\n",
        "content/show-b/leaf/index.md": """
        {
          "title": "Leaf bundle",
          "date": 1562320800000,
          "tags": ["json"],
          "aliases": ["/old/leaf/"]
        }
        Leaf body text.
        """,
        "content/about.md": "---\ntitle: About us\nlayout: single\n---\nAbout text.\n",
    ]

    static let jekyll: [String: String] = [
        "_config.yml": """
        title: Jekyll Cast
        url: https://cast.example.org
        description: A podcast.
        author: {name: Jo, email: jo@example.org}
        podcast_category: Technology
        artwork: /assets/art.png
        permalink: pretty
        """,
        "_posts/2017-07-05-react-tools.md": """
        ---
        layout: post
        title: "React Tools"
        categories: [episodes, react]
        date: 1499256000000
        mp3: https://cdn.example.org/e1.mp3
        bytes: 42
        ---
        First paragraph.

        Second paragraph with [a link](/about/).
        """,
        "_posts/2017-08-01-Second Post.md": "---\ntitle: Second\ntags: [a, b]\n---\nBody two.\n",
        "_drafts/a-draft.md": "---\ntitle: Draft\n---\nDraft body.\n",
        "about.md": "---\ntitle: About\nlayout: page\npermalink: /about/\n---\nAbout us.\n",
        "Gemfile": "source \"https://rubygems.org\"\n",
    ]

    @Test(
        "an imported site builds without errors, keeps every paragraph and answers at every old URL",
        arguments: [
            (
                SiteImporter.Generator.hugo, "hugo",
                ["/2019/07/001-first-thing/", "/2019/08/the-second/", "/old/leaf/", "/show-b/leaf/"]
            ),
            (.jekyll, "jekyll", ["/episodes/react/2017/07/05/react-tools/", "/2017/08/01/second-post/"]),
        ])
    func importAndBuild(generator: SiteImporter.Generator, name: String, oldURLs: [String]) async throws {
        let root = try PackagePaths.temporaryFolder("sitegen-import")
        defer { try? FileManager.default.removeItem(at: root) }
        let source = root.appendingPathComponent(name)
        let files = generator == .hugo ? Self.hugo : Self.jekyll
        for (path, text) in files {
            let url = source.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let artwork = try Data(
            contentsOf: PackagePaths.root.appendingPathComponent("Content/images/podcast-artwork.png"))
        let artPath = generator == .hugo ? "static/images/art.png" : "assets/art.png"
        try FileManager.default.createDirectory(
            at: source.appendingPathComponent(artPath).deletingLastPathComponent(), withIntermediateDirectories: true)
        try artwork.write(to: source.appendingPathComponent(artPath))

        let site = root.appendingPathComponent("site")
        let report = try SiteImporter(generator: generator, source: source, target: site).run(force: false).get()
        #expect(report.diagnostics.isEmpty)
        let result = await SitePipeline().build(SiteBuildOptions(source: site, includeDrafts: true, now: 1_900_000_000))
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        let output = site.appendingPathComponent("Output")
        // Every paragraph of every source body is in the built site.
        let pages = try FileManager.default.subpathsOfDirectory(atPath: output.path).filter { $0.hasSuffix(".html") }
        let html = try pages.map { try String(contentsOf: output.appendingPathComponent($0), encoding: .utf8) }.joined()
        for (path, text) in files where path.hasSuffix(".md") {
            let body =
                text.components(
                    separatedBy: path.contains("leaf") ? "}\n" : (text.hasPrefix("+++") ? "+++\n" : "---\n")
                ).last ?? ""
            for paragraph in body.components(separatedBy: "\n\n")
            where !paragraph.isEmpty && !paragraph.hasPrefix("{{<") {
                let words = paragraph.replacingOccurrences(of: "**", with: "").components(separatedBy: " [").first!
                    .trimmingCharacters(in: .whitespacesAndNewlines)
                #expect(html.contains(words), "\(path): '\(words)' is not in the built site")
            }
        }
        for old in oldURLs {
            #expect(
                FileManager.default.fileExists(atPath: output.appendingPathComponent(old + "index.html").path),
                "old URL \(old) does not answer")
        }
        // A second import does not write over Content/ without --force.
        guard
            case .failure(let refusal) = SiteImporter(generator: generator, source: source, target: site).run(
                force: false)
        else {
            Issue.record("a second import wrote over Content/")
            return
        }
        #expect(refusal.message.contains("--force"))
    }
}
