import SitegenMarkdown
import Testing

/// A short text (a front-matter summary) rendered as inline Markdown: its HTML and plain text.
@Suite struct InlineMarkdownTests {
    /// Renders `markdown` as a page bundle's summary, two folders below the site root.
    static func render(_ markdown: String) -> InlineMarkdown {
        var options = MarkdownOptions(rootPrefix: "../../")
        options.relativeBase = "episodes/april-update"
        return MarkdownRenderer.renderInline(markdown, options: options)
    }

    @Test(
        "inline Markdown gives inline HTML and its plain text",
        arguments: [
            ("Plain text, no syntax.", "Plain text, no syntax.", "Plain text, no syntax."),
            ("How **async let** works", "How <strong>async let</strong> works", "How async let works"),
            ("*one* _two_ ~~three~~", "<em>one</em> <em>two</em> <del>three</del>", "one two three"),
            ("Use `a < b`", "Use <code>a &lt; b</code>", "Use a < b"),
            (
                "See [Swift Evolution](https://github.com/apple/swift-evolution)",
                "See <a href=\"https://github.com/apple/swift-evolution\">Swift Evolution</a>", "See Swift Evolution"
            ),
            ("[Next](/episodes/next/)", "<a href=\"../../episodes/next/\">Next</a>", "Next"),
            ("[Notes](notes.pdf)", "<a href=\"../../episodes/april-update/notes.pdf\">Notes</a>", "Notes"),
            ("[x](javascript:alert(1))", "<a href=\"#\">x</a>", "x"),
            (
                "Why <script>alert(1)</script> & *more*",
                "Why &lt;script&gt;alert(1)&lt;/script&gt; &amp; <em>more</em>",
                "Why <script>alert(1)</script> & more"
            ),
            // A line that opens with a block-level tag is an HTML block, as CommonMark reads it.
            ("<div>block</div> *x*", "&lt;div&gt;block&lt;/div&gt; *x*", "<div>block</div> *x*"),
            ("Array<Int> is *fast*", "Array&lt;Int&gt; is <em>fast</em>", "Array<Int> is fast"),
            ("Tips &amp; tricks", "Tips &amp; tricks", "Tips & tricks"),
            ("&lt;b&gt; &#x41;", "&lt;b&gt; A", "<b> A"),
            ("*", "*", "*"),
            ("* * *", "* * *", "* * *"),
            ("**", "**", "**"),
            ("[]", "[]", "[]"),
            (
                "How **async let**\nworks.\n\nThen `code`.\n",
                "How <strong>async let</strong>\nworks.\nThen <code>code</code>.",
                "How async let works. Then code."
            ),
            ("# A *heading*", "A <em>heading</em>", "A heading"),
            ("- one *a*\n- two", "one <em>a</em>\ntwo", "one a two"),
            ("2024. A *great* year", "2024. A <em>great</em> year", "2024. A great year"),
            ("> quoted *text*", "quoted <em>text</em>", "quoted text"),
            ("    code *block*\n\n*after*", "<code>code *block*</code>\n<em>after</em>", "code *block* after"),
            ("a\\*b", "a*b", "a*b"),
            // No footnotes in a summary: `[^1]: note` is a link reference definition, as in CommonMark.
            ("[^1] *x*\n\n[^1]: note", "<a href=\"../../episodes/april-update/note\">^1</a> <em>x</em>", "^1 x"),
        ])
    func rendered(markdown: String, html: String, text: String) {
        let result = Self.render(markdown)
        #expect(result.html == html)
        #expect(result.text == text)
    }

    @Test(
        "hostile summaries render without crashing",
        arguments: [
            String(repeating: "*", count: 100_000), String(repeating: "> ", count: 5_000) + "*x*",
            String(repeating: "[", count: 10_000) + "x", "\u{1}*a*\u{FFFE}", "<!-- *x* -->", "*\0*",
            String(repeating: "- ", count: 3_000) + "*deep*", "| a | *b* |\n| - | - |\n| `c` | d |",
        ])
    func hostile(markdown: String) {
        let result = Self.render(markdown)
        #expect(!result.html.contains("<p>"))
        #expect(!result.html.contains("<script"))
        #expect(!result.text.unicodeScalars.contains { $0.value == 1 || $0.value == 0xFFFE })
    }

    @Test("emphasis nested deeper than browsers draw is kept as written")
    func tooDeep() {
        let nested = String(repeating: "*a ", count: 300) + "x" + String(repeating: " a*", count: 300)
        let result = Self.render(nested)
        #expect(result.text == nested)
        #expect(!result.html.contains("<em>"))
        let shallow = String(repeating: "*a ", count: 20) + "x" + String(repeating: " a*", count: 20)
        #expect(Self.render(shallow).html.hasPrefix(String(repeating: "<em>a ", count: 20) + "x a</em>"))
    }

    @Test(
        "a summary's links are given at their lines and columns in it, resolved as a body's",
        arguments: [
            ("See [the notes](notes.pdf).", ["1:5 notes.pdf → /episodes/april-update/notes.pdf"]),
            ("*a* [*b*](/x/) and ![c](c.png)", ["1:5 /x/", "1:20 c.png → /episodes/april-update/c.png"]),
            (
                "First line\nthen [d](https://e.org/)\n\n- [e][ref]\n\n[ref]: ../f/",
                ["2:6 https://e.org/", "4:3 ../f/ → /episodes/f/"]
            ),
            ("Plain text, no link.", []),
        ])
    func links(markdown: String, expected: [String]) {
        let links = Self.render(markdown).links.map { link in
            "\(link.line):\(link.column) \(link.destination)" + (link.resolved.map { " → \($0)" } ?? "")
        }
        #expect(links == expected)
    }
}
