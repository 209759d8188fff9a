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

/// One mistake injected into the minimal site: the build must report an error at `position` with
/// a message containing `message`, and leave the output folder as it was.
struct SiteMistake: Sendable, CustomTestStringConvertible {
    /// What the case is about.
    var name: String
    /// The changes that make the mistake.
    var edits: [SiteEdit]
    /// `path:line:column` of the expected error.
    var position: String
    /// A key part of the expected message.
    var message: String

    init(_ name: String, _ edits: [SiteEdit], at position: String, _ message: String) {
        self.name = name
        self.edits = edits
        self.position = position
        self.message = message
    }

    var testDescription: String { name }
}

/// Every diagnostic of the content pipeline, one injected mistake at a time, checked end to end
/// through `SiteGenerator.build`: position, message, failure and an untouched output folder.
@Suite struct SiteBuildDiagnosticsTests {
    typealias M = MinimalSite

    /// The file written into the output folder before a failing build; it must survive unchanged.
    static let sentinel = [
        "keep.txt": Data("an earlier build\n".utf8), "episodes/old/index.html": Data("<p>old</p>\n".utf8),
    ]

    static let errors: [SiteMistake] = [
        // Front matter and YAML
        SiteMistake(
            "malformed YAML: a key indented under a value (position counted from the top of the file)",
            [.replace(M.first, "date: 2024-01-10", "  date: 2024-01-10")],
            at: "\(M.first):3:7",
            "invalid YAML: mapping values are not allowed in this context; this line is indented deeper than the key above it, so it reads as part of that key's value; line its key up with the key above"
        ),
        SiteMistake(
            "malformed YAML: an unclosed flow list",
            [.replace(M.first, "tags: [swift, intro]", "tags: [swift, intro")],
            at: "\(M.first):8:10",
            "invalid YAML: did not find expected ',' or ']' (while parsing a flow sequence at line 7, column 7)"),
        SiteMistake(
            "malformed YAML: an unclosed quoted string is named where it starts, its line counted from the top of the file",
            [.replace(M.first, "duration: \"12:30\"", "duration: \"12:30")],
            at: "\(M.first):4:11", "invalid YAML: the string that starts here is never closed; add its closing \""),
        SiteMistake(
            "malformed YAML: a key given twice",
            [.replace(M.first, "category: Tutorials", "title: Again")],
            at: "\(M.first):6:1", "duplicate key `title`: it was already given at line 2"),
        SiteMistake(
            "front matter opened and never closed",
            [.replace(M.first, "thumbnail: images/first.svg\n---\n", "thumbnail: images/first.svg\n")],
            at: "\(M.first):1:1", "the front matter opened with '---' is never closed with a '---' line"),
        SiteMistake(
            "no front matter",
            [.write(M.first, "Just a body, no front matter.\n")],
            at: "\(M.first):1:1", "the file has no front matter; it must start with a '---' line"),
        SiteMistake(
            "front matter that is a list, not a mapping",
            [.write(M.first, "---\n- title\n- date\n---\nBody.\n")],
            at: "\(M.first):2:1", "must be a mapping"),
        SiteMistake(
            "an empty .md file", [.write(M.first, "")],
            at: "\(M.first):1:1", "the file has no front matter"),

        // Episode fields
        SiteMistake(
            "missing title", [.replace(M.first, "title: First episode\n", "")],
            at: "\(M.first):1:1", "the episode has no `title`"),
        SiteMistake(
            "title without a value", [.replace(M.first, "title: First episode", "title:")],
            at: "\(M.first):2:1", "`title` has no value"),
        SiteMistake(
            "missing date", [.replace(M.first, "date: 2024-01-10\n", "")],
            at: "\(M.first):1:1", "the episode has no `date`; write the day it came out, `date: 2024-03-14`"),
        SiteMistake(
            "bad date: month 13", [.replace(M.first, "date: 2024-01-10", "date: 2024-13-01")],
            at: "\(M.first):3:7", "`date` '2024-13-01' has no month 13"),
        SiteMistake(
            "bad date: 30 February", [.replace(M.first, "date: 2024-01-10", "date: 2023-02-30")],
            at: "\(M.first):3:7", "`date` '2023-02-30' is not a real date: 2023-02 has no day 30"),
        SiteMistake(
            "bad date: a word", [.replace(M.first, "date: 2024-01-10", "date: yesterday")],
            at: "\(M.first):3:7", "`date` 'yesterday' is not a date; write it as YYYY-MM-DD"),
        SiteMistake(
            "bad date: a number", [.replace(M.first, "date: 2024-01-10", "date: 20240110")],
            at: "\(M.first):3:7", "`date` is the number 20240110; write it as the date 2024-01-10"),
        SiteMistake(
            "bad duration: 75 seconds", [.replace(M.first, "duration: \"12:30\"", "duration: \"12:75\"")],
            at: "\(M.first):4:11", "`duration` '12:75' has 75 seconds; seconds go from 00 to 59"),
        SiteMistake(
            "bad duration: letters", [.replace(M.first, "duration: \"12:30\"", "duration: \"abc\"")],
            at: "\(M.first):4:11",
            "`duration` 'abc' is not a duration; write \"mm:ss\", \"h:mm:ss\" or a number of seconds"),
        SiteMistake(
            "bad duration: negative", [.replace(M.first, "duration: \"12:30\"", "duration: \"-1:00\"")],
            at: "\(M.first):4:11", "`duration` '-1:00' is not a duration"),
        SiteMistake(
            "draft that is not a boolean", [.replace(M.first, "category: Tutorials", "draft: maybe")],
            at: "\(M.first):6:8", "`draft` must be true or false, not the string 'maybe'"),
        SiteMistake(
            "video with a javascript: URL", [.replace(M.first, "category: Tutorials", "video: javascript:alert(1)")],
            at: "\(M.first):6:8", "`video` must be an http or https URL"),

        // Cross-file checks
        SiteMistake(
            "unknown collection, with a did-you-mean", [.replace(M.first, "collection: basics", "collection: basic")],
            at: "\(M.first):5:13", "unknown collection 'basic'; did you mean `basics`?"),
        SiteMistake(
            "unknown collection, nothing close: the collections are listed",
            [.replace(M.first, "collection: basics", "collection: advanced-networking")],
            at: "\(M.first):5:13", "unknown collection 'advanced-networking'; collections are `basics`"),
        SiteMistake(
            "two episodes with the same slug (one from the file name)",
            [.replace(M.second, "title: Second episode", "title: Second episode\nslug: first")],
            at: "\(M.second):3:7", "two episodes have the slug 'first'"),
        SiteMistake(
            "two episodes with the same explicit slug",
            [
                .replace(M.first, "title: First episode", "title: First episode\nslug: same"),
                .replace(M.second, "title: Second episode", "title: Second episode\nslug: same"),
            ],
            at: "\(M.second):3:7", "two episodes have the slug 'same': this one and \(M.first):3:7"),
        SiteMistake(
            "slug with a slash", [.replace(M.first, "title: First episode", "title: First episode\nslug: a/b")],
            at: "\(M.first):3:7", "slug 'a/b' is not a plain path segment"),
        SiteMistake(
            "slug that climbs out", [.replace(M.first, "title: First episode", "title: First episode\nslug: ../x")],
            at: "\(M.first):3:7", "slug '../x' is not a plain path segment"),
        SiteMistake(
            "thumbnail that does not exist",
            [.replace(M.first, "thumbnail: images/first.svg", "thumbnail: images/missing.svg")],
            at: "\(M.first):8:12", "thumbnail 'images/missing.svg' does not exist in Content/"),
        SiteMistake(
            "tags as an empty string", [.replace(M.first, "tags: [swift, intro]", "tags: \"\"")],
            at: "\(M.first):7:7", "`tags` must not be empty (leave the key out for none)"),
        SiteMistake(
            "thumbnail with ..", [.replace(M.first, "thumbnail: images/first.svg", "thumbnail: ../secret.svg")],
            at: "\(M.first):8:12", "thumbnail '../secret.svg' must be a path inside Content/, without '..'"),
        SiteMistake(
            "thumbnail with .. that lands inside Content/",
            [.replace(M.first, "thumbnail: images/first.svg", "thumbnail: images/../images/first.svg")],
            at: "\(M.first):8:12", "must be a path inside Content/, without '..'"),
        SiteMistake(
            "thumbnail relative to a page that is no bundle",
            [.replace(M.first, "thumbnail: images/first.svg", "thumbnail: ./first.svg")],
            at: "\(M.first):8:12",
            "thumbnail './first.svg': a path relative to the page ('./…') names the page's own files only in a page "
                + "bundle (a folder holding the page as index.md); write the path from Content/ instead, "
                + "'<folder>/first.svg' for Content/<folder>/first.svg"),

        // site.yml
        SiteMistake(
            "malformed site.yml",
            [.replace(M.siteYML, "description: A tiny site for", "description: A tiny site: for")],
            at: "\(M.siteYML):2:25", "invalid YAML: mapping values are not allowed in this context"),
        SiteMistake(
            "bad baseURL in site.yml", [.replace(M.siteYML, "baseURL: https://example.org/", "baseURL: example.org")],
            at: "\(M.siteYML):5:10", "`baseURL` must be an absolute http or https URL"),
        SiteMistake(
            "baseURL with a query",
            [.replace(M.siteYML, "baseURL: https://example.org/", "baseURL: https://example.org/?x=1")],
            at: "\(M.siteYML):5:10", "must not contain spaces, quotes, a query or a fragment"),
        SiteMistake(
            "baseURL with an empty path segment (a protocol-relative link on every page)",
            [.replace(M.siteYML, "baseURL: https://example.org/", "baseURL: \"https://example.org//x//\"")],
            at: "\(M.siteYML):5:10", "must have a plain path: no '//', '/./' or '/../' in it"),
        SiteMistake(
            "baseURL with a .. segment",
            [.replace(M.siteYML, "baseURL: https://example.org/", "baseURL: \"https://example.org/a/../\"")],
            at: "\(M.siteYML):5:10", "must have a plain path"),
        SiteMistake(
            "baseURL with a user name and password",
            [.replace(M.siteYML, "baseURL: https://example.org/", "baseURL: \"https://user:pw@example.org/\"")],
            at: "\(M.siteYML):5:10", "must not hold a user name or password"),
        SiteMistake(
            "baseURL with an unclosed IPv6 address",
            [.replace(M.siteYML, "baseURL: https://example.org/", "baseURL: \"https://[::1/\"")],
            at: "\(M.siteYML):5:10", "has an IPv6 address without its closing ']'"),
        SiteMistake(
            "baseURL with a port out of range",
            [.replace(M.siteYML, "baseURL: https://example.org/", "baseURL: \"https://example.org:99999/\"")],
            at: "\(M.siteYML):5:10", "has a port that is not a number from 1 to 65535"),
        SiteMistake(
            "baseURL with a bad percent escape",
            [.replace(M.siteYML, "baseURL: https://example.org/", "baseURL: \"https://example.org/%zz/\"")],
            at: "\(M.siteYML):5:10", "has a '%' that is not followed by two hexadecimal digits"),
        SiteMistake(
            "baseURL with a host that is no name",
            [.replace(M.siteYML, "baseURL: https://example.org/", "baseURL: \"https://exa mple!.org/\"")],
            at: "\(M.siteYML):5:10", "must not contain spaces"),
        SiteMistake(
            "missing Content/site.yml", [.remove(M.siteYML)],
            at: "\(M.siteYML):1:1", "the file does not exist"),

        // Bytes that are not Markdown text
        SiteMistake(
            "invalid UTF-8 in an episode (column in UTF-8 bytes)",
            [
                .writeData(
                    M.first,
                    Data("---\ntitle: Café ".utf8) + Data([0xFF]) + Data(" episode\ndate: 2024-01-10\n---\n".utf8))
            ],
            at: "\(M.first):2:14", "the file is not valid UTF-8"),
        SiteMistake(
            "a binary file named .md",
            [.writeData(M.first, Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D]))],
            at: "\(M.first):1:1", "the file is binary (it contains NUL bytes)"),

        // Collections and pages
        SiteMistake(
            "collection without a title", [.replace(M.collection, "title: Basics\n", "")],
            at: "\(M.collection):1:1", "the collection has no `title`"),
        SiteMistake(
            "collection with a bad slug", [.replace(M.collection, "title: Basics", "title: Basics\nslug: a/b")],
            at: "\(M.collection):3:7", "slug 'a/b' is not a plain path segment"),
        SiteMistake(
            "page whose slug is reserved (library.md)",
            [.write("Content/pages/library.md", "---\ntitle: My library\n---\nHello.\n")],
            at: "Content/pages/library.md:1:1", "the page slug 'library' is used by the site itself"),
        SiteMistake(
            "page whose front-matter slug is reserved",
            [.write("Content/pages/about.md", "---\ntitle: About\nslug: tags\n---\nHello.\n")],
            at: "Content/pages/about.md:1:1", "the page slug 'tags' is used by the site itself"),
        SiteMistake(
            "page without a title", [.write("Content/pages/about.md", "---\nsummary: About us\n---\nHello.\n")],
            at: "Content/pages/about.md:1:1", "the page has no `title`"),
    ]

    @Test("a mistake is reported at its place and the output folder is left as it was", arguments: errors + mediaErrors)
    func mistake(_ mistake: SiteMistake) async throws {
        try await SiteSandbox.with(minimalSiteEditedBy: mistake.edits) { sandbox in
            for (path, data) in Self.sentinel {
                let url = sandbox.output.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url)
            }
            let result = await sandbox.build()
            let prefix = "\(mistake.position): error: "
            #expect(
                result.lines.contains { $0.hasPrefix(prefix) && $0.dropFirst(prefix.count).contains(mistake.message) },
                "expected \(prefix)…\(mistake.message)…, got:\n\(result.lines.joined(separator: "\n"))")
            #expect(!result.succeeded)
            #expect(result.pagesWritten == 0 && result.filesWritten == 0)
            #expect(try SiteSandbox.snapshot(of: sandbox.output) == Self.sentinel, "the output folder changed")
            #expect(try sandbox.strayEntries() == [])
        }
    }

    @Test("an unknown key is a warning with a did-you-mean, and the build still succeeds")
    func unknownKeyWarns() async throws {
        try await SiteSandbox.with(minimalSiteEditedBy: [
            .replace(M.first, "category: Tutorials", "categroy: Tutorials")
        ]) { sandbox in
            let result = await sandbox.build()
            #expect(
                result.lines == [
                    "\(M.first):6:1: warning: unknown key `categroy` in an episode's front matter is ignored; did you mean `category`?"
                ])
            #expect(result.succeeded)
            #expect(result.pagesWritten > 0)
            #expect(
                FileManager.default.fileExists(
                    atPath: sandbox.output.appendingPathComponent("episodes/first/index.html").path))
        }
    }

    @Test(
        "a file that is only front matter is valid",
        arguments: [
            "---\ntitle: Second episode\ndate: 2024-01-17\ncollection: basics\n---\n",
            "---\ntitle: Second episode\ndate: 2024-01-17\ncollection: basics\n---",
            "---\ntitle: Second episode\ndate: 2024-01-17\ncollection: basics\n...\n",
        ])
    func onlyFrontMatter(text: String) async throws {
        try await SiteSandbox.with(minimalSiteEditedBy: [.write(M.second, text)]) { sandbox in
            let result = await sandbox.build()
            #expect(result.lines == [])
            #expect(result.succeeded)
            let feed = try sandbox.outputText("feed.xml")
            #expect(feed.contains("<title>Second episode</title>"))
            #expect(
                FileManager.default.fileExists(
                    atPath: sandbox.output.appendingPathComponent("episodes/second/index.html").path))
        }
    }

    /// The first episode with a byte-order mark and CRLF line endings.
    static let windowsFirst =
        "\u{FEFF}"
        + String(decoding: MinimalSite.files[M.first]!, as: UTF8.self)
        .replacingOccurrences(of: "\n", with: "\r\n")

    @Test("a byte-order mark and CRLF line endings simply work")
    func byteOrderMarkAndCRLF() async throws {
        try await SiteSandbox.with(minimalSiteEditedBy: [.write(M.first, Self.windowsFirst)]) { sandbox in
            let result = await sandbox.build()
            #expect(result.lines == [])
            #expect(result.succeeded)
            let feed = try sandbox.outputText("feed.xml")
            #expect(feed.contains("<title>First episode</title>"))
            #expect(feed.contains("<summary>The first episode&apos;s body.</summary>"))
            let page = try sandbox.outputText("episodes/first/index.html")
            #expect(page.contains("<title>First episode · Test Site</title>"))
            #expect(!page.contains("\r"))
            #expect(!page.contains("\u{FEFF}"))
            #expect(
                FileManager.default.fileExists(
                    atPath: sandbox.output.appendingPathComponent("categories/tutorials/index.html").path))
        }
    }

    @Test("with a byte-order mark and CRLF line endings, positions are still right")
    func byteOrderMarkAndCRLFPositions() async throws {
        let text = Self.windowsFirst.replacingOccurrences(of: "date: 2024-01-10", with: "date: 2024-13-01")
        try await SiteSandbox.with(minimalSiteEditedBy: [.write(M.first, text)]) { sandbox in
            let result = await sandbox.build()
            #expect(result.lines == ["\(M.first):3:7: error: `date` '2024-13-01' has no month 13"])
        }
    }

    @Test("a file in episodes/ that is not Markdown is a warning and is ignored")
    func notMarkdown() async throws {
        try await SiteSandbox.with(minimalSiteEditedBy: [.write("Content/episodes/notes.txt", "scratch\n")]) {
            sandbox in
            let result = await sandbox.build()
            #expect(
                result.lines == [
                    "Content/episodes/notes.txt:1:1: warning: 'notes.txt' is not a Markdown file (.md, .markdown) and is ignored"
                ])
            #expect(result.succeeded)
        }
    }

    @Test("Markdown outside the Markdown folders (a Hugo section, Hugo's _index.md, a README) is a warning per folder")
    func strayMarkdown() async throws {
        let edits: [SiteEdit] = [
            .write("Content/episode/_index.md", "---\ntitle: Episodes\n---\n"),
            .write("Content/episode/042-old.md", "---\ntitle: Old\ndraft: true\n---\nText\n"),
            .write("Content/_index.md", "---\ntitle: Home\n---\n"),
            .write("Content/README.md", "# Notes for editors\n"),
            .write("Content/files/notes.md", "# Notes\n\nNo front matter: a file to download.\n"),
            .write("Content/files/old.md", "---\ntitle: Old\n---\n"),
            // A Markdown transcript that an episode names is no stray.
            .write("Content/transcripts/first.md", "**Host:** Hello.\n"),
            .replace(M.first, "tags: [swift, intro]", "tags: [swift, intro]\ntranscript: transcripts/first.md"),
        ]
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded)
            let folders = "Content/episodes/, collections/, pages/ and people/"
            let sections =
                "; episodes go in Content/episodes/ (`sitegen import` converts a Hugo, Jekyll or Zola site's sections)"
            #expect(
                result.lines == [
                    "Content/README.md:1:1: warning: 'README.md' is Markdown without front matter outside \(folders): "
                        + "it is built into no page and copied as it is; with front matter (a `title`) it would be a "
                        + "page, as about.md at the top of Content/ is",
                    "Content/_index.md:1:1: warning: '_index.md' is Hugo's text of a list page, and sitegen makes its "
                        + "home and list pages from their layouts: it is built into no page and, having front matter, "
                        + "not published; a page of its own goes at the top of Content/ under another name (about.md) "
                        + "or in Content/pages/",
                    "Content/episode/042-old.md:1:1: warning: Content/episode/ holds 2 Markdown files (042-old.md, "
                        + "_index.md) that no episode names as its transcript: Markdown is built only in \(folders), so "
                        + "these are not published (they have front matter)\(sections)",
                    "Content/files/notes.md:1:1: warning: Content/files/ holds 2 Markdown files (notes.md, old.md) that "
                        + "no episode names as its transcript: Markdown is built only in \(folders), so those with "
                        + "front matter (1) are not published and the others are copied as they are\(sections)",
                ], "\(result.lines)")
            let output = try SiteSandbox.snapshot(of: sandbox.output)
            #expect(output["_index.md"] == nil, "Hugo's text of the home page is not published")
            #expect(output["README.md"] != nil, "Markdown without front matter is a file")
            #expect(output["episode/042-old.md"] == nil, "another generator's draft is not published")
            #expect(output["files/old.md"] == nil)
            #expect(output["files/notes.md"] != nil, "Markdown without front matter is a file")
            #expect(output["transcripts/first.md"] != nil, "a transcript is published")
        }
    }

    @Test("a Markdown file with front matter at the top of Content/ is a page, as in Hugo and Zola")
    func topLevelPage() async throws {
        let edits: [SiteEdit] = [
            .write("Content/about.md", "---\ntitle: About the show\nmenu: main\n---\nWe talk about *Swift*.\n"),
            .write("Content/sponsor.markdown", "+++\ntitle = \"Sponsor us\"\n+++\nThank you.\n"),
            // Hugo's search page, drawn by its layout: sitegen has a search page of its own.
            .write("Content/search.md", "---\ntitle: Search\nlayout: search\n---\n"),
        ]
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded)
            #expect(
                result.lines == [
                    "Content/about.md:3:1: warning: unknown key `menu` in a page's front matter is ignored",
                    "Content/search.md:1:1: warning: 'search.md' would be the page /search/, which the site makes "
                        + "itself: it is not built (another generator's search page comes from its layouts); give it "
                        + "another name or `slug:` to build it",
                ], "\(result.lines)")
            let output = try SiteSandbox.snapshot(of: sandbox.output)
            #expect(output["about.md"] == nil, "the page's Markdown is not published as a file")
            let about = try #require(output["about/index.html"].map { String(decoding: $0, as: UTF8.self) })
            #expect(about.contains("About the show"))
            #expect(about.contains("<em>Swift</em>"))
            let sponsor = try #require(output["sponsor/index.html"].map { String(decoding: $0, as: UTF8.self) })
            #expect(sponsor.contains("Sponsor us"))
            #expect(output["search.md"] == nil)
        }
        // The same page in Content/pages/ too: one address, two pages.
        let twins: [SiteEdit] = [
            .write("Content/about.md", "---\ntitle: About\n---\n"),
            .write("Content/pages/about.md", "---\ntitle: About\n---\n"),
        ]
        try await SiteSandbox.with(minimalSiteEditedBy: twins) { sandbox in
            let result = await sandbox.build()
            #expect(!result.succeeded)
            #expect(result.lines.contains { $0.contains("error") && $0.contains("about") }, "\(result.lines)")
        }
    }

    @Test("index.md dropped into a season's folder makes it one page: its episodes are named in one warning")
    func bundledMarkdown() async throws {
        let season = "Content/episodes/season-1"
        let episode = "---\ntitle: Episode\ndate: 2024-01-0%d\nthumbnail: images/first.svg\n---\nText\n"
        let edits: [SiteEdit] = [
            .write("\(season)/ep1.md", String(format: episode, 1)),
            .write("\(season)/ep2.md", String(format: episode, 2)),
            .write("\(season)/extra/ep3.md", String(format: episode, 3)),
            .write("\(season)/index.md", String(format: episode, 4)),
            // A bundle's Markdown transcript that its page names is meant to be there.
            .write("Content/episodes/talk/index.md", String(format: episode, 5) + "transcript: notes.md\n"),
            .replace("Content/episodes/talk/index.md", "thumbnail:", "transcript: notes.md\nthumbnail:"),
            .write("Content/episodes/talk/notes.md", "**Host:** Hello.\n"),
        ]
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded)
            #expect(
                result.lines == [
                    "\(season)/index.md:1:1: warning: index.md makes 'season-1' one page (a page bundle), so its 3 "
                        + "other Markdown files (ep1.md, ep2.md, extra/ep3.md) are no page and not published; if "
                        + "they are episodes, rename index.md (to season-1.md, say), or move them out of the folder"
                ], "\(result.lines)")
        }
    }

    @Test("a missing thumbnail is only a warning when site.yml sets requireThumbnails: false")
    func thumbnailsNotRequired() async throws {
        let edits: [SiteEdit] = [
            .replace(M.siteYML, "language: en", "language: en\nrequireThumbnails: false"),
            .replace(M.first, "thumbnail: images/first.svg", "thumbnail: images/missing.svg"),
        ]
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            let result = await sandbox.build()
            #expect(result.lines.count == 1)
            #expect(
                result.lines.first?.hasPrefix(
                    "\(M.first):8:12: warning: 1 thumbnail named in front matter does not exist") == true)
            let page = try SiteSandbox.snapshot(of: sandbox.output).filter { $0.key.hasPrefix("episodes/") }.values
            #expect(
                !page.contains { String(decoding: $0, as: UTF8.self).contains("images/missing.svg") },
                "a missing thumbnail is not linked")
            #expect(result.succeeded)
        }
    }

    @Test("a bad --base-url override fails before anything is read")
    func badBaseURLOverride() async throws {
        try await SiteSandbox.with(MinimalSite.files) { sandbox in
            let result = await sandbox.build(baseURL: "ftp://example.org/")
            #expect(
                result.lines == [
                    "sitegen: error: --base-url must be an absolute http or https URL such as https://example.org/, not 'ftp://example.org/'"
                ])
            #expect(!result.succeeded)
            #expect(!FileManager.default.fileExists(atPath: sandbox.output.path))
        }
    }

    @Test("a build with several broken files reports every error, sorted by path")
    func everyErrorSorted() async throws {
        let edits: [SiteEdit] = [
            .replace(M.siteYML, "baseURL: https://example.org/", "baseURL: example.org"),
            .replace(M.second, "collection: basics", "collection: basic"),
            .write("Content/pages/about.md", "No front matter here.\n"),
            .replace(M.first, "date: 2024-01-10", "date: 2024-13-01"),
            .replace(M.first, "duration: \"12:30\"", "duration: \"12:75\""),
        ]
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            let result = await sandbox.build()
            #expect(
                result.lines == [
                    "\(M.first):3:7: error: `date` '2024-13-01' has no month 13",
                    "\(M.first):4:11: error: `duration` '12:75' has 75 seconds; seconds go from 00 to 59",
                    "\(M.second):5:13: error: unknown collection 'basic'; did you mean `basics`?",
                    "Content/pages/about.md:1:1: error: the file has no front matter; it must start with a '---' line, then YAML with at least a `title`, then '---'",
                    "\(M.siteYML):5:10: error: `baseURL` must be an absolute http or https URL such as https://example.org/, not 'example.org'",
                ])
            #expect(result.diagnostics == result.diagnostics.sorted())
            #expect(!result.succeeded)
            #expect(!FileManager.default.fileExists(atPath: sandbox.output.path))
        }
    }

    @Test(
        "a file name that is not a slug gives one by the slug rule, with a warning saying which",
        arguments: [
            ("Content/episodes/my episode.md", "episodes/my-episode/"), ("Content/episodes/what?.md", "episodes/what/"),
            ("Content/collections/x y.md", "collections/x-y/"), ("Content/pages/a#b.md", "a-sharp-b/"),
        ])
    func fileNameSlug(path: String, page: String) async throws {
        let text =
            path.contains("/episodes/")
            ? "---\ntitle: Odd name\ndate: 2024-02-01\n---\nBody.\n" : "---\ntitle: Odd name\n---\nBody.\n"
        try await SiteSandbox.with(minimalSiteEditedBy: [.write(path, text)]) { sandbox in
            let result = await sandbox.build()
            let slug = page.split(separator: "/").last.map(String.init) ?? ""
            #expect(
                result.lines.contains {
                    $0.hasPrefix("\(path):1:1: warning: the file name ") && $0.contains("the slug is `\(slug)`")
                },
                "got:\n\(result.lines.joined(separator: "\n"))")
            #expect(result.succeeded)
            #expect(
                FileManager.default.fileExists(atPath: sandbox.output.appendingPathComponent(page + "index.html").path))
        }
    }

    @Test(
        "a file in Content/ that would overwrite a generated file is reported",
        arguments: [
            "Content/index.html", "Content/feed.xml", "Content/library/index.html",
        ])
    func assetCollidesWithGeneratedFile(path: String) async throws {
        try await SiteSandbox.with(minimalSiteEditedBy: [.write(path, "mine\n")]) { sandbox in
            let result = await sandbox.build()
            let relative = String(path.dropFirst("Content/".count))
            let written = try SiteSandbox.snapshot(of: sandbox.output)[relative]
            #expect(written != Data("mine\n".utf8), "the generated \(relative) was replaced by the Content/ file")
            #expect(
                result.lines.contains { $0.hasPrefix("\(path):1:1: ") }, "got:\n\(result.lines.joined(separator: "\n"))"
            )
        }
    }
}

