/// What a transcript file holds, told by its extension (a local file) or its type (a remote one).
public enum TranscriptFormat: String, Sendable, Hashable, CaseIterable, Codable {
    /// WebVTT cues (`.vtt`).
    case webVTT
    /// SubRip cues (`.srt`).
    case srt
    /// Podcast Index JSON segments (`.json`).
    case json
    /// An HTML document (`.html`, `.htm`).
    case html
    /// Plain text (`.txt`).
    case plainText
    /// Markdown (`.md`), rendered into the episode's page.
    case markdown

    /// The format a URL says by its path's extension (its query and fragment left out), or `nil`.
    package static func of(name: String) -> TranscriptFormat? {
        of(file: String(name.prefix { $0 != "?" && $0 != "#" }))
    }

    /// The format a file under `Content/` says by its extension, or `nil`: a `#` or `?` is part of
    /// a file's name (`transcripts/Q&A #3?.vtt`), not a fragment or a query.
    static func of(file path: String) -> TranscriptFormat? {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        switch path[path.index(after: dot)...].lowercased() {
        case "vtt": return .webVTT
        case "srt": return .srt
        case "json": return .json
        case "html", "htm": return .html
        case "txt": return .plainText
        case "md": return .markdown
        default: return nil
        }
    }

    /// The format a MIME type names (Markdown has none: it is published as HTML), or `nil`.
    static func of(type: String) -> TranscriptFormat? {
        allCases.first { $0 != .markdown && $0.types.contains(type.lowercased()) }
    }

    /// The MIME type a feed gives when front matter gives none (a Markdown transcript is in the
    /// episode's page, so HTML).
    public var mimeType: String { types[0] }

    /// The MIME types a `type:` may give for this format, the usual one first
    /// (`application/srt` is seen for SRT too).
    var types: [String] {
        switch self {
        case .webVTT: ["text/vtt"]
        case .srt: ["application/x-subrip", "application/srt"]
        case .json: ["application/json"]
        case .html, .markdown: ["text/html"]
        case .plainText: ["text/plain"]
        }
    }

    /// Whether the format is timed captions, marked `rel="captions"` in a feed (WebVTT and SRT,
    /// the formats Apple Podcasts ingests).
    public var isCaptions: Bool { self == .webVTT || self == .srt }

    /// The format's name for readers, as a link's text.
    public var label: String {
        switch self {
        case .webVTT: "WebVTT"
        case .srt: "SRT"
        case .json: "JSON"
        case .html: "HTML"
        case .plainText: "Plain text"
        case .markdown: "Markdown"
        }
    }
}
