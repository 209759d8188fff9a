public import SitegenMarkdown

/// A host or guest, from `Content/people/<slug>.md`.
public struct Person: Sendable, Equatable, Codable {
    /// The file, relative to the site folder.
    public var path: String
    /// The URL segment: `/people/<slug>/`, and what episodes name in `hosts` and `guests`.
    public var slug: String
    /// The name.
    public var name: String
    /// The role (`Host`, `Producer`), when given.
    public var role: String?
    /// The avatar image, relative to `Content/`, when given.
    public var avatar: String?
    /// Links (a website, profiles), absolute URLs.
    public var links: [String]
    /// The rendered bio.
    public var document: MarkdownDocument
    /// Old paths of the person's page (`aliases:`), each a redirect to it.
    public var aliases: [Alias] = []
}
