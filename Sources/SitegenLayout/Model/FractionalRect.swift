/// A frame in a custom group, given as fractions of the group's content box.
public struct FractionalRect: Hashable, Sendable {
    /// The leading edge as a fraction of the content width.
    public var x: Double
    /// The top edge as a fraction of the content height.
    public var y: Double
    /// The width as a fraction of the content width.
    public var width: Double
    /// The height as a fraction of the content height.
    public var height: Double

    /// Creates a fractional frame.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
