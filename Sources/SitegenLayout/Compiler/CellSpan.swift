/// A leaf's grid area along one axis of its group instance: its slot, clamped to the instance
/// where the slot overhangs it. R15 steps instances by the group's own size, so an item larger
/// than its group overlaps the next instance instead of growing the group; in CSS the cell keeps
/// the clamped area's tracks and is given its own size, overflowing them.
struct CellSpan {
    /// The area's start and end, within the instance.
    var start: Length
    var end: Length
    /// How far the slot starts before the area (zero, or negative where it starts before the
    /// instance).
    var lead: Length
    /// Whether the slot overhangs the instance, so the cell needs its own size.
    var overhangs: Bool

    /// The span of a slot from `start` to `end` in an instance of `extent`. Estimated lengths
    /// are left as they are: an estimated group grows with its content, and an estimated item
    /// is sized by it.
    init(start: Length, end: Length, extent: Length) {
        let tolerance = 0.001
        let before = start.value < -tolerance
        let after = end.value > extent.value + tolerance
        guard !start.isEstimated, !end.isEstimated, !extent.isEstimated, before || after else {
            self.start = start
            self.end = end
            lead = .zero
            overhangs = false
            return
        }
        var clampedStart = before ? Length.zero : start
        var clampedEnd = after ? extent : end
        if clampedStart.value > extent.value { clampedStart = extent }
        if clampedEnd.value < 0 { clampedEnd = .zero }
        if clampedEnd.value < clampedStart.value { clampedEnd = clampedStart }
        self.start = clampedStart
        self.end = clampedEnd
        lead = start - clampedStart
        overhangs = true
    }
}

extension SectionTemplate {
    /// Each leaf's grid area across and down its group instance.
    var cellSpans: (horizontal: [CellSpan], vertical: [CellSpan]) {
        (
            leaves.map { CellSpan(start: $0.slot.x, end: $0.slot.maxX, extent: groupWidth) },
            leaves.map { CellSpan(start: $0.slot.y, end: $0.slot.maxY, extent: groupHeight) }
        )
    }

    /// The columns and rows the grid areas (``cellSpans``) cut a group instance into.
    func cutLines(horizontal: [CellSpan], vertical: [CellSpan]) -> (columns: CutLines, rows: CutLines) {
        (
            CutLines(extent: groupWidth, slots: horizontal.map { ($0.start, $0.end) }),
            CutLines(extent: groupHeight, slots: vertical.map { ($0.start, $0.end) })
        )
    }

    /// What the compiled CSS fixes for a group instance: how many leaves, how many columns and
    /// rows they cut it into, and which leaves overhang it.
    var structure: [Int] {
        let (horizontal, vertical) = cellSpans
        let (columns, rows) = cutLines(horizontal: horizontal, vertical: vertical)
        return [leaves.count, columns.trackCount, rows.trackCount]
            + zip(horizontal, vertical).map { ($0.overhangs ? 1 : 0) + ($1.overhangs ? 2 : 0) }
    }
}
