import Foundation
import SitegenFormats
import SitegenMarkdown

/// Transcripts without timing: plain text in paragraphs, and HTML taken as written.
extension TranscriptDecoder {
    /// The paragraphs of a plain-text transcript: blocks separated by blank lines, each with its
    /// lines (a speaker's `Alice: …` line stays a line of text); `nil` when there is no text.
    static func paragraphs(_ text: String) -> [String]? {
        let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        var paragraphs: [String] = []
        var lines: [String] = []
        // "\r\n" is one Character: split on every kind of line end.
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let trimmed = String(line).trimmingWhitespace(newlines: false)
            if trimmed.isEmpty {
                if !lines.isEmpty { paragraphs.append(lines.joined(separator: "\n")) }
                lines = []
            } else {
                lines.append(HTMLCodePoints.replacingForbidden(in: trimmed))
            }
        }
        if !lines.isEmpty { paragraphs.append(lines.joined(separator: "\n")) }
        return paragraphs.isEmpty ? nil : paragraphs
    }

    /// What an HTML transcript puts in the page: the inside of its `<body>` when it is a whole
    /// document, else all of it. Only read when the site allows raw HTML (`unsafeHTML: true`).
    static func htmlBody(_ text: String) -> String {
        let lowered = text.lowercased()
        guard let open = lowered.range(of: "<body"), let openEnd = lowered[open.upperBound...].firstIndex(of: ">")
        else { return text.trimmingWhitespace(newlines: true) }
        let start = text.index(after: openEnd)
        let end = lowered.range(of: "</body", range: start..<lowered.endIndex)?.lowerBound ?? text.endIndex
        return String(text[start..<end]).trimmingWhitespace(newlines: true)
    }
}
