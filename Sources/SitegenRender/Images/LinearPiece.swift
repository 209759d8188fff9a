/// A length that is linear in the viewport width over a range of viewport widths: how wide a
/// picture is drawn there (`constant + perViewport × V` for `from ≤ V < to`).
struct LinearPiece: Sendable, Hashable {
    /// The first viewport width of the piece.
    var from: Double
    /// The viewport width where the piece ends (excluded); `nil` for no end.
    var to: Double?
    /// The part that does not depend on the viewport.
    var constant: Double
    /// The coefficient of the viewport width.
    var perViewport: Double

    /// The length at a viewport width.
    func value(at viewport: Double) -> Double { constant + perViewport * viewport }

    /// Whether the piece holds a viewport width.
    func contains(_ viewport: Double) -> Bool { viewport >= from && to.map { viewport < $0 } ?? true }

    /// Whether two pieces have the same form (so that they can be joined).
    func hasSameForm(as other: LinearPiece) -> Bool {
        abs(constant - other.constant) < 0.01 && abs(perViewport - other.perViewport) < 1e-6
    }
}

/// A linear form `constant + slope × x` with the range of x it holds in.
struct LinearSegment: Sendable, Hashable {
    var from: Double
    var to: Double?
    var constant: Double
    var slope: Double

    func value(at x: Double) -> Double { constant + slope * x }

    /// The segment cut where `other − self` changes sign; each part is given whether `self`
    /// is the larger there.
    func split(against other: (constant: Double, slope: Double)) -> [(LinearSegment, selfIsLarger: Bool)] {
        let dc = constant - other.constant
        let ds = slope - other.slope
        let probe = (to.map { (from + $0) / 2 } ?? from + 1)
        guard abs(ds) > 1e-12 else { return [(self, dc >= 0)] }
        let crossing = -dc / ds
        guard crossing > from, to.map({ crossing < $0 }) ?? true else {
            return [(self, dc + ds * probe >= 0)]
        }
        var low = self
        low.to = crossing
        var high = self
        high.from = crossing
        return [(low, dc + ds * (from + crossing) / 2 >= 0), (high, dc + ds * (crossing + 1) >= 0)]
    }
}
