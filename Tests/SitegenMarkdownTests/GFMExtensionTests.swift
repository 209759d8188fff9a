import SitegenMarkdown
import Testing

@Suite struct GFMExtensionTests {
    @Test("a pipe table renders as a table with a header row and alignment")
    func table() {
        let html = MarkdownRenderer.render("| a | b |\n|---|--:|\n| 1 | 2 |\n").html
        #expect(html.contains("<table tabindex=\"0\">\n<thead>\n<tr>\n<th>a</th>"))
        // The `align` attribute is obsolete (the W3C checker reports it): a style instead.
        #expect(html.contains("<td style=\"text-align: right\">2</td>"))
        #expect(!html.contains("align=\""))
    }

    @Test("double tildes render as strikethrough")
    func strikethrough() {
        #expect(MarkdownRenderer.render("a ~~gone~~ b").html == "<p>a <del>gone</del> b</p>\n")
    }

    @Test(
        "bare URLs, www. addresses and e-mail addresses become links",
        arguments: [
            ("see https://swift.org now", #"<a href="https://swift.org">https://swift.org</a>"#),
            ("see www.swift.org now", #"<a href="http://www.swift.org">www.swift.org</a>"#),
            ("mail me@example.com now", #"<a href="mailto:me@example.com">me@example.com</a>"#),
            ("see <https://swift.org/a?b=1&c=2>", #"<a href="https://swift.org/a?b=1&amp;c=2">"#),
        ]
    )
    func autolink(markdown: String, expected: String) {
        #expect(MarkdownRenderer.render(markdown).html.contains(expected))
    }

    @Test("task list items render checked and unchecked boxes")
    func taskList() {
        let html = MarkdownRenderer.render("- [x] done\n- [ ] todo\n- plain\n").html
        #expect(html.contains(#"<li><input type="checkbox" checked="" disabled="" aria-label="Done" /> done</li>"#))
        #expect(html.contains(#"<li><input type="checkbox" disabled="" aria-label="To do" /> todo</li>"#))
        #expect(html.contains("<li>plain</li>"))
    }

    @Test("footnote references link to a footnotes section at the end")
    func footnotes() {
        let html = MarkdownRenderer.render("Claim[^src].\n\n[^src]: The source.\n\nAfter.\n").html
        #expect(
            html.contains(
                ##"<sup class="footnote-ref"><a href="#fn-src" id="fnref-src" data-footnote-ref>1</a></sup>"##))
        #expect(html.hasSuffix("</section>\n"))
        #expect(html.contains(#"<li id="fn-src">"#))
        #expect(html.contains("The source."))
        let after = try! #require(html.firstRange(of: "<p>After.</p>"))
        let section = try! #require(html.firstRange(of: "<section class=\"footnotes\""))
        #expect(after.lowerBound < section.lowerBound)
    }

    @Test("raw HTML is omitted by default")
    func rawHTMLOmitted() {
        let html = MarkdownRenderer.render("<div class=x>hi</div>\n\nText <b>bold</b> <script>alert(1)</script>\n").html
        #expect(!html.contains("<div"))
        #expect(!html.contains("<b>"))
        #expect(!html.contains("<script"))
        #expect(html.contains("<!-- raw HTML omitted -->"))
    }

    @Test("with unsafe HTML, raw HTML passes as written, iframes and scripts included (Hugo's unsafe)")
    func unsafeHTMLPasses() {
        let options = MarkdownOptions(unsafeHTML: true)
        let html = MarkdownRenderer.render(
            "<div class=\"x\">hi</div>\n\n<script>alert(1)</script>\n\nA <b>b</b> "
                + "<iframe src=\"https://www.youtube-nocookie.com/embed/x\"></iframe>\n",
            options: options
        ).html
        #expect(html.contains(#"<div class="x">hi</div>"#))
        #expect(html.contains("<b>b</b>"))
        #expect(html.contains("<script>alert(1)</script>"))
        #expect(html.contains(#"<iframe src="https://www.youtube-nocookie.com/embed/x"></iframe>"#))
    }

    @Test(
        "root-relative destinations become relative and never climb above the site root",
        arguments: [
            ("[a](/episodes/x/)", #"href="../../episodes/x/""#),
            ("[a](/../../etc/passwd)", #"href="../../etc/passwd""#),
            ("[a](/a/../../b/./c?x=/../y#/../z)", #"href="../../b/c?x=/../y#/../z""#),
            ("[a](/a/..)", #"href="../../""#),
            ("[a](//cdn.example.org/x)", #"href="//cdn.example.org/x""#),
            ("<a href=\"/about/\">x</a>", #"<a href="../../about/">x</a>"#),
            ("<p><img SRC='/img/../../../a.png' alt=x></p>", #"<img SRC="../../a.png" alt=x>"#),
            ("<video poster=/p.png src=\"/v.mp4\"></video>", #"<video poster="../../p.png" src="../../v.mp4">"#),
            (
                "<iframe src=\"//www.youtube-nocookie.com/embed/x\"></iframe>",
                #"src="//www.youtube-nocookie.com/embed/x""#
            ),
            ("<a data-href=\"/x\">y</a>", #"<a data-href="/x">y</a>"#),
        ])
    func rootRelative(markdown: String, expected: String) {
        let html = MarkdownRenderer.render(
            markdown + "\n", options: MarkdownOptions(unsafeHTML: true, rootPrefix: "../../")
        ).html
        #expect(html.contains(expected), "\(html)")
    }

    @Test("fenced code renders with a language class taken from the first word of the info string")
    func fencedCodeClass() {
        let options = MarkdownOptions(highlightsCode: false)
        let html = MarkdownRenderer.render("```swift title=\"x\"\nlet a = 1 < 2\n```\n", options: options).html
        #expect(html == "<pre tabindex=\"0\"><code class=\"language-swift\">let a = 1 &lt; 2\n</code></pre>\n")
        #expect(MarkdownRenderer.render("```\nplain\n```\n").html == "<pre tabindex=\"0\"><code>plain\n</code></pre>\n")
    }

    @Test("a fence language with markup characters is escaped in the class attribute")
    func fencedCodeClassEscaped() {
        let document = MarkdownRenderer.render("```a\"b<c&d\nx\n```\n")
        #expect(document.html.hasPrefix(#"<pre tabindex="0"><code class="language-a&quot;b&lt;c&amp;d">"#))
        #expect(document.codeLanguages == ["a\"b<c&d"])
    }
}
