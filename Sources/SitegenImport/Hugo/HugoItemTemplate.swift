import Foundation

/// A value a Hugo site's podcast feed template writes for each episode: its `<guid>`, kept so
/// that podcast apps, which know an episode by its guid, do not take the imported episodes for
/// new ones, or its enclosure's `url`, the episode's audio where front matter names it under a
/// key no theme shares (`podcast: {feed: …}`).
///
/// The value in the template's item (inside its `range`) is read as a small Go template:
/// text; the page's `.Permalink`, `.RelPermalink`, `.Params.key`, `.Param "key"`, `.Title`,
/// `.Slug`, `.Description` and `.File`'s names; the site's `.Site.BaseURL`, `.Site.Title`,
/// `.Site.LanguageCode` and `.Site.Params.key` (also as `site.…` and `$.Site.…`); the range's
/// variable; quoted text; the functions `default`, `printf` (`%s`, `%v`, `%d`), `print`,
/// `absURL`, `relURL`, `lower`, `upper`, `trim` and the `safe…` ones; pipes and parentheses;
/// `if`, `with`, `else`, `else if`, `else with` and `end`. A value that uses anything else (the
/// page's date, `.File.UniqueID`, a hash) is not guessed.
struct HugoItemTemplate: Sendable {
    /// A part of the template.
    indirect enum Node: Sendable {
        case text(String)
        case output(Pipeline)
        /// `if` (or `with`, which makes the value the dot inside `then`) with its `else`.
        case branch(binds: Bool, condition: Pipeline, then: [Node], otherwise: [Node])
    }

    /// Commands joined by `|`: each one's value is the last argument of the next.
    struct Pipeline: Sendable {
        var commands: [[Operand]]
    }

    /// An operand of a command.
    indirect enum Operand: Sendable {
        case text(String)
        case number(String)
        /// A field chain from the dot (`.Params.guid`; `.` alone is the dot itself).
        case dot([String])
        /// A field chain from the page the range is at (its variable, `$episode.Permalink`).
        case page([String])
        /// A field chain from the site (`site.BaseURL`, `$.Site.BaseURL` is `["BaseURL"]`).
        case site([String])
        case function(String)
        case pipeline(Pipeline)
    }

    /// The template's path under the site.
    var path: String
    /// The value's template.
    var nodes: [Node]

    /// The value for an episode in a site; nil when a value is not one the type writes as Hugo
    /// does (a date, a list) or the value comes out empty.
    func value(page: Page, site: Site) -> String? {
        var text = ""
        let evaluator = Evaluator(page: page, site: site)
        guard evaluator.append(nodes, dot: .page, to: &text) else { return nil }
        let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
        return value.isEmpty ? nil : value
    }

    /// What the template knows of an episode.
    struct Page {
        /// The old address, with the site's.
        var permalink: String
        /// The old address from the host's root.
        var relPermalink: String
        /// Its front matter, keys in lowercase (Hugo's `.Params`).
        var params: [String: Any]
        /// Its file's name with extension (`.File.LogicalName`).
        var fileName: String
        /// Its bundle's folder name, or its file's name without extension (`.File.ContentBaseName`).
        var contentBaseName: String
    }

    /// What the template knows of the site.
    struct Site {
        /// `baseURL` as configured.
        var baseURL: String
        /// The settings, keys in lowercase.
        var settings: [String: Any]

        /// The site's root address (`baseURL` without its trailing slash).
        var root: String { baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL }
        /// The path part of `baseURL` (`/show` for `https://example.org/show/`), without its
        /// trailing slash.
        var basePath: String {
            guard let scheme = root.range(of: "://"),
                let slash = root[scheme.upperBound...].firstIndex(of: "/")
            else { return "" }
            return String(root[slash...])
        }
        /// The scheme and host of `baseURL`.
        var host: String { String(root.dropLast(basePath.count)) }
    }
}
