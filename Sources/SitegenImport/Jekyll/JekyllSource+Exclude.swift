import Foundation

extension JekyllSource {
    /// The paths the settings' `exclude:` keeps Jekyll from reading, relative to the site
    /// (TheToolsmiths/TheToolsmiths.github.io: `exclude: […, "_podcast/episode-0",
    /// "_podcast/README.md"]`, an episode's template and notes inside the podcast's collection),
    /// without a leading `./` or `/` or a final `/`.
    static func excludedPaths(_ configuration: [String: Any]) -> [String] {
        (ImportValue.strings(configuration["exclude"]) ?? []).compactMap { entry in
            var path = Substring(entry.trimmingCharacters(in: .whitespaces))
            while path.hasPrefix("./") { path = path.dropFirst(2) }
            while path.hasPrefix("/") { path = path.dropFirst() }
            while path.hasSuffix("/") { path = path.dropLast() }
            return path.isEmpty ? nil : String(path)
        }
    }

    /// Whether Jekyll leaves out a file of the site (`path`, relative to it) that `excluded`
    /// names: the file itself, a folder it is in, or a pattern it matches as Ruby's
    /// `File.fnmatch` matches it (`*` and `?`, which match `/` too).
    static func isExcluded(_ path: String, by excluded: [String]) -> Bool {
        excluded.contains { entry in
            path == entry || path.hasPrefix(entry + "/")
                || ((entry.contains("*") || entry.contains("?")) && globMatches(Array(entry), Array(path)))
        }
    }

    /// Whether a pattern of `*` (any characters) and `?` (one) matches a text as a whole.
    static func globMatches(_ pattern: [Character], _ text: [Character]) -> Bool {
        var (p, t) = (0, 0)
        var star: (pattern: Int, text: Int)?
        while t < text.count {
            if p < pattern.count, pattern[p] == "*" {
                star = (p, t)
                p += 1
            } else if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if let last = star {
                p = last.pattern + 1
                t = last.text + 1
                star = (last.pattern, last.text + 1)
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
