import Foundation
import SitegenContent
import SitegenMarkdown
import SitegenRender

/// `Content/site.yml` from the source's settings.
extension SiteImporter {
    /// Where a placeholder artwork is written when the source has none the feed can use.
    static let placeholderArtwork = "images/podcast-artwork-placeholder.png"

    /// site.yml, every value checked as the build checks it; with a `podcast:` block the feed
    /// accepts when episodes have media (what had to be made up is said in the report).
    static func siteYML(
        _ settings: SiteSettingsMapping, context: ImportContext, hasMedia: Bool, unsafeHTML: Bool,
        oldFeedPaths: [String] = [], mainFeedPath: String? = nil, oldAtomFeed: String? = nil,
        permalinks: [String: String] = [:],
        navigationData: Any? = nil, report: inout Report
    ) -> (text: String, artwork: Bool) {
        // Jekyll-Podcast-Feed's settings name the show only as `podcast_title` (podcastlinux/tupodcast.github.io);
        // Jekyll themes that show `site.name` as the site's title, only as a top-level `name`
        // (TheContext/TheContext.github.io's `name: The Context`).
        let named = settings.text(["title", "podcast_title", "itunes_title"]) ?? settings.topLevelText("name")
        let title = named ?? "Imported"
        if named == nil {
            report.lines.append("the settings give no title; the site's title is Imported: set it in Content/site.yml")
        }
        var fields: [(String, Any)] = [("title", title)]
        let description = settings.text([
            "description", "podcast_description", "itunes_summary", "apple_podcasts_summary", "subtitle", "tagline",
        ])
        if let description { fields.append(("description", description)) }
        let author = settings.text(["author", "podcast_author", "itunes_author", "owner"])
        if let author { fields.append(("author", author)) }
        // Castanet shows `copyright_notice` (Markdown) in the footer and writes `copyright` into
        // the feed: the notice's text is the site's (footer, Atom), `copyright` the podcast feed's.
        let notice = settings.text(["copyright_notice"]).map(MarkdownRenderer.plainText(ofInline:))
        if let copyright = notice ?? settings.text(["copyright"]) { fields.append(("copyright", copyright)) }
        // The tag as the old site gave it (`pt-BR`, whose region picks the theme's words), else its language.
        if let language = siteLanguage(settings) {
            let tag = language.tag.replacingOccurrences(of: "_", with: "-")
            fields.append(("language", SiteConfigurationDecoder.isLanguageTag(tag) ? tag : language.primary))
        }
        if let baseURL = settings.baseURL {
            fields.append(("baseURL", baseURL))
        } else {
            fields.append(("baseURL", "https://example.org/"))
            report.lines.append(
                "the settings give no http(s) base URL; baseURL is https://example.org/: set it in Content/site.yml")
        }
        fields.append(("requireThumbnails", false))
        if unsafeHTML {
            // The source passed raw HTML (players, embeds) into its pages; so does the import.
            fields.append(("unsafeHTML", true))
        }
        let listen = platformLinks(settings, report: &report)
        let menu = menuLinks(
            settings, baseURL: settings.baseURL, collectionsAt: permalinks["collection"],
            categoriesAreTags: context.categoriesAreTerms, navigationData: navigationData, report: &report)
        if !menu.isEmpty { fields.append(("menu", menu)) }
        var artwork = false
        if hasMedia {
            var made: [String] = []
            var podcast: [String: Any] = [:]
            // The site's author, who may be named only as the owner (`owner: Andy Taylor`).
            let podcastAuthor = settings.text(["podcast_author", "itunes_author", "apple_podcasts_author"])
            podcast["author"] = podcastAuthor ?? author ?? title
            if podcastAuthor == nil, author == nil { made.append("author (the title)") }
            let host = URL(string: settings.baseURL ?? "")?.host ?? "example.org"
            let email = settings.email ?? "podcast@" + (host.hasPrefix("www.") ? String(host.dropFirst(4)) : host)
            if settings.email == nil { made.append("owner email (\(email))") }
            podcast["owner"] = [
                "name": settings.text([
                    "itunes_owner_name", "apple_podcasts_owner_name", "owner_name", "podcast_owner", "owner",
                    "podcast_author",
                ])
                    ?? podcast["author"]!, "email": email,
            ]
            let categories = [
                "podcast_category", "itunes_category", "itunes_top_category", "itunes_categories",
                "itunes_category_one", "podcast_category_one", "apple_podcasts_top_category", "apple_podcasts_category",
                "categories", "category",
            ]
            // The first value that names a category: not a taxonomy's `category = "categories"`.
            let categoryValue = settings.values(categories).first { category($0) != nil }
            if let categoryValue, let category = category(categoryValue) {
                podcast["category"] = category
                let named =
                    settings.text([
                        "itunes_subcategory", "podcast_subcategory", "apple_podcasts_first_sub_category",
                        "itunes_first_sub_category", "apple_podcasts_subcategory", "subcategory",
                    ]) ?? subcategory(of: category, in: categoryValue)
                if let subcategory = PodcastCategories.subcategories(of: category).first(where: {
                    $0.lowercased() == named?.lowercased()
                }) {
                    podcast["subcategory"] = subcategory
                } else if let named {
                    // Apple's list is what the feed may name: another subcategory is left out, and said.
                    let known = PodcastCategories.subcategories(of: category)
                    report.lines.append(
                        "the subcategory '\(named)' is not one of Apple's for \(category) ("
                            + (known.isEmpty ? "it has none" : known.joined(separator: ", "))
                            + "): left out; set podcast.subcategory in Content/site.yml")
                }
            } else if let (category, subcategory) = settings.values(categories).lazy.compactMap({
                ImportValue.text($0).flatMap(PodcastCategories.category(ofSubcategory:))
            }).first {
                // A feed naming only a subcategory (`<itunes:category text="Natural Sciences"/>`).
                podcast["category"] = category
                podcast["subcategory"] = subcategory
                report.lines.append(
                    "the old feed's category '\(subcategory)' is one of Apple's subcategories: category \(category), "
                        + "subcategory \(subcategory)")
            } else {
                podcast["category"] = "Technology"
                made.append("category (Technology)")
                if let named = settings.values(categories).lazy.compactMap(ImportValue.text).first {
                    report.lines.append(
                        "the old feed's category '\(named)' is not one of Apple's: left out, for Technology")
                }
            }
            // The old feed's other categories: the feed sitegen writes names one.
            if let others = ImportValue.strings(settings.value([FeedChannelHead.otherCategoriesKey])), !others.isEmpty {
                report.lines.append(
                    "the old feed's other categories left out (sitegen's feed names one category): "
                        + others.joined(separator: ", "))
            }
            podcast["explicit"] =
                ImportValue.flag(settings.value(["podcast_explicit", "itunes_explicit", "explicit"])) ?? false
            let artworkKeys = [
                "podcast_image", "itunes_image", "apple_podcasts_image", "podcast_artwork", "podcast_album_art",
                "artwork", "album_art",
            ]
            let imageKeys = artworkKeys + ["cover", "logo", "image", "avatar"]
            // Artwork named as such, even only by the old feed's template (GolangShow's
            // `images/cover.png`, which Apple Podcasts showed), before the theme's logo.
            let named = ImportValue.contentFile(settings.value(artworkKeys), in: context).flatMap {
                isArtwork($0, context) ? $0 : nil
            }
            if let image = named ?? artworkPath(settings.value(imageKeys), context: context) {
                podcast["image"] = image
            } else {
                podcast["image"] = placeholderArtwork
                artwork = true
                // Artwork the settings name on the web is for the owner to copy in: the build reads its bytes.
                let named = ImportValue.text(settings.value(imageKeys)).flatMap { $0.contains("://") ? $0 : nil }
                made.append(
                    "image (a plain placeholder, \(placeholderArtwork)"
                        + (named.map { "; the settings name \($0): copy it into Content/" } ?? "") + ")")
            }
            let siteCopyright = notice ?? settings.text(["copyright"])
            if let copyright = settings.text(["podcast_copyright", "itunes_copyright", "feed_copyright", "copyright"]),
                copyright != siteCopyright
            {
                podcast["copyright"] = copyright
            }
            if let type = settings.text(["podcast_type", "itunes_type"])?.lowercased(),
                ["episodic", "serial"].contains(type)
            {
                podcast["type"] = type
            }
            publishing(settings, into: &podcast)
            if !listen.isEmpty { podcast["listen"] = listen }
            // The Podcasting 2.0 elements the old feed's template wrote as they are.
            if let namespace = settings.value([FeedNamespaceHead.settingsKey]) as? [String: Any] {
                let kept = namespace.keys.sorted().filter { podcast[$0] == nil }
                for key in kept { podcast[key] = namespace[key] }
                if !kept.isEmpty {
                    report.lines.append(
                        "the old feed's Podcasting 2.0 elements kept in the podcast block: "
                            + kept.map { "podcast.\($0)" }.joined(separator: ", "))
                }
            }
            let aliases = feedAliases(oldFeedPaths, report: &report)
            if !aliases.isEmpty { podcast["feedAliases"] = aliases }
            if aliases.contains("/" + SiteRoutes.feed) { fields.append(("atomFeed", "/" + movedAtomFeed)) }
            let moved = Array(Set(oldFeedPaths.filter { $0 != "/" + SiteRoutes.podcast }))
            let main = mainFeedPath.flatMap { moved.contains($0) ? $0 : nil } ?? (moved.count == 1 ? moved[0] : nil)
            if podcast["guid"] == nil, let main, let baseURL = settings.baseURL {
                podcast["guid"] = oldChannelGuid(baseURL: baseURL, path: main)
                report.lines.append(
                    "podcast.guid pinned to the one Podcasting 2.0 derives from the old feed's address, "
                        + "\(main) (apps and the Podcast Index know the show by it)")
            }
            if description == nil {
                fields.insert(("description", title), at: 1)
                made.append("description (the title)")
            }
            if !made.isEmpty {
                report.lines.append(
                    "the podcast feed needs what the settings lack; made up, to replace in Content/site.yml: "
                        + made.joined(separator: ", "))
            }
            fields.append(("podcast", podcast))
        } else {
            // No episode has audio (theirs are on a host's pages: Spotify, Anchor): the settings'
            // podcast keys have no feed to fill, which the report says rather than drop them unsaid.
            let given = podcastSettingKeys.filter { settings.value([$0]) != nil }
            if !given.isEmpty {
                report.lines.append(
                    "no episode has audio, so no podcast feed and no `podcast:` block: not imported from the settings: "
                        + given.joined(separator: ", "))
            }
            // The show's pages on the platforms it is heard on need no feed: the footer links them.
            if !listen.isEmpty { fields.append(("podcast", ["listen": listen])) }
        }
        // The source's own feed of pages (Zola's /atom.xml): sitegen's Atom feed is written there.
        if let oldAtomFeed, !fields.contains(where: { $0.0 == "atomFeed" }) {
            fields.append(("atomFeed", oldAtomFeed))
            report.lines.append(
                "the old feed's address kept: atomFeed: \(oldAtomFeed) in site.yml (sitegen's Atom feed is written "
                    + "there, so its readers keep getting episodes)")
        }
        // The addresses the old site gave its pages, where one pattern keeps them.
        if !permalinks.isEmpty { fields.append(("permalinks", permalinks)) }
        return (
            "# Imported; see docs/reference/site-yml.md for every setting.\n" + ImportYAML.mapping(fields), artwork
        )
    }

