public import SitegenMarkdown

/// An episode's transcript, read from a WebVTT, SRT or Markdown file under `Content/`.
public struct EpisodeTranscript: Sendable, Equatable {
    /// The file, relative to `Content/`.
    public var file: String
    /// What the file holds.
    public var content: Content

    /// The cues of a timed transcript, or the rendered Markdown of a plain one.
    public enum Content: Sendable, Equatable {
        /// Timed cues (WebVTT, SRT).
        case cues([Cue])
        /// A Markdown transcript, rendered.
        case markdown(MarkdownDocument)
    }

    /// One timed piece of the transcript.
    public struct Cue: Sendable, Hashable {
        /// The start, in seconds (milliseconds kept).
        public var start: Double
        /// The speaker, when the cue names one (WebVTT `<v Name>` or `Name: ` at the start).
        public var speaker: String?
        /// The text, without markup.
        public var text: String
    }

    /// The MIME type of the file, for a podcast feed's `podcast:transcript`.
    public var mimeType: String {
        if file.lowercased().hasSuffix(".vtt") { return "text/vtt" }
        if file.lowercased().hasSuffix(".srt") { return "application/x-subrip" }
        return "text/html"
    }
}
