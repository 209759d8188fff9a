public import SitegenDiagnostics
public import SitegenMarkdown

/// One episode: its front matter and its rendered body.
///
/// Its values are kept in one shared box, copied only when a copy is changed: the pipeline
/// passes episodes by value through every stage, and a copy is then one reference, not one
/// per text, list and document it holds.
public struct Episode: Sendable, Equatable {
    /// The values, compared by the comparison the compiler writes.
    struct Fields: Sendable, Equatable, Codable {
        var path: String
        var title: String
        var slug: String
        var date: ContentDate
        var modified: ContentDate?
        var publishes: ContentDate?
        var duration: EpisodeDuration?
        var collectionReference: String?
        var category: String?
        var tags: [String]
        var thumbnail: String?
        var summary: String
        var summaryHTML: String = ""
        var summaryLinks: [MarkdownLink] = []
        var isDraft: Bool
        var order: Int?
        var media: EpisodeMedia
        var document: MarkdownDocument
        var positions: [String: SourcePosition]
        var isFeatured: Bool = false
        var aliases: [Alias] = []
        var permalinkPath: String?
    }

    /// The box the values are kept in, shared by copies until one of them changes.
    final class Storage: @unchecked Sendable {
        // Written only through `uniqueStorage()`, when no other episode shares the box.
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    var storage: Storage

    /// An episode with these values.
    public init(
        path: String, title: String, slug: String, date: ContentDate, modified: ContentDate? = nil,
        publishes: ContentDate? = nil, duration: EpisodeDuration? = nil, collectionReference: String? = nil,
        category: String? = nil, tags: [String], thumbnail: String? = nil, summary: String, summaryHTML: String = "",
        summaryLinks: [MarkdownLink] = [], isDraft: Bool, order: Int? = nil, media: EpisodeMedia,
        document: MarkdownDocument, positions: [String: SourcePosition], isFeatured: Bool = false,
        aliases: [Alias] = [], permalinkPath: String? = nil
    ) {
        storage = Storage(
            Fields(
                path: path, title: title, slug: slug, date: date, modified: modified, publishes: publishes,
                duration: duration, collectionReference: collectionReference, category: category, tags: tags,
                thumbnail: thumbnail, summary: summary, summaryHTML: summaryHTML, summaryLinks: summaryLinks,
                isDraft: isDraft, order: order, media: media, document: document, positions: positions,
                isFeatured: isFeatured, aliases: aliases, permalinkPath: permalinkPath))
    }