    /// The imported site's language, as a primary subtag (`de`), and the tag the settings give
    /// (`de-DE`); Hugo's `defaultContentLanguage` is the language of a site that names no other
    /// (xvenca/podcast.wenzl.no: `cs`, its feed's `podcast_language` too).
    static func siteLanguage(_ settings: SiteSettingsMapping) -> (primary: String, tag: String)? {
        let keys = ["languagecode", "language", "lang", "locale", "podcast_language", "defaultcontentlanguage"]
        guard let tag = settings.text(keys) else { return nil }
        let primary = String(tag.prefix { $0 != "-" && $0 != "_" }).lowercased()
        return SiteConfigurationDecoder.isLanguageTag(primary) ? (primary, tag) : nil
    }

    /// The settings' keys of a podcast feed's channel, named in the report when no episode has
    /// audio (froilainhaeckse/entscheidung-zur-heilung-podcast-website's `[params.feed]`).
    private static let podcastSettingKeys = [
        "itunes_author", "itunes_owner_name", "itunes_owner_email", "itunes_top_category", "itunes_category",
        "itunes_first_sub_category", "itunes_image", "itunes_explicit", "podcast_author", "podcast_category",
    ]

    /// Where the import moves sitegen's Atom feed when the old podcast feed was at its default
    /// address, `/feed.xml` (as Jekyll's feed templates and WordPress exports have it).
    static let movedAtomFeed = "atom.xml"

