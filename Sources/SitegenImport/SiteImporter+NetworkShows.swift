import Foundation
import SitegenContent

/// The shows of a network: collections of their own feed.
extension SiteImporter {
    /// A show of a network as the import writes it: its collection's `podcast:` block and what
    /// the report says of it.
    struct NetworkShow {
        /// The `podcast:` block.
        var podcast: [String: Any]
        /// The top-level keys of the show's section page read into the block.
        var usedKeys: Set<String>
        /// The old feed addresses of the source site kept as the block's `feedAliases`.
        var feedAliases: [String] = []
        /// The old feed's address the settings name, when it is on another host.
        var otherHostFeed: String?
        /// The other feed addresses the show's settings name.
        var otherAddresses: [String] = []
        /// The address `podcast.guid` was derived from, when the import pinned it.
        var guidSource: String?
    }

    /// The collections that are shows of a network, by slug: when two or more collections made
    /// of the source's sections (Hugo sections, Jekyll collections, show pages) hold episodes
    /// with media, each is a show with a feed of its own, its `podcast:` block filled from the
    /// show's settings (``ShowFeedSettings``); its old feed addresses on the site (Hugo's
    /// `/show/<show>/index.xml`, or the address its settings name on the site's host) are its
    /// `feedAliases`, and `podcast.guid` is the one Podcasting 2.0 derives from its old address.
    /// - Parameter pages: The collections' addresses where `permalinks:` moves them (`/show/x/`).
    static func networkShows(
        _ plan: ImportPlan, writer: ImportWriter, baseURL: String?, pages: [String: String] = [:]
    ) -> [String: NetworkShow] {
        let slugs = plan.collections.keys.filter { (writer.collectionEpisodes[$0]?.withMedia ?? 0) > 0 }.sorted()
        guard slugs.count >= 2 else { return [:] }
        var shows: [String: NetworkShow] = [:]
        // An address is one feed's: the site's own, or the first show's that names it.
        var claimed: Set<String> = ["/" + SiteRoutes.podcast]
        for slug in slugs {
            let places =
                [plan.collectionPages[slug]?.fields].compactMap { $0 }
                + (plan.showSettings[slug]?.map(\.values) ?? [])
            let settings = ShowFeedSettings(places, context: writer.context)
            var show = NetworkShow(podcast: settings.podcast, usedKeys: settings.usedKeys)
            show.otherAddresses = Array(settings.feedAddresses.dropFirst())
            var paths: [String] = []
            if let section = plan.collectionOldURLs[slug] {
                // The feed Hugo wrote for the show's section (`/show/coder-radio/index.xml`).
                paths += plan.oldFeedPaths.filter { path in
                    path.hasPrefix(section) && !path.dropFirst(section.count).contains("/")
                }
            }
            paths += plan.showFeedPaths[slug] ?? []
            if let address = settings.feedAddress {
                if address.hasPrefix("/") {
                    paths.append(address)
                } else if let path = writer.context.sitePath(ofURL: address) {
                    paths.append("/" + path)
                } else {
                    show.otherHostFeed = address
                }
            }
            for path in paths
            where !claimed.contains(path) && path != feedPath(of: slug, pages: pages) {
                guard case .success = AliasReader.normalized(path) else { continue }
                show.feedAliases.append(path)
                claimed.insert(path)
            }
            if !show.feedAliases.isEmpty { show.podcast["feedAliases"] = show.feedAliases }
            if show.podcast["guid"] == nil {
                if let address = settings.feedAddress, !address.hasPrefix("/") {
                    show.podcast["guid"] = oldChannelGuid(baseURL: address, path: "")
                    show.guidSource = address
                } else if let path = settings.feedAddress ?? show.feedAliases.first, let baseURL {
                    show.podcast["guid"] = oldChannelGuid(baseURL: baseURL, path: path)
                    show.guidSource = path
                }
            }
            shows[slug] = show
        }
        return shows
    }

