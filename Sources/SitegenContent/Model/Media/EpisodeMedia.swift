/// What makes an episode media: its number, audio, video, chapters, transcript, people and params.
public struct EpisodeMedia: Sendable, Equatable, Codable {
    /// The episode's number as the show counts it.
    public var number: Int?
    /// The season.
    public var season: Int?
    /// Full, trailer or bonus.
    public var episodeType: EpisodeType = .full
    /// Whether the episode is explicit (the show's setting when `nil`).
    public var explicit: Bool?
    /// The feed item's guid, when pinned in front matter.
    public var guid: String?
    /// The audio files (an mp3 and an ogg of the same episode, say), in the order given.
    public var audio: [MediaEnclosure] = []
    /// The video.
    public var video: EpisodeVideo?
    /// The player chapter and timestamp links seek, as `seek:` names it (`nil`: the default).
    public var seek: SeekPlayer?
    /// The chapters, from front matter or from a `## Chapters` list in the body.
    public var chapters: [EpisodeChapter]?
    /// A JSON chapters file on the web (`chapters: https://…`), which the feed links in place of
    /// the episode's own `chapters.json`.
    public var chaptersURL: String?
    /// The transcripts, in the order given: each one `<podcast:transcript>` of the feed.
    public var transcripts: [TranscriptLink] = []
    /// The transcript the page shows: the first local one the build can read.
    public var transcript: EpisodeTranscript?
    /// The slugs of the hosts.
    public var hosts: [String] = []
    /// The slugs of the guests.
    public var guests: [String] = []
    /// Short parts apps may play as the episode's preview (`podcast:soundbite`).
    public var soundbites: [PodcastSoundbite] = []
    /// How listeners' apps pay for this episode, in place of the show's (`podcast:value`).
    public var value: PodcastValue?
    /// The place the episode is about or was made in (`podcast:location`).
    public var location: PodcastLocation?
    /// The license the episode is published under, in place of the show's (`podcast:license`).
    public var license: PodcastLicense?
    /// The episode's pages on listening platforms (Spotify, Apple Podcasts), as normalised URLs.
    public var listen: [String] = []
    /// The `params:` map, handed to templates as written.
    public var params: [ParamEntry] = []

    /// Creates empty media.
    public init() {}

    /// The file a podcast feed encloses: the first audio file, else a video file.
    public var enclosure: MediaEnclosure? { audio.first ?? video?.file }

    /// Whether the episode has something to play.
    public var hasMedia: Bool { !audio.isEmpty || video?.isPlayable == true }

    /// The Spotify episode whose player the page embeds: the first of `listen` that is one, when
    /// the episode has nothing of its own to play.
    public var spotifyEpisode: String? { hasMedia ? nil : listen.lazy.compactMap(ListenURL.spotifyEpisode).first }

    /// The player chapter and timestamp links seek: the audio, unless `seek: video` names a video
    /// the page plays or there is no audio; `nil` when the page plays nothing.
    public var seekPlayer: SeekPlayer? {
        let playsVideo = video?.isPlayable == true
        if seek == .video, playsVideo { return .video }
        if !audio.isEmpty { return .audio }
        return playsVideo ? .video : nil
    }

    /// Whether the episode's page has a player: its media's, or a Spotify episode's.
    public var hasPlayer: Bool { hasMedia || spotifyEpisode != nil }
}
