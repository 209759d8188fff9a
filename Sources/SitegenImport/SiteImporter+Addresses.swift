import SitegenContent

/// The addresses of the imported pages: sitegen's own, or a `permalinks:` pattern where one
/// keeps the old site's addresses as they were (no redirect).
extension SiteImporter {
    /// Each page's new URL, the `permalinks:` written for them, and the report's lines.
    struct Addresses {
        /// Each episode's URL (`/show/linux-unplugged/500/`), in the plan's order.
        var episodes: [String]
        /// Each page's URL, in the plan's order.
        var pages: [String]
        /// The collections' URLs where a pattern moves them, by slug.
        var collections: [String: String] = [:]
        /// The `url:` of the episodes, pages and collections (by slug) a pattern does not address
        /// as they were.
        var episodeURLs: [Int: String] = [:]
        var pageURLs: [Int: String] = [:]
        var collectionURLs: [String: String] = [:]
        /// `permalinks:` for site.yml: kind → pattern.
        var patterns: [String: String] = [:]
        /// The report's lines.
        var notes: [String] = []
        /// Every page's URL, which no alias may take.
        var claimed: [String] { episodes + pages + collections.values }
    }

    /// The URLs pages have without `permalinks:`.
    static func defaultAddresses(_ plan: ImportPlan, episodeSlugs: [String], pageSlugs: [String]) -> [String] {
        episodeSlugs.map { "/" + SiteRoutes.episode($0) } + pageSlugs.map { "/" + SiteRoutes.page($0) }
            + plan.collections.keys.map { "/" + SiteRoutes.collection($0) }
    }

    /// The pages' addresses: for each kind, the pattern that keeps the most old URLs
    /// (``PermalinkChoice``) where it keeps at least half of them and gives every page an address
    /// of its own; else sitegen's. An episode's values are read as the writer writes it (a trial
    /// run on a copy of `writer`).
    static func addresses(
        _ plan: ImportPlan, episodeSlugs: [String], pageSlugs: [String], writer: ImportWriter
    ) -> Addresses {
        var addresses = Addresses(
            episodes: episodeSlugs.map { "/" + SiteRoutes.episode($0) },
            pages: pageSlugs.map { "/" + SiteRoutes.page($0) })
        var taken: Set<String> = [SiteRoutes.home, SiteRoutes.archive, SiteRoutes.collections]
        // Collections, then pages, then episodes: each kind's addresses are taken for the next.
        let collectionSlugs = plan.collections.keys.sorted()
        let collections = collectionSlugs.map { slug in
            PermalinkChoice.Page(
                oldPath: plan.collectionOldURLs[slug],
                values: [
                    .collection: slug, .slug: slug,
                    .title: slugify(ImportValue.text(plan.collections[slug]?.title) ?? slug),
                ], defaultFolder: SiteRoutes.collection(slug))
        }
        let (collectionFolders, collectionURLs) = choose(
            "collection", collections, defaultPattern: "/collections/:slug/", taken: &taken, into: &addresses)
        for (index, url) in collectionURLs { addresses.collectionURLs[collectionSlugs[index]] = url }
        let pages = zip(plan.pages, pageSlugs).map { file, slug in
            PermalinkChoice.Page(
                oldPath: file.oldURL,
                values: [.slug: slug, .title: slugify(ImportValue.text(file.page.fields["title"]) ?? slug)],
                defaultFolder: SiteRoutes.page(slug))
        }
        let pageFolders: [String]
        (pageFolders, addresses.pageURLs) = choose(
            "page", pages, defaultPattern: "/:slug/", taken: &taken, into: &addresses)
        var trial = writer
        for (file, slug) in zip(plan.episodes, episodeSlugs) {
            trial.add(file, slug: slug, isEpisode: true, newURL: "/" + SiteRoutes.episode(slug))
        }
        let episodes = zip(plan.episodes, episodeSlugs).map { file, slug in
            PermalinkChoice.Page(
                oldPath: file.oldURL, values: trial.addresses[file.page.path] ?? [.slug: slug],
                defaultFolder: SiteRoutes.episode(slug))
        }
        let episodeFolders: [String]
        (episodeFolders, addresses.episodeURLs) = choose(
            "episode", episodes, defaultPattern: "/episodes/:slug/", taken: &taken, into: &addresses)
        // Patterns chosen one kind at a time may still give a page another's address (an
        // episode's own beside a moved collection's): then sitegen's addresses are kept.
        let all = episodeFolders + pageFolders + collectionFolders
        guard Set(all).count == all.count else {
            return Addresses(
                episodes: addresses.episodes, pages: addresses.pages,
                notes: [
                    "permalinks: none written: the patterns that keep the old addresses would give two pages one address"
                ])
        }
        addresses.episodes = episodeFolders.map { "/" + $0 }
        addresses.pages = pageFolders.map { "/" + $0 }
        for (slug, folder) in zip(collectionSlugs, collectionFolders) { addresses.collections[slug] = "/" + folder }
        return addresses
    }

    /// One kind's folders and `url:`s: the chosen pattern's (written to `addresses` with its
    /// report line), else sitegen's own; its folders are then `taken`.
    private static func choose(
        _ kind: String, _ pages: [PermalinkChoice.Page], defaultPattern: String, taken: inout Set<String>,
        into addresses: inout Addresses
    ) -> (folders: [String], urls: [Int: String]) {
        let allowed = SitePermalinks.allowedTokens.first { $0.kind == kind }?.tokens ?? []
        var result = (folders: pages.map(\.defaultFolder), urls: [Int: String]())
        let choice = PermalinkChoice(kind: kind, allowed: allowed, defaultPattern: defaultPattern)
        if let chosen = choice.choose(pages, taken: taken) {
            result = (chosen.folders, chosen.urls)
            addresses.patterns[kind] = chosen.pattern
            addresses.notes.append(note(kind + "s", chosen, pages))
        }
        taken.formUnion(result.folders)
        return result
    }

    private static func note(
        _ kind: String, _ chosen: PermalinkChoice.Outcome, _ pages: [PermalinkChoice.Page]
    ) -> String {
        let old = pages.filter { $0.oldPath != nil }.count
        let own = chosen.urls.count
        let examples = chosen.urls.values.sorted().prefix(3).joined(separator: ", ") + (own > 3 ? ", …" : "")
        guard let pattern = chosen.pattern else {
            let atDefault = chosen.kept > 0 ? ", \(chosen.kept) more are sitegen's own addresses" : ""
            return "old addresses of \(kind) kept with `url:` (no one pattern makes half of them): \(own) of \(old)"
                + "\(atDefault) (\(examples))"
        }
        let aliases = old - chosen.kept - own
        let rest = [
            own > 0 ? "\(own) more keep theirs with `url:`, as the pattern does not make them: \(examples)" : nil,
            aliases > 0 ? "\(aliases) stay aliases: addresses a page cannot have, such as `.html` files" : nil,
        ].compactMap { $0 }
        return "permalinks: \(kind) at \(pattern) in site.yml, the old addresses of \(chosen.kept) of \(old)"
            + (rest.isEmpty ? "" : " (" + rest.joined(separator: "; ") + ")")
    }
}
