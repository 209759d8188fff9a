import SitegenMarkdown
import Testing

/// Fenced code in a body: highlighted in place, inline code left plain, unknown languages
/// warned about with the fence's position in the file.
@Suite struct CodeHighlightingTests {
    @Test("a fenced block is highlighted with its options; inline code stays plain")
    func highlighted() {
        let markdown = "Use `let x = 1` here.\n\n```swift title=\"A.swift\" {1}\nlet x = 1\n```\n"
        let html = MarkdownRenderer.render(markdown).html
        #expect(html.contains("<p>Use <code>let x = 1</code> here.</p>"))
        #expect(
            html.contains(
                "<figure class=\"code\"><figcaption>A.swift</figcaption><pre tabindex=\"0\"><code class=\"language-swift\">"
                    + "<span class=\"line hl-line\"><span class=\"hl-kw\">let</span>"))
    }

    @Test("highlighting off renders every block as cmark-gfm does")
    func off() {
        let markdown = "```swift {1}\nlet x = 1\n```\n"
        let html = MarkdownRenderer.render(markdown, options: MarkdownOptions(highlightsCode: false)).html
        #expect(html == "<pre tabindex=\"0\"><code class=\"language-swift\">let x = 1\n</code></pre>\n")
    }

    @Test(
        "an unknown language is plain text and a warning at the fence's line (with the front matter's lines) and column",
        arguments: [
            ("```klingon\nx\n```\n", 0, 1, 1),
            ("Text\n\n  ```klingon\n  x\n  ```\n", 4, 7, 3),
            ("- item\n\n  ```klingon {1}\n  x\n  ```\n", 10, 13, 3),
        ])
    func unknown(markdown: String, offset: Int, line: Int, column: Int) throws {
        let document = MarkdownRenderer.render(markdown, options: MarkdownOptions(lineOffset: offset))
        let warning = try #require(document.warnings.first)
        #expect(document.warnings.count == 1)
        #expect(warning.line == line)
        #expect(warning.column == column)
        #expect(warning.message.contains("'klingon'"))
        #expect(document.html.contains("<code class=\"language-klingon\">"))
    }

    /// `[` nested `depth` levels, then closed.
    static func nested(_ depth: Int) -> String {
        String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
    }

    @Test(
        "Swift nesting `[` deeper than swift-syntax's parser can read in time is plain text and a warning at its fence",
        arguments: [
            ("Text\n\n```swift\nvar log" + String(repeating: "[", count: 117) + "ger = context.logger\n```\n", 117),
            ("```swift\nlet x = " + nested(24) + "\n```\n", 24),
            ("```diff-swift\n+let x = " + nested(13) + "\n```\n", 13),
        ])
    func tooDeep(markdown: String, depth: Int) throws {
        let started = ContinuousClock.now
        let document = MarkdownRenderer.render(markdown, options: MarkdownOptions(lineOffset: 4))
        // Parsed, 24 levels took 5 s and 117 would never end; a byte count takes microseconds.
        #expect(ContinuousClock.now - started < .seconds(2))
        let warning = try #require(document.warnings.first)
        #expect(document.warnings.count == 1)
        #expect(warning.line == (markdown.hasPrefix("Text") ? 7 : 5))
        #expect(warning.column == 1)
        #expect(warning.message.contains("nests `[` \(depth) levels deep"))
        #expect(!document.html.contains("hl-kw"))
        #expect(document.html.contains("<code class=\"language-"))
    }

    @Test("Swift nesting `[` up to the limit is highlighted without a warning")
    func deepEnough() {
        let document = MarkdownRenderer.render("```swift\nlet x = " + Self.nested(12) + "\n```\n")
        #expect(document.warnings.isEmpty)
        #expect(document.html.contains("<span class=\"hl-kw\">let</span>"))
    }

    @Test("known languages, plain text and fences without a language warn about nothing")
    func noWarnings() {
        let markdown = "```text\nx\n```\n\n```\ny\n```\n\n    indented\n\n```diff-swift\n+let a = 1\n```\n"
        #expect(MarkdownRenderer.render(markdown).warnings.isEmpty)
    }
}
