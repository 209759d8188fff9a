import Foundation
import Testing

@testable import SitegenPipeline

/// site.yml's `permalinks:` (issue 49: a show keeps the addresses it has). The site is
/// `Fixtures/permalinks/site/`; each case `Fixtures/permalinks/cases/<name>.yml` is appended to its
/// site.yml, `<name>.md`, when there is one, is an episode added to it, and `<name>.expected`
/// holds the pages and feeds the build writes (outside the tags, categories and people) or, for a case
/// named `bad-…`, the diagnostics of a build that fails. `SITEGEN_RECORD_SNAPSHOTS=1` writes the
/// `.expected` files into the source tree, to be reviewed.
@Suite struct PermalinkTests {
    static let fixtures = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
        .appendingPathComponent("permalinks")
    static let sourceCases = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/permalinks/cases")

    static let cases = ["show-numbers", "dated", "pages-folder", "collection-in-archive", "url-over-pattern"]
    static let badCases = [
        "bad-unknown-token", "bad-no-slash", "bad-no-own-token", "bad-missing-number", "bad-same-address",
        "bad-owned-folder", "bad-archive-page-folder", "bad-collection-address", "bad-no-collection",
        "bad-url-spaces", "bad-url-hidden", "bad-url-generated", "bad-generated-file", "bad-url-case", "bad-url-file",
        "bad-url-taken",
    ]

    /// The fixture site's files with a case's settings and episode added.
    static func files(_ name: String) throws -> [String: Data] {
        let site = fixtures.appendingPathComponent("site")
        var files = try SiteSandbox.snapshot(of: site)
        let settings = try Data(contentsOf: fixtures.appendingPathComponent("cases/\(name).yml"))
        files["Content/site.yml", default: Data()] += settings
        if let episode = try? Data(contentsOf: fixtures.appendingPathComponent("cases/\(name).md")) {
            files["Content/episodes/\(name).md"] = episode
        }
        return files
    }

    /// The case's expected lines, or the found ones recorded.
    static func expect(_ found: [String], case name: String) throws {
        if ProcessInfo.processInfo.environment["SITEGEN_RECORD_SNAPSHOTS"] == "1" {
            try Data((found.joined(separator: "\n") + "\n").utf8)
                .write(to: sourceCases.appendingPathComponent("\(name).expected"))
            return
        }
        let expected = try String(
            contentsOf: fixtures.appendingPathComponent("cases/\(name).expected"), encoding: .utf8
        ).split(separator: "\n").map(String.init)
        #expect(found == expected, "\(name)")
    }

    @Test("each page is at its pattern's address; every link, feed item and redirect leads to a page", arguments: cases)
    func addresses(name: String) async throws {
        try await SiteSandbox.with(try Self.files(name)) { sandbox in
            let result = await sandbox.build()
            #expect(result.lines == [], "\(name)")
            let files = try SiteSandbox.snapshot(of: sandbox.output).keys.sorted()
            let pages = files.filter { $0.hasSuffix(".html") }
            let shown = files.filter { file in
                (file.hasSuffix(".html") || file.hasSuffix(".xml"))
                    && !["tags/", "categories/", "people/"].contains { file.hasPrefix($0) }
            }
            try Self.expect(shown, case: name)
            let existing = Set(pages)
            for page in pages {
                let data = try Data(contentsOf: sandbox.output.appendingPathComponent(page))
                for link in OutputCrawl.attributeValues("href", in: data) {
                    guard let target = OutputCrawl.resolve(link, from: page), !target.hasPrefix("assets/"),
                        !target.hasSuffix(".xml"), !target.hasSuffix(".json")
                    else { continue }
                    #expect(existing.contains(target), "\(name): \(page) links \(link)")
                }
            }
            // Each feed item's link is an episode page's address.
            for feed in files where feed.hasSuffix(".xml") {
                let text = try sandbox.outputText(feed)
                for link in Self.values(of: "link", in: text) + Self.hrefs(in: text)
                where link.hasPrefix("https://example.org/") && link.hasSuffix("/") {
                    let file = String(link.dropFirst("https://example.org/".count)) + "index.html"
                    #expect(existing.contains(file), "\(name): \(feed) links \(link)")
                }
            }
        }
    }

    @Test("a pattern or an address that cannot be is an error where it is written", arguments: badCases)
    func mistakes(name: String) async throws {
        try await SiteSandbox.with(try Self.files(name)) { sandbox in
            let result = await sandbox.build()
            #expect(!result.errorLines.isEmpty, "\(name)")
            #expect(!FileManager.default.fileExists(atPath: sandbox.output.path), "\(name) wrote Output/")
            try Self.expect(result.lines, case: name)
        }
    }

    /// The texts of the elements named `name` (`<link>…</link>`).
    static func values(of name: String, in xml: String) -> [String] {
        xml.components(separatedBy: "<\(name)>").dropFirst().compactMap { $0.components(separatedBy: "</").first }
    }

    /// The `href` values of an Atom feed's links.
    static func hrefs(in xml: String) -> [String] {
        xml.components(separatedBy: "href=\"").dropFirst().compactMap { $0.components(separatedBy: "\"").first }
    }
}
