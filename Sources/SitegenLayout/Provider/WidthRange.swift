import Foundation

/// A range of container widths in Swift range syntax: `..<500`, `500...1024`, `1025...`,
/// `500..<1025`, `...499`.
///
/// Bounds are whole CSS pixels and the container width is compared after rounding it down,
/// so `500...1024` holds for every width from 500 up to (not including) 1025, exactly like a
/// Swift `switch` over an integer width.
public struct WidthRange: Hashable, Sendable, CustomStringConvertible {
    /// The smallest whole width in the range (0 when open below).
    public var lowerBound: Int
    /// The largest whole width in the range, or `nil` when open above.
    public var upperBound: Int?

    /// Creates a range of whole widths; `upperBound` is inclusive.
    public init(lowerBound: Int, upperBound: Int?) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }

    /// Whether the (real) width lies in the range.
    public func contains(_ width: Double) -> Bool {
        containsWhole(Self.whole(width))
    }

    /// The whole width a condition compares: the width rounded down, after a tolerance for
    /// arithmetic error (a split side of (1111 − 11) × 0.69 is 758.9999999999999 in binary
    /// floating point, and is 759 wide).
    public static func whole(_ width: Double) -> Int {
        guard width.isFinite, width > 0 else { return 0 }
        return Int(min(width + 1e-7, 1e15).rounded(.down))
    }

    /// Whether a whole width lies in the range.
    public func containsWhole(_ width: Int) -> Bool {
        width >= lowerBound && (upperBound.map { width <= $0 } ?? true)
    }

    /// Whether the range holds no width at all.
    public var isEmpty: Bool { upperBound.map { $0 < lowerBound } ?? false }

    /// The range in Swift syntax: `0..<500`, `500...1024`, `1025...`.
    public var description: String {
        guard let upper = upperBound else { return "\(lowerBound)..." }
        return "\(lowerBound)...\(upper)"
    }

    /// Parses Swift range syntax; returns a message on failure.
    public static func parse(_ text: String) -> Result<WidthRange, WidthRangeError> {
        let source = text.trimmingSpaces
        guard !source.isEmpty else { return .failure(WidthRangeError("an empty width range")) }
        let (lowerText, op, upperText): (Substring, String, Substring)
        if let range = source.range(of: "..<") {
            (lowerText, op, upperText) = (source[..<range.lowerBound], "..<", source[range.upperBound...])
        } else if let range = source.range(of: "...") {
            (lowerText, op, upperText) = (source[..<range.lowerBound], "...", source[range.upperBound...])
        } else {
            return .failure(
                WidthRangeError(
                    "'\(source)' is not a Swift range; write e.g. \"..<500\", \"500...1024\" or \"1025...\""))
        }
        var lower = 0
        if !lowerText.isEmpty {
            guard let value = parseWhole(lowerText) else {
                return .failure(
                    WidthRangeError("'\(lowerText)' is not a whole number of pixels in width range '\(source)'"))
            }
            lower = value
        }
        var upper: Int?
        if upperText.isEmpty {
            if op == "..<" {
                return .failure(WidthRangeError("'\(source)' has no upper bound after '..<'"))
            }
            if lowerText.isEmpty {
                return .failure(WidthRangeError("'\(source)' has no bounds"))
            }
        } else {
            guard let value = parseWhole(upperText) else {
                return .failure(
                    WidthRangeError("'\(upperText)' is not a whole number of pixels in width range '\(source)'"))
            }
            upper = op == "..<" ? value - 1 : value
            if op == "..<" && value <= lower {
                return .failure(WidthRangeError("'\(source)' is empty"))
            }
            if op == "..." && value < lower {
                return .failure(WidthRangeError("'\(source)' is empty: its lower bound is above its upper bound"))
            }
        }
        return .success(WidthRange(lowerBound: lower, upperBound: upper))
    }

    private static func parseWhole(_ text: Substring) -> Int? {
        let trimmed = String(text).trimmingSpaces
        guard !trimmed.isEmpty, trimmed.count <= 9, trimmed.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return nil
        }
        return Int(trimmed)
    }
}

/// Why a width range could not be parsed.
public struct WidthRangeError: Error, Hashable, Sendable {
    /// The message, ready for a diagnostic.
    public var message: String

    /// Creates the error.
    public init(_ message: String) { self.message = message }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
