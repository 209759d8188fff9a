import Foundation
import Testing

@testable import SitegenHighlight

/// Code blocks in feeds: the text of the highlighted block, without its spans.
@Suite struct FeedCodeTests {
    @Test(
        "a highlighted block without its spans is the block's escaped text in the same <pre><code>",
        arguments: [
            ("swift", "let greeting = \"<Hello> & \\(name)\" // hi\nprint(greeting)\n"),
            ("swift {2} title=\"A.swift\"", "let a = 1\nlet b = 2\n"),
            ("diff-swift", "-let a = 1\n+let a = 2\n"),
            ("json", "{\"a\": [1, true, null]}\n"),
        ])
    func plain(fence: String, code: String) throws {
        let info = FenceInfo(fence)
        let html = try #require(CodeBlockRenderer.render(code, info: info)?.html)
        #expect(html.contains("<span class=\"hl-"), "the block was highlighted: \(html)")
        let plain = CodeBlockRenderer.withoutTokenSpans(html)
        #expect(!plain.contains("<span"), "\(plain)")
        let escaped = code.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        #expect(plain.contains("<code class=\"language-\(info.language)\">\(escaped)</code></pre>"), "\(plain)")
    }

    @Test("spans outside <pre> and text without spans are left as they are")
    func outside() {
        let html = "<p><span class=\"x\">kept</span></p>\n<pre><code>plain</code></pre>\n<p><span>after</span></p>"
        #expect(CodeBlockRenderer.withoutTokenSpans(html) == html)
        let mixed = "<p><span>a</span></p><pre><code><span class=\"hl-kw\">let</span> a</code></pre><spanner>"
        #expect(
            CodeBlockRenderer.withoutTokenSpans(mixed) == "<p><span>a</span></p><pre><code>let a</code></pre><spanner>")
    }
}
