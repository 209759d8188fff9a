/// What kind of episode it is, as Apple Podcasts counts them.
public enum EpisodeType: String, Sendable, Hashable, CaseIterable, Codable {
    /// A regular episode.
    case full
    /// A trailer for the show or a season.
    case trailer
    /// Extra content.
    case bonus
}
