import SitegenMarkdown
import Testing

@Suite struct DocumentFactsTests {
    @Test(
        "the summary is the first paragraph's text, markup stripped and whitespace collapsed",
        arguments: [
            ("Hello *world*, `code` and **bold**.\n\nSecond paragraph.", "Hello world, code and bold."),
            ("# Title\n\nFirst   para\nsecond  line\\\nthird", "First para second line third"),
            ("![hero](hero.png)\n\nReal text.", "Real text."),
            ("Look at ![the chart](c.png) now.", "Look at the chart now."),
            ("[A link](/x/) in ~~old~~ text.", "A link in old text."),
            ("> Quoted words.", "Quoted words."),
            ("Claim[^1].\n\n[^1]: The note.", "Claim."),
            ("Tom &amp; Jerry &lt;3", "Tom & Jerry <3"),
            ("```\ncode only\n```", ""),
            ("# Only a heading", ""),
            ("", ""),
        ]
    )
    func summary(markdown: String, expected: String) {
        #expect(MarkdownRenderer.render(markdown).summary == expected)
    }

    @Test("the first image is the first image anywhere in the body")
    func firstImage() {
        #expect(MarkdownRenderer.render("Text.\n\n> ![a](one.png)\n\n![b](two.png)").firstImage == "one.png")
        #expect(MarkdownRenderer.render("![logo][l]\n\n[l]: /images/logo.svg").firstImage == "/images/logo.svg")
        #expect(MarkdownRenderer.render("[not an image](x.png)").firstImage == nil)
        #expect(MarkdownRenderer.render("![bad](javascript:x) ![good](g.png)").firstImage == "g.png")
    }

    @Test(
        "words of prose are counted; code blocks and raw HTML are not",
        arguments: [
            ("one two three", 3),
            ("foo*bar* baz", 2),
            ("line one\nline two", 4),
            ("Hello — world - again", 3),
            ("a\n\n```swift\nlet lots = of + code\n```\n\nb", 2),
            ("    indented code block\n\nword", 1),
            ("`inline code` counts", 3),
            ("| a | b |\n|---|---|\n| c d | e |", 5),
            ("# Heading here\n\n- item one\n- item two", 6),
            ("<div>raw html words</div>\n\ntext", 1),
            ("Café naïve 日本語", 3),
            ("", 0),
        ]
    )
    func wordCount(markdown: String, expected: Int) {
        #expect(MarkdownRenderer.render(markdown).wordCount == expected)
    }

    @Test(
        "reading time is words over 200 rounded up, at least 1 when there are words",
        arguments: [(0, 0), (1, 1), (199, 1), (200, 1), (201, 2), (1000, 5), (1001, 6)]
    )
    func readingTime(words: Int, minutes: Int) {
        let document = MarkdownRenderer.render(Array(repeating: "word", count: words).joined(separator: " "))
        #expect(document.wordCount == words)
        #expect(document.readingTimeMinutes == minutes)
    }

    @Test("code languages are the fenced blocks' languages, unique, in order of first appearance")
    func codeLanguages() {
        let markdown = """
            ```swift
            a
            ```

            ~~~bash extra words
            b
            ~~~

            ```swift
            c
            ```

            ```
            no language
            ```

                indented block

            ```Swift
            d
            ```
            """
        #expect(MarkdownRenderer.render(markdown).codeLanguages == ["swift", "bash", "Swift"])
    }

    @Test("every link and image is listed with its line counted from the top of the file")
    func links() {
        let markdown = """
            # Title

            See [one](/one/) and
            ![two](two.png) then <https://three.org>
            and www.four.org or [ref][r].

            > [five](five.html)

            | a | b |
            |---|---|
            | [six](6) | x |

            Note[^n].

            [r]: /ref/
            [^n]: In a [footnote](/fn/).
            """
        let document = MarkdownRenderer.render(markdown, options: MarkdownOptions(lineOffset: 3))
        // The column of a bracketed link's `[` or `!` (an autolink's is cmark's guess, not checked).
        #expect([0, 1, 4, 5, 6, 7].map { document.links[$0].column } == [5, 1, 21, 3, 3, 12])
        #expect(
            document.links.map {
                MarkdownLink(destination: $0.destination, isImage: $0.isImage, line: $0.line)
            } == [
                MarkdownLink(destination: "/one/", isImage: false, line: 6),
                MarkdownLink(destination: "two.png", isImage: true, line: 7),
                MarkdownLink(destination: "https://three.org", isImage: false, line: 7),
                MarkdownLink(destination: "http://www.four.org", isImage: false, line: 8),
                MarkdownLink(destination: "/ref/", isImage: false, line: 8),
                MarkdownLink(destination: "five.html", isImage: false, line: 10),
                MarkdownLink(destination: "6", isImage: false, line: 14),
                MarkdownLink(destination: "/fn/", isImage: false, line: 19),
            ])
    }

    @Test("an empty body gives an empty document")
    func empty() {
        #expect(MarkdownRenderer.render("") == MarkdownDocument())
        #expect(MarkdownRenderer.render("\n\n   \n") == MarkdownDocument())
    }
}
