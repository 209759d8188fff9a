public import SitegenDiagnostics
public import SitegenMarkdown

/// One episode: its front matter and its rendered body.
public struct Episode: Sendable, Equatable {
    /// The file, relative to the site folder (`Content/episodes/001-intro.md`).
    public var path: String
    /// The title.
    public var title: String
    /// The name its page's address and files are made of (`/episodes/<slug>/` by default).
    public var slug: String
    /// The publication date.
    public var date: ContentDate
    /// When the episode's page last changed, if the front matter says (`lastmod`, Hugo's; `updated`, Zola's).
    public var modified: ContentDate?
    /// When the episode is published, if that is not its `date`: Hugo's `publishDate` beside a
    /// `date` (a build before it leaves the episode out, as one before a future `date` does).
    public var publishes: ContentDate?
    /// The moment from which a build publishes the episode, in seconds since 1970.
    public var publishedFrom: Int { (publishes ?? date).secondsSince1970 }
    /// The running time.
    public var duration: EpisodeDuration?
    /// The collection as written (its slug or its title).
    public var collectionReference: String?
    /// The category as written.
    public var category: String?
    /// The tags as written.
    public var tags: [String]
    /// The thumbnail, relative to `Content/`.
    public var thumbnail: String?
    /// The summary as plain text: the front matter's rendered as Markdown, else the body's
    /// first paragraph.
    public var summary: String
    /// The summary as inline HTML (the front matter's rendered as Markdown, else the body's
    /// first paragraph escaped); root-relative links start with the root marker.
    public var summaryHTML = ""
    /// The links of the front matter's `summary:`, each at its place in the file (inside the
    /// value where that is known exactly, else at the value's start: ``SummaryLinkPlace``);
    /// empty when the summary is the body's first paragraph.
    public var summaryLinks: [MarkdownLink] = []
    /// Whether the episode is a draft.
    public var isDraft: Bool
    /// The position within its collection, when given.
    public var order: Int?
    /// The media: number, audio, video, chapters, transcript, people, params.
    public var media: EpisodeMedia
    /// The rendered body and its facts.
    public var document: MarkdownDocument
    /// Where some keys were written, for later diagnostics (`collection`, `thumbnail`, `slug`, `title`).
    public var positions: [String: SourcePosition]
    /// Whether `featured: true` puts the episode in the theme's "Featured" sections.
    public var isFeatured = false
    /// Old paths of the episode's page (`aliases:`).
    public var aliases: [Alias] = []
    /// The page's folder that its `url:` or site.yml's `permalinks:` gives it, when one does.
    public var permalinkPath: String?
    /// The page's folder relative to the site root (`episodes/intro/`, or its permalink's).
    public var pagePath: String { permalinkPath ?? SiteRoutes.episode(slug) }
}

/// A collection (series) of episodes.
public struct EpisodeCollection: Sendable {
    /// The file, relative to the site folder.
    public var path: String
    /// The title.
    public var title: String
    /// The URL segment: `/collections/<slug>/`.
    public var slug: String
    /// A one-sentence summary as plain text (the front matter's rendered as Markdown).
    public var summary: String
    /// The summary as inline HTML; root-relative links start with the root marker.
    public var summaryHTML = ""
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
public struct ContentPage: Sendable, Equatable {
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
    public var summaryHTML = ""
    /// The links of the front matter's `summary:`, each at its place in the file (inside the
    /// value where that is known exactly, else at the value's start: ``SummaryLinkPlace``);
    /// empty when the summary is the body's first paragraph.
    public var summaryLinks: [MarkdownLink] = []
    /// The page's folder that its `url:` or site.yml's `permalinks:` gives it, when one does.
    public var permalinkPath: String?
    /// Where `url:` is written, when it gives the page's folder.
    public var urlPosition: SourcePosition?
    /// The page's folder relative to the site root (`about/`, or its permalink's).
    public var pagePath: String { permalinkPath ?? SiteRoutes.page(slug) }
}
