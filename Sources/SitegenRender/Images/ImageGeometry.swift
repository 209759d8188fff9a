import SitegenLayout

/// How wide a picture is drawn at every viewport width, from the layout engine's symbolic sizes
/// and the theme's picture boxes: the source of both `sizes` and the `srcset` widths.
enum ImageGeometry {
    /// The drawn width of the picture of item `item` of section `section`, per viewport range.
    ///
    /// "Drawn" is the width the picture is scaled to: it covers its box (`object-fit: cover`), so
    /// in a box whose shape is not the picture's it is the larger of the box's width and its
    /// height × the picture's aspect ratio.
    static func cellPieces(
        sizes: [SymbolicBreakpoint], section: Int, item: Int, cell: ThemeImages.Cell, regularFrom: Double,
        column: ThemeImages.Column, aspectRatio: Double
    ) -> [LinearPiece] {
        var segments: [LinearSegment] = []
        for breakpoint in sizes where section < breakpoint.sections.count {
            let symbolic = breakpoint.sections[section]
            guard !symbolic.items.isEmpty else { continue }
            let slot = symbolic.items[item % symbolic.items.count]
            let whole = LinearSegment(
                from: Double(breakpoint.range.lowerBound), to: breakpoint.range.upperBound.map { Double($0 + 1) },
                constant: 0, slope: 0)
            // Where the section crosses into the regular size class, the cell's box may change.
            let sectionWidth = LinearSegment(
                from: whole.from, to: whole.to, constant: symbolic.width.constant,
                slope: symbolic.width.perRootWidth)
            for (part, _) in sectionWidth.split(against: (regularFrom, 0)) {
                let middle = part.to.map { (part.from + $0) / 2 } ?? part.from + 1
                let box = cell.box(sectionWidth: sectionWidth.value(at: middle), regularFrom: regularFrom)
                let width = (
                    constant: box.width.perCell * slot.width.constant + box.width.constant,
                    slope: box.width.perCell * slot.width.perRootWidth
                )
                let height: (constant: Double, slope: Double)
                if let ratio = box.aspectRatio {
                    height = (width.constant / ratio, width.slope / ratio)
                } else {
                    let length = box.height ?? ThemeImages.CellLength(perCell: 1, constant: 0)
                    height = (
                        length.perCell * slot.height.constant + length.constant,
                        length.perCell * slot.height.perRootWidth
                    )
                }
                let covering = (constant: height.constant * aspectRatio, slope: height.slope * aspectRatio)
                let boxSegment = LinearSegment(
                    from: part.from, to: part.to, constant: width.constant, slope: width.slope)
                for (piece, boxIsWider) in boxSegment.split(against: covering) {
                    segments.append(
                        boxIsWider
                            ? piece
                            : LinearSegment(
                                from: piece.from, to: piece.to, constant: covering.constant, slope: covering.slope))
                }
            }
        }
        return viewportPieces(segments, column: column)
    }

    /// The drawn width of a picture in the article column: the column's width, or the picture's
    /// own width where that is smaller (`cap`, for Markdown images, which are never scaled up).
    static func articlePieces(column: ThemeImages.Column, cap: Double?) -> [LinearPiece] {
        var pieces = columnPieces(column)
        if let cap {
            pieces = pieces.flatMap { piece -> [LinearPiece] in
                let segment = LinearSegment(
                    from: piece.from, to: piece.to, constant: piece.constant, slope: piece.perViewport)
                return segment.split(against: (cap, 0)).map { part, isWider in
                    LinearPiece(
                        from: part.from, to: part.to, constant: isWider ? cap : part.constant,
                        perViewport: isWider ? 0 : part.slope)
                }
            }
        }
        return joined(pieces)
    }

    /// A column's width per viewport range: `min(V − padding, maxWidth)`, and from its
    /// ``ThemeImages/Beside/from`` on, `min(share × (V − padding − gap), maxWidth)`.
    static func columnPieces(_ column: ThemeImages.Column) -> [LinearPiece] {
        let whole = viewportPieces([LinearSegment(from: 0, to: nil, constant: 0, slope: 1)], column: column)
        guard let beside = column.beside else { return whole }
        var pieces = whole.compactMap { piece -> LinearPiece? in
            guard piece.from < beside.from else { return nil }
            var below = piece
            if below.to.map({ $0 > beside.from }) ?? true { below.to = beside.from }
            return below
        }
        let shared = LinearSegment(
            from: beside.from, to: nil, constant: -beside.share * (column.padding + beside.gap), slope: beside.share)
        let parts = column.maxWidth.map { shared.split(against: ($0, 0)) } ?? [(shared, false)]
        for (part, isWider) in parts {
            let constant = isWider ? column.maxWidth ?? 0 : part.constant
            pieces.append(
                LinearPiece(from: part.from, to: part.to, constant: constant, perViewport: isWider ? 0 : part.slope))
        }
        return joined(pieces)
    }

    /// Root-width segments turned into viewport-width pieces through the column
    /// (`W = min(V − padding, maxWidth)`).
    static func viewportPieces(_ segments: [LinearSegment], column: ThemeImages.Column) -> [LinearPiece] {
        var pieces: [LinearPiece] = []
        let padding = column.padding
        for segment in segments {
            let shifted = LinearPiece(
                from: segment.from + padding, to: segment.to.map { $0 + padding },
                constant: segment.constant - segment.slope * padding, perViewport: segment.slope)
            guard let limit = column.maxWidth else {
                pieces.append(shifted)
                continue
            }
            if segment.from > limit { continue }
            if let to = segment.to, to <= limit {
                pieces.append(shifted)
                continue
            }
            var below = shifted
            below.to = limit + padding
            if below.from < limit + padding { pieces.append(below) }
            pieces.append(
                LinearPiece(
                    from: limit + padding, to: nil, constant: segment.value(at: limit), perViewport: 0))
        }
        return joined(pieces.sorted { $0.from < $1.from })
    }

    /// Adjacent pieces of the same form joined.
    static func joined(_ pieces: [LinearPiece]) -> [LinearPiece] {
        var result: [LinearPiece] = []
        for piece in pieces {
            if var last = result.last, last.hasSameForm(as: piece),
                last.to.map({ abs($0 - piece.from) < 1e-6 }) ?? false
            {
                last.to = piece.to
                result[result.count - 1] = last
            } else {
                result.append(piece)
            }
        }
        return result
    }
}
