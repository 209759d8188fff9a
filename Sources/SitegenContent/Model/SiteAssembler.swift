import Foundation
public import SitegenDiagnostics
import SitegenFormats

/// Puts loaded content together into a `Site`, checking what only the whole site can tell:
/// unknown collections, duplicate slugs, missing thumbnails.
public struct SiteAssembler: Sendable {
    /// The settings file, as diagnostics name it.
    static let configurationFile = "Content/site.yml"
    /// Whether drafts are published.
    public var includeDrafts: Bool
    /// Whether episodes dated after `now` are published.
    public var includeFuture: Bool
    /// The build's clock, in seconds since 1970.
    public var now: Int

    /// Creates an assembler.
    public init(includeDrafts: Bool = false, includeFuture: Bool = false, now: Int) {
        self.includeDrafts = includeDrafts
        self.includeFuture = includeFuture
        self.now = now
    }

    /// Slugs a page may not take, because the site uses them.
    package static let reservedSlugs: Set<String> = [
        "episodes", "collections", "categories", "tags", "library", "people", "podcast.xml", "assets", "images",
        "search", "pagefind",
        "feed.xml", "sitemap.xml",
        "robots.txt", "404.html", "index.html", "_headers", "_redirects",
    ]

    /// The site, or `nil` with the errors that stop the build.
    public func assemble(_ content: LoadedContent) -> (Site?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let assets = Set(content.assets)
        let collections = orderedCollections(content.collections, diagnostics: &diagnostics)
        let allEpisodes = completingMedia(content, diagnostics: &diagnostics)
        var episodes = allEpisodes.filter {
            (includeDrafts || !$0.isDraft) && (includeFuture || $0.publishedFrom <= now)
        }
        episodes.sort { ($0.date, $1.slug) > ($1.date, $0.slug) }
        checkSlugs(content.episodes, diagnostics: &diagnostics)
        Self.checkGuids(episodes, diagnostics: &diagnostics)
        // A thumbnail that points out of Content/ (or is a URL) is an error even with
        // `requireThumbnails: false`; only thumbnails that are merely missing become a warning.
        var thumbnails: [Diagnostic] = []
        for episode in content.episodes {
            checkThumbnail(
                episode.thumbnail, at: episode.positions["thumbnail"], assets: assets, missing: &thumbnails,
                invalid: &diagnostics)
        }
        for collection in content.collections {
            checkThumbnail(
                collection.thumbnail, at: SourcePosition.start(of: collection.path), assets: assets,
                missing: &thumbnails, invalid: &diagnostics)
        }
        if content.configuration.requireThumbnails {
            diagnostics += thumbnails
        } else if let first = thumbnails.first {
            diagnostics.append(
                .warning(
                    "\(thumbnails.count) \(thumbnails.count == 1 ? "thumbnail named in front matter does" : "thumbnails named in front matter do") not exist, the first here; "
                        + "`requireThumbnails: false` in site.yml lets the build go on, and those pages show no thumbnail",
                    at: first.position))
        }
        var bySlug: [String: Int] = [:]
        var byTitle: [String: Int] = [:]
        for (index, entry) in collections.enumerated() {
            bySlug[entry.collection.slug] = index
            byTitle[entry.collection.title] = byTitle[entry.collection.title] ?? index
        }
        var members: [[Int]] = Array(repeating: [], count: collections.count)
        for (index, episode) in episodes.enumerated() {
            guard let reference = episode.collectionReference else { continue }
            if let collection = bySlug[reference] ?? byTitle[reference] {
                members[collection].append(index)
            }
        }
        for episode in content.episodes {
            guard let reference = episode.collectionReference, bySlug[reference] == nil, byTitle[reference] == nil
            else { continue }
            var message = "unknown collection '\(reference)'"
            let known = collections.map(\.collection.slug)
            if let suggestion = KeySuggestion.closest(to: reference, in: known) {
                message += "; did you mean `\(suggestion)`?"
            } else if !known.isEmpty {
                message += "; collections are " + known.map { "`\($0)`" }.joined(separator: ", ")
            } else {
                message += "; there are no collections in Content/collections/"
            }
            diagnostics.append(
                .error(message, at: episode.positions["collection"] ?? SourcePosition.start(of: episode.path)))
        }
        var collectionOf: [Int?] = Array(repeating: nil, count: episodes.count)
        for (collection, list) in members.enumerated() {
            for episode in list { collectionOf[episode] = collection }
        }
        var entries = collections
        var pages = content.pages
        Self.applyPermalinks(
            content.configuration.permalinks, episodes: &episodes, collectionOf: collectionOf,
            collections: &entries, pages: &pages, diagnostics: &diagnostics)
        checkPages(content.pages, diagnostics: &diagnostics)
        if !diagnostics.contains(where: { $0.severity == .error }) {
            Self.checkAddresses(
                episodes: episodes, collections: entries.map(\.collection), pages: pages,
                permalinks: content.configuration.permalinks, diagnostics: &diagnostics)
        }
        // A site.yml with a mistake was not read at all: its `podcast:` block is not missing, and
        // the feeds are checked once the mistake is fixed.
        let configurationRead = !content.diagnostics.contains {
            $0.severity == .error && $0.position?.file == SiteAssembler.configurationFile
        }
        if configurationRead {
            checkPodcasts(
                configuration: content.configuration, collections: content.collections, episodes: episodes,
                assets: assets, diagnostics: &diagnostics)
        }
        let people = peopleEntries(content.people, episodes: episodes, assets: assets, diagnostics: &diagnostics)
        let redirects = Self.redirects(
            episodes: episodes, collections: entries.map(\.collection), pages: pages, people: people.map(\.person),
            diagnostics: &diagnostics)
        // A page that leads elsewhere (`redirect:`) is a redirect at its address, no page.
        pages.removeAll { $0.redirect != nil }
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return (nil, diagnostics.sorted()) }

