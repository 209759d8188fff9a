import SitegenContent

extension SiteRenderer {
    /// What the item of the episode at `index` is made from (``itemXML(_:siteGuid:)`` reads no more).
    func itemSource(_ index: Int) -> PodcastItemCache.ItemSource {
        let episode = site.episodes[index]
        let people = (episode.media.hosts + episode.media.guests).compactMap { slug in
            contexts.personIndexes[slug].map { personIndex in
                let person = site.people[personIndex].person
                return PodcastItemCache.PersonSource(person: person, avatar: contexts.existing(person.avatar))
            }
        }
        return PodcastItemCache.ItemSource(
            episode: episode, thumbnail: contexts.existing(episode.thumbnail), people: people)
    }
}