    /// The old feed's paths the build can write the feed at too: all but its own `/podcast.xml`;
    /// `/feed.xml` with the Atom feed moved to ``movedAtomFeed`` (said in the report).
    private static func feedAliases(_ paths: [String], report: inout Report) -> [String] {
        var kept: [String] = []
        for path in paths where path != "/" + SiteRoutes.podcast && !kept.contains(path) {
            guard case .success = AliasReader.normalized(path) else { continue }
            kept.append(path)
        }
        if !kept.isEmpty {
            report.lines.append(
                "the old podcast feed's address kept as podcast.feedAliases (the feed is written there too, so "
                    + "subscribers keep getting episodes): " + kept.joined(separator: ", "))
        }
        if kept.contains("/" + SiteRoutes.feed) {
            report.lines.append(
                "the old podcast feed was at /feed.xml, where sitegen writes its Atom feed: atomFeed: /"
                    + movedAtomFeed + " in site.yml moves that one, so the podcast feed keeps its address")
        }
        return kept
    }

    /// The channel guid Podcasting 2.0 gives a feed that names none: the UUID v5 of its address
    /// without the scheme and trailing slashes (as ``SiteRenderer/channelGuid(_:)`` makes it).
    static func oldChannelGuid(baseURL: String, path: String) -> String {
        var url = (baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL) + path
        if let scheme = url.range(of: "://") { url = String(url[scheme.upperBound...]) }
        while url.hasSuffix("/") { url.removeLast() }
        return UUIDv5.make(namespace: UUIDv5.podcastNamespace, name: url)
    }

