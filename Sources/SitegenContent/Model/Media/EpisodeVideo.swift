/// An episode's video: a YouTube or Vimeo video (shown behind a facade) or a file.
public struct EpisodeVideo: Sendable, Hashable, Codable {
    /// What plays the video.
    public var source: Source
    /// The poster image under `Content/`, when given (else the episode's thumbnail is used).
    public var poster: String?
    /// Caption tracks (WebVTT files under `Content/`).
    public var captions: [Caption]
    /// The same video's other files (another size or format), after the file of `source`.
    public var alternates: [MediaEnclosure] = []

    /// What plays a video.
    public enum Source: Sendable, Hashable, Codable {
        /// A YouTube video by its id.
        case youTube(id: String)
        /// A Vimeo video by its id.
        case vimeo(id: String)
        /// A video file (mp4, webm, an HLS playlist), local or remote.
        case file(MediaEnclosure)
        /// A web page that plays the video elsewhere (shown as a link to it).
        case page(String)
    }

    /// One caption track.
    public struct Caption: Sendable, Hashable, Codable {
        /// The WebVTT file, relative to `Content/`.
        public var file: String
        /// The language tag (`en`).
        public var language: String
        /// The label a player shows (`English`).
        public var label: String
    }

    /// Whether the page can play the video itself (a file, or a YouTube or Vimeo embed).
    public var isPlayable: Bool {
        if case .page = source { return false }
        return true
    }

    /// The video file when the video is one (an enclosure for a podcast feed).
    public var file: MediaEnclosure? {
        if case .file(let enclosure) = source { return enclosure }
        return nil
    }

    /// Every file of the video: its own, then its alternates (none for an embed or a page).
    public var files: [MediaEnclosure] {
        file.map { [$0] + alternates } ?? []
    }
}
