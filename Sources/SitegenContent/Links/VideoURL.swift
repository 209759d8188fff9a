import Foundation

/// Recognises YouTube and Vimeo addresses and takes their video ids.
package enum VideoURL {
    /// The player a URL belongs to, when it is a YouTube or Vimeo video page or embed.
    package static func source(_ url: String) -> EpisodeVideo.Source? {
        guard let parts = WebURLParts(url) else { return nil }
        let segments = parts.segments
        let query = parts.query
        switch parts.host {
        case "youtube.com", "youtube-nocookie.com", "music.youtube.com":
            if segments == ["watch"] {
                let value = query.split(separator: "&").first { $0.hasPrefix("v=") }?.dropFirst(2)
                return value.flatMap { youTube(String($0)) }
            }
            if segments.count == 2, ["embed", "shorts", "live", "v"].contains(segments[0]) {
                return youTube(segments[1])
            }
            return nil
        case "youtu.be":
            return segments.count == 1 ? youTube(segments[0]) : nil
        case "vimeo.com":
            return segments.last.flatMap(vimeo)
        case "player.vimeo.com":
            return segments.count == 2 && segments[0] == "video" ? vimeo(segments[1]) : nil
        default:
            return nil
        }
    }

    /// The text itself when it is written as a YouTube video's id alone (`SDipvSE21Es`: eleven
    /// letters, digits, `-` or `_`, as themes' `youtube_id` keeps it), which is no file or URL.
    /// - Parameter text: A front-matter value.
    /// - Returns: The id, or `nil`.
    static func bareYouTubeID(_ text: String) -> String? {
        guard text.count == 11, case .youTube(let id)? = youTube(text), id.contains(where: \.isLetter) else {
            return nil
        }
        return id
    }

    private static func youTube(_ id: String) -> EpisodeVideo.Source? {
        guard (10...12).contains(id.count),
            id.unicodeScalars.allSatisfy({
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
            })
        else { return nil }
        return .youTube(id: id)
    }

    private static func vimeo(_ id: String) -> EpisodeVideo.Source? {
        guard !id.isEmpty, id.count <= 12, id.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return .vimeo(id: id)
    }
}
