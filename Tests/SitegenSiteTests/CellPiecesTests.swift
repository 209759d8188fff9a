import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// A rendered cell is cut at its markers: the root prefix and the picture's placement slots.
@Suite struct CellPiecesTests {
    static let root = SiteRoutes.rootMarker
    static let sizes = ImagePlacement.marker(.sizes)
    static let loading = ImagePlacement.marker(.loading)

    @Test(
        "a cell is cut at every marker and nowhere else",
        arguments: [
            ("<a href=\"x\">plain</a>", ["<a href=\"x\">plain</a>"], []),
            ("\(root)a.html", ["", "a.html"], [ImagePlacement.Slot.root]),
            ("x=\"\(root)\"", ["x=\"", "\""], [.root]),
            ("\(sizes)\(loading)", ["", "", ""], [.sizes, .loading]),
            ("é\(root)ü\(sizes)end\(root)", ["é", "ü", "end", ""], [.root, .sizes, .root]),
            ("stray \u{1} byte \u{1}sitegen-", ["stray \u{1} byte \u{1}sitegen-"], []),
            ("\u{1}\(root)", ["\u{1}", ""], [.root]),
        ] as [(String, [String], [ImagePlacement.Slot])])
    func cut(html: String, pieces: [String], slots: [ImagePlacement.Slot]) {
        let cut = CellCache.pieces(of: html)
        #expect(cut.pieces.map(String.init) == pieces)
        #expect(cut.slots == slots)
    }
}

extension CellPiecesTests {
    @Test(
        "a cell's root slots are filled with a page's prefix, its placement's slots kept",
        arguments: ["", "./", "../../"])
    func rooted(root: String) {
        let html =
            "<a href=\"\(Self.root)e/\">\(Self.root)x.webp 1w, \(Self.root)y.webp 2w\" sizes=\"\(Self.sizes)\""
            + " loading=\"\(Self.loading)\" src=\"\(Self.root)z.jpg\"></a>"
        let rooted = CellCache.pieces(of: html).rooted(root)
        #expect(rooted.slots == [.sizes, .loading])
        #expect(
            rooted.pieces.map(String.init) == [
                "<a href=\"\(root)e/\">\(root)x.webp 1w, \(root)y.webp 2w\" sizes=\"", "\" loading=\"",
                "\" src=\"\(root)z.jpg\"></a>",
            ])
        #expect(CellCache.pieces(of: "no markers").rooted(root).pieces == ["no markers"])
    }
}
