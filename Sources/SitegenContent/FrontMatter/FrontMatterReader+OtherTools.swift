import SitegenFormats
import Yams

extension FrontMatterReader {
    /// Reads an `explicit` flag: `true` or `false`, or as text the values Apple's older podcast
    /// specification and Hugo's and Jekyll's podcast themes write (`"yes"`, `"no"`, `"clean"`,
    /// `"explicit"`, `"true"`, `"false"`, in any case); `clean` is not explicit.
    mutating func explicitFlag(_ node: Node, label: String) -> Bool? {
        if case .scalar(let scalar) = node, node.tagName != .bool {
            if let value = Self.explicitValue(of: scalar.string) { return value }
            wrongType(node, "`\(label)`", expected: "true or false (or \"yes\", \"no\", \"clean\")")
            return nil
        }
        return bool(node, label: label)
    }

    /// The flag a text of an `explicit` value says (`yes`, `true`, `explicit`; `no`, `false`,
    /// `clean`; any case, spaces around), or nil.
    package static func explicitValue(of text: String) -> Bool? {
        switch text.trimmingWhitespace(newlines: false).lowercased() {
        case "yes", "true", "explicit": true
        case "no", "false", "clean": false
        default: nil
        }
    }
}

extension FrontMatterReader {
    /// The entry of `key`, else of `alias` (another tool's name for it: Hugo's `description`,
    /// Zola's `extra`); with both given, the alias is ignored with a warning at it.
    /// - Parameter aliasName: how the warning names the alias (default: `` `alias` ``).
    mutating func entry(
        _ key: String, orAlias alias: String, in mapping: YAMLMapping, aliasName: String? = nil
    ) -> YAMLEntry? {
        guard let own = mapping[key] else { return mapping[alias] }
        if let other = mapping[alias] {
            warning("\(aliasName ?? "`\(alias)`") is ignored, since `\(key)` is given", at: other.key)
        }
        return own
    }
}

extension FrontMatterReader {
    /// The objects other tools keep an episode's fields in: eleventy-plugin-podcaster's
    /// `episode:` and `podcast:`, anttti/retropelipodcast-site's `media:` (Eleventy).
    static let episodeObjects = ["episode", "podcast", "media"]

    /// Where a field the top level lacks is written inside one of ``episodeObjects`` instead: the
    /// object's name and the key of the first of `names` found there (in any case).
    static func fieldInObject(_ names: [String], in mapping: YAMLMapping) -> (object: String, key: Node)? {
        for entry in mapping.unknown where episodeObjects.contains(entry.name.lowercased()) {
            guard case .mapping(let object) = entry.value else { continue }
            for (keyNode, _) in object {
                guard let name = keyNode.scalar?.string.lowercased() else { continue }
                if names.contains(where: { $0.lowercased() == name }) { return (entry.name, keyNode) }
            }
        }
        return nil
    }

    /// The keys another tool keeps inside an `episode:` or `podcast:` object that sitegen reads
    /// at the top level, as the hint names them (`` `number` (its `episodeNumber`), `season` (its
    /// `seasonNumber`), `duration` ``): eleventy-plugin-podcaster's `episode: {filename,
    /// seasonNumber, episodeNumber, size, duration, explicit, episodeType}`; those the top level
    /// gives (`given`) are left out. Nil for any other key, or an object none of whose keys
    /// sitegen reads.
    static func objectFields(_ entry: YAMLEntry, keys: [String], given: Set<String>) -> String? {
        guard episodeObjects.contains(entry.name.lowercased()), case .mapping(let object) = entry.value else {
            return nil
        }
        // Names such objects give keys sitegen reads under another name.
        let aliases = [
            "seasonnumber": "season", "episodenumber": "number", "episode": "number", "filename": "audio",
            "publishdate": "date", "pubdate": "date",
        ]
        var named: [String] = []
        var targets: Set<String> = []
        for (keyNode, _) in object {
            guard let name = keyNode.scalar?.string else { continue }
            let target =
                keys.first { $0.lowercased() == name.lowercased() }
                ?? aliases[name.lowercased()].flatMap { keys.contains($0) ? $0 : nil }
                ?? KeySuggestion.closest(to: name, in: keys)
            guard let target, !given.contains(target), targets.insert(target).inserted else { continue }
            named.append(target == name ? "`\(target)`" : "`\(target)` (its `\(shortened(name))`)")
        }
        return named.isEmpty ? nil : named.joined(separator: ", ")
    }
}
