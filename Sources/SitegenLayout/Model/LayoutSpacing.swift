/// Space between items, like `NSCollectionLayoutSpacing`.
public enum LayoutSpacing: Hashable, Sendable {
    /// Exactly this much space.
    case fixed(Double)
    /// At least this much space, growing to share what is left over.
    case flexible(Double)

    /// The minimum amount of space, whether fixed or flexible.
    public var minimum: Double {
        switch self {
        case .fixed(let value), .flexible(let value): value
        }
    }

    /// Whether the spacing grows to share leftover space.
    public var isFlexible: Bool {
        if case .flexible = self { return true }
        return false
    }

    /// No spacing.
    public static let zero = LayoutSpacing.fixed(0)
}

extension LayoutSpacing: CustomStringConvertible {
    /// The Swift spelling used in layout files, e.g. `fixed(10)`.
    public var description: String {
        switch self {
        case .fixed(let value): "fixed(\(formatNumber(value)))"
        case .flexible(let value): "flexible(\(formatNumber(value)))"
        }
    }
}
