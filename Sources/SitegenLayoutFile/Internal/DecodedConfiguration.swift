import SitegenLayout

/// The decoded `configuration:` key.
struct DecodedConfiguration {
    /// The configuration by width.
    var provider: LayoutProvider<LayoutConfiguration>
    /// The width from which the size class is regular.
    var regularSizeClassMinWidth: Int
    /// Whether the base configuration or any variant has a split.
    var hasSplit: Bool
}
