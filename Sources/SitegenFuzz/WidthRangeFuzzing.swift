import SitegenLayout

/// Fuzzes `WidthRange.parse`: a parsed range is non-empty and survives a round trip through
/// its description.
enum WidthRangeFuzzing {
    static func run(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        switch WidthRange.parse(text) {
        case .success(let range):
            FuzzCheck.require(range.lowerBound >= 0, "negative lower bound from '\(text)'")
            FuzzCheck.require(!range.isEmpty, "empty range \(range) from '\(text)'")
            FuzzCheck.require(range.containsWhole(range.lowerBound), "\(range) does not contain its lower bound")
            FuzzCheck.require(!range.contains(.nan) || range.lowerBound == 0, "\(range) contains NaN")
            FuzzCheck.require(WidthRange.parse(range.description) == .success(range), "\(range) does not round-trip")
        case .failure(let error):
            FuzzCheck.require(!error.message.isEmpty, "an empty message for '\(text)'")
        }
    }
}
