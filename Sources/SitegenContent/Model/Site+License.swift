/// The license an episode is published under, as the feeds give it.
extension Site {
    /// The episode's `license`, else its show's (its collection's `podcast.license`), else the
    /// site's `podcast.license`.
    package func license(ofEpisode index: Int) -> PodcastLicense? {
        let show = membership[index].flatMap { collections[$0.collection].collection.podcast?.license }
        return episodes[index].media.license ?? show ?? configuration.podcast?.license
    }
}