    /// The file, relative to the site folder (`Content/episodes/001-intro.md`).
    public var path: String {
        get { storage.fields.path }
        set { uniqueStorage().fields.path = newValue }
        _modify { yield &uniqueStorage().fields.path }
    }
    /// The title.
    public var title: String {
        get { storage.fields.title }
        set { uniqueStorage().fields.title = newValue }
        _modify { yield &uniqueStorage().fields.title }
    }
    /// The name its page's address and files are made of (`/episodes/<slug>/` by default).
    public var slug: String {
        get { storage.fields.slug }
        set { uniqueStorage().fields.slug = newValue }
        _modify { yield &uniqueStorage().fields.slug }
    }
    /// The publication date.
    public var date: ContentDate {
        get { storage.fields.date }
        set { uniqueStorage().fields.date = newValue }
        _modify { yield &uniqueStorage().fields.date }
    }
    /// When the episode's page last changed, if the front matter says (`lastmod`, Hugo's; `updated`, Zola's).
    public var modified: ContentDate? {
        get { storage.fields.modified }
        set { uniqueStorage().fields.modified = newValue }
        _modify { yield &uniqueStorage().fields.modified }
    }
    /// When the episode is published, if that is not its `date`: Hugo's `publishDate` beside a
    /// `date` (a build before it leaves the episode out, as one before a future `date` does).
    public var publishes: ContentDate? {
        get { storage.fields.publishes }
        set { uniqueStorage().fields.publishes = newValue }
        _modify { yield &uniqueStorage().fields.publishes }
    }
    /// The running time.
    public var duration: EpisodeDuration? {
        get { storage.fields.duration }
        set { uniqueStorage().fields.duration = newValue }
        _modify { yield &uniqueStorage().fields.duration }
    }
    /// The collection as written (its slug or its title).
    public var collectionReference: String? {
        get { storage.fields.collectionReference }
        set { uniqueStorage().fields.collectionReference = newValue }
        _modify { yield &uniqueStorage().fields.collectionReference }
    }
    /// The category as written.
    public var category: String? {
        get { storage.fields.category }
        set { uniqueStorage().fields.category = newValue }
        _modify { yield &uniqueStorage().fields.category }
    }
    /// The tags as written.
    public var tags: [String] {
        get { storage.fields.tags }
        set { uniqueStorage().fields.tags = newValue }
        _modify { yield &uniqueStorage().fields.tags }
    }
    /// The thumbnail, relative to `Content/`.
    public var thumbnail: String? {
        get { storage.fields.thumbnail }
        set { uniqueStorage().fields.thumbnail = newValue }
        _modify { yield &uniqueStorage().fields.thumbnail }
    }
    /// The summary as plain text: the front matter's rendered as Markdown, else the body's
    /// first paragraph.
    public var summary: String {
        get { storage.fields.summary }
        set { uniqueStorage().fields.summary = newValue }
        _modify { yield &uniqueStorage().fields.summary }
    }
    /// The summary as inline HTML (the front matter's rendered as Markdown, else the body's
    /// first paragraph escaped); root-relative links start with the root marker.
    public var summaryHTML: String {
        get { storage.fields.summaryHTML }
        set { uniqueStorage().fields.summaryHTML = newValue }
        _modify { yield &uniqueStorage().fields.summaryHTML }
    }
    /// The links of the front matter's `summary:`, each at its place in the file (inside the
    /// value where that is known exactly, else at the value's start: ``SummaryLinkPlace``);
    /// empty when the summary is the body's first paragraph.
    public var summaryLinks: [MarkdownLink] {
        get { storage.fields.summaryLinks }
        set { uniqueStorage().fields.summaryLinks = newValue }
        _modify { yield &uniqueStorage().fields.summaryLinks }
    }
    /// Whether the episode is a draft.
    public var isDraft: Bool {
        get { storage.fields.isDraft }
        set { uniqueStorage().fields.isDraft = newValue }
        _modify { yield &uniqueStorage().fields.isDraft }
    }
    /// The position within its collection, when given.
    public var order: Int? {
        get { storage.fields.order }
        set { uniqueStorage().fields.order = newValue }
        _modify { yield &uniqueStorage().fields.order }
    }
    /// The media: number, audio, video, chapters, transcript, people, params.
    public var media: EpisodeMedia {
        get { storage.fields.media }
        set { uniqueStorage().fields.media = newValue }
        _modify { yield &uniqueStorage().fields.media }
    }
    /// The rendered body and its facts.
    public var document: MarkdownDocument {
        get { storage.fields.document }
        set { uniqueStorage().fields.document = newValue }
        _modify { yield &uniqueStorage().fields.document }
    }
    /// Where some keys were written, for later diagnostics (`collection`, `thumbnail`, `slug`, `title`).
    public var positions: [String: SourcePosition] {
        get { storage.fields.positions }
        set { uniqueStorage().fields.positions = newValue }
        _modify { yield &uniqueStorage().fields.positions }
    }
    /// Whether `featured: true` puts the episode in the theme's "Featured" sections.
    public var isFeatured: Bool {
        get { storage.fields.isFeatured }
        set { uniqueStorage().fields.isFeatured = newValue }
        _modify { yield &uniqueStorage().fields.isFeatured }
    }
    /// Old paths of the episode's page (`aliases:`).
    public var aliases: [Alias] {
        get { storage.fields.aliases }
        set { uniqueStorage().fields.aliases = newValue }
        _modify { yield &uniqueStorage().fields.aliases }
    }
    /// The page's folder that its `url:` or site.yml's `permalinks:` gives it, when one does.
    public var permalinkPath: String? {
        get { storage.fields.permalinkPath }
        set { uniqueStorage().fields.permalinkPath = newValue }
        _modify { yield &uniqueStorage().fields.permalinkPath }
    }
    /// The moment from which a build publishes the episode, in seconds since 1970.
    public var publishedFrom: Int { (publishes ?? date).secondsSince1970 }
    /// The page's folder relative to the site root (`episodes/intro/`, or its permalink's).
    public var pagePath: String { permalinkPath ?? SiteRoutes.episode(slug) }

