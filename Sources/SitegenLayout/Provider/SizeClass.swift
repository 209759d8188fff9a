/// A horizontal size class, decided by comparing the container width with
/// `regularSizeClassMinWidth`.
public enum SizeClass: String, Hashable, Sendable, CaseIterable {
    /// Narrower than `regularSizeClassMinWidth`.
    case compact
    /// At least `regularSizeClassMinWidth` wide.
    case regular
}
