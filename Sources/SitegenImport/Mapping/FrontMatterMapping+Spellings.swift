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
    /// the same without `_` and `-` (`enclosureurl` → `enclosure_url`), else a format's file or
    /// length key as ``MediaMapping`` reads it (``formatSpelling(of:)``), else itself.
    static func knownSpelling(of lowered: String) -> String {
        if renames[lowered] != nil || MediaMapping.fileKeys.contains(lowered)
            || MediaMapping.lengthKeys.contains(lowered) || MediaMapping.typeKeys.contains(lowered)
        {
            return lowered
        }
        return spellings[bare(lowered)] ?? formatSpelling(of: lowered) ?? lowered
    }

    /// A format's file or length key written with `-` or without a separator as `_` spells it
    /// (codereport/arraycast's `mp3-url`, an `mp3url`: `mp3_url`): a format's name
    /// (``MediaMapping/formats``) then `_` or `-` and words ending in `link`, `url`, `file`,
    /// `length`, `size` or `bytes`, or then one of those words alone.
    private static func formatSpelling(of lowered: String) -> String? {
        let words = ["link", "url", "file", "length", "size", "bytes"]
        let spelled = lowered.replacingOccurrences(of: "-", with: "_")
        guard let format = MediaMapping.formats.first(where: { spelled.hasPrefix($0) }) else { return nil }
        let rest = spelled.dropFirst(format.count)
        let separated = rest.hasPrefix("_") && rest.count > 1 && words.contains(where: rest.hasSuffix)
        guard separated || words.contains(String(rest)) else { return nil }
        return format + "_" + (separated ? rest.dropFirst() : rest)
    }

    /// A key without its `_` and `-`.
    private static func bare(_ key: String) -> String {
        String(key.filter { $0 != "_" && $0 != "-" })
    }
}
