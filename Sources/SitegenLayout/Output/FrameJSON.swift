/// Writes frames per width in the JSON shape `browser-boxes.py` prints, one frame per line.
public enum FrameJSON {
    /// The frames of several widths as `{"widths": {"375": [...], ...}}`.
    public static func render(_ framesByWidth: [(width: Int, frames: [LayoutFrame])], height: Double? = nil) -> String {
        var text = "{\n"
        if let height { text += "  \"height\": \(formatNumber(height, decimals: 3)),\n" }
        text += "  \"widths\": {\n"
        for (index, entry) in framesByWidth.enumerated() {
            text += "    \"\(entry.width)\": [\n"
            text += entry.frames.map { "      " + line($0) }.joined(separator: ",\n")
            text += "\n    ]" + (index + 1 < framesByWidth.count ? "," : "") + "\n"
        }
        return text + "  }\n}\n"
    }

    private static func line(_ frame: LayoutFrame) -> String {
        "{\"id\": \"\(jsonEscape(frame.id))\", \"x\": \(number(frame.x)), \"y\": \(number(frame.y)), "
            + "\"width\": \(number(frame.width)), \"height\": \(number(frame.height))}"
    }

    private static func number(_ value: Double) -> String { formatNumber(value, decimals: 3) }

    private static func jsonEscape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20: result += "\\u" + String(format4(scalar.value))
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func format4(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
