import Foundation
import SitegenImages
import SitegenLayout

/// The widths each picture is needed at: its drawn width (``ImageGeometry``) at every sampled
/// viewport width, times each device pixel ratio, capped at the source's width.
///
/// The sampled viewport widths are the common devices' (``CommonDevice``), both edges of every
/// range where a layout of the theme changes, and both edges of every piece of the picture's
/// own drawn width: wherever the drawn width is checked, a candidate was made for it.
enum ImageNeeds {
    /// The viewport widths every picture is sampled at: the common devices and the edges of every
    /// layout's breakpoint ranges (through the gallery column).
    static func themeSamples(theme: Theme) -> [Double] {
        var widths = Set(CommonDevice.all.map { Double($0.width) })
        let padding = theme.images.gallery.padding
        for layout in theme.layouts.values {
            for breakpoint in layout.breakpoints().breakpoints {
                widths.insert(Double(breakpoint.range.lowerBound) + padding)
                if let upper = breakpoint.range.upperBound { widths.insert(Double(upper) + padding) }
            }
        }
        return widths.filter { $0 >= 1 && $0 <= 3840 }.sorted()
    }

    /// The needed widths of every raster picture, by path; the `sizes` of every cell placement go
    /// into the catalog.
    /// - Parameters:
    ///   - symbolic: each layout's ``SitegenLayout/CompositionalLayout/symbolicSizes(height:)``.
    ///   - samples: the theme's sampled viewport widths (``themeSamples(theme:)``).
    static func compute(
        references: ImageReferences, sources: [String: ImageStage.Source], theme: Theme,
        symbolic: [String: [SymbolicBreakpoint]], samples: [Double], catalog: inout ImageCatalog
    ) -> NeedsTable {
        var needs = NeedsTable()
        var memo: [ImageCatalog.SizesKey: [LinearPiece]] = [:]
        // Most pictures share their placements and their width with many others: each distinct
        // placement and width is numbered once, and a picture's placements are a list of numbers
        // (hashing the placement's names once per use, not once per table it goes into).
        var numbers: [WidthsKey: Int] = [:]
        var widthSets: [Set<Int>] = []
        // Each key's pieces depend on the key alone (its shape is the exact aspect ratio), so the
        // order of the uses does not matter; each picture's shape is worked out once.
        var placements: [String: (shape: String, numbers: [Int])] = [:]
        for use in references.cells {
            guard let facts = sources[use.image]?.facts, facts.format.isRaster, let layout = theme.layouts[use.layout]
            else { continue }
            let shape =
                placements[use.image]?.shape
                ?? ImageSet(path: use.image, format: facts.format, width: facts.width, height: facts.height).shapeKey
            let key = ImageCatalog.SizesKey(
                layout: use.layout, section: use.section, slot: use.slot, template: use.template, shape: shape)
            let widthsKey = WidthsKey(sizes: key, cap: facts.width)
            let number: Int
            if let known = numbers[widthsKey] {
                number = known
            } else {
                let pieces: [LinearPiece]
                if let known = memo[key] {
                    pieces = known
                } else {
                    pieces = ImageGeometry.cellPieces(
                        sizes: symbolic[use.layout] ?? [], section: use.section, item: use.slot,
                        cell: theme.images.cell(use.template), regularFrom: Double(layout.regularSizeClassMinWidth),
                        column: theme.images.gallery, aspectRatio: facts.aspectRatio)
                    memo[key] = pieces
                    catalog.sizes[key] = SizesAttribute.text(pieces)
                }
                number = widthSets.count
                widthSets.append(widths(pieces, samples: samples, cap: facts.width))
                numbers[widthsKey] = number
            }
            placements[use.image, default: (shape, [])].numbers.append(number)
        }
        // Pictures placed alike (most of a catalogue's thumbnails) share their union.
        var unionMemo: [[Int]: Int] = [:]
        for (image, placed) in placements {
            let distinct = Array(Set(placed.numbers)).sorted()
            if let known = unionMemo[distinct] {
                needs.numbers[image] = known
                continue
            }
            let number = needs.append(Self.union(distinct.map { widthSets[$0] }))
            unionMemo[distinct] = number
            needs.numbers[image] = number
        }
        // In the article column a picture's widths depend on its own width only: most share it.
        let article = theme.images.article
        let posterPieces = ImageGeometry.articlePieces(column: theme.images.poster ?? article, cap: nil)
        var posterMemo: [Int: Int] = [:]
        for path in references.posters {
            guard let facts = sources[path]?.facts, facts.format.isRaster else { continue }
            let number =
                posterMemo[facts.width]
                ?? needs.append(widths(posterPieces, samples: samples, cap: facts.width).sorted())
            posterMemo[facts.width] = number
            needs.add(number, to: path)
        }
        var bodyMemo: [Int: Int] = [:]
        for path in references.bodies.keys {
            guard let facts = sources[path]?.facts, facts.format.isRaster else { continue }
            let number =
                bodyMemo[facts.width]
                ?? needs.append(
                    widths(
                        ImageGeometry.articlePieces(column: article, cap: Double(facts.width)), samples: samples,
                        cap: facts.width
                    ).sorted())
            bodyMemo[facts.width] = number
            needs.add(number, to: path)
        }
        return needs
    }