    /// The box, copied first when another episode shares it.
    private mutating func uniqueStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
        return storage
    }

    /// Whether two episodes have the same values: at once when they share a box.
    public static func == (lhs: Episode, rhs: Episode) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }
}

/// A collection (series) of episodes.
public struct EpisodeCollection: Sendable, Codable {
    /// The file, relative to the site folder.
    public var path: String
    /// The title.
    public var title: String
    /// The URL segment: `/collections/<slug>/`.
    public var slug: String
    /// A one-sentence summary as plain text (the front matter's rendered as Markdown).
    public var summary: String
    /// The summary as inline HTML; root-relative links start with the root marker.
    public var summaryHTML: String = ""
    /// The links of the front matter's `summary:`, each at its place in the file (inside the
    /// value where that is known exactly, else at the value's start: ``SummaryLinkPlace``);
    /// empty when the summary is the body's first paragraph.
    public var summaryLinks: [MarkdownLink] = []
    /// The position among collections, when given.
    public var order: Int?
    /// The thumbnail, relative to `Content/`, when given.
    public var thumbnail: String?
    /// Whether its page lists the newest episode first (else the oldest).
    public var newestFirst: Bool
    /// The show's podcast settings, when the collection is a show of its own.
    public var podcast: PodcastSettings?
    /// The rendered body.
    public var document: MarkdownDocument
    /// Old paths of the collection's page (`aliases:`).
    public var aliases: [Alias] = []
    /// The page's folder that its `url:` or site.yml's `permalinks:` gives it, when one does.
    public var permalinkPath: String?
    /// Where `url:` is written, when it gives the page's folder.
    public var urlPosition: SourcePosition?
    /// The page's folder relative to the site root (`collections/swift/`, or its permalink's).
    public var pagePath: String { permalinkPath ?? SiteRoutes.collection(slug) }
}

/// A plain page such as `/about/`.
public struct ContentPage: Sendable, Equatable, Codable {
    /// The file, relative to the site folder.
    public var path: String
    /// The title.
    public var title: String
    /// The URL segment: `/<slug>/`.
    public var slug: String
    /// The rendered body.
    public var document: MarkdownDocument
    /// Old paths of the page (`aliases:`).
    public var aliases: [Alias] = []
    /// The summary as plain text (its meta description): the front matter's rendered as
    /// Markdown, else the body's first paragraph.
    public var summary = ""
    /// The summary as inline HTML; root-relative links start with the root marker.
    public var summaryHTML: String = ""
    /// The links of the front matter's `summary:`, each at its place in the file (inside the
    /// value where that is known exactly, else at the value's start: ``SummaryLinkPlace``);
    /// empty when the summary is the body's first paragraph.
    public var summaryLinks: [MarkdownLink] = []
    /// The page's folder that its `url:` or site.yml's `permalinks:` gives it, when one does.
    public var permalinkPath: String?
    /// Where `url:` is written, when it gives the page's folder.
    public var urlPosition: SourcePosition?
    /// The path of the site the page's address leads to instead (`redirect:`, `people/`), and
    /// where it is written: the build writes a redirect there, not a page.
    public var redirect: PageRedirect?
    /// The page's folder relative to the site root (`about/`, or its permalink's).
    public var pagePath: String { permalinkPath ?? SiteRoutes.page(slug) }
}
