import Foundation
import SitegenFileSystem

extension HugoSource {
    /// Whether a file of `content/` is a page written in HTML, as Hugo reads one: an `.html` or
    /// `.htm` file that starts with front matter (rubenerd/rubenerd.com's
    /// `content/post/show/show001.html`, `---` then the show notes' markup); any other HTML file
    /// is copied as it is.
    static func isHTMLPage(_ path: String, at url: URL) -> Bool {
        let lowered = path.lowercased()
        guard lowered.hasSuffix(".html") || lowered.hasSuffix(".htm"),
            let start = FileSystem.head(of: url, count: 8)
        else { return false }
        let text = String(decoding: start, as: UTF8.self).drop { $0 == "\u{FEFF}" }
        return text.hasPrefix("---") || text.hasPrefix("+++") || text.hasPrefix("{")
    }
}