    /// Each picture's candidate widths (``CandidateWidths/reduce(_:)``) from its needed widths,
    /// reduced once for each distinct set of needs (most pictures share theirs with many).
    static func candidates(_ needs: NeedsTable) -> [String: [Int]] {
        let reduced = needs.sets.map { CandidateWidths.reduce(ascending: $0) }
        return needs.numbers.mapValues { reduced[$0] }
    }

    /// The union of some sets of widths, ascending, through a bitmap of the widths up to the
    /// largest (a picture has a set for each of its placements, often dozens, each of some 30
    /// widths: joining `Set`s hashed every width again, and each union was sorted again to be
    /// reduced).
    static func union(_ sets: [Set<Int>]) -> [Int] {
        var smallest = 0
        var largest = 0
        for set in sets {
            for width in set {
                smallest = min(smallest, width)
                largest = max(largest, width)
            }
        }
        guard smallest >= 0, largest <= 1 << 20 else {
            return sets.reduce(into: Set<Int>()) { $0.formUnion($1) }.sorted()
        }
        var words = [UInt64](repeating: 0, count: largest / 64 + 1)
        for set in sets {
            for width in set { words[width / 64] |= 1 << UInt64(width % 64) }
        }
        var result: [Int] = []
        result.reserveCapacity((sets.first?.count ?? 0) * 2)
        for (index, word) in words.enumerated() where word != 0 {
            var bits = word
            while bits != 0 {
                result.append(index * 64 + bits.trailingZeroBitCount)
                bits &= bits - 1
            }
        }
        return result
    }

    /// A placement's `sizes` and a source's width: what a picture's needed widths depend on.
    private struct WidthsKey: Hashable {
        var sizes: ImageCatalog.SizesKey
        var cap: Int
    }

    /// The pixel widths needed over some pieces at the sampled viewport widths and each piece's
    /// edges, at every device pixel ratio, capped at `cap`.
    static func widths(_ pieces: [LinearPiece], samples: [Double], cap: Int) -> Set<Int> {
        var viewports = samples
        for piece in pieces {
            viewports.append(piece.from.rounded(.up))
            if let to = piece.to { viewports.append(to.rounded(.up) - 1) }
        }
        var result: Set<Int> = []
        for viewport in viewports where viewport >= 1 && viewport <= 3840 {
            guard let piece = pieces.first(where: { $0.contains(viewport) }) else { continue }
            let drawn = piece.value(at: viewport)
            guard drawn > 0 else { continue }
            for ratio in CommonDevice.pixelRatios {
                // Capped before it becomes an Int: a width beyond Int's range traps.
                result.insert(Int(min((drawn * Double(ratio) - 0.01).rounded(.up), Double(cap))))
            }
        }
        return result
    }
}
