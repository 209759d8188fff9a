/// How a theme draws pictures, from the `images:` block of `theme.yml`: where the gallery and
/// the article column sit in the viewport, and where each cell template puts its picture inside
/// the cell's frame. sitegen turns it, with the layout engine's frames, into `srcset`, `sizes`
/// and `loading`.
struct ThemeImages: Sendable, Hashable {
    /// A column of the page whose width follows the viewport's: `min(V − padding, maxWidth)`,
    /// or from a width on, a share of a row of two columns (``Beside``).
    struct Column: Sendable, Hashable {
        /// The horizontal padding around it (both sides together), in CSS pixels.
        var padding: Double
        /// The widest it gets, if it has a limit.
        var maxWidth: Double?
        /// How far below the top of the page it starts (for the first screen).
        var top: Double
        /// Where the column stands beside another from some viewport width on.
        var beside: Beside?

        /// The column's width for a viewport width.
        func width(viewport: Double) -> Double {
            var width = max(viewport - padding, 0)
            if let beside, viewport >= beside.from { width = max(width - beside.gap, 0) * beside.share }
            return maxWidth.map { min(width, $0) } ?? width
        }
    }

    /// A column that, from viewport width `from` on, takes `share` of the row the padding leaves
    /// after a `gap` between it and its neighbour (the episode page's two columns at 1024 px).
    struct Beside: Sendable, Hashable {
        var from: Double
        var share: Double
        var gap: Double
    }

    /// A length in a cell: `perCell × (the cell's width or height) + constant`.
    struct CellLength: Sendable, Hashable {
        var perCell: Double
        var constant: Double
    }

    /// The picture's box in a cell: its width, and its height or aspect ratio. The picture
    /// covers the box (`object-fit: cover`).
    struct Box: Sendable, Hashable {
        var width = CellLength(perCell: 1, constant: 0)
        var height: CellLength?
        var aspectRatio: Double? = 16.0 / 9.0
    }

    /// A cell template's picture box in compact sections and, if different, in regular ones
    /// (sections at least `regularSizeClassMinWidth` wide, like the theme's container queries).
    struct Cell: Sendable, Hashable {
        var compact = Box()
        var regular: Box?

        func box(sectionWidth: Double, regularFrom threshold: Double) -> Box {
            sectionWidth >= threshold ? regular ?? compact : compact
        }
    }

    /// The gallery root (every layout's `root` frame).
    var gallery = Column(padding: 0, maxWidth: nil, top: 64)
    /// The article column: Markdown images.
    var article = Column(padding: 40, maxWidth: 704, top: 180)
    /// The column of an episode page's picture (the article column unless the theme says).
    var poster: Column?
    /// Page kinds whose gallery starts below the first screen (after an article).
    var belowFirstScreen: Set<String> = ["episode"]
    /// The picture box of each cell template, by template name; others get ``Box/init()``.
    var cells: [String: Cell] = [:]
    /// A cell template's box (the default box, full width at 16:9, when the theme names none).
    func cell(_ template: String) -> Cell { cells[template] ?? Cell() }
}