@Suite struct ThemeFolderTests {
    @Test("a theme folder that is a dangling symbolic link is reported as one, and nothing is written")
    func danglingThemeLink() async throws {
        var files = MinimalSite.files
        files[MinimalSite.siteYML] = Data(
            (String(decoding: files[MinimalSite.siteYML]!, as: UTF8.self) + "theme: mine\n").utf8)
        try await SiteSandbox.with(files) { sandbox in
            let themes = sandbox.site.appendingPathComponent("Themes")
            try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: themes.appendingPathComponent("mine").path, withDestinationPath: "../../nowhere/theme")
            let result = await sandbox.build()
            #expect(!result.succeeded)
            #expect(
                result.diagnostics.map(\.description) == [
                    "Themes/mine:1:1: error: the theme folder Themes/mine is a symbolic link to ../../nowhere/theme, which is not a folder "
                        + "(a dangling link, e.g. after copying the site); replace it with the theme's folder"
                ])
            #expect(!FileManager.default.fileExists(atPath: sandbox.output.path))
        }
    }
}

/// A site being published without its address: a warning, unless `--base-url` gives one.
@Suite struct BaseURLWarningTests {
    static let warning =
        "Content/site.yml:1:1: warning: site.yml has no `baseURL`, so the feeds, the sitemap and canonical links point at http://localhost/; set it to the address the site is published at, or pass --base-url"

    @Test(
        "a published build without baseURL warns; --base-url, a baseURL in site.yml or a preview does not",
        arguments: [
            (false, nil as String?, true, true), (false, "https://example.org/shows/", true, false),
            (true, nil, true, false), (false, nil, false, false),
        ])
    func warning(siteHasBaseURL: Bool, override: String?, published: Bool, warns: Bool) async throws {
        var files = MinimalSite.files
        if !siteHasBaseURL {
            files[MinimalSite.siteYML] = Data(
                String(decoding: files[MinimalSite.siteYML]!, as: UTF8.self)
                    .replacingOccurrences(of: "baseURL: https://example.org/\n", with: "").utf8)
        }
        try await SiteSandbox.with(files) { sandbox in
            var options = SiteBuildOptions(source: sandbox.site, output: sandbox.output, baseURL: override)
            options.warnsWithoutBaseURL = published
            let result = await SitePipeline().build(options)
            #expect(result.succeeded)
            let lines = result.diagnostics.map { "\($0)" }
            #expect(lines.contains(Self.warning) == warns, "\(lines)")
        }
    }
}
