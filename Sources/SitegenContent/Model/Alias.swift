public import SitegenDiagnostics

/// An old path of a page (`aliases:` in front matter, as Hugo has it): the build writes a
/// redirect page there and a line in `_redirects`.
public struct Alias: Sendable, Hashable, Codable {
    /// The output file of the redirect page (`old/path/index.html`, or `old.html` as written).
    public var file: String
    /// The path as written, normalised to start with `/` (`/old/path/`).
    public var path: String
    /// Where it is written.
    public var position: SourcePosition
}

/// A redirect the site writes: an alias and the page it leads to.
public struct Redirect: Sendable, Hashable {
    /// The alias.
    public var alias: Alias
    /// The page's folder, relative to the site root (`episodes/intro/`).
    public var target: String
    /// The page's title.
    public var title: String
    /// Where the page's `redirect:` is written, when it made this one (else `aliases:` did).
    public var written: SourcePosition? = nil
}
