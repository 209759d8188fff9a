import Foundation
import SitegenMarkdown
import SitegenTestSupport
import Testing

/// Every position the renderer reports inside a body holds what it names, whatever text is
/// around it: bodies are pieced together at random from text that moves cmark-gfm's inline
/// positions (line breaks, entities, escapes, code spans, multi-byte characters, containers) and
/// from things reported by position (links, images, template tags).
@Suite struct SourcePositionTests {
    /// Text that moves cmark-gfm's positions.
    static let tricky = [
        "a\\\n", "b  \n", "c\n", "   d\n", "*e* **f** ", "&amp; &#x263A; ", "\\* \\[g\\] ", "é 漢字 🎙️ ", "\t",
        "`` h`i `` ", "`j\nk` ", "<span\ntitle=\"x\">", "> ", "- ", "1. ", "| l | m |\n| - | - |\n| ", "[^1] ", "\n\n",
        "~~n~~ ", "www.example.org ", "[o](https://e.org/ \"T\") ",
    ]

    /// Things reported by position, and the text the report must point at.
    static let reported: [(text: String, start: String)] = [
        ("[p](../../../p.pdf)", "["), ("![q](../../../q.png)", "!"), ("[*r* s](../../../r.pdf)", "["),
        ("{{< youtube t >}}", "{"), ("{% include u.html %}", "{"), ("{{<img src=\"v.jpg\">}}", "{"),
    ]

    @Test("each link and warning is at its own text in bodies made of tricky text", arguments: 0..<200)
    /// Renders one random body and checks every reported position against the body's text.
    func randomBodies(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        var body = ""
        for _ in 0..<30 {
            body += Self.tricky.randomElement(using: &generator)!
            if Bool.random(using: &generator) { body += Self.reported.randomElement(using: &generator)!.text + " " }
        }
        if Bool.random(using: &generator) { body = body.replacingOccurrences(of: "\n", with: "\r\n") }
        var options = MarkdownOptions(lineOffset: 3)
        options.relativeBase = "episodes/x"
        let document = MarkdownRenderer.render(body, options: options)
        let lines = body.replacingOccurrences(of: "\r\n", with: "\n").utf8
            .split(omittingEmptySubsequences: false) { $0 == 10 || $0 == 13 }.map { Array($0) }
        func text(at line: Int, _ column: Int) -> ArraySlice<UInt8>? {
            guard line - 3 >= 1, line - 3 <= lines.count, column >= 1, column - 1 <= lines[line - 4].count else {
                return nil
            }
            return lines[line - 4].dropFirst(column - 1)
        }
        let links = document.links.filter { !$0.destination.hasPrefix("http") }
        for link in links {
            let written = Self.reported.first { $0.text.hasSuffix("(\(link.destination))") }?.text ?? "?"
            let start = text(at: link.line, link.column)
            #expect(start?.starts(with: written.utf8) == true, "\(link) in \(body.debugDescription)")
        }
        // The same link written twice is found at each of its places.
        #expect(Set(links.map { "\($0.line):\($0.column)" }).count == links.count, "\(links)")
        for warning in document.warnings {
            let start = text(at: warning.line, warning.column)
            #expect(start != nil, "\(warning) in \(body.debugDescription)")
            if warning.message.contains("template") || warning.message.contains("shortcode") {
                #expect(start?.first == UInt8(ascii: "{"), "\(warning) in \(body.debugDescription)")
            }
        }
    }
}

/// A byte-order mark before a body is not part of its text, as an editor hides it: the first
/// visible character is column 1 of line 1 with or without it.
@Suite struct ByteOrderMarkPositionTests {
    /// Bodies whose first line holds things reported by position.
    static let bodies = [
        "[p](../../../p.pdf) and {{< youtube t >}}\n",
        "*a* [*r* s](../../../r.pdf)\n",
        "![q](../../../q.png)\n\nText.\n",
        "```klingon\nqapla'\n```\n",
        "Text [r][ref].\n\n[ref]: ../../../ref.pdf\n",
    ]

    @Test("positions on a body's first line are the same with a byte-order mark", arguments: bodies, [0, 4])
    /// Renders a body with and without a byte-order mark and compares every position.
    func sameColumns(body: String, lineOffset: Int) {
        var options = MarkdownOptions(lineOffset: lineOffset)
        options.relativeBase = "episodes/x"
        let plain = MarkdownRenderer.render(body, options: options)
        let marked = MarkdownRenderer.render("\u{FEFF}" + body, options: options)
        let places = { (document: MarkdownDocument) in
            document.links.map { "\($0.line):\($0.column)" } + document.warnings.map { "\($0.line):\($0.column)" }
        }
        #expect(!places(plain).isEmpty)
        #expect(places(marked) == places(plain))
        #expect(marked.html == plain.html)
    }

    @Test("a summary with a byte-order mark renders as one without")
    /// Renders a summary with and without a byte-order mark.
    func summary() {
        let text = "*a* [x](https://example.org/)"
        #expect(MarkdownRenderer.renderInline("\u{FEFF}" + text) == MarkdownRenderer.renderInline(text))
    }
}
