import Foundation
import SitegenLayout
import SitegenLayoutFile
import Testing

/// Lengths and fractions out of their bounds (100000 px, 100), and what the bounds guarantee:
/// nothing the engine writes is `inf` or `nan`.
@Suite struct LayoutFileBoundTests {
    /// One value out of its bound: the file and the exact diagnostic line it gives.
    struct BoundCase: Sendable, CustomTestStringConvertible {
        var name: String
        var yaml: String
        var line: String
        var testDescription: String { name }
    }

    /// A file whose only group is horizontal with `body` on its own lines (its lines start at 5).
    static func group(_ body: String) -> String {
        "sections:\n  - name: a\n    group:\n      horizontal:\n"
            + body.split(separator: "\n").map { "        \($0)\n" }.joined()
    }

    static let item = "{item: {size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}}}"
    static let size = "size: {width: fractionalWidth(1), height: absolute(100)}"

    static let cases: [BoundCase] = [
        BoundCase(
            name: "absolute(1e308), whose sums overflowed to inf",
            yaml: group(
                "size: {width: fractionalWidth(1), height: absolute(1e308)}\nrepeatingSubitem: \(item)\ncount: 2"),
            line: "t.yml:5:51: error: 'absolute(1e308)' is not a valid dimension: the value must be at most 100000 px"),
        BoundCase(
            name: "estimated just over the bound",
            yaml: group("size: {width: estimated(100000.5), height: absolute(1)}\nsubitem: \(item)\ncount: 2"),
            line:
                "t.yml:5:23: error: 'estimated(100000.5)' is not a valid dimension: the value must be at most 100000 px"
        ),
        BoundCase(
            name: "uniformAcrossSiblings with a label",
            yaml: group(
                "size: {width: fractionalWidth(1), height: \"uniformAcrossSiblings(estimate: 2e5)\"}\nsubitem: \(item)\ncount: 2"
            ),
            line:
                "t.yml:5:51: error: 'uniformAcrossSiblings(estimate: 2e5)' is not a valid dimension: the value must be at most 100000 px"
        ),
        BoundCase(
            name: "fractionalWidth over 100",
            yaml: group("size: {width: fractionalWidth(101), height: absolute(1)}\nsubitem: \(item)\ncount: 2"),
            line: "t.yml:5:23: error: 'fractionalWidth(101)' is not a valid dimension: a fraction must be at most 100"),
        BoundCase(
            name: "fractionalHeight of 1e300",
            yaml: group(
                "size: {width: fractionalWidth(1), height: fractionalHeight(1e300)}\nsubitem: \(item)\ncount: 2"),
            line:
                "t.yml:5:51: error: 'fractionalHeight(1e300)' is not a valid dimension: a fraction must be at most 100"),
        BoundCase(
            name: "fixed spacing",
            yaml: group("\(size)\nsubitem: \(item)\ncount: 2\ninterItemSpacing: fixed(1e6)"),
            line: "t.yml:8:27: error: 'fixed(1e6)' is not a valid spacing: the value must be at most 100000 px"),
        BoundCase(
            name: "spacing as a plain number",
            yaml: group("\(size)\nsubitem: \(item)\ncount: 2\ninterItemSpacing: 1000000"),
            line: "t.yml:8:27: error: `interItemSpacing` must be at most 100000 px, not 1000000"),
        BoundCase(
            name: "flexible edge spacing",
            yaml: group("\(size)\nsubitem: \(item)\ncount: 2\nedgeSpacing: {leading: flexible(1e9)}"),
            line: "t.yml:8:32: error: 'flexible(1e9)' is not a valid spacing: the value must be at most 100000 px"),
        BoundCase(
            name: "one inset for all edges",
            yaml: group("\(size)\nsubitem: \(item)\ncount: 2\ncontentInsets: 1e308"),
            line: "t.yml:8:24: error: `contentInsets` must be at most 100000 px, not 1e+308"),
        BoundCase(
            name: "one edge's inset",
            yaml: group("\(size)\nsubitem: \(item)\ncount: 2\ncontentInsets: {top: 1, leading: 100001}"),
            line: "t.yml:8:42: error: `contentInsets.leading` must be at most 100000 px, not 100001"),
        BoundCase(
            name: "an item's inset",
            yaml: group(
                "\(size)\nsubitem: {item: {size: {width: fractionalWidth(1), height: absolute(1)}, contentInsets: 2e5}}\ncount: 2"
            ),
            line: "t.yml:6:97: error: `contentInsets` must be at most 100000 px, not 200000"),
        BoundCase(
            name: "a custom frame's fraction",
            yaml: group("\(size)\nframes: [{x: 0, y: 1000, width: 1, height: 1}]").replacingHorizontal(by: "custom"),
            line: "t.yml:6:28: error: `y` must be at most 100, not 1000"),
        BoundCase(
            name: "interGroupSpacing",
            yaml: "sections:\n  - name: a\n    interGroupSpacing: 123456\n    group: \(Sample.group)\n",
            line: "t.yml:3:24: error: `interGroupSpacing` must be at most 100000 px, not 123456"),
        BoundCase(
            name: "interSectionSpacing",
            yaml: Sample.configuration("interSectionSpacing: 1e7"),
            line: "t.yml:2:24: error: `interSectionSpacing` must be at most 100000 px, not 10000000"),
        BoundCase(
            name: "splitSpacing",
            yaml: Sample.configuration("split: {leftSideRatio: 0.5, splitSpacing: 1e10}"),
            line: "t.yml:2:45: error: `splitSpacing` must be at most 100000 px, not 10000000000"),
        BoundCase(
            name: "a boundary item's size",
            yaml: Sample.configuration(
                "boundarySupplementaryItems:\n  - {kind: top, alignment: top, size: {width: absolute(3e5), height: absolute(1)}}"
            ),
            line: "t.yml:3:49: error: 'absolute(3e5)' is not a valid dimension: the value must be at most 100000 px"),
    ]

