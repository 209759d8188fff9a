public import SitegenDiagnostics

/// Where a page's address leads instead of to a page of its own (`redirect:` in front matter).
public struct PageRedirect: Sendable, Hashable, Codable {
    /// The path of the site it leads to, relative to the root (`people/`, `feed.xml`).
    public var target: String
    /// Where `redirect:` is written.
    public var position: SourcePosition
}
