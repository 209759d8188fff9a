import Foundation

/// A value a Zola feed template writes for each item, as literal text and `{{ … }}` expressions
/// the import can evaluate for a page: its permalink and slug, a value of its `[extra]`, and the
/// settings' `base_url` and `[extra]` (delta1/pakweight.com's
/// `https://pakweight.com/audio/{{ page.extra.file }}.mp3`).
struct ZolaItemTemplate: Equatable {
    /// A piece of the template.
    enum Part: Equatable {
        /// Text written as it is.
        case text(String)
        /// The page's permalink: the site's `base_url` and the page's path.
        case permalink
        /// The page's slug.
        case slug
        /// A value of the page's `[extra]`, by its key.
        case extra(String)
        /// A value of the settings: `base_url`, or one of `[extra]` (`extra.media_prefix`).
        case setting(String)
    }

    /// The pieces, in order.
    var parts: [Part]

    /// The keys of the page's `[extra]` the template reads.
    var extraKeys: [String] {
        parts.compactMap { part in
            if case .extra(let key) = part { return key }
            return nil
        }
    }

    /// Reads a template whose loop variable is `variable` (`page`, cbrake/simplepod's `episode`);
    /// `nil` when it holds a tag (`{% if %}`) or an expression the import does not evaluate.
    static func parse(_ text: String, variable: String) -> ZolaItemTemplate? {
        guard !text.contains("{%") else { return nil }
        var parts: [Part] = []
        var rest = text[...]
        while let open = rest.range(of: "{{") {
            if open.lowerBound > rest.startIndex { parts.append(.text(String(rest[..<open.lowerBound]))) }
            guard let close = rest[open.upperBound...].range(of: "}}") else { return nil }
            let inner = rest[open.upperBound..<close.lowerBound].trimmingCharacters(
                in: CharacterSet(charactersIn: "- \t\n"))
            guard let part = part(inner, variable: variable) else { return nil }
            parts.append(part)
            rest = rest[close.upperBound...]
        }
        if !rest.isEmpty { parts.append(.text(String(rest))) }
        return parts.isEmpty ? nil : ZolaItemTemplate(parts: parts)
    }

    /// The piece an expression is (its `safe` and `trim` filters left out), if the import reads it.
    private static func part(_ expression: String, variable: String) -> Part? {
        let filters = expression.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let name = filters.first, filters.dropFirst().allSatisfy({ ["safe", "trim"].contains($0) }) else {
            return nil
        }
        let isKey = { (key: Substring) in !key.isEmpty && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
        switch name {
        case variable + ".permalink": return .permalink
        case variable + ".slug": return .slug
        case "config.base_url": return .setting("baseURL")
        default: break
        }
        if name.hasPrefix(variable + ".extra."), isKey(name.dropFirst(variable.count + 7)) {
            return .extra(String(name.dropFirst(variable.count + 7)))
        }
        if name.hasPrefix("config.extra."), isKey(name.dropFirst(13)) {
            return .setting(String(name.dropFirst(13)))
        }
        return nil
    }

    /// The value the template wrote for a page: its front matter (`[extra]` read as top-level
    /// keys), where Zola published it, its slug, and the site's settings (`[extra]` as `params`);
    /// `nil` when a value it reads is missing.
    func value(fields: [String: Any], path: String?, slug: String, settings: [String: Any]) -> String? {
        let base = (ImportValue.text(settings["baseURL"]) ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        var text = ""
        for part in parts {
            switch part {
            case .text(let literal): text += literal
            case .permalink:
                guard base.contains("://"), let path else { return nil }
                text += base + path
            case .slug: text += slug
            case .extra(let key):
                guard let value = ImportValue.text(fields[key]), !value.isEmpty else { return nil }
                text += value
            case .setting(let key):
                let params = settings["params"] as? [String: Any]
                guard let value = ImportValue.text(key == "baseURL" ? settings[key] : params?[key]) else { return nil }
                text += value
            }
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