    @Test("a length over 100000 px or a fraction over 100 is an error at the value", arguments: cases)
    func outOfBound(_ bound: BoundCase) {
        let result = decodeLayout(bound.yaml)
        #expect(result.layout == nil)
        #expect(result.diagnostics.map(\.description) == [bound.line])
    }

    @Test("the bounds themselves are allowed")
    func atTheBounds() throws {
        let yaml = Self.group(
            "size: {width: fractionalWidth(100), height: absolute(100000)}\nsubitem: \(Self.item)\ncount: 2\n"
                + "interItemSpacing: flexible(100000)\ncontentInsets: 100000")
        let result = decodeLayout(yaml)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        #expect(result.layout != nil)
    }

    @Test("lengths at their bounds, nested as deep as allowed, solve and compile to finite numbers")
    func nothingOverflows() throws {
        let fractions = "size: {width: fractionalWidth(100), height: fractionalHeight(100)}"
        var child = "{item: {\(fractions), contentInsets: 100000}}"
        // 31 groups inside the section's group: as deep as a layout file may nest them.
        for _ in 1..<32 {
            child = "{vertical: {\(fractions), subitem: \(child), count: 1, contentInsets: 100000}}"
        }
        let yaml = Self.group(
            "size: {width: fractionalWidth(100), height: absolute(100000)}\nrepeatingSubitem: \(child)\ncount: 2\n"
                + "interItemSpacing: 100000\ncontentInsets: 100000")
        let layout = try #require(decodeLayout(yaml).layout)
        let frames = try layout.frames(width: 100_000, height: 100_000, itemCounts: [10_000]).get()
        #expect(frames.allSatisfy { $0.x.isFinite && $0.y.isFinite && $0.width.isFinite && $0.height.isFinite })
        let json = FrameJSON.render([(width: 100_000, frames: frames)])
        let svg = FrameSVG.render([(width: 100_000, frames: frames)])
        let css = try CSSGridCompiler(layout: layout, options: .init(scope: "t")).compile().get()
        for text in [json, svg, css] {
            #expect(text.firstMatch(of: Self.nonFinite) == nil)
        }
    }

    /// How Swift prints a non-finite number, alone or with a CSS unit (`inf`, `-infpx`, `nan`).
    nonisolated(unsafe) static let nonFinite = #/(?:^|[^\w.-])-?(?:nan|inf)(?:px|cqw|svh)?(?![\w-])/#

    @Test("`side` without a split is a warning at the key, and the layout still decodes")
    func sideWithoutSplit() {
        let result = decodeLayout(Sample.section("side: left"))
        #expect(result.layout != nil)
        #expect(
            result.diagnostics.map(\.description) == [
                "t.yml:4:5: warning: `side` has no effect without a `split` in the configuration"
            ])
    }

    @Test("`side` with a split, given in a configuration variant only, is no warning")
    func sideWithSplitInVariant() {
        let yaml = Sample.configuration(
            "variants:\n  - {when: {width: \"1000...\"}, split: {leftSideRatio: 0.5}}"
        ).replacingOccurrences(of: "    group:", with: "    side: left\n    group:")
        let result = decodeLayout(yaml)
        #expect(result.layout != nil)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }
}

private extension String {
    /// The file with its `horizontal:` group made a group of another kind.
    func replacingHorizontal(by kind: String) -> String {
        replacingOccurrences(of: "horizontal:", with: "\(kind):")
    }
}