    /// The report's line on a show of a network: its collection, its episodes, its feed and
    /// what became of its old feed.
    static func showLine(
        _ show: NetworkShow, slug: String, title: String, counts: ShowEpisodeCount, pages: [String: String] = [:]
    ) -> String {
        let feed = feedPath(of: slug, pages: pages)
        var line =
            "show \(title): collection collections/\(slug).md, \(counts.episodes) episodes, "
            + "\(counts.withMedia) with media (its feed's items"
            + (counts.unpublished > 0
                ? ", \(counts.unpublished) of them drafts or dated later, in it when built with --drafts or --future"
                : "")
            + "); its feed \(feed)"
        if !show.feedAliases.isEmpty {
            line += ", also at its old address " + show.feedAliases.joined(separator: ", ")
        }
        if let other = show.otherHostFeed { line += "; its old feed \(other) is on another host" }
        if !show.otherAddresses.isEmpty {
            line += " (its settings name too: " + show.otherAddresses.joined(separator: ", ") + ")"
        }
        if let source = show.guidSource {
            line +=
                "; podcast.guid pinned to the one Podcasting 2.0 derives from "
                + (source == show.otherHostFeed ? "it" : source)
        }
        return line
    }

    /// A show's feed address: beside its collection's page (`/show/x/podcast.xml` where
    /// `permalinks:` puts the page at `/show/x/`).
    static func feedPath(of slug: String, pages: [String: String]) -> String {
        "/" + SiteRoutes.showPodcast(ofPage: String((pages[slug] ?? "/" + SiteRoutes.collection(slug)).dropFirst()))
    }
}

extension SiteImporter {
    /// The front matter keys of a show's subscribe page that say nothing the new site lacks.
    private static let subscribePageKeys: Set<String> = ["title", "date", "draft", "type", "layout", "slug"]

    /// Says in the report what became of each show of a network (``showLine(_:slug:title:counts:pages:)``),
    /// which settings the shows' feeds were read from, and what of their settings pages is not imported.
    static func reportShows(
        _ shows: [String: NetworkShow], plan: ImportPlan, writer: inout ImportWriter, baseURL: String?,
        pages: [String: String] = [:], report: inout Report
    ) {
        // A subscribe page's keys no show's feed took (a site of one show has no show of its own).
        for slug in plan.showSettings.keys.sorted() {
            let used = shows[slug]?.usedKeys ?? []
            for (source, values) in plan.showSettings[slug]! where source.hasPrefix("content/") {
                let keys = (ImportValue.lowercasedKeys(values) ?? [:]).keys.sorted()
                for key in keys where !used.contains(key) && !subscribePageKeys.contains(key) {
                    writer.count("not imported from shows' subscribe pages (a collection has no place for them)", key)
                }
            }
        }
        guard !shows.isEmpty else { return }
        report.lines.append(
            "a network of \(shows.count) shows: each is a collection with a `podcast:` block of its own, whose feed "
                + "lists that show's episodes with media; the site's /podcast.xml lists every show's")
        for slug in shows.keys.sorted() {
            let title = ImportValue.text(plan.collections[slug]?.title) ?? slug
            report.lines.append(
                showLine(
                    shows[slug]!, slug: slug, title: title,
                    counts: writer.collectionEpisodes[slug] ?? ShowEpisodeCount(), pages: pages))
            for key in shows[slug]!.usedKeys.sorted() { writer.count("shows' feed settings read from", key) }
        }
        let moved = shows.keys.sorted().filter { shows[$0]!.otherHostFeed != nil }
        guard !moved.isEmpty else { return }
        let site = baseURL.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 } ?? ""
        report.lines.append(
            "the old feeds of \(moved.count) shows are on other hosts, where the new site cannot answer: to move their "
                + "subscribers, each old feed must say <itunes:new-feed-url> with its show's new feed ("
                + "\(site)\(feedPath(of: moved[0], pages: pages)) for \(moved[0])); until then apps keep reading the old one"
        )
    }
}
