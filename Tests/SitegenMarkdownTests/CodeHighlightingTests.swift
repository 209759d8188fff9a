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

    @Test("known languages, plain text and fences without a language warn about nothing")
    func noWarnings() {
        let markdown = "```text\nx\n```\n\n```\ny\n```\n\n    indented\n\n```diff-swift\n+let a = 1\n```\n"
        #expect(MarkdownRenderer.render(markdown).warnings.isEmpty)
    }
}
