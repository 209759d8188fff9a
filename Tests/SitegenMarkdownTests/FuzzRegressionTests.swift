import SitegenMarkdown
import Testing

/// Inputs the fuzzer (`make fuzz`, with AddressSanitizer) found crashing or misbehaving, kept
/// as plain tests; the same inputs are in `Fuzz/Corpus/markdown/` for the sanitizer runs.
@Suite struct FuzzRegressionTests {
    /// `# <t>` with unsafe HTML read freed memory: the heading node that `giveID` replaced was
    /// freed before rendering while its inline raw HTML still pointed into its text buffer.
    /// Without AddressSanitizer the read usually returns the old bytes, so the output is checked
    /// on many headings, where reused memory would show.
    @Test("headings holding raw inline HTML render their HTML after the heading is replaced")
    func headingWithRawHTML() {
        let options = MarkdownOptions(unsafeHTML: true)
        #expect(MarkdownRenderer.render("# <t>", options: options).html == "<h1 id=\"section\"><t></h1>\n")
        let markdown = (0..<500).map { "## Title \($0) <span class=\"n\($0)\">x</span> tail\n" }.joined()
        let html = MarkdownRenderer.render(markdown, options: options).html
        for number in [0, 123, 499] {
            #expect(
                html.contains(
                    "<h2 id=\"title-\(number)-x-tail\">Title \(number) <span class=\"n\(number)\">x</span> tail</h2>"))
        }
        #expect(html.ranges(of: "<span class=\"n").count == 500)
    }
}
