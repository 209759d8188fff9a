import Foundation
import SitegenContent
import SitegenFileSystem
import SitegenFormats
import SitegenImport
import SitegenLayout
import SitegenOutput
import SitegenPipeline
import SitegenRender
import Testing

/// What a build writes: the atomic swap of the output folder, byte-identical rebuilds, drafts and
/// future episodes, and the base URL.
@Suite struct SiteBuildOutputTests {
    typealias M = MinimalSite

    @Test("a failing build leaves an earlier Output/ byte-identical and no staging folder behind")
    func failedBuildKeepsOutput() async throws {
        try await SiteSandbox.with(MinimalSite.files) { sandbox in
            let first = await sandbox.build()
            #expect(first.succeeded)
            let before = try SiteSandbox.snapshot(of: sandbox.output)
            #expect(before.count == first.filesWritten)

            try sandbox.apply([.replace(M.second, "date: 2024-01-17", "date: 2024-02-30")])
            let second = await sandbox.build()
            #expect(!second.succeeded)
            #expect(
                second.errorLines == [
                    "\(M.second):3:7: error: `date` '2024-02-30' is not a real date: 2024-02 has no day 30"
                ])

            let after = try SiteSandbox.snapshot(of: sandbox.output)
            #expect(after.keys.sorted() == before.keys.sorted())
            for (path, data) in before {
                #expect(after[path] == data, "\(path) changed")
            }
            let stray = try sandbox.strayEntries()
            #expect(stray == [])
            #expect(!stray.contains { $0.hasPrefix(".Output.sitegen-") })
        }
    }

    @Test("a successful rebuild replaces the whole folder: stale pages go, .gitkeep stays, nothing is left beside it")
    func rebuildReplacesOutput() async throws {
        try await SiteSandbox.with(MinimalSite.files) { sandbox in
            try FileManager.default.createDirectory(at: sandbox.output, withIntermediateDirectories: true)
            try Data().write(to: sandbox.output.appendingPathComponent(".gitkeep"))
            try Data("stale\n".utf8).write(to: sandbox.output.appendingPathComponent("stale.html"))
            #expect(await sandbox.build().succeeded)
            try sandbox.apply([.replace(M.second, "title: Second episode", "title: Second episode\nslug: renamed")])
            let result = await sandbox.build()
            #expect(result.succeeded)
            let files = try SiteSandbox.snapshot(of: sandbox.output)
            #expect(files[".gitkeep"] == Data())
            #expect(files["stale.html"] == nil)
            #expect(files["episodes/second/index.html"] == nil)
            #expect(files["episodes/renamed/index.html"] != nil)
            #expect(files.count == result.filesWritten + 1)
            #expect(try sandbox.strayEntries() == [])
        }
    }

    @Test("a rebuild writes only the files that changed: the others keep their inode and time, a user's edit is undone")
    func rebuildKeepsUnchangedFiles() async throws {
        try await SiteSandbox.with(GalleryFixture.files) { sandbox in
            #expect(await sandbox.build().succeeded)
            func identities() throws -> [String: [Int]] {
                var result: [String: [Int]] = [:]
                for path in try SiteSandbox.snapshot(of: sandbox.output).keys {
                    let attributes = try FileManager.default.attributesOfItem(
                        atPath: sandbox.output.appendingPathComponent(path).path)
                    let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                    result[path] = [attributes[.systemFileNumber] as? Int ?? 0, Int(modified * 1_000_000)]
                }
                return result
            }
            // Files copied from Content/ are linked when their source's time is settled, which it is
            // not seconds after the sandbox wrote it: they are left out here.
            let before = try identities().filter { !$0.key.hasPrefix("images/") }
            // A page changed by hand in the output, to the same size: its bytes are compared, not only its size.
            let home = sandbox.output.appendingPathComponent("index.html")
            var edited = try Data(contentsOf: home)
            edited[edited.count / 2] =
                edited[edited.count / 2] == UInt8(ascii: "x") ? UInt8(ascii: "y") : UInt8(ascii: "x")
            try edited.write(to: home)
            let unchanged = try SiteSandbox.snapshot(of: sandbox.output)
            // A page with a second name (a snapshot by `cp -al`) is written anew, not shared.
            try FileManager.default.linkItem(
                at: sandbox.output.appendingPathComponent("feed.xml"),
                to: sandbox.root.appendingPathComponent("feed.xml"))
            #expect(await sandbox.build().succeeded)
            let after = try identities().filter { !$0.key.hasPrefix("images/") }
            #expect(after.keys.sorted() == before.keys.sorted())
            let kept = after.filter { before[$0.key] == $0.value }.keys.sorted()
            #expect(
                kept.count == before.count - 2,
                "all but the edited home page and the feed: \(Set(before.keys).subtracting(kept))")
            #expect(!kept.contains("index.html"))
            #expect(!kept.contains("feed.xml"))
            let rebuilt = try SiteSandbox.snapshot(of: sandbox.output)
            #expect(rebuilt["index.html"] != unchanged["index.html"])
            // An episode's new title changes its page and the pages that list it, and only those.
            let episode = try #require(GalleryFixture.files.keys.sorted().first { $0.hasPrefix("Content/episodes/") })
            let text = try #require(String(data: GalleryFixture.files[episode]!, encoding: .utf8))
            let title = try #require(text.split(separator: "\n").first { $0.hasPrefix("title:") })
            try sandbox.apply([.replace(episode, String(title), "title: A title changed for the test")])
            #expect(await sandbox.build().succeeded)
            let third = try identities().filter { !$0.key.hasPrefix("images/") }
            let changed = third.filter { after[$0.key] != $0.value }.keys.sorted()
            #expect(!changed.isEmpty)
            #expect(changed.count < third.count, "\(changed)")
            let output = try SiteSandbox.snapshot(of: sandbox.output)
            for path in changed {
                #expect(output[path] != rebuilt[path], "\(path) was written again with the same bytes")
            }
        }
    }

    @Test("two builds of the same input are byte-identical, file by file")
    func reproducible() async throws {
        try await SiteSandbox.with(GalleryFixture.files) { sandbox in
            let other = sandbox.root.appendingPathComponent("Again")
            let first = await sandbox.build()
            let second = await sandbox.build(output: other)
            #expect(first.succeeded && second.succeeded)
            #expect(first.lines == second.lines)
            let a = try SiteSandbox.snapshot(of: sandbox.output)
            let b = try SiteSandbox.snapshot(of: other)
            #expect(a.count > 20)
            #expect(a.keys.sorted() == b.keys.sorted())
            for (path, data) in a {
                #expect(b[path] == data, "\(path) differs between two builds")
            }
            // A third build into the same folder changes nothing either.
            #expect(await sandbox.build().succeeded)
            #expect(try SiteSandbox.snapshot(of: sandbox.output) == a)
        }
    }

    /// Which episodes a build publishes for each pair of flags.
    static let publication: [(drafts: Bool, future: Bool, published: Set<String>)] = [
        (false, false, ["first", "second", "just-now", "published-earlier"]),
        (true, false, ["first", "second", "just-now", "published-earlier", "secret-draft"]),
        (false, true, ["first", "second", "just-now", "published-earlier", "from-the-future", "scheduled"]),
        (
            true, true,
            ["first", "second", "just-now", "published-earlier", "secret-draft", "from-the-future", "scheduled"]
        ),
    ]

    @Test(
        "drafts are left out unless includeDrafts; episodes dated after `now` unless includeFuture",
        arguments: publication)
    func draftsAndFuture(drafts: Bool, future: Bool, published: Set<String>) async throws {
        let edits: [SiteEdit] = [
            .write(
                "Content/episodes/003-secret-draft.md",
                """
                ---
                title: Secret draft
                date: 2024-02-01
                collection: basics
                tags: [drafty]
                draft: true
                ---
                Not ready yet.

                """),
            .write(
                "Content/episodes/004-from-the-future.md",
                """
                ---
                title: From the future
                date: 2030-03-17T17:46:41Z
                collection: basics
                category: Futures
                ---
                One second after the build's clock.

                """),
            .write(
                "Content/episodes/005-just-now.md",
                """
                ---
                title: Just now
                date: 2030-03-17T17:46:40Z
                ---
                Exactly at the build's clock: published.

                """),
            // Hugo's publishDate beside date: dated 2024, published one second after the clock.
            .write(
                "Content/episodes/006-scheduled.md",
                """
                ---
                title: Scheduled
                date: 2024-03-01
                publishDate: 2030-03-17T17:46:41Z
                ---
                Recorded long ago, published later.

                """),
            .write(
                "Content/episodes/007-published-earlier.md",
                """
                ---
                title: Published earlier
                date: 2030-03-18
                publishDate: 2024-03-01
                ---
                Dated after the clock, published before it.

                """),
        ]
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            let result = await sandbox.build(includeDrafts: drafts, includeFuture: future)
            #expect(result.lines == [])
            // What is left out is counted for the build's summary line, never silently.
            #expect(result.statistics.unpublished.drafts == (drafts ? 0 : 1))
            #expect(result.statistics.unpublished.future == (future ? 0 : 2))
            let sentence = [
                drafts ? nil : "1 draft (--drafts)", future ? nil : "2 future-dated episodes (--future)",
            ].compactMap { $0 }.joined(separator: " and ")
            #expect(result.statistics.unpublished.sentence == (sentence.isEmpty ? nil : "left out " + sentence))
            let files = try SiteSandbox.snapshot(of: sandbox.output)
            let pages = Set(
                files.keys.filter { $0.hasPrefix("episodes/") && $0.split(separator: "/").count == 3 }
                    .map { $0.split(separator: "/")[1] }.map(String.init)
                    .filter { $0 != "page" })
            #expect(pages == published)
            let feed = try sandbox.outputText("feed.xml")
            #expect(feed.components(separatedBy: "<entry>").count - 1 == published.count)
            let sitemap = try sandbox.outputText("sitemap.xml")
            for slug in ["secret-draft", "from-the-future", "scheduled"] where !published.contains(slug) {
                // Not one mention anywhere: no page, no card, no feed entry, no sitemap URL.
                let mentions = files.filter { String(decoding: $0.value, as: UTF8.self).contains(slug) }.keys.sorted()
                #expect(mentions == [], "\(slug) leaks into \(mentions)")
            }
            #expect((files["tags/drafty/index.html"] != nil) == drafts)
            #expect((files["categories/futures/index.html"] != nil) == future)
            #expect(sitemap.contains("https://example.org/episodes/just-now/"))
            let basics = try sandbox.outputText("collections/basics/index.html")
            let members = 2 + (drafts ? 1 : 0) + (future ? 1 : 0)
            #expect(basics.components(separatedBy: "class=\"ep-thumb\"").count - 1 == members)
            let second = try sandbox.outputText("episodes/second/index.html")
            #expect(second.contains("Episode 2 of \(members)"))
        }
    }

    @Test("a base URL override changes canonical links and feed ids, not relative page links")
    func baseURLOverride() async throws {
        try await SiteSandbox.with(GalleryFixture.files) { sandbox in
            let other = sandbox.root.appendingPathComponent("Shows")
            #expect(await sandbox.build().succeeded)
            let result = await sandbox.build(output: other, baseURL: "https://cdn.example.com/shows")
            #expect(result.lines == [])
            let original = try SiteSandbox.snapshot(of: sandbox.output)
            let moved = try SiteSandbox.snapshot(of: other)
            #expect(original.keys.sorted() == moved.keys.sorted())

            let page = try sandbox.outputText("episodes/hello-world/index.html", in: other)
            #expect(
                page.contains("<link rel=\"canonical\" href=\"https://cdn.example.com/shows/episodes/hello-world/\">"))
            #expect(page.contains("href=\"../../library/\""))
            #expect(page.contains("href=\"../../feed.xml\""))
            let feed = try sandbox.outputText("feed.xml", in: other)
            #expect(feed.contains("<id>https://cdn.example.com/shows/</id>"))
            #expect(feed.contains("<id>https://cdn.example.com/shows/episodes/hello-world/</id>"))
            #expect(feed.contains("href=\"https://cdn.example.com/shows/feed.xml\""))
            let sitemap = try sandbox.outputText("sitemap.xml", in: other)
            #expect(sitemap.contains("<loc>https://cdn.example.com/shows/episodes/hello-world/</loc>"))
            #expect(
                try sandbox.outputText("robots.txt", in: other).contains(
                    "Sitemap: https://cdn.example.com/shows/sitemap.xml"))

            // Everything else is the same: swapping the base URL back gives the first build,
            // except 404.html and _headers, whose paths are absolute from the base path.
            for (path, data) in original where path != "404.html" && path != "_headers" {
                let text = String(decoding: data, as: UTF8.self)
                let expected = text.replacingOccurrences(
                    of: "https://example.org/", with: "https://cdn.example.com/shows/")
                #expect(
                    String(decoding: moved[path] ?? Data(), as: UTF8.self) == expected,
                    "\(path) differs by more than the base URL")
            }
            #expect(try sandbox.outputText("_headers", in: other).contains("\n/shows/assets/*\n"))
            let notFound = try sandbox.outputText("404.html", in: other)
            #expect(notFound.contains("href=\"/shows/library/\""))
            #expect(notFound.contains("href=\"/shows/feed.xml\""))
            #expect(try sandbox.outputText("404.html").contains("href=\"/library/\""))
            let leftovers = moved.filter { String(decoding: $0.value, as: UTF8.self).contains("example.org") }.keys
                .sorted()
            #expect(leftovers == [])
        }
    }

    /// A site to crawl.
    struct LinkCase: Sendable, CustomTestStringConvertible {
        var name: String
        var files: [String: Data]
        var testDescription: String { name }
    }

    static let linkCases: [LinkCase] = [
        LinkCase(name: "the gallery site (with an about page and images)", files: GalleryFixture.files),
        LinkCase(name: "the minimal site (no pages)", files: MinimalSite.files),
        LinkCase(
            name: "the minimal site without any image",
            files: try! SiteEdit.applying(
                [.remove(M.thumbnail), .replace(M.first, "thumbnail: images/first.svg\n", "")], to: MinimalSite.files)),
    ]

    @Test("every relative link and asset of every page resolves to a built file", arguments: linkCases)
    func linksResolve(_ site: LinkCase) async throws {
        try await SiteSandbox.with(site.files) { sandbox in
            #expect(await sandbox.build().succeeded)
            let files = try SiteSandbox.snapshot(of: sandbox.output)
            var broken: [String: Set<String>] = [:]
            for (page, data) in files where page.hasSuffix(".html") {
                for target in LinkTargets.unresolved(
                    in: String(decoding: data, as: UTF8.self), page: page, basePath: "/", files: Set(files.keys))
                {
                    broken[target, default: []].insert(page)
                }
            }
            #expect(broken.isEmpty, "broken links: \(broken.mapValues { $0.sorted() })")
        }
    }
}

