import Foundation

/// The size an SVG file declares on its root element: `width` and `height` in pixels (or
/// without a unit), else the `viewBox`'s. SVGs are passed through, never rendered: libvips'
/// SVG loader (librsvg) is one of the loaders sitegen blocks.
enum SVGSize {
    /// The longest side an SVG may declare, in pixels (as a layout file's longest length): sizes
    /// are whole numbers of pixels, and `width="1e20"` is no `Int`.
    static let maxSide = 100_000.0

    /// The declared size, or `nil` when the root element gives none in pixels; `declared` is
    /// whether it came from `width` and `height` (a browser draws the file at that size) rather
    /// than from the `viewBox` alone (a browser fits such a file to its box). A size that is
    /// there but longer than ``maxSide`` is a ``Oversized`` error.
    static func parse(_ data: Data) throws(Oversized) -> (width: Int, height: Int, declared: Bool)? {
        guard let text = String(data: data.prefix(4096), encoding: .utf8),
            let start = text.range(of: "<svg", options: .caseInsensitive),
            let end = text[start.upperBound...].firstIndex(of: ">")
        else { return nil }
        let tag = String(text[start.upperBound..<end])
        func attribute(_ name: String) -> String? {
            for quote in ["\"", "'"] {
                if let range = tag.range(of: " \(name)=\(quote)"),
                    let close = tag[range.upperBound...].firstIndex(of: Character(quote))
                {
                    return String(tag[range.upperBound..<close]).trimmingCharacters(in: .whitespaces)
                }
            }
            return nil
        }
        func pixels(_ value: String?) -> Double? {
            guard var value else { return nil }
            if value.hasSuffix("px") { value.removeLast(2) }
            guard let number = Double(value), number > 0, number.isFinite else { return nil }
            return number
        }
        if let width = pixels(attribute("width")), let height = pixels(attribute("height")) {
            guard max(width, height) <= maxSide else { throw Oversized(width: width, height: height) }
            return (Int(width.rounded()), Int(height.rounded()), true)
        }
        let box = (attribute("viewBox") ?? "").split(whereSeparator: { $0 == " " || $0 == "," }).compactMap {
            Double($0)
        }
        guard box.count == 4, box[2] > 0, box[3] > 0, box[2].isFinite, box[3].isFinite else { return nil }
        guard max(box[2], box[3]) <= maxSide else { throw Oversized(width: box[2], height: box[3]) }
        return (Int(box[2].rounded()), Int(box[3].rounded()), false)
    }

    /// A declared size longer than ``maxSide`` on a side.
    struct Oversized: Error {
        var width: Double
        var height: Double
    }
}
