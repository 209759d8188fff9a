/// What a feed is, as `podcast:medium` names it, so that an app can present it accordingly (a
/// course's sessions, a video channel, music at 1×); the namespace's list media, which hold
/// only references to other feeds, are not among them, since sitegen's feeds hold episodes.
public enum PodcastMedium: String, CaseIterable, Sendable, Hashable, Codable {
    /// A podcast show (what apps assume without the tag).
    case podcast
    /// Music: an album whose items are songs.
    case music
    /// Like a podcast, watched: a video channel.
    case video
    /// Cinematic video, one item per feed.
    case film
    /// An audiobook, each item a chapter.
    case audiobook
    /// Curated written articles, sometimes with a spoken version.
    case newsletter
    /// Informally written articles.
    case blog
    /// Training material, each item a session or chapter of the course.
    case course
}
