import SitegenContent

extension TemplateContext {
    /// What an episode's context is made of besides the episode itself and the site-wide values
    /// of ``sharesSurroundings(with:)``: ``makeEpisode(_:)`` reads no more.
    private struct EpisodeSurroundings: Equatable {
        var index: Int
        var episodeCount: Int
        var thumbnail: String?
        var image: ImageSet?
        var collection: CollectionPlace?
        var license: PodcastLicense?
        var position: Int?
    }

    /// An episode's place in its collection, as its context shows it.
    private struct CollectionPlace: Equatable {
        var title: String
        var slug: String
        var position: Int
        var count: Int
    }

    /// Whether two builds' contexts make episodes' contexts of the same site-wide values: the
    /// words, the tag and category addresses, whether tags are filters.
    func sharesSurroundings(with other: TemplateContext) -> Bool {
        strings == other.strings && tagFilters == other.tagFilters && tagSlugs == other.tagSlugs
            && categorySlugs == other.categorySlugs
    }

    /// This build's context of the episode at `index`, when `next` (a build that
    /// ``sharesSurroundings(with:)`` this one) would make the same: the same episode at the same
    /// place with the same surroundings.
    func reusableEpisode(_ index: Int, for next: TemplateContext) -> [String: TemplateValue]? {
        guard index < episodes.count, site.episodes[index] == next.site.episodes[index],
            surroundings(index) == next.surroundings(index)
        else { return nil }
        return episodes[index]
    }

    private func surroundings(_ index: Int) -> EpisodeSurroundings {
        let episode = site.episodes[index]
        let collection = site.membership[index].map { membership in
            let entry = site.collections[membership.collection]
            return CollectionPlace(
                title: entry.collection.title, slug: entry.collection.slug, position: membership.position,
                count: entry.episodes.count)
        }
        return EpisodeSurroundings(
            index: index, episodeCount: site.episodes.count, thumbnail: existing(episode.thumbnail),
            image: images.set(episode.thumbnail), collection: collection, license: site.license(ofEpisode: index),
            position: position(of: index))
    }
}
