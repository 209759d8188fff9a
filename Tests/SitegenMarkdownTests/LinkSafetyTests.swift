import SitegenMarkdown
import Testing

@Suite struct LinkSafetyTests {
    static let dangerous: [String] = [
        "javascript:alert(1)",
        "JavaScript:alert(1)",
        "JAVASCRIPT:alert(1)",
        "&#106;avascript:alert(1)",
        "&#x6A;&#x61;vascript:alert(1)",
        "java&#x09;script:alert(1)",
        "java&#10;script:alert(1)",
        "<&#x01; javascript:alert(1)>",
        "<\u{01}javascript:alert(1)>",
        "vbscript:msgbox(1)",
        "VBScript:msgbox(1)",
        "data:text/html,<script>alert(1)</script>",
        "data:text/html;base64,PHNjcmlwdD4=",
        "DATA:image/png;base64,AAAA",
        "data:image/svg+xml,%3Csvg%20onload=alert(1)%3E",
        "<java\tscript:alert(1)>",
        "javascript&colon;alert(1)",
        "&#x20;javascript:alert(1)",
        "jav&#x0A;ascript:alert(1)",
        "JaVa&#x0D;Script:alert(1)",
        "VBScript&#58;msgbox(1)",
        "<\u{1F}\u{20}DaTa:text/html,x>",
    ]

    static let harmless: [String] = [
        "https://example.com/",
        "http://example.com/javascript:x",
        "/episodes/intro/",
        "../images/a.png",
        "#section",
        "mailto:me@example.com",
        "javascript-tips.html",
        "./javascript:x",
        "dataset.csv",
        "?q=javascript:x",
    ]

    @Test("script-capable link destinations become # by default", arguments: dangerous)
    func linkNeutralised(destination: String) {
        let document = MarkdownRenderer.render("[click](\(destination))")
        #expect(document.html == "<p><a href=\"#\">click</a></p>\n")
        #expect(document.links.count == 1)
    }

    @Test("script-capable image sources become # and are not the first image", arguments: dangerous)
    func imageNeutralised(destination: String) {
        let document = MarkdownRenderer.render("![pic](\(destination))")
        #expect(document.html == "<p><img src=\"#\" alt=\"pic\" /></p>\n")
        #expect(document.firstImage == nil)
    }

    @Test("an autolink with a javascript: scheme is neutralised")
    func autolinkNeutralised() {
        let html = MarkdownRenderer.render("<javascript:alert(1)>").html
        #expect(html == "<p><a href=\"#\">javascript:alert(1)</a></p>\n")
    }

    @Test("a reference-style link is neutralised too")
    func referenceNeutralised() {
        let html = MarkdownRenderer.render("[x][bad]\n\n[bad]: javascript:alert(1)\n").html
        #expect(html == "<p><a href=\"#\">x</a></p>\n")
    }

    @Test("with unsafe HTML, script-capable destinations are kept")
    func keptWhenUnsafe() {
        let options = MarkdownOptions(unsafeHTML: true)
        #expect(
            MarkdownRenderer.render("[a](javascript:alert(1))", options: options).html
                == "<p><a href=\"javascript:alert(1)\">a</a></p>\n")
        #expect(
            MarkdownRenderer.render("![a](data:image/png;base64,AAAA)", options: options).html
                == "<p><img src=\"data:image/png;base64,AAAA\" alt=\"a\" /></p>\n")
        #expect(
            MarkdownRenderer.render("[a](vbscript:x)", options: options).html
                == "<p><a href=\"vbscript:x\">a</a></p>\n")
    }

    @Test("ordinary destinations are left alone", arguments: harmless)
    func harmlessKept(destination: String) {
        let document = MarkdownRenderer.render("[a](<\(destination)>)")
        #expect(!document.html.contains("href=\"#\""))
        #expect(!document.html.contains("href=\"\""))
        #expect(document.links.map(\.destination) == [destination])
    }

    @Test("the links list keeps the destination as written, even when neutralised")
    func linksKeepOriginal() {
        let document = MarkdownRenderer.render("[a](javascript:alert(1)) [b](/ok/)")
        #expect(document.links.map(\.destination) == ["javascript:alert(1)", "/ok/"])
    }
}
