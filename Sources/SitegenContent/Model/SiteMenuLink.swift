public import SitegenDiagnostics

/// A link `menu:` in site.yml adds to every page's navigation, after sitegen's own: a page of
/// the site (`/blog/`) or another site (`https://shop.example.org/`).
public struct SiteMenuLink: Sendable, Hashable, Codable {
    /// What the link says.
    public var title: String
    /// The page's path from the site's root without its leading `/` (`blog/`, `` for the home
    /// page), or another site's absolute URL.
    public var target: String
    /// Whether `target` is another site's URL.
    public var isExternal: Bool
    /// Where the link is written in site.yml, for diagnostics about it.
    public var position: SourcePosition?

    /// Creates a menu link.
    public init(title: String, target: String, isExternal: Bool, position: SourcePosition? = nil) {
        self.title = title
        self.target = target
        self.isExternal = isExternal
        self.position = position
    }
}