    /// What the old feed said of how it is published and which the feed must keep: its channel
    /// guid (Podcasting 2.0's `podcast:guid`, which apps follow the show by and which must never
    /// change; a UUID), its lock against other hosts importing it, and its funding link.
    private static func publishing(_ settings: SiteSettingsMapping, into podcast: inout [String: Any]) {
        if let guid = settings.text(["podcast_guid", "podcast_index_guid", "podcastindex_guid", "feed_guid"]),
            UUID(uuidString: guid) != nil
        {
            podcast["guid"] = guid
        }
        if let locked = ImportValue.flag(settings.value(["podcast_locked", "itunes_locked"])) {
            podcast["locked"] = locked
        }
        if let text = settings.text(["podcast_funding_url", "podcast_funding", "funding_url"]),
            case .success(let url) = WebURLText.normalize(text, allowsQuery: true)
        {
            podcast["funding"] = url
        }
    }

    /// The keys of a category given as a map (SkippySteve/hugo-podcast's
    /// `[[params.podcastCategory]]`: `title`, `subTitle`; niclindh/jekyll-podcast-template's
    /// `categories: [{category: …}]`), and of its subcategory.
    private static let categoryKeys = ["title", "text", "category", "name"]
    private static let subcategoryKeys = ["subtitle", "subcategory", "sub_category"]

