import SitegenMarkdown
import Testing

@Suite struct HeadingTests {
    @Test(
        "heading ids are slugs of the plain text",
        arguments: [
            ("Introduction", "introduction"),
            ("Hello, World!", "hello-world"),
            ("  Spaces   everywhere  ", "spaces-everywhere"),
            ("C++ & Swift", "c-swift"),
            ("Version 2.0 -- final", "version-2-0-final"),
            ("`async` *and* **await**", "async-and-await"),
            ("[Linked](https://x.org) text", "linked-text"),
            ("Quotes \"and\" 'apostrophes'", "quotes-and-apostrophes"),
            ("Café Übersicht", "café-übersicht"),
            ("日本語の見出し", "日本語の見出し"),
            ("Emoji 🚀 launch", "emoji-launch"),
            ("!!!", "section"),
            ("snake_case_name", "snake-case-name"),
        ]
    )
    func slug(text: String, expected: String) {
        let document = MarkdownRenderer.render("## \(text)\n")
        #expect(document.headings.map(\.id) == [expected])
        #expect(document.html.hasPrefix("<h2 id=\"\(expected)\">"))
    }

    @Test(
        "ids of footnotes (fn-, fnref-) and of the theme (sg-) are never given to a heading",
        arguments: [
            ("SG Main", "section-sg-main"), ("fn 1", "section-fn-1"), ("fnref 1", "section-fnref-1"),
            ("fn", "fn"), ("sg", "sg"), ("fnord", "fnord"),
        ]
    )
    func reservedPrefixes(text: String, expected: String) {
        let document = MarkdownRenderer.render("## \(text)\n\nA note[^1].\n\n[^1]: Note.\n")
        #expect(document.headings.map(\.id) == [expected])
        let ids = document.html.matches(of: /\sid="([^"]*)"/).map { String($0.output.1) }
        #expect(ids.count == Set(ids).count, "\(ids)")
    }

    @Test("duplicate headings get -1, -2 and never reuse an id")
    func duplicates() {
        let document = MarkdownRenderer.render(
            """
            # Intro
            ## Intro
            ### Intro
            ## Intro 1
            ## Intro-1
            ## ???
            ## ...
            """)
        #expect(
            document.headings.map(\.id) == [
                "intro", "intro-1", "intro-2", "intro-1-1", "intro-1-2", "section", "section-1",
            ])
        let ids = document.headings.map(\.id)
        #expect(Set(ids).count == ids.count)
    }

    @Test("headings render with their id, inline markup intact, like cmark's own output")
    func renderedHTML() {
        let document = MarkdownRenderer.render("Before.\n\n# Hello *world* `x`\n\nSetext\n------\n\nAfter.\n")
        #expect(
            document.html == """
                <p>Before.</p>
                <h1 id="hello-world-x">Hello <em>world</em> <code>x</code></h1>
                <h2 id="setext">Setext</h2>
                <p>After.</p>

                """)
        #expect(
            document.headings == [
                MarkdownHeading(level: 1, text: "Hello world x", id: "hello-world-x", line: 3),
                MarkdownHeading(level: 2, text: "Setext", id: "setext", line: 5),
            ])
    }

    @Test("every level from 1 to 6 keeps its tag", arguments: 1...6)
    func levels(level: Int) {
        let document = MarkdownRenderer.render(String(repeating: "#", count: level) + " Title")
        #expect(document.html == "<h\(level) id=\"title\">Title</h\(level)>\n")
        #expect(document.headings.first?.level == level)
    }

    @Test("an empty heading gets the id section")
    func emptyHeading() {
        let document = MarkdownRenderer.render("#\n")
        #expect(document.html == "<h1 id=\"section\"></h1>\n")
    }

    @Test("headings nested in quotes, lists and footnotes also get ids, in document order")
    func nestedHeadings() {
        let document = MarkdownRenderer.render("> # Quoted\n\n- ## Listed\n\nText[^n]\n\n[^n]: note\n\n# Last\n")
        #expect(document.headings.map(\.id) == ["quoted", "listed", "last"])
        #expect(document.html.contains("<blockquote>\n<h1 id=\"quoted\">Quoted</h1>\n</blockquote>"))
        #expect(document.html.contains("<li>\n<h2 id=\"listed\">Listed</h2>\n</li>"))
    }

    @Test("raw heading tags allowed by unsafe HTML do not shift the ids")
    func rawHeadingTags() {
        let options = MarkdownOptions(unsafeHTML: true)
        let document = MarkdownRenderer.render(
            "<h2>Raw</h2>\n\n## Real\n\n<h3 id=\"x\">More raw</h3>\n", options: options)
        #expect(document.html == "<h2>Raw</h2>\n<h2 id=\"real\">Real</h2>\n<h3 id=\"x\">More raw</h3>\n")
        #expect(document.headings.map(\.text) == ["Real"])
    }

    @Test("raw HTML in a heading is omitted from its text and id by default")
    func rawHTMLInHeading() {
        let document = MarkdownRenderer.render("## Say <b>\"hi\"</b> & go\n")
        #expect(document.headings.first?.text == "Say \"hi\" & go")
        #expect(document.headings.first?.id == "say-hi-go")
        #expect(document.html.hasPrefix("<h2 id=\"say-hi-go\">Say <!-- raw HTML omitted -->&quot;hi&quot;"))
    }

    @Test("heading lines count from the top of the file when a line offset is given")
    func lineOffset() {
        let body = "# One\n\ntext\n\n## Two\n\nSetext\n===\n"
        let plain = MarkdownRenderer.render(body)
        #expect(plain.headings.map(\.line) == [1, 5, 7])
        let shifted = MarkdownRenderer.render(body, options: MarkdownOptions(lineOffset: 4))
        #expect(shifted.headings.map(\.line) == [5, 9, 11])
        #expect(shifted.html == plain.html)
    }

    @Test(
        "an attribute list at the end (Hugo's and Zola's `{#id}`) names the anchor and leaves the text",
        arguments: [
            ("## Setup {#setup}", "<h2 id=\"setup\">Setup</h2>", "Setup"),
            ("## Setup {#install .wide data-x=1}", "<h2 id=\"install\">Setup</h2>", "Setup"),
            ("## Named {id=\"chosen\" .wide}", "<h2 id=\"chosen\">Named</h2>", "Named"),
            ("## Only a class {.wide}", "<h2 id=\"only-a-class\">Only a class</h2>", "Only a class"),
            ("## *Bold* move {#bold}", "<h2 id=\"bold\"><em>Bold</em> move</h2>", "Bold move"),
            ("## Say *hi* {#hi}", "<h2 id=\"hi\">Say <em>hi</em></h2>", "Say hi"),
            ("## `code` {#code}", "<h2 id=\"code\"><code>code</code></h2>", "code"),
            ("Setext {#under}\n------", "<h2 id=\"under\">Setext</h2>", "Setext"),
            ("## Footnote-like {#fn-1}", "<h2 id=\"section-fn-1\">Footnote-like</h2>", "Footnote-like"),
            // Not attribute lists: no space before, not an id, in code, nothing else in the heading.
            ("## Price{#x}", "<h2 id=\"price-x\">Price{#x}</h2>", "Price{#x}"),
            ("## Set {100}", "<h2 id=\"set-100\">Set {100}</h2>", "Set {100}"),
            ("## Hash {# }", "<h2 id=\"hash\">Hash {# }</h2>", "Hash {# }"),
            ("## Code `{#x}`", "<h2 id=\"code-x\">Code <code>{#x}</code></h2>", "Code {#x}"),
            ("## {#alone}", "<h2 id=\"alone\">{#alone}</h2>", "{#alone}"),
            ("## Quote {#a\"b}", "<h2 id=\"quote-a-b\">Quote {#a&quot;b}</h2>", "Quote {#a\"b}"),
        ])
    func attributeList(markdown: String, html: String, text: String) {
        let document = MarkdownRenderer.render(markdown + "\n")
        #expect(document.html == html + "\n")
        #expect(document.headings.map(\.text) == [text])
    }

    @Test("a chosen id goes to the heading that chose it; a slug avoids it; an id chosen twice is a warning")
    func chosenIDsUnique() {
        let document = MarkdownRenderer.render("## Setup\n\n## Again {#setup}\n\n## Once more {#setup}\n")
        #expect(document.headings.map(\.id) == ["setup-2", "setup", "setup-1"])
        #expect(
            document.warnings.map { "\($0.line): \($0.message)" } == [
                "5: the id `setup` is asked for by an earlier heading too; this one's is `setup-1`"
            ])
        let slugs = MarkdownRenderer.render("## Same\n## Same\n## Same {#same}\n")
        #expect(slugs.headings.map(\.id) == ["same-1", "same-2", "same"])
        #expect(slugs.warnings.isEmpty)
    }
}
