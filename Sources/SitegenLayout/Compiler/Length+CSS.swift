extension Length {
    /// The length as CSS: `px` for constants, `cqw` for the container width (the nearest
    /// size container is the section, whose width is the container width of the solve), `svh`
    /// for the viewport height, combined in `calc()`.
    var css: String {
        var terms: [(Double, String)] = []
        if abs(perWidth) > 1e-9 { terms.append((perWidth * 100, "cqw")) }
        if abs(perHeight) > 1e-9 { terms.append((perHeight * 100, "svh")) }
        let estimated = estimates.values.reduce(0, +)
        let constantPart = constant + estimated
        if abs(constantPart) > 1e-9 || terms.isEmpty { terms.append((constantPart, "px")) }
        if terms.count == 1 {
            let (amount, unit) = terms[0]
            return formatNumber(amount) + (formatNumber(amount) == "0" ? "px" : unit)
        }
        var text = "calc("
        for (index, term) in terms.enumerated() {
            let magnitude = formatNumber(abs(term.0)) + term.1
            if index == 0 {
                text += (term.0 < 0 ? "-" : "") + magnitude
            } else {
                text += (term.0 < 0 ? " - " : " + ") + magnitude
            }
        }
        return text + ")"
    }

    /// The length as CSS for a width or height: 0 where it is negative, since a browser draws
    /// such a box 0 wide or tall (and drops a negative length as invalid).
    var sizeCSS: String { value < 0 ? "0px" : css }

    /// The length as a grid track: fixed when it depends on no estimate, else sized by the
    /// content (at least the estimate in previews).
    func track(preview: Bool) -> String {
        guard isEstimated else { return sizeCSS }
        return preview ? "minmax(\(css), auto)" : "auto"
    }
}

/// Formats a constant as CSS pixels.
func px(_ value: Double) -> String { formatNumber(value) + "px" }
