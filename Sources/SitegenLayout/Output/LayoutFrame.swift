/// One solved rectangle: a frame id and its box in CSS pixels from the root's top-left corner.
public struct LayoutFrame: Hashable, Sendable, Codable {
    /// The frame id (`root`, `s0`, `s0-header`, `s0-i3`, `layout-title`).
    public var id: String
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a frame.
    public init(id: String, x: Double, y: Double, width: Double, height: Double) {
        self.id = id
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Whether the position and the size are finite numbers.
    var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }

    init(id: String, rect: LengthRect, dx: Double = 0, dy: Double = 0) {
        self.init(
            id: id, x: rect.x.value + dx, y: rect.y.value + dy, width: rect.width.value, height: rect.height.value)
    }
}
