import Foundation

/// An opaque sRGB colour read from a CSS value, for WCAG 2 contrast ratios.
///
/// It reads `#rgb`, `#rrggbb` (and their forms with an alpha that is opaque), `rgb()` and
/// `rgba()` in either syntax, and the CSS 2.1 colour names. Anything else (`var(--x)`,
/// `hsl()`, a colour that is not opaque, whose contrast depends on what is under it) is no
/// colour to it: a check that cannot evaluate a pair says nothing about it.
struct CSSColor: Sendable, Hashable {
    /// Red, from 0 to 1.
    var red: Double
    /// Green, from 0 to 1.
    var green: Double
    /// Blue, from 0 to 1.
    var blue: Double

    /// Reads a CSS value as an opaque colour, or `nil`.
    init?(_ value: String) {
        let text = value.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if text.hasPrefix("#") {
            guard let color = Self.hex(text.dropFirst()) else { return nil }
            self = color
        } else if text.hasPrefix("rgb(") || text.hasPrefix("rgba(") {
            guard let color = Self.function(text) else { return nil }
            self = color
        } else if let hex = Self.names[text] {
            self.init(hex)!
        } else {
            return nil
        }
    }

    /// Creates a colour from its channels (0 to 1).
    init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// WCAG 2's relative luminance: the channels linearised from sRGB, weighted by how bright
    /// each looks.
    var relativeLuminance: Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2's contrast ratio of two colours, from 1 (the same) to 21 (black and white).
    static func contrast(_ one: CSSColor, _ other: CSSColor) -> Double {
        let (a, b) = (one.relativeLuminance, other.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// `rgb`, `rgba`, `rrggbb` or `rrggbbaa` in hexadecimal digits, opaque.
    private static func hex(_ digits: Substring) -> CSSColor? {
        guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
        let characters = Array(digits)
        let width = characters.count <= 4 ? 1 : 2
        let values = stride(from: 0, to: characters.count, by: width).compactMap { index -> UInt8? in
            let text = String(characters[index..<index + width])
            return UInt8(width == 1 ? text + text : text, radix: 16)
        }
        guard values.count >= 3, values.count == 3 || values[3] == 255 else { return nil }
        return CSSColor(red: Double(values[0]) / 255, green: Double(values[1]) / 255, blue: Double(values[2]) / 255)
    }

    /// `rgb(…)` or `rgba(…)`, with commas or spaces between the channels (numbers from 0 to
    /// 255, or percentages) and an alpha, if any, of 1 or 100 %.
    private static func function(_ text: String) -> CSSColor? {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
        var parts = inside.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" }).map(String.init)
        guard parts.count == 3 || parts.count == 4 else { return nil }
        if parts.count == 4 {
            let alpha = parts.removeLast()
            guard alpha.hasSuffix("%") ? Double(alpha.dropLast()) == 100 : Double(alpha) == 1 else { return nil }
        }
        let channels = parts.compactMap { part -> Double? in
            let number = part.hasSuffix("%") ? Double(part.dropLast()).map { $0 / 100 } : Double(part).map { $0 / 255 }
            return number.map { min(max($0, 0), 1) }
        }
        guard channels.count == 3 else { return nil }
        return CSSColor(red: channels[0], green: channels[1], blue: channels[2])
    }

    /// The CSS 2.1 colour names.
    private static let names: [String: String] = [
        "black": "#000000", "silver": "#c0c0c0", "gray": "#808080", "grey": "#808080", "white": "#ffffff",
        "maroon": "#800000", "red": "#ff0000", "purple": "#800080", "fuchsia": "#ff00ff", "green": "#008000",
        "lime": "#00ff00", "olive": "#808000", "yellow": "#ffff00", "navy": "#000080", "blue": "#0000ff",
        "teal": "#008080", "aqua": "#00ffff", "orange": "#ffa500",
    ]
}
