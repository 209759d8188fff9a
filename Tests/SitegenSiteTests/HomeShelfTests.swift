import Foundation
import SitegenPipeline
import Testing

/// The default home page's shelves (`each: collections`): one for each collection with episodes,
/// but none that shows the very episodes of the "Latest episodes" row above it. Each case of
/// `Fixtures/home-shelves/` is a site and the shelf titles its home page shows (`shelves.txt`).
@Suite("home page shelves: one for each collection, none repeating another row")
struct HomeShelfTests {
    static let fixtures = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
        .appendingPathComponent("home-shelves")

    static var cases: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []).sorted()
    }

    @Test("the cases are there")
    func casesExist() {
        #expect(Self.cases.count >= 4)
    }

    @Test("the home page shows the shelves the case names, in order", arguments: cases)
    func shelves(_ name: String) async throws {
        let folder = Self.fixtures.appendingPathComponent(name)
        let files = try SiteSandbox.snapshot(of: folder.appendingPathComponent("Content"))
        let expected = try String(contentsOf: folder.appendingPathComponent("shelves.txt"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        try await SiteSandbox.with(Dictionary(uniqueKeysWithValues: files.map { ("Content/" + $0.key, $0.value) })) {
            sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded, "\(result.lines)")
            let home = try sandbox.outputText("index.html")
            #expect(Self.shelfTitles(in: home) == expected)
            #expect(home.contains("data-section=\"latest\""), "the row a shelf may repeat is there")
        }
    }

    /// The titles of the home page's shelf sections, without their counts.
    static func shelfTitles(in html: String) -> [String] {
        html.components(separatedBy: "data-section=\"shelf\"").dropFirst().compactMap { section in
            guard let start = section.range(of: "<h2 class=\"section-title\""),
                let open = section[start.upperBound...].firstIndex(of: ">")
            else { return nil }
            let rest = section[section.index(after: open)...]
            let end = rest.range(of: " <span class=\"section-count\">")?.lowerBound ?? rest.startIndex
            return String(rest[..<end])
        }
    }
}
