public import Foundation
public import SitegenDiagnostics
public import SitegenFileSystem

/// The site `sitegen new NAME` writes: one that builds and serves at once, with comments that
/// say what each setting does.
public enum NewSite {
    /// Writes a new site into `folder` (shown in diagnostics as `display`), which must not
    /// exist or be empty; an error otherwise.
    /// - Returns: The paths written, relative to the folder, sorted.
    /// - Parameter search: whether the site gets search (`search: true`); `sitegen new` turns it on
    ///   only where Pagefind runs, so that the new site builds on a machine with nothing else.
    public static func write(
        into folder: URL, display: String, title: String, search: Bool = true, fileSystem: FileSystem = .disk
    ) -> Result<[String], Diagnostic> {
        let position = SourcePosition.start(of: display)
        switch fileSystem.kind(folder) {
        case .missing: break
        case .directory:
            if let entries = try? fileSystem.list(folder), !entries.isEmpty {
                return .failure(
                    .error(
                        "the folder is not empty (it holds \(entries.count) entr\(entries.count == 1 ? "y" : "ies")); `sitegen new` only writes into a new or empty folder",
                        at: position))
            }
        default:
            return .failure(.error("there is a file of that name already; choose another name", at: position))
        }
        let files = Self.files(title: title, search: search)
        do {
            for (path, text) in files.sorted(by: { $0.key < $1.key }) {
                let url = folder.appendingPathComponent(path)
                try fileSystem.createDirectory(url.deletingLastPathComponent())
                try fileSystem.write(Data(text.utf8), url)
            }
        } catch {
            return .failure(.error("cannot write the new site: \(error.localizedDescription)", at: position))
        }
        return .success(files.keys.sorted())
    }

    /// The files of a new site titled `title`, by path (with `search: false` where Pagefind
    /// cannot run).
    public static func files(title: String, search: Bool = true) -> [String: String] {
        return [
            "Content/site.yml": siteYML.replacingOccurrences(of: "TITLE", with: NewEpisode.quoted(title))
                .replacingOccurrences(of: "SEARCH", with: search ? searchOn : searchOff),
            "Content/collections/getting-started.md": collection,
            "Content/episodes/001-welcome.md": firstEpisode,
            "Content/episodes/002-your-second-episode.md": secondEpisode,
            "Content/pages/about.md": about.replacingOccurrences(of: "TITLE", with: NewEpisode.markdownText(title)),
            ".gitignore":
                "# What sitegen makes: the built site and the picture cache.\n/Output/\n/\(SiteBuildOptions.defaultImageCacheFolder)/\n",
            ".github/workflows/pages.yml": NewSiteWorkflow.pages,
        ]
    }

    /// The search setting where Pagefind runs.
    static let searchOn = """
        # A search page and a Pagefind index (python3 -m pip install pagefind-bin); false turns it off.
        search: true
        """

    /// The search setting where Pagefind was missing when the site was made.
    static let searchOff = """
        # A search page and a Pagefind index: install Pagefind (python3 -m pip install pagefind-bin),
        # then set true. (It was not installed when this site was made.)
        search: false
        """

    static let siteYML = """
        # The site's settings. Every key is optional except title and baseURL.
        title: TITLE
        # One sentence: the home page's description and the feeds'.
        description: "Episodes about what we make."
        author: "Your Name"
        # The footer's notice (default: © author), also the feeds' rights.
        # copyright: "© 2026 Your Name"
        # The language of the pages (a BCP 47 tag: en, de, pt-BR).
        language: en
        # Where the site will be published; it may have a path (https://example.org/shows/).
        baseURL: "https://example.org/"
        # How many episodes a page of the archive, a collection, a tag or a person lists.
        pageSize: 24
        SEARCH
        # Code blocks are highlighted at build time; false shows them plain.
        highlight: true
        # Thumbnails named in front matter must exist (false: a missing one is a warning).
        requireThumbnails: true
        # For a podcast feed (podcast.xml), give the show's details:
        # podcast:
        #   author: "Your Name"
        #   owner: {name: "Your Name", email: "you@example.org"}
        #   category: Technology
        #   explicit: false
        #   image: images/artwork.png   # a square PNG or JPEG, 1400 to 3000 px
        #   funding: {url: "https://example.org/support", text: "Support the show"}
        #   listen: [https://podcasts.apple.com/us/podcast/your-show/id1234567890]   # in the footer
        #   limit: 300                  # only the newest 300 episodes in the feed
        #   license: cc-by-4.0          # Podcasting 2.0: the license, the schedule, the place
        #   updateFrequency: Weekly
        #   location: "Lisbon, Portugal"
        # The Atom feed's path (a podcast feed that was at /feed.xml keeps it as podcast.feedAliases).
        # atomFeed: /atom.xml
        # Links added to the navigation, after Episodes, Library, Collections and About:
        # menu:
        #   - {title: Merch, url: "https://shop.example.org/"}

        """

    static let collection = """
        ---
        title: Getting Started
        summary: "The first episodes: how the show works."
        # oldest (default) or newest first on the collection's page
        episodeOrder: oldest
        ---
        A collection is a series. Episodes join it with `collection: getting-started`.

        """

    static let firstEpisode = """
        ---
        title: Welcome
        date: 2024-01-08
        duration: "4:30"
        collection: getting-started
        category: News
        tags: [welcome]
        summary: "What this show is about, and how often it comes out."
        # audio: {url: https://cdn.example.org/001.mp3, length: 4321000}
        ---
        Every episode is a Markdown file in `Content/episodes/`. Its front matter says what it is;
        its body is the show notes.

        ## Chapters

        - 00:00 Hello
        - 02:10 What comes next

        """

    static let secondEpisode = """
        ---
        title: Your Second Episode
        date: 2024-01-15
        duration: "12:05"
        collection: getting-started
        category: Tutorials
        tags: [welcome, swift]
        featured: true
        ---
        Code blocks are highlighted when the site is built:

        ```swift
        let greeting = "Hello, \\(name)!"
        print(greeting)
        ```

        """

    static let about = """
        ---
        title: About
        ---
        TITLE is made with [sitegen](https://github.com/). Edit `Content/pages/about.md` to say who you are.

        """
}
