import Foundation

extension ZolaSource {
    /// The patterns of the settings' `ignored_content`, the files of `content/` Zola leaves out
    /// (yoloinfinity55/zola-mac's `["blog/archive/*.md"]`).
    static func ignoredContent(_ settings: [String: Any]) -> [String] {
        (ImportValue.strings(settings["ignored_content"]) ?? []).filter { !$0.isEmpty }
    }

    /// Whether a pattern of `ignored_content` matches a file of `content/` (`path`, relative to
    /// it), as Zola's globs match: `*` and `?`, which match `/` too.
    static func isIgnored(_ path: String, by patterns: [String]) -> Bool {
        patterns.contains { pattern in
            let bare = pattern.hasPrefix("/") ? String(pattern.dropFirst()) : pattern
            return JekyllSource.globMatches(Array(bare), Array(path))
        }
    }
}
