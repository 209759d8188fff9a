import SitegenFormats
import Yams

extension LayoutFileReader {
    /// The largest length a layout file may give, in CSS pixels: a size, a spacing, an inset.
    ///
    /// With every length and fraction bounded, no sum or product the engine makes can overflow
    /// (the worst, fractions nested 33 deep over thousands of items, stays below 1e90).
    static let maxLength = 100_000.0
    /// The largest fraction a layout file may give: `fractionalWidth(_)`, `fractionalHeight(_)`
    /// and the fields of a custom group's frames.
    static let maxFraction = 100.0

    /// Why a number is too large for a length or a fraction ("must be at most 100000 px"), or
    /// `nil` when it is within the bound.
    static func boundProblem(_ value: Double, isFraction: Bool) -> String? {
        let limit = isFraction ? maxFraction : maxLength
        if abs(value) <= limit { return nil }
        return "must be at most \(format(limit))" + (isFraction ? "" : " px")
    }

    /// Reads a length written as a plain number (a spacing, an inset): finite, not negative and
    /// at most ``maxLength``.
    mutating func length(_ node: Node, label: String) -> Double? {
        bounded(number(node, label: label), label: label, isFraction: false, at: node)
    }

    /// Reads a fraction written as a plain number (a custom frame's field): finite, not
    /// negative and at most ``maxFraction``.
    mutating func fraction(_ node: Node, label: String) -> Double? {
        bounded(number(node, label: label), label: label, isFraction: true, at: node)
    }

    /// The value when it is within its bound; else `nil`, after an error at the node.
    private mutating func bounded(_ value: Double?, label: String, isFraction: Bool, at node: Node) -> Double? {
        guard let value else { return nil }
        guard let problem = Self.boundProblem(value, isFraction: isFraction) else { return value }
        error("`\(label)` \(problem), not \(Self.format(value))", at: node)
        return nil
    }
}
