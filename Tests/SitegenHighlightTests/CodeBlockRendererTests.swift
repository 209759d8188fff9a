import Foundation
import SitegenHighlight
import Testing

/// The HTML of a code block: spans per token, lines, fence options, escaping.
@Suite struct CodeBlockRendererTests {
    static func html(_ code: String, _ info: String) -> String? {
        CodeBlockRenderer.render(code, info: FenceInfo(info))?.html
    }

    @Test(
        "fence info strings are read as Docusaurus and Hugo users write them",
        arguments: [
            ("swift", "swift", [Int](), nil as String?, false),
            ("swift {3,5-7}", "swift", [3, 5, 6, 7], nil, false),
            ("swift title=\"Package.swift\"", "swift", [], "Package.swift", false),
            ("js {1} title='a b.js' showLineNumbers", "js", [1], "a b.js", true),
            ("python linenos=table", "python", [], nil, true),
            ("swift {x,0,2-1,4}", "swift", [4], nil, false),
        ])
    func fenceInfo(info: String, language: String, lines: [Int], title: String?, numbered: Bool) {
        let fence = FenceInfo(info)
        #expect(fence.language == language)
        #expect(fence.highlightedLines == Set(lines))
        #expect(fence.title == title)
        #expect(fence.showsLineNumbers == numbered)
    }

    @Test(
        "a block renders spans per token, escaped, and lines only when the fence asks",
        arguments: [
            (
                "let a = 1 < 2\n", "swift",
                "<pre tabindex=\"0\"><code class=\"language-swift\"><span class=\"hl-kw\">let</span> <span class=\"hl-decl\">a</span> = "
                    + "<span class=\"hl-num\">1</span> &lt; <span class=\"hl-num\">2</span>\n</code></pre>\n"
            ),
            (
                "a\nb\n", "text {2}",
                "<pre tabindex=\"0\"><code class=\"language-text\"><span class=\"line\">a\n</span><span class=\"line hl-line\">b\n"
                    + "</span></code></pre>\n"
            ),
            (
                "x\n", "text title=\"<A & B>\" linenos",
                "<figure class=\"code\"><figcaption>&lt;A &amp; B&gt;</figcaption><pre class=\"numbered\" tabindex=\"0\">"
                    + "<code class=\"language-text\"><span class=\"line\">x\n</span></code></pre></figure>\n"
            ),
            (
                "-a\n+b\n c\n", "diff",
                "<pre tabindex=\"0\"><code class=\"language-diff\"><span class=\"line hl-del\">-a\n</span><span class=\"line hl-ins\">"
                    + "+b\n</span><span class=\"line\"> c\n</span></code></pre>\n"
            ),
            (
                "/* a\nb */\n", "c",
                "<pre tabindex=\"0\"><code class=\"language-c\"><span class=\"hl-com\">/* a</span>\n<span class=\"hl-com\">b */</span>\n"
                    + "</code></pre>\n"
            ),
        ])
    func markup(code: String, info: String, expected: String) {
        #expect(Self.html(code, info) == expected)
    }

    @Test("an unknown language without options is left to Markdown; with options it is plain text")
    func unknownLanguage() throws {
        #expect(CodeBlockRenderer.render("x\n", info: FenceInfo("klingon")) == nil)
        let rendered = try #require(CodeBlockRenderer.render("x\n", info: FenceInfo("klingon {1}")))
        #expect(!rendered.isKnown)
        #expect(rendered.html.contains("<span class=\"line hl-line\">x\n</span>"))
    }

    @Test("every byte of the code comes out once, in order, whatever the language", arguments: Language.allCases)
    func textIsKept(_ language: Language) throws {
        let code = "let x = \"a<b>&c\" // ü 🎬\n\t$ echo 'q' # r\n+ <a href=\"x\">y</a> { color: #fff }\n"
        let html = try #require(Self.html(code, language.names[0]))
        #expect(Self.text(of: html) == code)
    }

    /// The text of the HTML: tags dropped, the four escapes decoded.
    static func text(of html: String) -> String {
        var text = ""
        var inTag = false
        for character in html {
            if character == "<" {
                inTag = true
            } else if character == ">" {
                inTag = false
            } else if !inTag {
                text.append(character)
            }
        }
        let inner = String(text.dropLast())  // the block's own line feed
        return inner.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    }
}
