/// A page the in-process indexer cannot read exactly as Pagefind does, and why: its pages are
/// left to Pagefind.
public struct UnsupportedPage: Error, Equatable, Sendable {
    /// What the page has (`data-pagefind-sort`, `the character reference &xyz;`).
    public var reason: String
}
