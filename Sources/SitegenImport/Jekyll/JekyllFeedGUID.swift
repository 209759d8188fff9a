import Foundation

/// The guid a Jekyll site's podcast feed template writes for each post, kept so that podcast
/// apps, which know an episode by its guid, do not take the imported episodes for new ones.
///
/// The `<guid>` of the template's item is read as a small Liquid expression: text,
/// `{{ site.key }}`, `{{ post.key }}` (the loop's variable: `url` is the post's old URL, any
/// other key its front matter) with the filters `prepend`, `append`, `absolute_url` and
/// `strip`, and `{% if post.key %}…{% else %}…{% endif %}`. A guid that uses anything else (or a
/// value Jekyll computes, such as `post.id` or `post.date`) is not guessed.
struct JekyllFeedGUID: Sendable {
    /// A part of the expression.
    indirect enum Piece: Sendable {
        case text(String)
        case output(Value, filters: [Filter])
        case branch(condition: Value, then: [Piece], otherwise: [Piece])
    }

    /// A value the expression names.
    enum Value: Sendable {
        case literal(String)
        /// `site.key`.
        case site(String)
        /// The post's old URL.
        case url
        /// A key of the post's front matter.
        case page(String)
    }

    /// A filter and its argument.
    struct Filter: Sendable {
        var name: String
        var argument: Value?
    }

    /// The template's path under the site.
    var path: String
    /// The collection whose documents the template's loop writes items of (`posts`, `sermons`).
    var collection = "posts"
    /// The expression.
    var pieces: [Piece]

    /// The guid of a post whose old URL is `url` and whose front matter is `page` (keys in
    /// lowercase), in a site whose settings are `site`; nil when a value is not text or the
    /// guid comes out empty.
    func guid(url: String, page: [String: Any], site: [String: Any]) -> String? {
        var text = ""
        guard Self.append(pieces, to: &text, url: url, page: page, site: site) else { return nil }
        let guid = text.trimmingCharacters(in: .whitespacesAndNewlines)
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
        return guid.isEmpty ? nil : guid
    }

    private static func append(
        _ pieces: [Piece], to text: inout String, url: String, page: [String: Any], site: [String: Any]
    ) -> Bool {
        func resolved(_ value: Value) -> String?? { resolve(value, url: url, page: page, site: site) }
        for piece in pieces {
            switch piece {
            case .text(let literal): text += literal
            case .output(let value, let filters):
                guard let found = resolved(value) else { return false }
                var output = found ?? ""
                for filter in filters {
                    guard let argument = filter.argument.map(resolved) ?? .some(nil) else { return false }
                    switch filter.name {
                    case "prepend": output = (argument ?? "") + output
                    case "append": output += argument ?? ""
                    case "strip": output = output.trimmingCharacters(in: .whitespacesAndNewlines)
                    default:  // absolute_url: the site's url and baseurl before a path
                        guard !output.contains("://"), let url = resolved(.site("url")),
                            let base = resolved(.site("baseurl"))
                        else { continue }
                        let root = (url ?? "") + (base ?? "")
                        output = root + (output.hasPrefix("/") || output.isEmpty ? "" : "/") + output
                    }
                }
                text += output
            case .branch(let condition, let then, let otherwise):
                let holds = isTruthy(condition, page: page, site: site)
                guard append(holds ? then : otherwise, to: &text, url: url, page: page, site: site) else {
                    return false
                }
            }
        }
        return true
    }

    /// A value as Liquid writes it (text, a number, a flag, a list's elements one after
    /// another), `.some(nil)` when it is missing (written as nothing), and nil for a value that
    /// is not guessed (a date, a map: the post then gets no guid from the template).
    private static func resolve(_ value: Value, url: String, page: [String: Any], site: [String: Any]) -> String?? {
        switch value {
        case .literal(let text): return text
        case .url: return url
        case .site(let key): return written(site[key])
        case .page(let key): return written(page[key])
        }
    }

    private static func written(_ value: Any?) -> String?? {
        switch value {
        case nil: return .some(nil)
        case is NSNull: return .some(nil)
        case let text as String: return text
        case let flag as Bool: return flag ? "true" : "false"
        case let number as Int: return String(number)
        case let list as [Any]:
            var joined = ""
            for element in list {
                guard let text = written(element) else { return nil }
                joined += text ?? ""
            }
            return joined
        default: return nil
        }
    }

    /// Liquid's truth: everything but a missing value, `nil` and `false`.
    private static func isTruthy(_ value: Value, page: [String: Any], site: [String: Any]) -> Bool {
        let found: Any? =
            switch value {
            case .literal: true
            case .url: true
            case .site(let key): site[key]
            case .page(let key): page[key]
            }
        guard let found else { return false }
        if let flag = found as? Bool { return flag }
        return !(found is NSNull)
    }
}
