import Foundation

/// Formats a number the short way: integers without a fraction, others with up to 4 decimals.
func formatNumber(_ value: Double, decimals: Int = 4) -> String {
    guard value.isFinite else { return "0" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    var rounded = (value * scale).rounded() / scale
    // Scaling a number near the largest double overflows; such a number has no fraction anyway.
    if !rounded.isFinite { rounded = value }
    if rounded == 0 { rounded = 0 }
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
    var text = String(rounded)
    if text.contains("e") {
        text = String(format: "%.\(decimals)f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
    }
    return text
}
