import SitegenMarkdown
import Testing

/// A page bundle's body: relative destinations are resolved against the bundle's folder
/// (`MarkdownOptions.relativeBase`), then made relative to the page like root-relative ones.
@Suite struct RelativeBaseTests {
    static func render(_ markdown: String) -> MarkdownDocument {
        var options = MarkdownOptions(lineOffset: 4, rootPrefix: "../../")
        options.relativeBase = "episodes/april-update"
        return MarkdownRenderer.render(markdown, options: options)
    }

    @Test(
        "relative destinations are resolved against the bundle; URLs, fragments and root-relative ones are not",
        arguments: [
            (
                "![A](diagram.png)", "<img src=\"../../episodes/april-update/diagram.png\"",
                "/episodes/april-update/diagram.png"
            ),
            (
                "[N](media/notes.pdf#p2)", "href=\"../../episodes/april-update/media/notes.pdf#p2\"",
                "/episodes/april-update/media/notes.pdf#p2"
            ),
            ("[O](../other/)", "href=\"../../episodes/other/\"", "/episodes/other/"),
            ("[S](./same.png)", "href=\"../../episodes/april-update/same.png\"", "/episodes/april-update/same.png"),
            ("[R](/images/a.png)", "href=\"../../images/a.png\"", nil),
            ("[W](https://example.org/a)", "href=\"https://example.org/a\"", nil),
            ("[M](mailto:a@example.org)", "href=\"mailto:a@example.org\"", nil),
            ("[F](#notes)", "href=\"#notes\"", nil),
        ] as [(String, String, String?)])
    func resolves(markdown: String, html: String, resolved: String?) {
        let document = Self.render(markdown + "\n")
        #expect(document.html.contains(html), "\(document.html)")
        #expect(document.links.first?.resolved == resolved)
        #expect(document.warnings.isEmpty)
    }

    @Test("a destination that climbs above the site's root is an error at the link's line and column")
    func escapes() {
        let document = Self.render("Text\n\nSee ![x](../../../etc/passwd).\n")
        #expect(
            document.warnings == [
                MarkdownWarning(
                    line: 7, column: 5,
                    message: "'../../../etc/passwd' climbs out of the site's folder (Content/); a page bundle's "
                        + "images name its own files or other pages of the site", isError: true)
            ])
        #expect(!document.html.contains("passwd"))
    }
}
