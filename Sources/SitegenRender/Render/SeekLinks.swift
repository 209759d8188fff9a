import Foundation
import SitegenContent
import SitegenFormats

/// Turns the timestamp links of an episode's HTML (`href="#t=12:30"`, `#t=750`, and YouTube's
/// query of the page itself, `href="?t=134"`: TejasQ/build-with-bob) into links that seek its
/// player: `data-seek` holds the seconds for the media script, and the `href` becomes a
/// media-fragment URL of the episode's media, which works without JavaScript.
enum SeekLinks {
    /// Where a link to a time goes without the script: a media-fragment URL for that time.
    typealias Target = @Sendable (Double) -> String

    /// The HTML with every `href="#t=…"` and `href="?t=…"` rewritten; links whose time does not
    /// parse are left.
    static func rewrite(_ html: String, target: Target) -> String {
        rewrite(rewrite(html, marker: "href=\"#t=", target: target), marker: "href=\"?t=", target: target)
    }

    /// The HTML with every link that starts with `marker` rewritten.
    private static func rewrite(_ html: String, marker: String, target: Target) -> String {
        guard html.containsBytes(marker) else { return html }
        var result = ""
        result.reserveCapacity(html.utf8.count + 256)
        var rest = Substring(html)
        while let range = rest.range(of: marker) {
            result += rest[..<range.lowerBound]
            let afterMarker = rest[range.upperBound...]
            guard let quote = afterMarker.firstIndex(of: "\""),
                let seconds = MediaTimestamp.seconds(afterMarker[..<quote].removingPercentEncodingIfNeeded)
            else {
                result += marker
                rest = afterMarker
                continue
            }
            result += "href=\"\(xmlEscape(target(seconds)))\" data-seek=\"\(MediaTimestamp.fragment(seconds))\""
            rest = afterMarker[afterMarker.index(after: quote)...]
        }
        result += rest
        return result
    }
}

extension Substring {
    /// The text with `%3A` (a colon, as some editors write it) decoded.
    fileprivate var removingPercentEncodingIfNeeded: String {
        contains("%")
            ? replacingOccurrences(of: "%3A", with: ":").replacingOccurrences(of: "%3a", with: ":") : String(self)
    }
}
