import Foundation
import SitegenContent
import SitegenDiagnostics
import SitegenFileSystem

/// What an import will write: the settings, the collections, episodes and pages with their old
/// URLs, and the static files.
struct ImportPlan {
    /// A Markdown file to write.
    struct File {
        /// The source file read.
        var page: ImportedPage
        /// The slug it is given (made unique when written).
        var slug: String
        /// The collection (a Hugo section) it belongs to.
        var collection: String?
        /// Where the source site published it.
        var oldURL: String?
        /// Whether it was a draft (Jekyll's `_drafts/`).
        var isDraft = false
        /// The date to use when front matter gives none that the build reads.
        var date: String?
        /// The folder (under the imported `Content/`) of the leaf bundle the file is the page of.
        var bundle: String?
        /// The path of the site the page leads to instead (`redirect:`), for a page that was only
        /// a list sitegen writes elsewhere.
        var redirect: String?
    }

    /// The file system the source is read from.
    let fileSystem: FileSystem
    /// The source's settings (title, baseURL, description, language, author, params).
    var configuration: [String: Any]?
    /// Why the settings file cannot be read (the import stops there).
    var configurationProblem: Diagnostic?
    /// The episodes.
    var episodes: [File] = []
    /// The pages.
    var pages: [File] = []
    /// People (Hugo's `guest/` and `host/` sections): their pages become `Content/people/`.
    var people: [File] = []
    /// Collections by slug: title and introduction.
    var collections: [String: (title: String, body: String)] = [:]
    /// The source files that introduce collections (Zola's `_index.md`), with the collection's
    /// slug, for links to them.
    var collectionPaths: [(path: String, slug: String)] = []
    /// The old URL of each collection's section (`/weekly-wrap/`), by slug: kept as an alias.
    var collectionOldURLs: [String: String] = [:]
    /// The section pages (`_index.md`) collections come from, by slug: their front matter.
    var collectionPages: [String: ImportedPage] = [:]
    /// Settings of each show of a network besides its section page's front matter, by the
    /// collection's slug, each with the file or setting it was read from: a page of its section
    /// that names its feed (``takeShowSettingsPages()``), a Jekyll collection's settings.
    var showSettings: [String: [(source: String, values: [String: Any])]] = [:]
    /// Other old URLs that lead to a collection's page, by its slug: those of pages read as a
    /// show's settings (its subscribe page), of a show's own people lists, and of Zola sections
    /// that redirected there.
    var collectionAliases: [String: [String]] = [:]
    /// Static files: where they are, and their path under Content/.
    var staticFiles: [(URL, String)] = []
    /// Warnings about files of the source (with `--skip-unreadable`, the files left out).
    var problems: [Diagnostic] = []
    /// The files that cannot be read, each at the place of its first mistake: they stop the
    /// import unless `--skip-unreadable` leaves them out.
    var unreadable: [Diagnostic] = []
    /// Whether `unreadable` holds a feed's items rather than files (`sitegen import rss`).
    var unreadableAreFeedItems = false
    /// Lines for the report about how the source was read.
    var notes: [String] = []
    /// The guid a Jekyll site's feed template writes for each post, when it is one the import reads.
    var feedGUID: JekyllFeedGUID?
    /// The guid a Hugo site's podcast feed template writes for each episode, when it is one the
    /// import reads.
    var hugoFeedGUID: HugoItemTemplate?
    /// The enclosure URLs a Hugo site's podcast feed template writes for each episode (one in
    /// each branch of an `if`, in the item's order), those the import reads.
    var hugoFeedEnclosures: [HugoItemTemplate] = []
    /// Settings a Hugo site keeps outside its settings file, each with where they are read from:
    /// what its podcast feed template writes as it is in its channel
    /// (`<itunes:email>info@binaergewitter.de</itunes:email>`), a data file its theme reads the
    /// show's settings from (`data/show.toml`). They give what the site's settings do not.
    var fallbackSettings: [(source: String, values: [String: Any])] = []
    /// Where the source published its podcast feed (`/feed/podcast.xml`): kept as
    /// `podcast.feedAliases` so that subscribers there keep getting episodes.
    var oldFeedPaths: [String] = []
    /// Of ``oldFeedPaths``, the one podcast apps subscribed to, where several wrote the episodes
    /// (GolangShow's `/episode/index.xml` beside its home's `/index.xml`).
    var mainFeedPath: String?
    /// Where the source published a show's own feed, by the show's slug (GoodStuff-Fm/goodstuff's
    /// `_3g3q/feed.xml` at `/3g3q/feed.xml`): kept as that show's `podcast.feedAliases`.
    var showFeedPaths: [String: [String]] = [:]
    /// Files that are an episode's transcript, by the episode file's source path
    /// (``takeTranscriptDocuments()``).
    var transcriptDocuments: [String: File] = [:]
    /// Where the source published its feed of pages when it had no podcast feed (Zola's own
    /// `/atom.xml`): sitegen's Atom feed is written there (`atomFeed:`), so its readers keep it.
    var oldAtomFeedPath: String?
    /// The people a Hugo site keeps in its settings (`[params.authors.ivan]`, as the Arrested
    /// DevOps theme does), each slug by the ids an episode's `author` may name them by: their key,
    /// or their name (AdvanceTechMedia/AdvanceTechPodcast's `author = "Alexandra Moxin"`).
    var paramAuthors: [String: String] = [:]
    /// Jekyll's `site` as Liquid reads it: the settings, and `data`, the data directory's
    /// top-level files by name (CafeNerd/cafenerd.pl's `{{ site.data.speakers.michal_mizera.short }}`).
    var siteValues: [String: Any] = [:]
    /// Whether some pages are HTML (Hugo's `content/post/show001.html`), whose markup the
    /// source published as written.
    var hasHTMLPages = false
    /// The site's translation files (Hugo's `i18n/`), whose words of the site's language that
    /// sitegen's theme has keys for the import writes as the site's (``ImportTranslations``).
    var translationFiles: [ImportTranslations.File] = []
    /// How many Org-mode files were read as pages (``OrgPage``), which the report says.
    var orgFiles = 0

