import Foundation
import Testing

@testable import SitegenContent

/// Chapters from timestamp lines under any heading (issue 49: a show's `### Show Notes` lists of
/// times did not become chapters). Each `Fixtures/timestamp-runs/<name>.md` is a body (after an
/// optional `duration:` block) and `<name>.expected` its chapters, one `<start> <title>` a line.
@Suite struct TimestampRunTests {
    static let folder = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
        .appendingPathComponent("timestamp-runs")

    static let names = [
        "show-notes", "plain-lines", "two-lines", "restarts", "fenced", "schedule", "chapters-heading-wins",
        "prose-times", "trailing-times", "bold-links", "linked-titles", "at-marks-subheadings",
    ]

    @Test("three or more increasing timestamp lines under any heading are the chapters", arguments: names)
    func run(name: String) throws {
        var body = try String(contentsOf: Self.folder.appendingPathComponent("\(name).md"), encoding: .utf8)
        var duration: Int?
        if body.hasPrefix("---\n"), let end = body.range(of: "\n---\n") {
            duration = body[..<end.lowerBound].split(separator: "\n")
                .first { $0.hasPrefix("duration:") }
                .flatMap { Int($0.dropFirst("duration:".count).trimmingCharacters(in: .whitespaces)) }
            body = String(body[end.upperBound...])
        }
        let expected = try String(contentsOf: Self.folder.appendingPathComponent("\(name).expected"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        let (chapters, warnings) = ChapterListScanner.chapters(
            in: body, path: "\(name).md", lineOffset: 0, duration: duration)
        let found = (chapters ?? []).map { "\(Int($0.start)) \($0.title)" }
        #expect(found == expected, "\(name)")
        #expect(warnings.isEmpty, "\(name): \(warnings)")
        if name == "show-notes" { #expect(chapters?.last?.url == "https://example.org/end") }
        if name == "linked-titles" {
            #expect(chapters?.map(\.url) == [nil, "https://sentry.io/syntax", "https://panda-css.com/"])
        }
    }
}
