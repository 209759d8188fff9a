import SitegenDiagnostics
import SitegenLayout
import SitegenLayoutFile
import Testing

/// Warnings of `breakpoints()` about what the compiled CSS cannot follow.
@Suite struct LayoutWarningTests {
    @Test(
        "a group whose structure depends on the viewport's height is a warning at its section",
        arguments: [
            (
                "viewport-height-fill.yml",
                "t.yml:4:5: warning: in a viewport 568 px tall, at a root width of 400, the group of section 'column' holds 1 item, not the 2 it holds in a viewport 900 px tall, the height pages are compiled for; give the group a count, or lengths that do not depend on the viewport's height"
            ),
            ("viewport-height-count.yml", nil),
        ])
    func viewportHeight(file: String, expected: String?) throws {
        let layout = try #require(decodeLayout(try fixtureText(file)).layout)
        let warnings = layout.breakpoints().diagnostics.map(\.description)
        #expect(warnings == (expected.map { [$0] } ?? []))
    }
}
