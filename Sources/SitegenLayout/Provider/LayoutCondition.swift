/// The `when:` of a variant: every condition given must hold.
public struct LayoutCondition: Hashable, Sendable {
    /// A range of container widths, or `nil` for any width.
    public var width: WidthRange?
    /// A size class, or `nil` for either.
    public var sizeClass: SizeClass?

    /// Creates a condition.
    public init(width: WidthRange? = nil, sizeClass: SizeClass? = nil) {
        self.width = width
        self.sizeClass = sizeClass
    }

    /// Whether the condition holds in an environment.
    public func holds(in environment: LayoutEnvironment) -> Bool {
        let width = environment.container.effectiveContentSize.width
        if let range = self.width, !range.contains(width) { return false }
        if let sizeClass, environment.horizontalSizeClass != sizeClass { return false }
        return true
    }

    /// The container widths (whole pixels) at which the condition may change its answer.
    func changePoints(regularSizeClassMinWidth: Int) -> [Int] {
        var points: [Int] = []
        if let width {
            points.append(width.lowerBound)
            if let upper = width.upperBound { points.append(upper + 1) }
        }
        if sizeClass != nil { points.append(regularSizeClassMinWidth) }
        return points
    }
}
