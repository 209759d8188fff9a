/// A length that is linear in the layout root's width within one breakpoint range:
/// `constant + perRootWidth × W`. Estimated parts count at their estimate, viewport-height parts
/// at the height of the solve.
public struct RootLinearLength: Hashable, Sendable, CustomStringConvertible {
    /// The part that does not depend on the root's width.
    public var constant: Double
    /// The coefficient of the root's width.
    public var perRootWidth: Double

    /// Creates a length.
    public init(constant: Double, perRootWidth: Double) {
        self.constant = constant
        self.perRootWidth = perRootWidth
    }

    /// The length at a root width.
    /// - Parameter width: The root's width in CSS pixels.
    public func value(atRootWidth width: Double) -> Double { constant + perRootWidth * width }

    /// `12 + 0.5·W`.
    public var description: String { "\(formatNumber(constant)) + \(formatNumber(perRootWidth))·W" }
}

/// The sizes of every item slot of a layout in one breakpoint range, as functions of the root's
/// width: what a page needs to tell a browser how wide each picture will be drawn (`sizes`).
public struct SymbolicBreakpoint: Hashable, Sendable {
    /// The root widths the sizes hold for.
    public var range: WidthRange
    /// One entry per section of the layout, in order.
    public var sections: [SymbolicSection]
}

/// A section's width and its item slots in one breakpoint range.
public struct SymbolicSection: Hashable, Sendable {
    /// The width of the section's container (its frame, `s<k>`): the root, or its side of a split.
    public var width: RootLinearLength
    /// The item slots of one group instance: item `n` of the section has `items[n % items.count]`
    /// (empty when the group places no item).
    public var items: [SymbolicItem]
}

/// The size of one item's frame.
public struct SymbolicItem: Hashable, Sendable {
    /// The frame's width.
    public var width: RootLinearLength
    /// The frame's height.
    public var height: RootLinearLength
}
