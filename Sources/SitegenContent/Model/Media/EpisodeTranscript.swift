public import SitegenMarkdown

/// An episode's transcript as its page shows it, read from a WebVTT, SRT, Podcast Index JSON,
/// plain text or Markdown file (or HTML, when the site allows raw HTML) under `Content/`.
public struct EpisodeTranscript: Sendable, Equatable, Codable {
    /// The file, relative to `Content/`.
    public var file: String
    /// What the file holds.
    public var content: Content

    /// The cues of a timed transcript, or the text of an untimed one.
    public enum Content: Sendable, Equatable, Codable {
        /// Timed cues (WebVTT, SRT, JSON segments).
        case cues([Cue])
        /// A Markdown transcript, rendered.
        case markdown(MarkdownDocument)
        /// A plain-text transcript's paragraphs (lines kept, joined by "\n"), not escaped.
        case paragraphs([String])
        /// An HTML transcript's body as written (only read when the site allows raw HTML).
        case html(String)
    }

    /// One timed piece of the transcript.
    public struct Cue: Sendable, Hashable, Codable {
        /// The start, in seconds (milliseconds kept).
        public var start: Double
        /// The speaker, when the cue names one (WebVTT `<v Name>`, a JSON segment's `speaker`).
        public var speaker: String?
        /// The text, without markup.
        public var text: String
    }
}
