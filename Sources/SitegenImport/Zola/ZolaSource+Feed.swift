import Foundation
import SitegenContent
import SitegenFileSystem

extension ZolaSource {
    /// The names Zola gives the site's feeds: `feed_filenames` (Zola 0.19), else `feed_filename`,
    /// else its default, `atom.xml`.
    static func feedNames(_ settings: [String: Any]) -> [String] {
        let names =
            ImportValue.strings(settings["feed_filenames"]) ?? ImportValue.strings(settings["feed_filename"]) ?? []
        let usable = names.filter { !$0.isEmpty && !$0.contains("/") && !$0.contains("..") }
        return usable.isEmpty ? ["atom.xml"] : usable
    }

    /// Whether front matter or settings turn Zola's feeds on: `generate_feeds` (Zola 0.19), else
    /// `generate_feed`.
    static func generatesFeeds(_ fields: [String: Any]) -> Bool {
        ImportValue.flag(fields["generate_feeds"] ?? fields["generate_feed"]) == true
    }

    /// The podcast feed template of the site: the first feed name whose template (under
    /// `templates/`, then the theme's) writes an `<enclosure>`, with its path and text.
    func podcastFeedTemplate(_ settings: [String: Any]) -> (name: String, path: String, text: String)? {
        let roots = ["templates"] + (ImportValue.text(settings["theme"]).map { ["themes/\($0)/templates"] } ?? [])
        for name in Self.feedNames(settings) {
            for root in roots {
                let path = root + "/" + name
                guard let data = try? fileSystem.read(folder.appendingPathComponent(path)), data.count < 1_000_000,
                    let text = String(data: data, encoding: .utf8), text.contains("<enclosure")
                else { continue }
                return (name, path, text)
            }
        }
        return nil
    }

    /// Reads the site's podcast feed template into the plan: where Zola published it (the site's
    /// feed and each section's that turns feeds on), the settings its channel writes as they are,
    /// and what each item gets (``ZolaFeedItems``).
    func readFeed(_ settings: [String: Any], into plan: inout ImportPlan) {
        let feed = podcastFeedTemplate(settings)
        keepFeedsOfPages(settings, besides: feed?.name, in: &plan)
        guard let feed else { return }
        var paths = Self.generatesFeeds(settings) ? ["/" + feed.name] : []
        for (slug, page) in plan.collectionPages.sorted(by: { $0.key < $1.key })
        where Self.generatesFeeds(ImportValue.lowercasedKeys(page.fields) ?? [:]) {
            if let section = plan.collectionOldURLs[slug] { paths.append(section + feed.name) }
        }
        plan.oldFeedPaths = paths
        if let channel = feed.text.range(of: "<channel>") {
            // The channel before its items' loop (a loop of the channel's own, as akronymisierbar's
            // hosts, stays in it).
            var head = feed.text[channel.upperBound...]
            if let loop = Self.itemLoop(in: feed.text), loop.range.lowerBound > channel.upperBound {
                head = feed.text[channel.upperBound..<loop.range.lowerBound]
            } else if let item = head.range(of: "<item") {
                head = head[..<item.lowerBound]
            }
            let values = FeedChannelHead.values(in: head)
            if !values.isEmpty {
                plan.fallbackSettings.append(
                    ("\(feed.path), the old feed's template, which writes them as they are", values))
            }
        }
        ZolaFeedItems(feed.text, path: feed.path)?.apply(to: &plan, settings: settings)
    }

    /// Zola's own feeds of pages (apollo's `generate_feed`, at /atom.xml; with `feed_filenames`,
    /// those beside the podcast feed): sitegen's Atom feed goes where the first was, unless that is
    /// where sitegen writes a feed already; the others are named in the report as not kept.
    func keepFeedsOfPages(_ settings: [String: Any], besides podcast: String?, in plan: inout ImportPlan) {
        guard Self.generatesFeeds(settings) else { return }
        let names = Self.feedNames(settings).filter { $0 != podcast }
        guard let first = names.first, first.hasSuffix(".xml"), first != SiteRoutes.podcast else { return }
        if first != SiteRoutes.feed { plan.oldAtomFeedPath = "/" + first }
        let dropped = names.dropFirst().filter { $0 != SiteRoutes.feed }
        if !dropped.isEmpty {
            plan.notes.append(
                "old feeds not kept at their addresses (sitegen writes one Atom feed, at /\(first)): "
                    + dropped.map { "/" + $0 }.joined(separator: ", "))
        }
    }

    /// The loop of a feed template that writes its items: the last `{% for x in … %}` before its
    /// first `<item`, with the variable it names (`page`, cbrake/simplepod's `episode`); not a
    /// loop of the channel's (akronymisierbar's `{% for host in config.extra.hosts %}`).
    static func itemLoop(in text: String) -> (range: Range<String.Index>, variable: String)? {
        guard let item = text.range(of: "<item") else { return nil }
        let pattern = #"\{%-?\s*for\s+([A-Za-z_][A-Za-z0-9_]*)\s+in\s[^%]*-?%\}"#
        var found: (range: Range<String.Index>, variable: String)?
        var rest = text[..<item.lowerBound]
        while let range = rest.range(of: pattern, options: .regularExpression) {
            let words = text[range].split(whereSeparator: { $0.isWhitespace || "%{-".contains($0) })
            if words.count >= 2 { found = (range, String(words[1])) }
            rest = rest[range.upperBound...]
        }
        return found
    }
}
