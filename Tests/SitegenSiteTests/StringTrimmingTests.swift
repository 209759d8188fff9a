import Foundation
import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// ``Swift/String/trimmingWhitespace(newlines:)`` trims exactly as Foundation's
/// `trimmingCharacters(in:)` does, with and without line breaks.
@Suite struct StringTrimmingTests {
    static let texts = [
        "", " ", "\t\t", "plain", " alt=\"A\"", "\talt=\"\" title=\"t\"\t", "  two  words  ", "\n\nline\r\n",
        "\u{0B}vertical tab\u{0C}", "\u{A0}no-break\u{A0}", " \u{A0} mixed \u{2003}", "\u{2028}separator\u{2029}",
        "\u{85}next line\u{85}", "émoji 🎙️ ", " 🎙️", "\u{3000}ideographic\u{3000}", " \n \t ", "x\u{200B}",
    ]

    @Test(arguments: texts, [false, true])
    func sameAsFoundation(_ text: String, newlines: Bool) {
        let expected = text.trimmingCharacters(in: newlines ? .whitespacesAndNewlines : .whitespaces)
        #expect(text.trimmingWhitespace(newlines: newlines) == expected)
    }
}