/// Finds the `href` and `src` values of a page that point into the site and miss.
enum LinkTargets {
    /// The site-relative files that links of `html` (at `page`) point to and that are not in `files`.
    static func unresolved(in html: String, page: String, basePath: String, files: Set<String>) -> [String] {
        var result: [String] = []
        let folder = page.split(separator: "/").dropLast().map(String.init)
        for match in html.matches(of: /(?:href|src)="([^"]*)"/) {
            var link = String(match.output.1).replacingOccurrences(of: "&amp;", with: "&")
            if link.hasPrefix("#") || link.hasPrefix("//") || link.firstMatch(of: /^[a-zA-Z][a-zA-Z0-9+.-]*:/) != nil {
                continue
            }
            if let cut = link.firstIndex(where: { $0 == "#" || $0 == "?" }) { link = String(link[..<cut]) }
            var parts: [String]
            if link.hasPrefix("/") {
                guard link.hasPrefix(basePath) else { result.append(link); continue }
                parts = []
                link = String(link.dropFirst(basePath.count))
            } else {
                parts = folder
            }
            var escaped = false
            for part in link.split(separator: "/", omittingEmptySubsequences: true) {
                if part == "." { continue }
                if part == ".." {
                    if parts.isEmpty { escaped = true } else { parts.removeLast() }
                } else {
                    parts.append(String(part))
                }
            }
            var target = parts.joined(separator: "/")
            if link.isEmpty || link.hasSuffix("/") || link.hasSuffix("/.") || link == "." {
                target = target.isEmpty ? "index.html" : target + "/index.html"
            }
            if escaped || !(files.contains(target) || files.contains(target + "/index.html")) {
                result.append(escaped ? link : target)
            }
        }
        return result
    }
}

