import Foundation
import SitegenPipeline
import Testing

/// Data files (`Content/data/`): their values on the pages whose templates read them, in each
/// language and from a nested folder, and a `sitegen serve` rebuild after an edit of one that
/// renders exactly those pages. The site is `Fixtures/data-files/site`, its theme
/// `Fixtures/themes/data-show` (whose `theme.yml` says which template reads which file).
@Suite("data files: values in templates, and rebuilds of the pages that read them")
struct DataFileTests {
    static let fixtures = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!

    /// The fixture site's files with its theme under `Themes/data-show/`, by path in the site folder.
    static func siteFiles() throws -> [String: Data] {
        let content = try SiteSandbox.snapshot(of: fixtures.appendingPathComponent("data-files/site/Content"))
        let theme = try SiteSandbox.snapshot(of: fixtures.appendingPathComponent("themes/data-show"))
        #expect(!content.isEmpty && !theme.isEmpty, "the fixtures are read")
        return Dictionary(
            uniqueKeysWithValues: content.map { ("Content/" + $0.key, $0.value) }
                + theme.map { ("Themes/data-show/" + $0.key, $0.value) })
    }

    /// A value written in a data file, and a page that must show it.
    struct Shown: Sendable, CustomTestStringConvertible {
        var file: String
        var page: String
        var text: String

        var testDescription: String { "\(file) on \(page)" }
    }

    @Test(
        "a data file's value shows where a template names it",
        arguments: [
            // YAML: a map entered by a section, a boolean section inside it.
            Shown(
                file: "data/sponsor.yml", page: "episodes/pilot/index.html",
                text: "Sponsored by <a href=\"https://acme.example/\">Acme Audio</a> (weekly)"),
            // TOML, in the base template: on every page.
            Shown(file: "data/show.toml", page: "index.html", text: "<footer>Talk about data, weekly</footer>"),
            Shown(file: "data/show.toml", page: "404.html", text: "<footer>Talk about data, weekly</footer>"),
            // JSON: a list a section repeats.
            Shown(
                file: "data/links.json", page: "about/index.html",
                text: "<li><a href=\"https://social.example/@show\">Mastodon profile</a></li>"
                    + "<li><a href=\"https://news.example/\">Newsletter</a></li>"),
            // A nested folder, read by a cell template.
            Shown(file: "data/shows/main.yml", page: "index.html", text: "with Ada Host"),
        ])
    func valueShows(_ shown: Shown) async throws {
        var files = try Self.siteFiles()
        try await SiteSandbox.with(files) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded, "\(result.lines)")
            #expect(result.lines.isEmpty, "\(result.lines)")
            let page = try sandbox.outputText(shown.page)
            #expect(page.contains(shown.text))
            // Data files are read, not published.
            #expect(!FileManager.default.fileExists(atPath: sandbox.output.appendingPathComponent(shown.file).path))
        }
        // Without the file, the page does not show the value: it came from the file.
        files["Content/" + shown.file] = nil
        try await SiteSandbox.with(files) { sandbox in
            #expect(await sandbox.build().succeeded)
            let page = try sandbox.outputText(shown.page)
            #expect(!page.contains(shown.text))
        }
    }

    /// An edit of a data file under a build session, and the pages whose templates read it.
    struct Edit: Sendable, CustomTestStringConvertible {
        /// Which pages read a file, as the fixture's theme says.
        enum Readers: Sendable {
            /// The episode pages (`templates/episode.mustache`).
            case episodePages
            /// Every page (`templates/base.mustache`).
            case everyPage
            /// The plain pages and the 404 page (`templates/page.mustache`).
            case plainPages
            /// The home page, through its cells (`templates/cells/row.mustache`).
            case homePage
            /// None.
            case none
        }

        var name: String
        var file: String
        /// The file's new text, or `nil` to remove it.
        var change: @Sendable (String?) -> String?
        var readers: Readers

        var testDescription: String { name }

        static func replacing(_ file: String, _ old: String, _ new: String, readers: Readers) -> Edit {
            Edit(
                name: "\(file): '\(old)' → '\(new)'", file: file,
                change: { $0?.replacingOccurrences(of: old, with: new) }, readers: readers)
        }
    }

    static let edits: [Edit] = [
        .replacing("data/sponsor.yml", "Acme Audio", "Bolt Audio", readers: .episodePages),
        .replacing("data/sponsor.yml", "weekly: true", "weekly: false", readers: .episodePages),
        .replacing("data/show.toml", "weekly\"", "daily\"", readers: .everyPage),
        .replacing("data/links.json", "Newsletter", "Letters", readers: .plainPages),
        .replacing("data/shows/main.yml", "Ada Host", "Grace Host", readers: .homePage),
        .replacing("data/unused.yml", "Nobody shows this", "Still nobody", readers: .none),
        // A comment changes no value.
        .replacing("data/sponsor.yml", "# Read by", "# Shown by", readers: .none),
        Edit(name: "data/sponsor.yml removed", file: "data/sponsor.yml", change: { _ in nil }, readers: .episodePages),
        Edit(name: "data/unused.yml removed", file: "data/unused.yml", change: { _ in nil }, readers: .none),
        Edit(
            name: "data/extra.yml added", file: "data/extra.yml", change: { _ in "note: Brand new\n" },
            readers: .plainPages),
    ]

    @Test("an edit of a data file renders again the pages that read it, and no other", arguments: edits)
    func editRendersItsReaders(_ edit: Edit) async throws {
        try await SiteSandbox.with(try Self.siteFiles()) { sandbox in
            let session = SiteBuildSession()
            let options = SiteBuildOptions(source: sandbox.site, output: sandbox.output, now: SiteSandbox.now)
            let first = await session.build(options)
            #expect(first.succeeded, "\(first.lines)")
            let before = try SiteSandbox.snapshot(of: sandbox.output)
            let readers = try Self.paths(of: edit.readers, in: before, site: sandbox.site)

            let url = sandbox.site.appendingPathComponent("Content/" + edit.file)
            let old = try? String(contentsOf: url, encoding: .utf8)
            if let new = edit.change(old) {
                try Data(new.utf8).write(to: url)
            } else {
                try FileManager.default.removeItem(at: url)
            }
            let changed = sandbox.site.resolvingSymlinksInPath().path + "/Content/" + edit.file
            let rebuilt = await session.build(options, changedPaths: [changed])
            #expect(rebuilt.succeeded, "\(rebuilt.lines)")
            #expect(rebuilt.changedPaths == readers.sorted())
            #expect(rebuilt.statistics.pagesRendered == readers.count, "rendered \(rebuilt.statistics.pagesRendered)")

            try await sandbox.expectOutputIsAFullBuild()
        }
    }

    /// The output paths of the pages that read a file, found from the site and its first build.
    static func paths(of readers: Edit.Readers, in output: [String: Data], site: URL) throws -> Set<String> {
        let pages = Set(output.keys.filter { $0.hasSuffix(".html") })
        let episodes = try FileManager.default.contentsOfDirectory(
            atPath: site.appendingPathComponent("Content/episodes").path
        ).filter { $0.hasSuffix(".md") }
        let plain = try FileManager.default.contentsOfDirectory(
            atPath: site.appendingPathComponent("Content/pages").path
        ).filter { $0.hasSuffix(".md") }
        let found: Set<String>
        switch readers {
        case .episodePages:
            found = pages.filter { $0.hasPrefix("episodes/") && $0.split(separator: "/").count == 3 }
            #expect(found.count == episodes.count, "one page per episode: \(found.sorted())")
        case .everyPage: found = pages
        case .plainPages:
            found = pages.filter { page in
                page == "404.html" || plain.contains { page == String($0.dropLast(3)) + "/index.html" }
            }
            #expect(found.count == plain.count + 1, "the plain pages and 404.html: \(found.sorted())")
        case .homePage: found = ["index.html"]
        case .none: found = []
        }
        #expect(found.isSubset(of: pages), "\(found.subtracting(pages).sorted()) are no pages")
        return found
    }
}

