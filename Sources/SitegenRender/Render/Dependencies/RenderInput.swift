/// One thing an output file was made from, as rendering read it: a rebuild renders a file again
/// only when one of the inputs it read differs between the two builds (see
/// ``RenderInput/isUnchanged(from:to:)``).
enum RenderInput: Hashable, Sendable {
    /// What every page shows: the configuration, every text of the theme, the stylesheet's and
    /// the icon's names, the navigation.
    case siteWide
    /// The route at a path: its kind and what it shows.
    case route(String)
    /// An episode's template context (title, URL, dates, summary, tags, collection, ...).
    case episode(Int)
    /// An episode's rendered body and headings.
    case episodeDocument(Int)
    /// An episode's previous and next episode in its collection.
    case neighbours(Int)
    /// An episode's entry in the feed (title, slug, date, summary).
    case feedEntry(Int)
    /// A collection's template context and body.
    case collection(Int)
    /// A category's template context.
    case category(Int)
    /// A tag's template context.
    case tag(Int)
    /// An episode's media: numbers, audio, video, chapters, transcript, people, params.
    case episodeMedia(Int)
    /// A person: name, role, avatar, links, bio and episodes.
    case person(Int)
    /// A plain page: its title, slug and body.
    case page(Int)
    /// The items a section of a page kind shows for a subject.
    case sectionItems(kind: String, section: String, subject: PageRoute.Subject)
    /// A rendered cell.
    case cell(CellCache.Key)
    /// The list of pages, with each episode page's date (the sitemap).
    case routeList
    /// Every alias with its page (the redirect pages and `_redirects`).
    case redirects
    /// The number of published episodes (the feed).
    case episodeCount
    /// A picture of the catalog shown in a Markdown body: its variants, size and colour.
    case image(String)
    /// A value of the data files at a key path under `data` (`["sponsor"]` is `data.sponsor`,
    /// `[]` all of them), as a template's tags name it (``TemplateDataReads``).
    case data([String])

    /// The episode this input belongs to, when it belongs to one: what a rebuild after edits to
    /// episode bodies compares (everything else is the previous build's, unchanged).
    var episodeIndex: Int? {
        switch self {
        case .episode(let index), .episodeDocument(let index), .feedEntry(let index), .episodeMedia(let index): index
        case .cell(let key): if case .episode(let index) = key.item { index } else { nil }
        default: nil
        }
    }
}
