import Foundation
import SitegenPipeline
import Testing

/// The number an episode shows: its own, else its position, unless its collection (or the
/// episodes of none) numbers some of its episodes; then it shows none, not another's number.
/// The site is `Fixtures/episode-numbers/`, what each page and card shows its `expected.txt`.
@Suite("episode numbers: a position never reads as another episode's number")
struct EpisodeNumberTests {
    static let fixture = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
        .appendingPathComponent("episode-numbers")

    /// One line of `expected.txt`: a page's series line or a card's eyebrow.
    struct Shown: Sendable, CustomTestStringConvertible {
        var kind: String
        var key: String
        var text: String
        var testDescription: String { "\(kind) \(key)" }
    }

    static var expected: [Shown] {
        let url = fixture.appendingPathComponent("expected.txt")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#"), let space = line.firstIndex(of: " "),
                let bar = line.range(of: " | ")
            else { return nil }
            return Shown(
                kind: String(line[..<space]), key: String(line[line.index(after: space)..<bar.lowerBound]),
                text: String(line[bar.upperBound...]))
        }
    }

    @Test("the expectations are read")
    func expectationsRead() {
        #expect(Self.expected.count >= 16)
        #expect(Self.expected.filter { $0.kind == "card" }.count == 8)
    }

    @Test("each page and card shows the number expected")
    func shown() async throws {
        let files = try SiteSandbox.snapshot(of: Self.fixture.appendingPathComponent("Content"))
        try await SiteSandbox.with(Dictionary(uniqueKeysWithValues: files.map { ("Content/" + $0.key, $0.value) })) {
            sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded, "\(result.lines)")
            let cards = Self.eyebrows(in: try sandbox.outputText("episodes/index.html"))
            for shown in Self.expected {
                switch shown.kind {
                case "page":
                    let page = try sandbox.outputText(shown.key + "index.html")
                    #expect(
                        Self.plain(Self.element("<p class=\"episode-series\">", in: page)) == shown.text, "\(shown)")
                default:
                    #expect(cards[shown.key] == shown.text, "\(shown)")
                }
            }
        }
    }

    /// What the first `start` in the HTML is followed by, up to the next `end`.
    static func element(_ start: String, in html: String, to end: String = "</p>") -> String {
        guard let open = html.range(of: start), let close = html[open.upperBound...].range(of: end) else {
            return ""
        }
        return String(html[open.upperBound..<close.lowerBound])
    }

    /// Text without its tags.
    static func plain(_ html: String) -> String {
        html.replacing(/<[^>]*>/, with: "")
    }

    /// Each card's eyebrow, by the card's title.
    static func eyebrows(in html: String) -> [String: String] {
        var eyebrows: [String: String] = [:]
        for card in html.components(separatedBy: "<article class=\"ep-card\">").dropFirst() {
            let title = plain(element("class=\"ep-card-title\">", in: card, to: "</h"))
            eyebrows[title] = plain(element("<p class=\"ep-card-eyebrow\">", in: card))
        }
        return eyebrows
    }
}
