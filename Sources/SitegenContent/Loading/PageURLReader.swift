import SitegenDiagnostics
import SitegenFormats

/// Reads `url:` (Hugo's): the address of one page, over its kind's `permalinks:` pattern and
/// sitegen's own (`url: /show/coder-radio/hurricanehelene/`); as in Hugo, a path without its
/// first `/` is from the site's root too (`url: retro/1`).
enum PageURLReader {
    /// The page's folder relative to the site root (`show/coder-radio/hurricanehelene/`) and where
    /// `url:` is written, or `nil` (after an error, when it is not a plain folder path).
    static func read(_ mapping: YAMLMapping, reader: inout FrontMatterReader) -> (folder: String, at: SourcePosition)? {
        guard let entry = mapping["url"], let text = reader.text(entry.value, label: "url") else { return nil }
        let shown = FrontMatterReader.shortened(text)
        let segments = text.split(separator: "/", omittingEmptySubsequences: false)
            .dropFirst(text.hasPrefix("/") ? 1 : 0)
        let named = segments.filter { !$0.isEmpty }
        guard !named.isEmpty, segments.dropLast().allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }),
            named.last != ".", named.last != "..",
            named.allSatisfy({ $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) } })
        else {
            reader.error(
                "`url` must be a path of this site from its root, of letters, digits, '-', '_' and '.' "
                    + "(`/show/my-show/12/`), not '\(shown)'", at: entry.value)
            return nil
        }
        if let hidden = named.first(where: { $0.hasPrefix(".") }) {
            reader.error(
                "`url` '\(shown)' names a hidden folder ('\(hidden)'): static hosts do not serve them, "
                    + "and a build never writes a .git folder", at: entry.value)
            return nil
        }
        if let last = named.last, last.hasSuffix(".html") || last.hasSuffix(".htm") {
            reader.error(
                "`url` '\(shown)' names a file; a page is a folder's index.html: write `/\(named.dropLast().map(String.init).joined(separator: "/"))\(named.count > 1 ? "/" : "")\(last.split(separator: ".").first.map(String.init) ?? "")/` and keep '\(shown)' in `aliases:`",
                at: entry.value)
            return nil
        }
        return (named.joined(separator: "/") + "/", reader.position(of: entry.value))
    }
}
