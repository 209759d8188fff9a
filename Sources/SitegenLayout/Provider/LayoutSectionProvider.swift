public import SitegenDiagnostics

/// Which column of a split layout a section goes to.
public enum LayoutSide: String, Hashable, Sendable {
    /// The left column.
    case left
    /// The right column.
    case right
}

/// A named section whose definition reacts to its container's width.
public struct LayoutSectionProvider: Hashable, Sendable {
    /// The section's name: used in templates, CSS classes and diagnostics.
    public var name: String
    /// The column in a split layout.
    public var side: LayoutSide
    /// How many items previews fill in (`items:`, default 6).
    public var previewItemCount: Int
    /// The section definitions by width.
    public var provider: LayoutProvider<LayoutSection>
    /// Where the section was written, for diagnostics.
    public var position: SourcePosition?

    /// Creates a section provider.
    public init(
        name: String, side: LayoutSide = .left, previewItemCount: Int = 6,
        provider: LayoutProvider<LayoutSection>, position: SourcePosition? = nil
    ) {
        self.name = name
        self.side = side
        self.previewItemCount = previewItemCount
        self.provider = provider
        self.position = position
    }
}
