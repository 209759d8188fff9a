/// Which of an episode's players its chapter and timestamp links seek (`seek:` in front matter).
public enum SeekPlayer: String, Sendable, Hashable, CaseIterable, Codable {
    /// The audio: the feed's enclosure. The default whenever the episode has audio.
    case audio
    /// The video (a file, YouTube or Vimeo), for an episode whose times are the video's.
    case video
}
