/// One thing an output file was made from, as rendering read it: a rebuild renders a file again
/// only when one of the inputs it read differs between the two builds (see
/// ``RenderInput/isUnchanged(from:to:)``).
///
/// An input names what it reads by ``ContentKey`` (an episode by its slug), never by index: a
/// date edit moves episodes in the site's order, and an input must still be the same episode.
enum RenderInput: Hashable, Sendable {
    /// What every page shows: the configuration, every text of the theme, the stylesheet's and
    /// the icon's names, the navigation.
    case siteWide
    /// The route at a path: its kind, its paging and what it shows.
    case route(String)
    /// An episode's template context (title, URL, dates, summary, tags, collection, ...), by slug.
    case episode(String)
    /// An episode's rendered body and headings.
    case episodeDocument(String)
    /// Which episodes are before and after an episode in its collection (their slugs).
    case neighbours(String)
    /// An episode's context as the page of the episode before or after it shows it (the pager):
    /// only the keys the theme's templates name (``ThemeTemplates/neighbourKeys``).
    case neighbour(String)
    /// An episode's entry in the feed (title, slug, date, summary).
    case feedEntry(String)
    /// What an episode's podcast item shows besides its feed entry, body and media: its
    /// duration and its thumbnail.
    case podcastItem(String)
    /// A collection's template context and body.
    case collection(String)
    /// What a collection page's hero says of its episodes: how many, their running time, the
    /// first and the newest (``SiteRenderer/CollectionFacts``).
    case collectionFacts(String)
    /// A category's template context.
    case category(String)
    /// A tag's template context.
    case tag(String)
    /// An episode's media: numbers, audio, video, chapters, transcript, people, params.
    case episodeMedia(String)
    /// A person as their page shows them: name, role, avatar, links, bio and how many episodes.
    case person(String)
    /// A person's template context, as an episode page and a feed show the episode's people.
    case personCard(String)
    /// A plain page: its title, slug and body.
    case page(String)
    /// The items a section of the page at a path shows (that page's share of a paginated one).
    case sectionItems(path: String, section: String)
    /// A rendered cell: its template and the item it shows.
    case cell(template: String, item: ContentKey)
    /// The list of pages, with each episode page's date (the sitemap).
    case routeList
    /// The redirect page of the alias whose page is at a path: its target and title.
    case redirect(String)
    /// Every alias with its target (`_redirects`).
    case redirectList
    /// The published episodes in the site's order, by slug (the feeds).
    case episodeOrder
    /// A picture of the catalog shown in a Markdown body: its variants, size and colour.
    case image(String)
    /// A value of the data files at a key path under `data` (`["sponsor"]` is `data.sponsor`,
    /// `[]` all of them), as a template's tags name it (``TemplateDataReads``).
    case data([String])

    /// The slug of the episode this input belongs to, when it belongs to one: what a rebuild
    /// after edits to episodes' texts compares (with the redirects, which show their titles;
    /// everything else is the previous build's, unchanged).
    var episodeSlug: String? {
        switch self {
        case .episode(let slug), .episodeDocument(let slug), .neighbour(let slug), .feedEntry(let slug),
            .podcastItem(let slug), .episodeMedia(let slug):
            slug
        case .cell(_, let item): item.episodeSlug
        default: nil
        }
    }
}
