/// Draws frames as SVG: one labelled picture per width, side by side.
public enum FrameSVG {
    /// Renders the frames of several widths.
    public static func render(_ framesByWidth: [(width: Int, frames: [LayoutFrame])]) -> String {
        let gap = 40.0
        var x = 0.0
        var body = ""
        var tallest = 0.0
        for entry in framesByWidth {
            let root = entry.frames.first { $0.id == "root" }
            let width = max(root?.width ?? Double(entry.width), entry.frames.map { $0.x + $0.width }.max() ?? 0)
            let height = root?.height ?? 0
            tallest = max(tallest, height)
            body += "<g transform=\"translate(\(formatNumber(x)) 24)\">"
            body += "<text x=\"0\" y=\"-8\" font-size=\"14\" font-weight=\"bold\">width \(entry.width)</text>"
            for frame in entry.frames where frame.width > 0 || frame.height > 0 {
                body += rect(frame)
            }
            body += "</g>\n"
            x += width + gap
        }
        let totalWidth = max(x - gap, 1)
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(formatNumber(totalWidth))" height="\(formatNumber(tallest + 32))" \
            viewBox="0 0 \(formatNumber(totalWidth)) \(formatNumber(tallest + 32))" font-family="sans-serif">
            \(body)</svg>

            """
    }

    private static func rect(_ frame: LayoutFrame) -> String {
        let fill: String
        if frame.id == "root" {
            fill = "none"
        } else if frame.id.contains("-i") && frame.id.hasPrefix("s") {
            fill = "#8ec5ff"
        } else if frame.id.hasPrefix("s") && !frame.id.contains("-") {
            fill = "#f2f2f7"
        } else {
            fill = "#ffd68a"
        }
        let id = escapeAttribute(frame.id)
        return
            "<rect x=\"\(formatNumber(frame.x))\" y=\"\(formatNumber(frame.y))\" width=\"\(formatNumber(frame.width))\" "
            + "height=\"\(formatNumber(frame.height))\" fill=\"\(fill)\" fill-opacity=\"0.6\" stroke=\"#333\" stroke-width=\"0.5\">"
            + "<title>\(id)</title></rect>"
            + "<text x=\"\(formatNumber(frame.x + 3))\" y=\"\(formatNumber(frame.y + 11))\" font-size=\"10\">\(id)</text>"
    }
}
