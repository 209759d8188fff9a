import Foundation
import SitegenDiagnostics
import SitegenFormats
import SitegenMarkdown

/// Decodes a transcript file: WebVTT or SRT cues, Podcast Index JSON segments, plain text,
/// Markdown, or (when the site allows raw HTML) HTML.
struct TranscriptDecoder: Sendable {
    /// Whether raw HTML passes through Markdown.
    var unsafeHTML: Bool
    /// Whether fenced code blocks in a Markdown transcript are highlighted.
    var highlightsCode = true

    /// Whether the page can show a transcript of this format (HTML only when raw HTML is allowed).
    func reads(_ format: TranscriptFormat) -> Bool { format != .html || unsafeHTML }

    /// The transcript, or the diagnostics that say why the file is not one.
    func decode(_ text: String, path: String, relative: String) -> (EpisodeTranscript?, [Diagnostic]) {
        let format = TranscriptFormat.of(file: relative)
        switch format {
        case .json:
            switch Self.jsonCues(text, path: path) {
            case .success(let cues): return (EpisodeTranscript(file: relative, content: .cues(cues)), [])
            case .failure(let diagnostic): return (nil, [diagnostic])
            }
        case .plainText:
            guard let paragraphs = Self.paragraphs(text) else {
                return (nil, [.error("the transcript has no text", at: .start(of: path))])
            }
            return (EpisodeTranscript(file: relative, content: .paragraphs(paragraphs)), [])
        case .html:
            // Untrusted HTML is only linked, never put in a page, unless raw HTML is allowed.
            guard unsafeHTML else { return (nil, []) }
            return (EpisodeTranscript(file: relative, content: .html(Self.htmlBody(text))), [])
        case .webVTT, .srt, .markdown, nil: break
        }
        if format == .markdown {
            var options = MarkdownOptions(
                unsafeHTML: unsafeHTML, rootPrefix: SiteRoutes.rootMarker, highlightsCode: highlightsCode)
            // The transcript is on the episode's page under the notes: its ids must not meet theirs.
            options.headingIDPrefix = "sg-transcript-"
            // A page bundle's `transcript.md` is a Hugo page resource, whose front matter
            // (`headless: true`) is not the transcript's text.
            var body = text
            if case .split(let split) = FrontMatterSplitter.split(text), split.yaml != nil, split.format != .json {
                body = split.body
                options.lineOffset = split.bodyLineOffset
            }
            let document = MarkdownRenderer.render(body, options: options)
            return (
                EpisodeTranscript(file: relative, content: .markdown(document)),
                ContentFileDecoder.diagnostics(of: document, path: path)
            )
        }
        let isVTT = format == .webVTT
        // "\r\n" is one Character: split on every kind of line end.
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        if isVTT {
            let first = lines.first.map { $0.hasPrefix("\u{FEFF}") ? String($0.dropFirst()) : $0 } ?? ""
            guard first == "WEBVTT" || first.hasPrefix("WEBVTT ") || first.hasPrefix("WEBVTT\t") else {
                return (nil, [.error("a WebVTT file must start with a 'WEBVTT' line", at: .start(of: path))])
            }
        }
        var cues: [EpisodeTranscript.Cue] = []
        var index = isVTT ? 1 : 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            guard line.contains("-->") else { continue }
            let startText = line.components(separatedBy: "-->")[0].trimmingCharacters(in: .whitespaces)
            guard let start = Self.cueTime(startText) else {
                return (
                    nil,
                    [
                        .error(
                            "'\(startText)' is not a cue time; write hh:mm:ss.mmm (WebVTT) or hh:mm:ss,mmm (SRT)",
                            at: SourcePosition(file: path, line: index, column: 1))
                    ]
                )
            }
            var textLines: [String] = []
            while index < lines.count, !lines[index].trimmingCharacters(in: .whitespaces).isEmpty {
                textLines.append(lines[index])
                index += 1
            }
            var speaker: String?
            var cueText = textLines.joined(separator: " ")
            if let voice = Self.voice(opening: cueText) {
                speaker = Self.strippingTags(voice.name)
                cueText = voice.rest
            }
            // A web page may not hold control characters (HTML's parse errors): they become U+FFFD,
            // as in Markdown.
            cueText = HTMLCodePoints.replacingForbidden(
                in: Self.strippingTags(cueText).trimmingCharacters(in: .whitespaces))
            guard !cueText.isEmpty else { continue }
            cues.append(
                .init(
                    start: start,
                    speaker: speaker.flatMap { $0.isEmpty ? nil : HTMLCodePoints.replacingForbidden(in: $0) },
                    text: cueText))
        }
        guard !cues.isEmpty else {
            return (
                nil,
                [
                    .error(
                        "the transcript has no cues (lines like '00:00:01.000 --> 00:00:04.000')", at: .start(of: path))
                ]
            )
        }
        return (EpisodeTranscript(file: relative, content: .cues(cues)), [])
    }

    /// A cue's opening voice span (`<v Ada>`, `<v.loud.slow Ada Lovelace>`): the voice's name,
    /// without the span's classes (WebVTT 4.2.2), and the text after the tag.
    static func voice(opening text: String) -> (name: String, rest: String)? {
        guard text.hasPrefix("<v"), let close = text.firstIndex(of: ">") else { return nil }
        var tag = text[text.index(text.startIndex, offsetBy: 2)..<close]
        guard let first = tag.first, first == "." || first == " " || first == "\t" else { return nil }
        if first == "." { tag = tag.drop { $0 != " " && $0 != "\t" } }
        return (tag.trimmingCharacters(in: .whitespaces), String(text[text.index(after: close)...]))
    }

    /// `hh:mm:ss.mmm`, `mm:ss.mmm` or SRT's `hh:mm:ss,mmm`, in seconds. The first part has at
    /// most 6 digits (999,999 hours), so that every time is a whole number of seconds an `Int`
    /// holds: a time of hundreds of digits is infinite as a `Double`.
    static func cueTime(_ text: String) -> Double? {
        let normalized = text.replacingOccurrences(of: ",", with: ".")
        let parts = normalized.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), parts[0].count <= 6 else { return nil }
        var total = 0.0
        for (position, part) in parts.enumerated() {
            let isLast = position == parts.count - 1
            guard !part.isEmpty, part.allSatisfy({ $0.isASCII && ($0.isNumber || (isLast && $0 == ".")) }),
                let value = Double(part)
            else { return nil }
            if position > 0, value >= 60 { return nil }
            total = total * 60 + value
        }
        return total
    }

    /// Text without `<…>` tags, with the entities WebVTT allows decoded.
    static func strippingTags(_ text: String) -> String {
        var result = ""
        var inTag = false
        for character in text {
            if character == "<" {
                inTag = true
            } else if character == ">" && inTag {
                inTag = false
            } else if !inTag {
                result.append(character)
            }
        }
        return result.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&nbsp;", with: " ").replacingOccurrences(of: "&amp;", with: "&")
    }
}
