import Foundation
import SitegenDiagnostics
import SitegenTestSupport
import Testing

@testable import SitegenContent
@testable import SitegenImport
@testable import SitegenPipeline

/// `sitegen import rss FEED`: a podcast's feed becomes a site whose own feed keeps what apps know
/// each episode by (guid, enclosure, date, duration, numbers), with the show notes as Markdown
/// that shows what the HTML showed, and every mistake of the feed at its line and column.
@Suite("sitegen import rss: a podcast's feed as a site")
struct RSSImportTests {
    static func fixtures() throws -> URL {
        try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
            .appendingPathComponent("rss-import")
    }

    static func text(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    /// Imports a feed into a new folder and builds it; the folder is removed after `body`.
    static func importAndBuild(
        _ feed: URL, _ body: (URL, SiteImporter.Report) throws -> Void
    ) async throws {
        let site = try PackagePaths.temporaryFolder("sitegen-rss")
        defer { try? FileManager.default.removeItem(at: site) }
        var importer = SiteImporter(generator: .rss, source: feed, target: site)
        importer.now = Date(timeIntervalSince1970: 1_900_000_000)
        let report = try importer.run(force: false).get()
        let result = await SitePipeline().build(SiteBuildOptions(source: site, now: 1_900_000_000))
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        try body(site, report)
    }

    /// `show.xml`, a show's feed; `channel.xml`, one read as apps read it: a blank line before its
    /// declaration, ISO-8859-1 that means Windows-1252, a subcategory named alone, a second
    /// enclosure, a season's name, a remote chapters file, spaces at a link's edges.
    @Test("a sample feed's site.yml, episodes and people are the recorded ones", arguments: ["show", "channel"])
    func recordedSite(name: String) async throws {
        let fixtures = try Self.fixtures()
        try await Self.importAndBuild(fixtures.appendingPathComponent(name + ".xml")) { site, report in
            let expected = fixtures.appendingPathComponent(name)
            let files = try FileManager.default.subpathsOfDirectory(atPath: expected.path)
                .filter { $0.hasSuffix(".md") || $0.hasSuffix(".yml") }.sorted()
            #expect(!files.isEmpty)
            for path in files {
                let written = try Self.text(site.appendingPathComponent("Content/" + path))
                #expect(written == (try Self.text(expected.appendingPathComponent(path))), "\(path):\n\(written)")
            }
            let lines = report.lines.joined(separator: "\n")
            for line in try Self.text(fixtures.appendingPathComponent(name + "-report.txt")).split(separator: "\n") {
                #expect(lines.contains(line), "\(line)\nnot in:\n\(lines)")
            }
        }
    }

    @Test(
        "every episode of a feed keeps its guid, enclosure, date, title, duration and numbers in the new feed",
        arguments: [
            "show.xml", "channel.xml", "prefixes.xml", "real/deploy-am.xml", "real/hellostu.xml",
            "real/merge-castopod.xml",
            "real/lautsprecher.xml", "real/103fm.xml", "real/aufeinohr.xml",
        ])
    func roundTrip(feed: String) async throws {
        let source = try Self.fixtures().appendingPathComponent(feed)
        let old = try Self.items(FeedElement.parse(Data(contentsOf: source), path: feed).get())
        try await Self.importAndBuild(source) { site, _ in
            let output = site.appendingPathComponent("Output/podcast.xml")
            let new = try Self.items(FeedElement.parse(Data(contentsOf: output), path: "podcast.xml").get())
            let withMedia = old.filter { $0.enclosure != nil }
            #expect(!withMedia.isEmpty)
            #expect(new.count == withMedia.count)
            for item in withMedia {
                let kept = new.first { $0.guid == (item.guid ?? item.enclosure) }
                #expect(kept != nil, "\(item.title ?? "?") is in the new feed by its guid")
                guard let kept else { continue }
                #expect(kept.enclosure == item.enclosure)
                #expect(kept.title == item.title)
                #expect(kept.length == item.length || item.length == nil || item.length == "0")
                #expect(kept.date == item.date, "\(item.title ?? "?")")
                #expect(kept.seconds == item.seconds, "\(item.title ?? "?")")
                #expect(kept.episode == item.episode && kept.season == item.season)
                #expect(kept.hasChapters == item.hasChapters, "\(item.title ?? "?")")
            }
        }
    }

    @Test("an import with --force over an earlier one names the files it left in Content/")
    func forceNamesLeftFiles() throws {
        let fixtures = try Self.fixtures()
        let site = try PackagePaths.temporaryFolder("sitegen-rss")
        defer { try? FileManager.default.removeItem(at: site) }
        _ = try SiteImporter(generator: .rss, source: fixtures.appendingPathComponent("show.xml"), target: site)
            .run(force: false).get()
        let report = try SiteImporter(
            generator: .rss, source: fixtures.appendingPathComponent("real/hellostu.xml"), target: site
        ).run(force: true).get()
        let line = try #require(report.lines.first { $0.hasPrefix("Content/ held") })
        #expect(line.contains("episodes/42-swift-testing.md"), "\(line)")
        #expect(!line.contains("site.yml"), "site.yml was written again: \(line)")
    }

    /// What a feed's item says that apps know it by, read as apps read it.
    struct Item {
        var guid, enclosure, length, title, episode, season: String?
        var date: Date?
        var seconds: Int?
        /// Whether apps find chapters: a chapters file, or Podlove's chapters in the item.
        var hasChapters = false
    }

    static func items(_ root: FeedElement) throws -> [Item] {
        try #require(root.child("channel")).children("item").map { item in
            let duration = item.value("itunes:duration").flatMap { MediaTimestamp.seconds($0) }.map {
                Int($0.rounded())
            }
            return Item(
                guid: item.value("guid"), enclosure: item.child("enclosure")?.attributes["url"],
                length: item.child("enclosure")?.attributes["length"], title: item.value("title"),
                episode: item.value("itunes:episode") ?? item.value("podcast:episode"),
                season: item.value("itunes:season") ?? item.value("podcast:season"),
                date: item.value("pubDate").flatMap(RSSDate.iso8601).flatMap(ImportPlan.date), seconds: duration,
                hasChapters: item.child("podcast:chapters") != nil || item.child("psc:chapters") != nil)
        }
    }