extension DataFileTests {
    @Test("a theme that swift-mustache renders shows data files too, and renders every page again when one changes")
    func swiftMustacheTheme() async throws {
        var files = try Self.siteFiles()
        let episode = "Themes/data-show/templates/episode.mustache"
        // A transform: swift-mustache renders the whole theme.
        let source = String(decoding: try #require(files[episode]), as: UTF8.self)
        files[episode] = Data((source + "<p class=\"loud\">{{uppercased(data.sponsor.name)}}</p>\n").utf8)
        try await SiteSandbox.with(files) { sandbox in
            let session = SiteBuildSession()
            let options = SiteBuildOptions(source: sandbox.site, output: sandbox.output, now: SiteSandbox.now)
            let first = await session.build(options)
            #expect(first.succeeded, "\(first.lines)")
            let pilot = try sandbox.outputText("episodes/pilot/index.html")
            #expect(pilot.contains("<p class=\"loud\">ACME AUDIO</p>"))
            #expect(pilot.contains("Sponsored by <a href=\"https://acme.example/\">Acme Audio</a> (weekly)"))
            let about = try sandbox.outputText("about/index.html")
            #expect(about.contains("<li><a href=\"https://news.example/\">Newsletter</a></li>"))
            #expect(try sandbox.outputText("index.html").contains("with Ada Host"))

            // sitegen does not read such a theme's tags: every page read all of `data`.
            let pages = try SiteSandbox.snapshot(of: sandbox.output).keys.filter { $0.hasSuffix(".html") }
            let url = sandbox.site.appendingPathComponent("Content/data/unused.yml")
            try Data("note: Still nobody\n".utf8).write(to: url)
            let changed = sandbox.site.resolvingSymlinksInPath().path + "/Content/data/unused.yml"
            let rebuilt = await session.build(options, changedPaths: [changed])
            #expect(rebuilt.succeeded, "\(rebuilt.lines)")
            #expect(rebuilt.statistics.pagesRendered == pages.count)
            #expect(rebuilt.changedPaths.isEmpty, "\(rebuilt.changedPaths)")
        }
    }
}
