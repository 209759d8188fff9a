import SitegenDiagnostics
import SitegenFormats

/// Reads a page's `redirect:`: the path of the site the page's address leads to instead of a
/// page of its own (`redirect: /people/`, as Zola's sections and jekyll-redirect-from's
/// `redirect_to` send their visitors on). A path is from the site's root; `/people` is the
/// folder `/people/`, a last segment with a `.` a file (`/feed.xml`).
enum PageRedirectReader {
    /// The target relative to the site root (`people/`) and where `redirect:` is written, or
    /// `nil` (after an error, when it is not a path of the site).
    static func read(
        _ mapping: YAMLMapping, reader: inout FrontMatterReader
    ) -> (target: String, at: SourcePosition)? {
        guard let entry = mapping["redirect"], let text = reader.text(entry.value, label: "redirect") else {
            return nil
        }
        let segments = text.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        let named = segments.filter { !$0.isEmpty }
        guard text.hasPrefix("/"), !text.hasPrefix("//"),
            segments.dropLast().allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }),
            named.last != ".", named.last != "..",
            !text.contains(where: { $0.isWhitespace || $0 == "?" || $0 == "#" || $0 == "\\" })
        else {
            reader.error(
                "`redirect` must be a path of this site from its root (`/people/`, `/episodes/intro/`), not '"
                    + FrontMatterReader.shortened(text) + "'", at: entry.value)
            return nil
        }
        var target = named.joined(separator: "/")
        if !target.isEmpty, text.hasSuffix("/") || named.last?.contains(".") == false { target += "/" }
        return (target, reader.position(of: entry.value))
    }
}
