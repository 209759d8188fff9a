import Foundation
import SitegenTestSupport
import Testing

/// The episode cards in Chromium (issue 50, item 10): the cards of one row line up (their titles
/// and their dates on one line), and no text of a card covers another or the play badge.
@Suite(.serialized, .tags(.browser), .tier(.browser), .needs(.chromium))
struct CardBrowserTests {
    struct Box: Decodable {
        var left: Double
        var top: Double
        var right: Double
        var bottom: Double

        /// Whether the two boxes share more than a hairline of area.
        func overlaps(_ other: Box) -> Bool {
            min(right, other.right) - max(left, other.left) > 0.5
                && min(bottom, other.bottom) - max(top, other.top) > 0.5
        }
    }

    struct Text: Decodable {
        var name: String
        var box: Box
    }

    struct Card: Decodable {
        var card: Box
        var title: Box
        var date: Box
        var badge: Box?
        var texts: [Text]
    }

    /// Listing pages of the sample site with episode cards, whose titles take one or two lines.
    static let pages = ["index.html", "episodes/index.html", "categories/ui/index.html", "tags/swiftui/index.html"]

    @Test("the cards of a row have their titles and dates on one line, at 768 and 1280 px")
    func rowsLineUp() async throws {
        let readings: [PageEval.Reading<[Card]>] = try await PageEval.read(
            try PageEval.script("card-boxes.js"), pages: Self.pages, widths: [768, 1280])
        var rows = 0
        for reading in readings {
            let byRow = Dictionary(grouping: reading.value) { ($0.card.top).rounded() }
            for (top, cards) in byRow where cards.count > 1 {
                rows += 1
                let titles = cards.map(\.title.top), dates = cards.map(\.date.top)
                #expect(
                    titles.max()! - titles.min()! <= 1,
                    "\(reading.page) \(reading.width) px, row at \(top): titles at \(titles)")
                #expect(
                    dates.max()! - dates.min()! <= 1,
                    "\(reading.page) \(reading.width) px, row at \(top): dates at \(dates)")
            }
        }
        #expect(rows >= 8, "too few rows of several cards were found")
    }

    @Test("no text of a card covers another text of it or its play badge, 375 to 1280 px")
    func nothingOverlaps() async throws {
        let readings: [PageEval.Reading<[Card]>] = try await PageEval.read(
            try PageEval.script("card-boxes.js"), pages: Self.pages, widths: [375, 768, 1280])
        var checked = 0
        for reading in readings {
            for card in reading.value {
                checked += 1
                for (index, text) in card.texts.enumerated() {
                    for other in card.texts[(index + 1)...] {
                        #expect(
                            !text.box.overlaps(other.box),
                            "\(reading.page) \(reading.width) px: \(text.name) covers \(other.name)")
                    }
                    if let badge = card.badge {
                        #expect(
                            !text.box.overlaps(badge),
                            "\(reading.page) \(reading.width) px: \(text.name) covers the play badge")
                    }
                }
            }
        }
        #expect(checked > 100)
    }
}
