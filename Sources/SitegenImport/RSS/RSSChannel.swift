import Foundation
import SitegenContent

/// A feed's `<channel>` as the imported site's settings, with the keys the settings of a site
/// whose feed template wrote them as they are are read by (``FeedChannelHead``), and report lines
/// for what the new site cannot carry.
struct RSSChannel {
    /// The settings, as a configuration of the source.
    var settings: [String: Any] = [:]
    /// The channel's `<link>` when it is an http(s) URL: the site's address.
    var baseURL: String?
    /// Where the feed was published on the site's own host (`atom:link rel="self"`): kept as a
    /// feed alias.
    var oldFeedPaths: [String] = []
    /// Report lines.
    var notes: [String] = []

    /// The channel elements the settings carry (besides `item`).
    static let carried: Set<String> = [
        "title", "link", "description", "language", "copyright", "itunes:author", "itunes:owner", "itunes:explicit",
        "itunes:type", "itunes:image", "itunes:category", "itunes:summary", "podcast:guid", "podcast:locked",
        "podcast:funding", "itunes:complete", "itunes:block", "podcast:medium", "image", "atom:link", "item",
        "itunes:new-feed-url",
        // What a feed says of its making, which the new site's feed says for itself.
        "author", "dc:creator", "generator", "lastBuildDate", "pubDate", "docs", "ttl", "webMaster", "managingEditor",
    ]

    /// The Podcasting 2.0 channel elements ``FeedNamespaceHead`` reads, by the `podcast:` key each makes.
    static let namespaceTags = [
        "value": "podcast:value", "license": "podcast:license", "location": "podcast:location", "txt": "podcast:txt",
        "podroll": "podcast:podroll", "updateFrequency": "podcast:updateFrequency",
    ]

    init(_ channel: FeedElement) {
        func put(_ key: String, _ value: String?) {
            if let value, !value.isEmpty { settings[key] = value }
        }
        put("title", channel.value("title"))
        let selfLink = channel.children("atom:link").first { $0.attributes["rel"] == "self" }?.attributes["href"]
        if let link = channel.value("link"), link.lowercased().hasPrefix("http") {
            // A link to the feed itself (radcrew.net's `…/category/classic/feed`) names its site's host only.
            // A query or fragment (`https://launchedfm.com?`, `…?maca=en-rss`) tracks visits: a site's address has none.
            let page = link.prefix { $0 != "?" && $0 != "#" }
            let named =
                Self.isFeedAddress(link, selfLink: selfLink) ? URL(string: link).flatMap(Self.origin) : String(page)
            // The address as the build takes it (a fragment or an odd case left out), else none.
            let site = named.flatMap { try? SiteConfigurationDecoder.normalizedBaseURL($0).get() }
            if let site {
                baseURL = site
                put("baseURL", site)
                notes.append(
                    "the site's address (baseURL) is \(site)"
                        + (named == link
                            ? ", the feed's <link>"
                            : named == String(page)
                                ? ", the feed's <link> (\(link)) without its query"
                                : ", the host of the feed's <link> (\(link), the feed itself)")
                        + ": set it in Content/site.yml to where the new site will be published")
            }
        }
        // A channel's description may be HTML (a link, a paragraph): the site's is text.
        put("description", channel.value("description").map(ShowNotes.plainText))
        // Apple's short subtitle: the site's description when the channel has no other.
        var carried = Self.carried
        if settings["description"] == nil, channel.value("itunes:summary") == nil,
            let subtitle = channel.value("itunes:subtitle")
        {
            put("subtitle", ShowNotes.plainText(subtitle))
            carried.insert("itunes:subtitle")
        }
        put("itunes_summary", channel.value("itunes:summary").map(ShowNotes.plainText))
        put("language", channel.value("language"))
        put("copyright", channel.value("copyright"))
        put("itunes_author", channel.value("itunes:author"))
        put("author", channel.value("author") ?? channel.value("dc:creator"))
        put("itunes_owner_name", channel.child("itunes:owner")?.value("itunes:name"))
        put("itunes_owner_email", channel.child("itunes:owner")?.value("itunes:email"))
        put("itunes_explicit", channel.value("itunes:explicit"))
        put("itunes_type", channel.value("itunes:type"))
        put("itunes_image", channel.attribute("href", of: "itunes:image") ?? channel.child("image")?.value("url"))
        // Apple's feeds name a category and one subcategory of it; the others are named in the report.
        var others: [String] = []
        for element in channel.children("itunes:category") {
            guard let name = element.attributes["text"] else { continue }
            let subcategories = element.children("itunes:category").compactMap { $0.attributes["text"] }
            if settings["itunes_category"] == nil {
                put("itunes_category", name)
                put("itunes_subcategory", subcategories.first)
                others += subcategories.dropFirst().map { "\(name) › \($0)" }
            } else {
                others += subcategories.isEmpty ? [name] : subcategories.map { "\(name) › \($0)" }
            }
        }
        if !others.isEmpty { settings[FeedChannelHead.otherCategoriesKey] = others }
        put("podcast_guid", channel.value("podcast:guid"))
        if let guid = channel.value("podcast:guid"), UUID(uuidString: guid) == nil {
            notes.append("the feed's podcast:guid, \(guid), is no UUID: the new feed derives its own")
        }
        put("podcast_locked", channel.value("podcast:locked"))
        if let owner = channel.attribute("owner", of: "podcast:locked") {
            put("podcast_locked_owner", owner)
            if let email = settings["itunes_owner_email"] as? String, email.lowercased() != owner.lowercased() {
                notes.append(
                    "podcast:locked names \(owner), the owner's email (itunes:owner) \(email): the new feed's "
                        + "lock names the owner's email; set podcast.owner.email in Content/site.yml if hosts must "
                        + "verify the other")
            }
        }
        var podcast: [String: Any] = [:]
        var refused: [String] = []
        func offer(_ key: String, _ value: Any?, from tag: String) {
            guard let value else { return }
            if FeedNamespaceHead.accepted(key, value) { podcast[key] = value } else { refused.append(tag) }
        }
        offer("medium", channel.value("podcast:medium")?.lowercased(), from: "podcast:medium")
        offer("complete", channel.value("itunes:complete").map { $0.lowercased() == "yes" }, from: "itunes:complete")
        // `<podcast:block>` without an `id` blocks every platform, as `<itunes:block>` does Apple's:
        // the build writes both. One naming a platform (`id="spotify"`) is left out, and named.
        let wholeBlocks = channel.children("podcast:block").filter { $0.attributes["id"] == nil }
        let blocks = [channel.value("itunes:block")] + wholeBlocks.map { $0.text.trimmingCharacters(in: .whitespaces) }
        let blocked = blocks.compactMap { $0?.lowercased() }
        offer("block", blocked.isEmpty ? nil : blocked.contains("yes"), from: "itunes:block")
        carried.insert("podcast:block")
        let platformBlocks = channel.children("podcast:block").compactMap { $0.attributes["id"] }
        let funding = channel.children("podcast:funding").compactMap { element -> [String: Any]? in
            guard let url = element.attributes["url"] else { return nil }
            let text = element.text.trimmingCharacters(in: .whitespacesAndNewlines)
            return text.isEmpty ? ["url": url] : ["url": url, "text": text]
        }
        offer("funding", funding.isEmpty ? nil : funding, from: "podcast:funding")
        // The elements the settings of a show's feed template write as they are: the same reader,
        // given them as the parser read them (not the feed's bytes, whose comments, CDATA and
        // encoding it does not know).
        let head = channel.children.filter { $0.name.hasPrefix("podcast:") }.map(\.xml).joined(separator: "\n")
        let namespace = FeedNamespaceHead.settings(in: head[...])
        podcast.merge(namespace) { own, _ in own }
        if !podcast.isEmpty { settings[FeedNamespaceHead.settingsKey] = podcast }
        if !refused.isEmpty {
            notes.append(
                "channel elements left out, as the new site's feed would refuse their values: "
                    + refused.joined(separator: ", "))
        }
        let read = carried.union(namespace.keys.compactMap { Self.namespaceTags[$0] }).subtracting(refused)
        let left =
            channel.children.map(\.name).filter { !read.contains($0) }
            + platformBlocks.map { "podcast:block id=\"\($0)\"" }
        if !left.isEmpty {
            notes.append(
                "channel elements the new site's feed does not carry: "
                    + SiteImporter.Report.counted(left))
        }
        notes += feedNotes(channel)
    }

