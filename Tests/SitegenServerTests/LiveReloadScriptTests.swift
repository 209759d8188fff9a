import Foundation
import Testing

@testable import SitegenServer

/// ``LiveReloadScript/inject(into:)``: HTML pages get the script before `</body>`; an `.html`
/// file that is XML (a podcast feed at an old folder address) is served unchanged.
@Suite struct LiveReloadScriptTests {
    @Test("a page gets the script before its last </body>, or at its end")
    func page() {
        let page = String(decoding: LiveReloadScript.inject(into: Data("<p>x</p></body></html>".utf8)), as: UTF8.self)
        #expect(page.hasPrefix("<p>x</p><script"))
        #expect(page.hasSuffix("</script></body></html>"))
        let bare = String(decoding: LiveReloadScript.inject(into: Data("<p>x</p>".utf8)), as: UTF8.self)
        #expect(bare.hasPrefix("<p>x</p><script") && bare.hasSuffix("</script>"))
    }

    @Test(
        "an XML document named .html is left as it is",
        arguments: [
            "<?xml version=\"1.0\"?><rss><channel></channel></rss>", "\n  <?xml version=\"1.0\"?><rss/>",
            "\u{FEFF}<?xml version=\"1.0\"?><rss/>",
        ])
    func xml(_ text: String) {
        #expect(LiveReloadScript.inject(into: Data(text.utf8)) == Data(text.utf8))
    }
}
