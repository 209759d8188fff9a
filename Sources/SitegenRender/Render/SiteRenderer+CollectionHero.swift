import SitegenContent

extension SiteRenderer {
    /// What a collection page's hero says of its episodes (``RenderInput/collectionFacts(_:)``):
    /// a duration or date edit of an episode changes the page only when it changes these.
    struct CollectionFacts: Equatable, Sendable, Encodable {
        var count: Int
        /// The episodes' lengths added up, in whole minutes.
        var minutes: Int
        /// The first episode in the collection's order, and its number there.
        var first: String?
        var firstNumber: Int
        /// The newest episode, when it is not the first.
        var latest: String?
    }

    /// The facts of collection `index`.
    func collectionFacts(_ index: Int) -> CollectionFacts {
        let episodes = site.collections[index].episodes
        let seconds = episodes.reduce(0) { $0 + (site.episodes[$1].duration?.seconds ?? 0) }
        // The site's episodes are newest first: the collection's newest has the lowest index.
        let newest = episodes.min()
        return CollectionFacts(
            count: episodes.count, minutes: seconds / 60,
            first: episodes.first.map { site.episodes[$0].pagePath },
            firstNumber: episodes.first.flatMap { site.membership[$0]?.position } ?? 1,
            latest: newest.flatMap { $0 == episodes.first ? nil : site.episodes[$0].pagePath })
    }

    /// The values of a collection page's hero (`page.hero`): its artwork (`image`, else `art`),
    /// `countText`, `runningTime`, and the links `start` (the first episode in the collection's
    /// order) and `latest` (its newest), each with `url` and `text`.
    func collectionHero(_ index: Int, root: String, reads: inout RenderReads) -> TemplateValue {
        _ = collection(index, reads: &reads)
        reads.read(.collectionFacts(site.collections[index].collection.slug))
        let facts = collectionFacts(index)
        var hero = TemplateContext.rooted(contexts.collection(index), root: root).filter {
            ["image", "art"].contains($0.key)
        }
        if case .object(var image) = hero["image"] {
            // The page's largest picture, at the top: fetched first, never lazily.
            image["sizes"] = .text("(min-width: 700px) 360px, calc(100vw - 40px)")
            image["loading"] = .text("eager")
            image["fetchpriority"] = .text("high")
            hero["image"] = .object(image)
        }
        hero["countText"] = .text(contexts.countText(facts.count))
        if facts.minutes > 0 { hero["runningTime"] = .text(strings.spokenDuration(facts.minutes * 60)) }
        if let first = facts.first {
            hero["start"] = [
                "url": .text(first),
                "text": .text(strings.format("startWith", ["number": String(facts.firstNumber)])),
            ]
        }
        if let latest = facts.latest {
            hero["latest"] = ["url": .text(latest), "text": .text(strings["latestEpisode"])]
        }
        return .object(hero)
    }
}