    /// Whether a channel's link is the feed's own address rather than its site's.
    static func isFeedAddress(_ link: String, selfLink: String?) -> Bool {
        func bare(_ text: String) -> String { text.hasSuffix("/") ? String(text.dropLast()) : text }
        if let selfLink, bare(selfLink) == bare(link) { return true }
        let path = bare(URL(string: link)?.path.lowercased() ?? "")
        return [".xml", ".rss", "/feed", "/rss"].contains(where: path.hasSuffix)
    }

    /// `https://host/` of a URL.
    private static func origin(_ url: URL) -> String? {
        guard let scheme = url.scheme, let host = url.host else { return nil }
        return "\(scheme)://\(host)" + (url.port.map { ":\($0)" } ?? "") + "/"
    }

    /// Where podcast apps subscribed, and what keeps them: the old feed's path when it is on the
    /// site's host, else what the show's host has to say to them.
    private mutating func feedNotes(_ channel: FeedElement) -> [String] {
        let selfLink = channel.children("atom:link").first { $0.attributes["rel"] == "self" }?.attributes["href"]
        if let moved = channel.value("itunes:new-feed-url") {
            return ["the feed says it moved to \(moved) (itunes:new-feed-url): import that feed if it is newer"]
        }
        guard let selfLink, let feed = URL(string: selfLink), let host = feed.host else {
            return [
                "the feed gives no address of its own (atom:link rel=\"self\"): make its old address redirect (HTTP 301) "
                    + "to the new site's podcast.xml, or set <itunes:new-feed-url> there"
            ]
        }
        if let baseURL, URL(string: baseURL)?.host?.lowercased() == host.lowercased(), feed.path.count > 1 {
            if feed.path == "/" + SiteRoutes.podcast {
                return ["apps subscribed at \(selfLink): the new site's podcast feed is there"]
            }
            oldFeedPaths.append(feed.path)
            return ["apps subscribed at \(selfLink): the new site writes its feed there too (podcast.feedAliases)"]
        }
        // Apps and the Podcast Index know a feed that names no guid by the one its address gives.
        if settings["podcast_guid"] == nil {
            let guid = SiteImporter.oldChannelGuid(baseURL: selfLink, path: "")
            settings["podcast_guid"] = guid
            notes.append(
                "podcast.guid pinned to \(guid), the one Podcasting 2.0 derives from the old feed's address")
        }
        return [
            "apps subscribed at \(selfLink), on another host: make it redirect (HTTP 301) to the new site's "
                + "podcast.xml, or set <itunes:new-feed-url> there, as the old host allows"
        ]
    }
}
