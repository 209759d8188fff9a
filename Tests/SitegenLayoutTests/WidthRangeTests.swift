import SitegenLayout
import Testing

@Suite struct WidthRangeTests {
    @Test(
        "Swift range syntax parses to whole widths",
        arguments: [
            ("..<500", 0, 499 as Int?), ("500...1024", 500, 1024), ("1025...", 1025, nil), ("500..<1025", 500, 1024),
            ("...499", 0, 499), (" 0 ..< 500 ", 0, 499), ("0...0", 0, 0),
        ])
    func parses(text: String, lower: Int, upper: Int?) throws {
        let range = try WidthRange.parse(text).get()
        #expect(range.lowerBound == lower)
        #expect(range.upperBound == upper)
    }

    @Test(
        "malformed ranges are refused with a message",
        arguments: [
            "", "500", "abc...", "..<", "500..<500", "600...500", "1.5...", "-5...", "..<x", "1...2...3",
        ])
    func refuses(text: String) {
        if case .success(let range) = WidthRange.parse(text) {
            Issue.record("'\(text)' parsed as \(range)")
        }
    }

    @Test("widths are rounded down before they are compared")
    func roundsDown() throws {
        let range = try WidthRange.parse("500...1024").get()
        #expect(range.contains(1024.9))
        #expect(!range.contains(1025))
        #expect(!range.contains(499.99))
    }
}
