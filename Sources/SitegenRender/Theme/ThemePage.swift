/// How a theme renders one kind of page: its layout, its template and what fills each section.
public struct ThemePage: Sendable, Hashable {
    /// The layout's name (a file in `layouts/`), or `nil` for a page without a gallery.
    public var layout: String?
    /// The page template's name (under `templates/`).
    public var template: String

    /// The name of the section whose items are spread over pages, if any.
    public var paginatedSection: String? {
        sections.keys.sorted().first { sections[$0]?.paginate == true }
    }
    /// The page's title, when the page kind has no title of its own.
    public var title: String?
    /// An introduction shown under the title.
    public var intro: String?
    /// What fills each section, by section name.
    public var sections: [String: ThemeSection]
}

/// What fills one section of a page's layout.
public struct ThemeSection: Sendable, Hashable {
    /// The list of items.
    public var query: ContentQuery
    /// The most items shown.
    public var limit: Int?
    /// The cell template's name (under `templates/cells/`).
    public var cell: String
    /// The header's text.
    public var title: String?
    /// A "see all" link in the header: its text and its site-relative path.
    public var more: Link?
    /// Whether the section's items are spread over pages (`paginate: true`): page 1 at the
    /// page's own path, page 2 at `page/2/` under it, and so on.
    public var paginate = false
    /// How many items a page shows when the section is paginated (else site.yml's `pageSize`).
    public var pageSize: Int?
    /// Whether the section is shown once for each collection (`collections`) or category
    /// (`categories`), as a shelf of that one's episodes (its query is then `collection` or
    /// `category`), headed by its title, its count and a link to its page.
    public var each: ContentQuery?

    /// A link with a title.
    public struct Link: Sendable, Hashable {
        /// The link's text.
        public var title: String
        /// The site-relative path (`collections/`).
        public var path: String
    }
}
