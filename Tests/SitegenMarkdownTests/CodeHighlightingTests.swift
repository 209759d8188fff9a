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

    /// Swift blocks past the parser's limits, and the reason each warning gives.
    static let tooDeepCases: [(markdown: String, reason: String)] = {
        let deepLine = "var log" + String(repeating: "[", count: 117) + "ger = context.logger"
        let angles: String = String(repeating: "a<", count: 3000)
        let arrows: String = String(repeating: "(Int) -> ", count: 3000)
        var cases: [(markdown: String, reason: String)] = []
        cases.append(("Text\n\n```swift\n" + deepLine + "\n```\n", "nests `[` 117 levels deep"))
        cases.append(("```swift\nlet x = " + nested(24) + "\n```\n", "nests `[` 24 levels deep"))
        cases.append(("```diff-swift\n+let x = " + nested(13) + "\n```\n", "nests `[` 13 levels deep"))
        // These two crashed (a stack overflow in the parser's lookahead) at about 2,000.
        cases.append(("```swift\nlet x = " + angles + "\n```\n", "nests generic arguments (`<`) 2999 levels deep"))
        cases.append(("```swift\nlet f: " + arrows + "Int\n```\n", "has 3000 function arrows (`->`)"))
        return cases
    }()

    @Test(
        "Swift the parser cannot read in time or without overflowing its stack is plain text and a warning at its fence",
        arguments: tooDeepCases)
    func tooDeep(markdown: String, reason: String) throws {
        let started = ContinuousClock.now
        let document = MarkdownRenderer.render(markdown, options: MarkdownOptions(lineOffset: 4))
        // Parsed, 24 levels took 5 s (release) and 117 would never end; a byte count takes
        // microseconds. The ceiling is against a hang only, generous for a loaded machine.
        #expect(ContinuousClock.now - started < .seconds(60))
        let warning = try #require(document.warnings.first)
        #expect(document.warnings.count == 1)
        #expect(warning.line == (markdown.hasPrefix("Text") ? 7 : 5))
        #expect(warning.column == 1)
        #expect(warning.message.contains(reason))
        #expect(!document.html.contains("hl-kw"))
        #expect(document.html.contains("<code class=\"language-"))
    }

    /// Swift blocks within the parser's limits.
    static let deepEnoughCases: [String] = {
        let generic: String = String(repeating: "Array<", count: 200) + "Int" + String(repeating: ">", count: 200)
        let functions: String = String(repeating: "func f() -> Int { 1 }\n", count: 256)
        let comparisons: String = String(repeating: "if a<b && c<d { x = y[i] }\n", count: 100)
        return ["let x = " + nested(12), "let x: " + generic, functions, comparisons]
    }()

    @Test("Swift up to the limits is highlighted without a warning", arguments: deepEnoughCases)
    func deepEnough(code: String) {
        let document = MarkdownRenderer.render("```swift\n" + code + "\n```\n")
        #expect(document.warnings.isEmpty)
        #expect(document.html.contains("<span class=\"hl-kw\">"))
    }

    @Test("known languages, plain text and fences without a language warn about nothing")
    func noWarnings() {
        let markdown = "```text\nx\n```\n\n```\ny\n```\n\n    indented\n\n```diff-swift\n+let a = 1\n```\n"
        #expect(MarkdownRenderer.render(markdown).warnings.isEmpty)
    }
}