/// A small site with more than one collection, categories, tags, a page and nested images: the
/// input of the reproducibility and base-URL tests.
enum GalleryFixture {
    static let files: [String: Data] = [
        "Content/site.yml": "title: Gallery\ndescription: Screencasts.\nauthor: Ann\nbaseURL: https://example.org/\n",
        "Content/collections/1-basics.md":
            "---\ntitle: Basics\norder: 1\nthumbnail: images/covers/basics.svg\n---\nStart here.\n",
        "Content/collections/2-advanced.md": "---\ntitle: Advanced\norder: 2\n---\nGo further.\n",
        "Content/pages/about.md": "---\ntitle: About\n---\nWe make *screencasts*.\n",
        "Content/images/covers/basics.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n",
        "Content/images/logo.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n",
        "Content/episodes/001-hello-world.md": """
        ---
        title: Hello, world
        date: 2024-01-01
        duration: "3:15"
        collection: basics
        category: Basics
        tags: [swift, beginner]
        ---
        # Hello

        A first program. See [the next one](../../episodes/variables/).

        ```swift
        print("Hello")
        ```

        """,
        "Content/episodes/002-variables.md":
            "---\ntitle: Variables\ndate: 2024-01-08\nduration: \"7:00\"\ncollection: Basics\ncategory: Basics\ntags: [swift]\n---\nLet and var.\n",
        "Content/episodes/003-actors.md":
            "---\ntitle: Actors\ndate: 2024-02-01\nduration: \"1:01:01\"\ncollection: advanced\ncategory: Concurrency\ntags: [swift, concurrency]\n---\nIsolation.\n",
        "Content/episodes/004-macros.md":
            "---\ntitle: Macros\ndate: 2024-03-01\ncategory: Tooling\n---\nNo collection.\n",
    ].mapValues { Data($0.utf8) }
}
