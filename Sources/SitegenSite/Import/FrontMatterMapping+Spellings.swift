import Foundation

extension FrontMatterMapping {
    /// The keys the mapping reads (lowercased), by their spelling without `_` and `-`: themes
    /// write one key camel-cased or with separators (SkippySteve/hugo-podcast's
    /// `enclosureURL`, `coverImage` for `enclosure_url`, `cover_image`), and Hugo reads keys in
    /// any case.
    private static let spellings: [String: String] = {
        let known = Array(renames.keys) + MediaMapping.fileKeys + MediaMapping.lengthKeys + MediaMapping.typeKeys
        return Dictionary(known.sorted().map { (bare($0), $0) }, uniquingKeysWith: { first, _ in first })
    }()

    /// A key, lowercased, as the mapping knows it: itself when known, else the known key spelled
    /// the same without `_` and `-` (`enclosureurl` → `enclosure_url`), else itself.
    static func knownSpelling(of lowered: String) -> String {
        if renames[lowered] != nil || MediaMapping.fileKeys.contains(lowered)
            || MediaMapping.lengthKeys.contains(lowered) || MediaMapping.typeKeys.contains(lowered)
        {
            return lowered
        }
        return spellings[bare(lowered)] ?? lowered
    }

    /// A key without its `_` and `-`.
    private static func bare(_ key: String) -> String {
        String(key.filter { $0 != "_" && $0 != "-" })
    }
}
