/// The viewports sitegen sizes pictures for: the initial screen of a common device of each
/// width. "First screen" and the sampled widths of every `srcset` come from these.
public struct CommonDevice: Sendable, Hashable {
    /// The viewport width in CSS pixels.
    public var width: Int
    /// The viewport height in CSS pixels.
    public var height: Int

    /// 320×568, 375×667, 414×896, 768×1024, 1024×768, 1280×800, 1440×900, 1920×1080.
    public static let all: [CommonDevice] = [
        (320, 568), (375, 667), (414, 896), (768, 1024), (1024, 768), (1280, 800), (1440, 900), (1920, 1080),
    ].map { CommonDevice(width: $0.0, height: $0.1) }

    /// The device pixel ratios pictures are made for.
    public static let pixelRatios = [1, 2, 3]

    /// The height of the first screen at a viewport width: that of the common device nearest
    /// in width (the wider one on a tie).
    /// - Parameter width: The viewport width.
    public static func screenHeight(forWidth width: Double) -> Int {
        all.min { a, b in
            let (da, db) = (abs(Double(a.width) - width), abs(Double(b.width) - width))
            return da != db ? da < db : a.width > b.width
        }!.height
    }
}
