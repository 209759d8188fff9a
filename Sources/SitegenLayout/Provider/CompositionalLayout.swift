public import SitegenDiagnostics

/// A whole layout: the configuration and the sections, each reacting to the container width,
/// like `UICollectionViewCompositionalLayout` with a section provider.
public struct CompositionalLayout: Hashable, Sendable {
    /// The configuration by root width (`configuration.variants`).
    public var configuration: LayoutProvider<LayoutConfiguration>
    /// The width from which the size class is `regular` (default 600).
    public var regularSizeClassMinWidth: Int
    /// The sections, in order.
    public var sections: [LayoutSectionProvider]
    /// Where the layout came from (its file), for diagnostics.
    public var position: SourcePosition?

    /// Creates a layout.
    public init(
        configuration: LayoutProvider<LayoutConfiguration> = .fixed(LayoutConfiguration()),
        regularSizeClassMinWidth: Int = 600, sections: [LayoutSectionProvider], position: SourcePosition? = nil
    ) {
        self.configuration = configuration
        self.regularSizeClassMinWidth = regularSizeClassMinWidth
        self.sections = sections
        self.position = position
    }

    /// The environment for a container of the given width.
    func environment(width: Double, height: Double) -> LayoutEnvironment {
        LayoutEnvironment(
            container: LayoutContainer(width: width, height: height),
            regularSizeClassMinWidth: regularSizeClassMinWidth
        )
    }
}
