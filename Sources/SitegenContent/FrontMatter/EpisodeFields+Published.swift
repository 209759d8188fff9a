import SitegenFormats
import Yams

extension EpisodeFields {
    /// Reads Jekyll's `published`: `false` leaves a post out, as `draft: true` does (Decap CMS
    /// writes `published: true` on every entry: triceratops-show/www.triceratops.show).
    /// - Parameters:
    ///   - entry: The `published` entry.
    ///   - draftGiven: Whether `draft` is given too; then `published` is ignored, with a warning.
    ///   - reader: The reader that reports what is ignored.
    /// - Returns: Whether the episode is a draft by it; nil when it says nothing (beside `draft`,
    ///   or not true or false: Hugo reads `published` as a date, its `publishDate`, which is
    ///   ignored with a warning naming `date`).
    static func draft(published entry: YAMLEntry, draftGiven: Bool, reader: inout FrontMatterReader) -> Bool? {
        guard case .scalar = entry.value, entry.value.tagName == .bool else {
            reader.warning(
                "`published` is ignored: sitegen reads it as Jekyll does, true or false (false: the episode is a "
                    + "draft); the day it came out is `date`", at: entry.key)
            return nil
        }
        if draftGiven {
            reader.warning("`published` is ignored, since `draft` is given", at: entry.key)
            return nil
        }
        return reader.bool(entry.value, label: "published").map { !$0 }
    }
}