        var membership: [(collection: Int, position: Int)?] = Array(repeating: nil, count: episodes.count)
        for (index, list) in members.enumerated() {
            let ordered = list.sorted { lhs, rhs in
                let (a, b) = (episodes[lhs], episodes[rhs])
                switch (a.order, b.order) {
                case let (x?, y?) where x != y: return x < y
                case (_?, nil): return true
                case (nil, _?): return false
                default: return (a.date, a.slug) < (b.date, b.slug)
                }
            }
            entries[index].episodes = ordered
            for (position, episode) in ordered.enumerated() { membership[episode] = (index, position + 1) }
        }
        let site = Site(
            configuration: content.configuration, episodes: episodes, collections: entries,
            categories: taxonomy(episodes, key: "category", diagnostics: &diagnostics) {
                $0.category.map { [$0] } ?? []
            },
            tags: taxonomy(episodes, key: "tags", diagnostics: &diagnostics) { $0.tags },
            pages: pages.sorted { $0.slug < $1.slug }, assets: content.assets, membership: membership,
            people: people
        )
        var complete = site
        complete.redirects = redirects
        complete.data = content.data
        for episode in allEpisodes {
            if !includeDrafts, episode.isDraft {
                complete.unpublished.drafts += 1
            } else if !includeFuture, episode.publishedFrom > now {
                complete.unpublished.future += 1
            }
        }
        return (complete, diagnostics.sorted())
    }

    private func orderedCollections(
        _ collections: [EpisodeCollection], diagnostics: inout [Diagnostic]
    ) -> [Site.CollectionEntry] {
        var seen: [String: String] = [:]
        for collection in collections {
            if let first = seen[collection.slug] {
                diagnostics.append(
                    .error(
                        "collection slug '\(collection.slug)' is already used by \(first)",
                        at: SourcePosition.start(of: collection.path)))
            }
            if collection.slug == "index.html" {
                // collections/index.html is the page listing every collection.
                diagnostics.append(
                    .error(
                        "the collection slug 'index.html' is used by the site itself; choose another `slug:`",
                        at: SourcePosition.start(of: collection.path)))
            }
            seen[collection.slug] = seen[collection.slug] ?? collection.path
        }
        return collections.sorted { lhs, rhs in
            switch (lhs.order, rhs.order) {
            case let (x?, y?) where x != y: return x < y
            case (_?, nil): return true
            case (nil, _?): return false
            default: return (lhs.title, lhs.slug) < (rhs.title, rhs.slug)
            }
        }.map { Site.CollectionEntry(collection: $0, episodes: []) }
    }

    private func checkSlugs(_ episodes: [Episode], diagnostics: inout [Diagnostic]) {
        var seen: [String: Int] = [:]
        for (index, episode) in episodes.enumerated() {
            if episode.slug == "index.html" {
                // episodes/index.html is the archive: the build stopped only when it was written.
                diagnostics.append(
                    .error(
                        "the episode slug 'index.html' is used by the site itself; choose another `slug:`",
                        at: episode.positions["slug"] ?? SourcePosition.start(of: episode.path)))
            }
            if let firstIndex = seen[episode.slug] {
                let first = episodes[firstIndex]
                let place = first.positions["slug"] ?? SourcePosition.start(of: first.path)
                diagnostics.append(
                    .error(
                        "two episodes have the slug '\(episode.slug)': this one and \(place)",
                        at: episode.positions["slug"] ?? episode.positions["title"]
                            ?? SourcePosition.start(of: episode.path)
                    ))
            } else {
                seen[episode.slug] = index
            }
        }
    }

    private func checkThumbnail(
        _ path: String?, at position: SourcePosition?, assets: Set<String>, missing: inout [Diagnostic],
        invalid: inout [Diagnostic]
    ) {
        guard let path, let position else { return }
        let normalized = path.hasPrefix("/") ? String(path.dropFirst()) : path
        let firstSegment = normalized.prefix { $0 != "/" }
        if firstSegment.contains(":") || path.hasPrefix("//") {
            invalid.append(.error("thumbnail '\(path)' must be a path inside Content/, not a URL", at: position))
        } else if normalized.contains("\\") {
            invalid.append(
                .error(
                    "thumbnail '\(path)' must be a path inside Content/ with folders written with '/', not '\\'",
                    at: position))
        } else if normalized.split(separator: "/").contains(where: { $0 == ".." }) || normalized.isEmpty {
            invalid.append(.error("thumbnail '\(path)' must be a path inside Content/, without '..'", at: position))
        } else if normalized.split(separator: "/").contains(where: { $0 == "." }) {
            invalid.append(.error("thumbnail '\(path)': \(PageBundle.relativeOutsideBundle(path))", at: position))
        } else if !assets.contains(normalized) {
            missing.append(.error(PageBundle.missingFile("thumbnail", path, at: position), at: position))
        }
    }

    private func checkPages(_ pages: [ContentPage], diagnostics: inout [Diagnostic]) {
        var seen: [String: String] = [:]
        for page in pages {
            let position = SourcePosition.start(of: page.path)
            if Self.reservedSlugs.contains(page.slug) {
                diagnostics.append(
                    .error("the page slug '\(page.slug)' is used by the site itself; rename the page", at: position))
            }
            if let first = seen[page.slug] {
                diagnostics.append(.error("page slug '\(page.slug)' is already used by \(first)", at: position))
            }
            seen[page.slug] = seen[page.slug] ?? page.path
        }
    }

    private func taxonomy(
        _ episodes: [Episode], key: String, diagnostics: inout [Diagnostic], _ names: (Episode) -> [String]?
    ) -> [Site.TaxonomyEntry] {
        var entries: [String: Site.TaxonomyEntry] = [:]
        for (index, episode) in episodes.enumerated() {
            for name in names(episode) ?? [] {
                entries[name, default: Site.TaxonomyEntry(title: name, slug: "", episodes: [])].episodes.append(index)
            }
        }
        // Names that still share a slug (`Swift` and `swift`, `José` and `Jose`): the first by
        // name keeps it, the others get `-2`, `-3`, and a warning says so where the name is used.
        var sorted = entries.values.sorted { $0.title < $1.title }
        var taken: [String: String] = [:]
        for index in sorted.indices {
            let base = slugify(sorted[index].title)
            var slug = base
            var counter = 2
            while taken[slug] != nil {
                slug = "\(base)-\(counter)"
                counter += 1
            }
            taken[slug] = sorted[index].title
            sorted[index].slug = slug
            if slug != base, let owner = taken[base], let first = sorted[index].episodes.first {
                let episode = episodes[first]
                diagnostics.append(
                    .warning(
                        "'\(sorted[index].title)' and '\(owner)' make the same slug `\(base)`; '\(sorted[index].title)' "
                            + "gets `\(slug)` (write the name the same way everywhere to make them one)",
                        at: episode.positions[key] ?? SourcePosition.start(of: episode.path)))
            }
        }
        return sorted.sorted { ($0.title.lowercased(), $0.slug) < ($1.title.lowercased(), $1.slug) }
    }
}
