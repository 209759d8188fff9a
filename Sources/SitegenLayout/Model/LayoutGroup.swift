/// A group of items laid out along an axis, like `NSCollectionLayoutGroup`.
public struct LayoutGroup: Hashable, Sendable {
    /// The axis along which a group places its children.
    public enum Axis: String, Hashable, Sendable {
        /// Children go left to right.
        case horizontal
        /// Children go top to bottom.
        case vertical
    }

    /// How the group decides its children.
    public enum Arrangement: Hashable, Sendable {
        /// Fill mode: cycle through the subitems while the next one fits (R7).
        case subitems([LayoutSubitem])
        /// Deprecated `subitem:count:`: n equal children, the child's axis length ignored (R8).
        case equalSplit(LayoutSubitem, count: Int)
        /// iOS 16 `repeatingSubitem:count:`: n children at their own size (R9).
        case repeating(LayoutSubitem, count: Int)
        /// A custom group: one leaf item per fractional frame (R13).
        case custom([FractionalRect])
    }

    /// The size of the group's slot.
    public var layoutSize: LayoutSize
    /// The layout axis (ignored by custom groups).
    public var axis: Axis
    /// The children.
    public var arrangement: Arrangement
    /// The space between consecutive children along the axis.
    public var interItemSpacing: LayoutSpacing
    /// Insets that shrink the box the children are placed in.
    public var contentInsets: DirectionalEdgeInsets
    /// Space around the group's slot inside its parent.
    public var edgeSpacing: LayoutEdgeSpacing

    /// Creates a group.
    public init(
        layoutSize: LayoutSize, axis: Axis, arrangement: Arrangement,
        interItemSpacing: LayoutSpacing = .zero, contentInsets: DirectionalEdgeInsets = .zero,
        edgeSpacing: LayoutEdgeSpacing = .zero
    ) {
        self.layoutSize = layoutSize
        self.axis = axis
        self.arrangement = arrangement
        self.interItemSpacing = interItemSpacing
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
    }

    /// A horizontal fill-mode group that cycles through `subitems`.
    public static func horizontal(layoutSize: LayoutSize, subitems: [LayoutSubitem]) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, axis: .horizontal, arrangement: .subitems(subitems))
    }

    /// A horizontal group of `count` equal children (Apple's deprecated behaviour).
    public static func horizontal(layoutSize: LayoutSize, subitem: LayoutSubitem, count: Int) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, axis: .horizontal, arrangement: .equalSplit(subitem, count: count))
    }

    /// A horizontal group that repeats `subitem` `count` times at its own size.
    public static func horizontal(layoutSize: LayoutSize, repeatingSubitem: LayoutSubitem, count: Int) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, axis: .horizontal, arrangement: .repeating(repeatingSubitem, count: count))
    }

    /// A vertical fill-mode group that cycles through `subitems`.
    public static func vertical(layoutSize: LayoutSize, subitems: [LayoutSubitem]) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, axis: .vertical, arrangement: .subitems(subitems))
    }

    /// A vertical group of `count` equal children (Apple's deprecated behaviour).
    public static func vertical(layoutSize: LayoutSize, subitem: LayoutSubitem, count: Int) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, axis: .vertical, arrangement: .equalSplit(subitem, count: count))
    }

    /// A vertical group that repeats `subitem` `count` times at its own size.
    public static func vertical(layoutSize: LayoutSize, repeatingSubitem: LayoutSubitem, count: Int) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, axis: .vertical, arrangement: .repeating(repeatingSubitem, count: count))
    }

    /// A custom group whose leaves sit at the given fractional frames.
    public static func custom(layoutSize: LayoutSize, frames: [FractionalRect]) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, axis: .horizontal, arrangement: .custom(frames))
    }
}
