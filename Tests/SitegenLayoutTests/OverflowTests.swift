import SitegenDiagnostics
import SitegenLayout
import Testing

/// Lengths so large that the engine's sums overflow: possible through the Swift API, which has
/// no layout file's bounds. Nothing is written with `inf` or `nan`; each output is an error.
@Suite struct OverflowTests {
    /// Items 1e308 tall, two a row: the second row starts at 2e308, which is `inf`.
    static let layout: CompositionalLayout = {
        let item = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1e308)),
            repeatingSubitem: .item(item), count: 2)
        let section = LayoutSectionProvider(
            name: "a", provider: .fixed(LayoutSection(group: group)),
            position: SourcePosition(file: "t.yml", line: 2, column: 5))
        return CompositionalLayout(sections: [section], position: SourcePosition.start(of: "t.yml"))
    }()

    static let expected =
        "t.yml:2:5: error: `s0` is too large to compute at a root width of WIDTH: its position or size is not a "
        + "finite number; use smaller lengths"

    @Test("frames that overflow are an error at their section")
    func frames() {
        let result = Self.layout.frames(width: 375, itemCounts: [6])
        #expect(throws: Diagnostic.self) { try result.get() }
        if case .failure(let diagnostic) = result {
            #expect(diagnostic.description == Self.expected.replacing("WIDTH", with: "375"))
        }
    }

    @Test("the breakpoint analysis reports the overflow, so no CSS or preview page is written")
    func stylesheet() {
        let analysis = Self.layout.breakpoints()
        #expect(analysis.diagnostics.map(\.description) == [Self.expected.replacing("WIDTH", with: "400")])
        let compiled = CSSGridCompiler(layout: Self.layout, options: .init(scope: "t")).compile()
        #expect(throws: DiagnosticError.self) { try compiled.get() }
        let page = PreviewPage.render(layout: Self.layout, name: "t", itemCounts: [6])
        #expect(throws: DiagnosticError.self) { try page.get() }
    }

    @Test("a huge but finite length is written in full, never as inf")
    func hugeFiniteNumber() throws {
        let frame = LayoutFrame(id: "s0-i0", x: 0, y: 0, width: 1, height: 1.7e308)
        let json = FrameJSON.render([(width: 375, frames: [frame])])
        #expect(!json.contains("inf"))
        // The double's exact value: 309 digits, starting 16999….
        #expect(json.firstMatch(of: #/"height": 16999\d{304}\}/#) != nil)
    }
}
