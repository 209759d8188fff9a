import Foundation
import SitegenContent

extension FrontMatterMapping {
    /// The web addresses a value gives as an episode's pages on listening platforms (`listen`): a
    /// URL, a list of them, or a player's HTML (`<iframe src="…">`, as some themes keep the
    /// embed), each checked as the build checks `listen`; nil when one is none of those.
    static func listenLinks(_ value: Any) -> [String]? {
        let items = (value as? [Any]) ?? [value]
        var links: [String] = []
        for item in items where !ImportValue.isEmpty(item) {
            guard var text = ImportValue.text(item) else { return nil }
            if let source = iframeSource(text) { text = source }
            guard case .success(let url) = WebURLText.normalize(text, allowsQuery: true) else { return nil }
            if !links.contains(url) { links.append(url) }
        }
        return links.isEmpty ? nil : links
    }

    /// The `src` of an `<iframe>` a text holds, its `&amp;`s decoded.
    private static func iframeSource(_ text: String) -> String? {
        let pattern = #"<iframe\b[^>]*?\bsrc\s*=\s*["']([^"']+)["']"#
        guard let regex = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]),
            let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
            let range = Range(match.range(at: 1), in: text)
        else { return nil }
        return text[range].replacingOccurrences(of: "&amp;", with: "&")
    }
}