    /// Takes the settings a source read: `true` when there are some to go on with; a problem is
    /// kept for the importer to stop with.
    mutating func takeSettings(_ loaded: Result<[String: Any], Diagnostic>?) -> Bool {
        switch loaded {
        case .success(let settings): configuration = settings
        case .failure(let problem): configurationProblem = problem
        case nil: break
        }
        return configuration != nil
    }

    /// Every regular file under a folder, relative to it, sorted (hidden ones left out): a
    /// symbolic link is neither taken nor followed (a folder that is one gives none), and a folder
    /// on another device (a mount point) is not entered.
    static func files(under folder: URL, fileSystem: FileSystem) -> [String] {
        guard fileSystem.kind(folder) == .directory else { return [] }
        let device = fileSystem.stamp(folder)?.device
        var files: [String] = []
        func walk(_ url: URL, _ prefix: String) {
            guard let names = try? fileSystem.list(url) else { return }
            for name in names where !name.hasPrefix(".") {
                let child = url.appendingPathComponent(name)
                switch fileSystem.kind(child) {
                case .file: files.append(prefix + name)
                case .directory where fileSystem.stamp(child)?.device == device: walk(child, prefix + name + "/")
                default: continue
                }
            }
        }
        walk(folder, "")
        return files.sorted()
    }

    /// Reads a Markdown file of the source (an Org-mode one with `org`); nil, and the file in
    /// ``unreadable``, when it cannot be.
    mutating func read(_ url: URL, path: String, org: Bool = false) -> ImportedPage? {
        guard let data = try? fileSystem.read(url), let text = String(data: data, encoding: .utf8) else {
            cannotRead("the file cannot be read as UTF-8 text", at: .start(of: path))
            return nil
        }
        if org {
            orgFiles += 1
            return OrgPage.read(text, path: path)
        }
        switch ImportedPage.read(text, path: path) {
        case .success(let page): return page
        case .failure(let problem):
            cannotRead(problem.message, at: problem.position)
            return nil
        }
    }

    /// Records a file of the source that cannot be read, and why.
    mutating func cannotRead(_ message: String, at position: SourcePosition?) {
        unreadable.append(.error(message, at: position))
    }

