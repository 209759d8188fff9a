import Foundation
package import SitegenDiagnostics
package import SitegenFormats
package import Yams

/// Reads the YAML of one content file (front matter or `site.yml`) with positions in the file.
package struct FrontMatterReader: YAMLReader {
    package let path: String
    package let documentName: String
    package var columns: SourceColumns
    package var diagnostics: [Diagnostic] = []
    package var visitedNodes = 0
    package var isExhausted = false
    /// The YAML text, padded with empty lines so that YAML's lines are the file's lines.
    let text: String
    /// The page bundle's folder (relative to Content/) when the file is a bundle's `index.md`:
    /// the front matter's relative paths name its files (``PageBundle/resolve(_:in:)``).
    var bundle: String?

    /// Creates a reader for YAML that starts at line `firstLine` of the file at `path`; for YAML
    /// made from TOML, `anchors` (lines relative to the YAML and to the TOML) place its nodes.
    package init(
        path: String, yaml: String, firstLine: Int, documentName: String = "the front matter",
        anchors: [SourceAnchor] = []
    ) {
        self.path = path
        self.documentName = documentName
        let padding = max(firstLine - 1, 0)
        text = String(repeating: "\n", count: padding) + yaml
        columns = SourceColumns(
            text: text,
            anchors: anchors.map {
                SourceAnchor(
                    yamlLine: $0.yamlLine + padding, yamlColumn: $0.yamlColumn, line: $0.line + padding,
                    column: $0.column)
            })
    }

    /// The top-level mapping, or `nil` after reporting why there is none.
    package mutating func root(keys: [String], place: String) -> YAMLMapping? {
        guard let node = document() else { return nil }
        guard var mapping = mapping(node, documentName, keys: keys, place: place, quiet: true) else { return nil }
        Self.matchKeysInAnyCase(&mapping, keys: keys)
        for entry in mapping.unknown {
            var message = "unknown key `\(Self.shortened(entry.name))` in \(place) is ignored"
            if let fields = Self.objectFields(entry, keys: keys, given: Set(mapping.entries.map(\.name))) {
                message += "; sitegen reads these fields at the top level, not inside `\(entry.name):`: write \(fields)"
            } else if let suggestion = KeySuggestion.closest(to: entry.name, in: keys) {
                message += "; did you mean `\(suggestion)`?"
            } else if keys.contains("params") {
                message += "; to hand a value of your own to templates, put it under `params:`"
            }
            warning(message, at: entry.key)
        }
        return mapping
    }

    /// The text's YAML node, or nil with an error: YAML that does not parse, an empty text, or
    /// an alias where keys must be plain names.
    package mutating func document() -> Node? {
        if let risk = AliasKeyScanner.firstRisk(in: text) {
            error(
                "keys must be plain names when aliases are used",
                at: position(line: risk.line, scalarColumn: risk.column))
            return nil
        }
        let node: Node?
        do {
            node = try Yams.compose(yaml: text, .basic, .default, .utf8)
        } catch {
            report(yamlError: error)
            return nil
        }
        guard let node else {
            error("\(documentName) is empty", at: position(line: 1, scalarColumn: 1))
            return nil
        }
        return node
    }

    /// Reads a key that differs from a known one only in case as that key (`Title`, `Date`,
    /// `baseurl`), as Hugo reads front matter and settings, unless the file also gives the key as
    /// it is spelled here (then it stays unknown, with its warning).
    static func matchKeysInAnyCase(_ mapping: inout YAMLMapping, keys: [String]) {
        guard !mapping.unknown.isEmpty else { return }
        let known = Dictionary(keys.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        var given = Set(mapping.entries.map(\.name))
        var matched = false
        mapping.unknown.removeAll { entry in
            guard let key = known[entry.name.lowercased()], given.insert(key).inserted else { return false }
            var renamed = entry
            renamed.name = key
            renamed.label = key
            mapping.entries.append(renamed)
            matched = true
            return true
        }
        guard matched else { return }
        mapping.entries.sort {
            ($0.key.mark?.line ?? 0, $0.key.mark?.column ?? 0) < ($1.key.mark?.line ?? 0, $1.key.mark?.column ?? 0)
        }
    }

    /// The raw text of a scalar, whatever YAML type it was read as (dates, durations); `expected`
    /// names what the value should be when it is missing or not a scalar.
    mutating func scalarText(_ node: Node, label: String, expected: String) -> String? {
        guard case .scalar(let scalar) = node, !Self.isNull(node) else {
            wrongType(node, "`\(label)`", expected: expected)
            return nil
        }
        return scalar.string
    }

    /// A list of strings; a single string is taken as a list of one.
    package mutating func strings(_ node: Node, label: String) -> [String]? {
        // A single string is a list of one, read as the items are.
        var single: [Node]?
        if case .scalar(let scalar) = node, node.tagName == .str {
            guard !scalar.string.trimmingWhitespace(newlines: true).isEmpty else {
                error("`\(label)` must not be empty (leave the key out for none)", at: node)
                return nil
            }
            single = [node]
        }
        guard let items = single ?? sequence(node, "`\(label)`") else { return nil }
        var result: [String] = []
        for item in items {
            guard case .scalar(let scalar) = item, !Self.isNull(item) else {
                wrongType(item, "each item of `\(label)`", expected: "a string")
                continue
            }
            let text = scalar.string
            let trimmed = text.trimmingWhitespace(newlines: false)
            if !refuseForbiddenCodePoints(text, label: label, at: item) {
                continue
            } else if trimmed.isEmpty {
                error("`\(label)` has an empty item", at: item)
            } else if !result.contains(trimmed) {
                result.append(trimmed)
            }
        }
        return result
    }

    /// A non-empty string after trimming.
    package mutating func text(_ node: Node, label: String) -> String? {
        guard let value = string(node, label: label) else { return nil }
        let trimmed = value.trimmingWhitespace(newlines: true)
        guard !trimmed.isEmpty else {
            error("`\(label)` must not be empty", at: node)
            return nil
        }
        return trimmed
    }
}