    static let showNotes = [
        "paragraph-link-code", "lists", "escapes", "edges", "blocks", "plain-text", "kept-table", "own-player",
        "relative", "link-edges", "kept-player",
    ]

    @Test("show notes' HTML becomes the recorded Markdown, or is kept as HTML", arguments: showNotes)
    func showNotesMarkdown(name: String) throws {
        let folder = try Self.fixtures().appendingPathComponent("show-notes")
        let html = try Self.text(folder.appendingPathComponent(name + ".html"))
        let body = ShowNotes.body(
            html, media: ["https://cdn.example.org/1.mp3"], base: URL(string: "https://old.example.org/episodes/1/"))
        #expect(body.text == (try Self.text(folder.appendingPathComponent(name + ".md"))), "\(body.text)")
        #expect((body.keptHTML != nil) == name.hasPrefix("kept-"))
    }

    @Test("an RSS date is the front matter's date with its offset; anything else is none")
    func dates() throws {
        let table = try Self.text(try Self.fixtures().appendingPathComponent("dates.tsv"))
        for line in table.split(separator: "\n") where !line.hasPrefix("#") {
            let columns = line.split(separator: "\t").map(String.init)
            #expect(RSSDate.iso8601(columns[0]) == (columns[1] == "-" ? nil : columns[1]), "\(columns[0])")
        }
    }

    @Test(
        "a feed's mistake is an error at its line and column, and nothing is written",
        arguments: [
            "atom", "bad-pubdate", "cut-short", "entity-bomb", "front-matter", "html-entity", "no-pubdate",
            "blank-first-line",
        ])
    func mistake(name: String) throws {
        let folder = try Self.fixtures().appendingPathComponent("mistakes")
        let site = try PackagePaths.temporaryFolder("sitegen-rss")
        defer { try? FileManager.default.removeItem(at: site) }
        let importer = SiteImporter(
            generator: .rss, source: folder.appendingPathComponent(name + ".xml"), target: site)
        guard case .failure(let failure) = importer.run(force: false) else {
            Issue.record("\(name).xml was imported")
            return
        }
        let expected = try Self.text(folder.appendingPathComponent("expected.txt")).split(separator: "\n")
            .first { $0.hasPrefix(name + ".xml:") }
        let said = failure.diagnostics.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }
        #expect(said == [expected.map(String.init) ?? "?"])
        #expect((try FileManager.default.contentsOfDirectory(atPath: site.path)).isEmpty)
    }
}