    /// An Apple Podcasts category a setting names (a text, a list, `Technology > Tech News`, a
    /// map or a list of maps of ``categoryKeys``, rss2hugo's `Arts; Food`), a category Apple
    /// renamed as its new name (``retiredCategories``).
    static func category(_ value: Any?) -> String? {
        let items = value as? [Any] ?? [value].compactMap { $0 }
        let texts = items.compactMap { item in
            ImportValue.text(item)
                ?? ImportValue.lowercasedKeys(item as? [String: Any]).flatMap { map in
                    categoryKeys.lazy.compactMap { ImportValue.text(map[$0]) }.first
                }
        }
        for text in texts {
            // `Kids &amp; Family`: written escaped for the XML feed template it filled.
            let unescaped = text.replacingOccurrences(of: "&amp;", with: "&")
            for part in unescaped.components(separatedBy: CharacterSet(charactersIn: ">/:,|;")) {
                let name = part.trimmingCharacters(in: .whitespaces)
                    .replacingOccurrences(of: " and ", with: " & ")
                if let category = currentCategory(named: name) ?? currentCategory(named: part) {
                    return category
                }
            }
        }
        return nil
    }

    /// The subcategory the first map of a category setting (``categoryKeys``) naming `category`
    /// gives, if any.
    private static func subcategory(of category: String, in value: Any?) -> String? {
        for item in value as? [Any] ?? [value].compactMap({ $0 }) {
            guard let map = ImportValue.lowercasedKeys(item as? [String: Any]),
                let name = categoryKeys.lazy.compactMap({ ImportValue.text(map[$0]) }).first,
                Self.category(name) == category
            else { continue }
            return subcategoryKeys.lazy.compactMap { ImportValue.text(map[$0]) }.first
        }
        return nil
    }

    /// The words of a picture's name that say it is the show's artwork (`coverart.png`).
    static let artworkWords = ["podcast", "artwork", "album", "cover", "itunes", "logo"]

    /// A JPEG or PNG of the imported Content/ for the feed: the one the settings name, else the
    /// widest whose name says it is the show's artwork (Syntax's `coverart.png`, 1800 pixels,
    /// beside `coverart-128.png`).
    private static func artworkPath(_ value: Any?, context: ImportContext) -> String? {
        func fits(_ path: String) -> Bool { isArtwork(path, context) }
        if let path = ImportValue.contentFile(value, in: context), fits(path) { return path }
        // A placeholder beside the real artwork (`cover-art-placeholder.png`) is taken last.
        let paths = context.files.keys.sorted {
            ($0.lowercased().contains("placeholder") ? 1 : 0, $0) < (
                $1.lowercased().contains("placeholder") ? 1 : 0, $1
            )
        }
        for word in artworkWords {
            let named = paths.filter { $0.lowercased().contains(word) && fits($0) }
            guard let first = named.first else { continue }
            let isPlaceholder = { (path: String) in path.lowercased().contains("placeholder") }
            let real = named.filter { !isPlaceholder($0) }
            return real.max { context.pictureWidth($0) < context.pictureWidth($1) } ?? first
        }
        return nil
    }
}

extension SiteImporter {
    /// Whether a file of the imported Content/ can be a feed's artwork: a JPEG or PNG the build
    /// can read, at a path the build takes.
    static func isArtwork(_ path: String, _ context: ImportContext) -> Bool {
        let lowered = path.lowercased()
        return [".png", ".jpg", ".jpeg"].contains(where: lowered.hasSuffix) && context.isUsableImage(path)
            && MediaReference.contentPath(path).isSuccess
    }
}

extension Result {
    fileprivate var isSuccess: Bool {
        if case .success = self { return true }
        return false
    }
}
