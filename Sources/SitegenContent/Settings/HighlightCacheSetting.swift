package import SitegenHighlight

/// The Swift highlighting of earlier builds, as a decoder setting: it shapes no decoded file (a
/// hit gives the tokens the parse would give), so any two are equal and a file decoded with
/// one is reused with another.
package struct HighlightCacheSetting: Sendable, Hashable, Codable {
    /// The cache, when the build has one.
    package var cache: SwiftHighlightCache?

    package static func == (_: HighlightCacheSetting, _: HighlightCacheSetting) -> Bool { true }

    package func hash(into hasher: inout Hasher) {}

    /// An empty setting: the cache is a file of its own, never kept with the files decoded with it.
    package init(from decoder: any Decoder) throws {}

    /// Encodes nothing.
    package func encode(to encoder: any Encoder) throws {}

    /// A setting with no cache, or with `cache`.
    package init(cache: SwiftHighlightCache? = nil) { self.cache = cache }
}
