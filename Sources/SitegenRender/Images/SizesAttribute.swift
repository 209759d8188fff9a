import Foundation

/// Writes a `sizes` attribute from the drawn-width pieces: media conditions on the viewport,
/// widest first, each with the length there as `calc(a·100vw + b px)`.
enum SizesAttribute {
    /// The attribute's value, e.g. `(min-width: 1025px) calc(33.3333vw - 26.6667px), (min-width:
    /// 500px) calc(50vw - 30px), calc(100vw - 40px)`.
    static func text(_ pieces: [LinearPiece]) -> String {
        let ordered = pieces.sorted { $0.from > $1.from }
        guard let narrowest = ordered.last else { return "100vw" }
        var entries: [String] = []
        for piece in ordered.dropLast() {
            entries.append("(min-width: \(number(piece.from))px) \(length(piece))")
        }
        entries.append(length(narrowest))
        return entries.joined(separator: ", ")
    }

    /// One length in CSS.
    static func length(_ piece: LinearPiece) -> String {
        let viewport = piece.perViewport * 100
        if abs(viewport) < 1e-6 { return "\(number(max(piece.constant, 0)))px" }
        if abs(piece.constant) < 0.005 { return "\(number(viewport))vw" }
        let sign = piece.constant < 0 ? "-" : "+"
        return "calc(\(number(viewport))vw \(sign) \(number(abs(piece.constant)))px)"
    }

    /// A number with at most 4 decimals, without trailing zeros.
    static func number(_ value: Double) -> String {
        var text = String(format: "%.4f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