    /// With `--skip-unreadable`: the unreadable files become warnings that say they are left
    /// out, and the report says what that costs.
    mutating func leaveOutUnreadable() {
        guard !unreadable.isEmpty else { return }
        problems += unreadable.map { .warning("\($0.message); left out (--skip-unreadable)", at: $0.position) }
        notes.append(
            unreadableAreFeedItems
                ? "left out \(unreadable.count) feed items that cannot be read (--skip-unreadable): they are not "
                    + "episodes of the new site, nor items of its feed"
                : "left out \(unreadable.count) files that cannot be read (--skip-unreadable): their pages, people or "
                    + "translations are not in the new site, and their old URLs answer 404")
        unreadable = []
    }

    /// A file's modification time as ISO 8601, the date Hugo and Jekyll give a page without one.
    static func modificationDate(of url: URL, fileSystem: FileSystem) -> String? {
        guard let nanoseconds = fileSystem.stamp(url)?.modified else { return nil }
        // Seconds and nanoseconds added as FileManager adds them, to the same `Date`.
        var (seconds, fraction) = nanoseconds.quotientAndRemainder(dividingBy: 1_000_000_000)
        if fraction < 0 { (seconds, fraction) = (seconds - 1, fraction + 1_000_000_000) }
        let modified = Date(
            timeIntervalSinceReferenceDate: Double(seconds) - Date.timeIntervalBetween1970AndReferenceDate
                + Double(fraction) / 1_000_000_000)
        return ISO8601DateFormatter().string(from: modified)
    }

    /// A permalink pattern filled for a page: `:year`, `:month`, `:day`, `:slug`, `:title`,
    /// `:filename`, `:section`, `:categories`, `:output_ext`. Hugo's patterns pass its `urlize`
    /// for `:title` and the file's own name for `:filename`, `:contentbasename`,
    /// `:slugorfilename` and `:slugorcontentbasename` (with `slugOrName`, the slug else that name).
    static func expand(
        _ pattern: String, date: Date?, slug: String, title: String, section: String, categories: [String],
        extension outputExtension: String = "", fileName: String? = nil, slugOrName: String? = nil,
        urlize: ((String) -> String)? = nil
    ) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = date.map { calendar.dateComponents([.year, .month, .day], from: $0) }
        func two(_ value: Int?) -> String { value.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "" }
        let categoryPath = categories.map(slugify).joined(separator: "/")
        let year = parts?.year.map(String.init) ?? ""
        let tokens: [(String, String)] = [
            (":slugified_categories", categoryPath), (":categories", categoryPath),
            (":short_year", String(year.suffix(2))), (":year", year),
            (":i_month", parts?.month.map(String.init) ?? ""), (":i_day", parts?.day.map(String.init) ?? ""),
            (":slugorfilename", slugOrName ?? slug), (":slugorcontentbasename", slugOrName ?? slug),
            (":contentbasename", fileName ?? slug), (":month", two(parts?.month)), (":day", two(parts?.day)),
            (":slug", slug), (":title", urlize?(title) ?? slugify(title)), (":filename", fileName ?? slug),
            (":section", section), (":output_ext", outputExtension),
        ]
        var text = pattern
        for (token, value) in tokens {
            text = text.replacingOccurrences(of: token, with: value)
        }
        var collapsed = ""
        for character in text where !(character == "/" && collapsed.hasSuffix("/")) { collapsed.append(character) }
        return collapsed.hasPrefix("/") ? collapsed : "/" + collapsed
    }

    /// A date from front matter (a Date, an ISO text or epoch seconds/ms).
    static func date(_ value: Any?) -> Date? {
        switch value {
        case let date as Date: return date
        case let number as Int:
            return Date(timeIntervalSince1970: Double(number > 100_000_000_000 ? number / 1000 : number))
        case let text as String:
            if case .success(let parsed) = ContentDate.parse(text) {
                return Date(timeIntervalSince1970: Double(parsed.secondsSince1970))
            }
            // Other spellings the import reads (`2018-01-31 22:00:00 CET`).
            return ImportValue.date(text) as? Date
        default: return nil
        }
    }
}
