/// One axis of a layout size, spelled like `NSCollectionLayoutDimension`.
public enum LayoutDimension: Hashable, Sendable {
    /// A fraction of the containing group's (or section's) effective width.
    case fractionalWidth(Double)
    /// A fraction of the containing group's (or section's) effective height.
    case fractionalHeight(Double)
    /// An exact length in points (CSS pixels).
    case absolute(Double)
    /// A length that the renderer measures; the engine resolves it to its estimate.
    case estimated(Double)
    /// An estimated length that grows to match the largest sibling (iOS 17).
    case uniformAcrossSiblings(Double)

    /// Whether the final length is decided by the content rather than by the engine.
    public var isEstimated: Bool {
        switch self {
        case .estimated, .uniformAcrossSiblings: true
        default: false
        }
    }

    /// Whether siblings share the largest measured length (`uniformAcrossSiblings`).
    public var isUniform: Bool {
        if case .uniformAcrossSiblings = self { return true }
        return false
    }
}

extension LayoutDimension: CustomStringConvertible {
    /// The Swift spelling used in layout files, e.g. `fractionalWidth(0.5)`.
    public var description: String {
        switch self {
        case .fractionalWidth(let value): "fractionalWidth(\(formatNumber(value)))"
        case .fractionalHeight(let value): "fractionalHeight(\(formatNumber(value)))"
        case .absolute(let value): "absolute(\(formatNumber(value)))"
        case .estimated(let value): "estimated(\(formatNumber(value)))"
        case .uniformAcrossSiblings(let value): "uniformAcrossSiblings(\(formatNumber(value)))"
        }
    }
}
