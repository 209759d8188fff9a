/// A child of a group: an item or a nested group.
public indirect enum LayoutSubitem: Hashable, Sendable {
    /// A leaf item.
    case item(LayoutItem)
    /// A nested group.
    case group(LayoutGroup)

    /// The child's slot size.
    public var layoutSize: LayoutSize {
        switch self {
        case .item(let item): item.layoutSize
        case .group(let group): group.layoutSize
        }
    }

    /// The child's edge spacing.
    public var edgeSpacing: LayoutEdgeSpacing {
        switch self {
        case .item(let item): item.edgeSpacing
        case .group(let group): group.edgeSpacing
        }
    }

    /// The child's content insets.
    public var contentInsets: DirectionalEdgeInsets {
        switch self {
        case .item(let item): item.contentInsets
        case .group(let group): group.contentInsets
        }
    }

    /// The same child with another slot size.
    func withLayoutSize(_ size: LayoutSize) -> LayoutSubitem {
        switch self {
        case .item(var item):
            item.layoutSize = size
            return .item(item)
        case .group(var group):
            group.layoutSize = size
            return .group(group)
        }
    }
}
