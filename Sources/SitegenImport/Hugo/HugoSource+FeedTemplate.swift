import Foundation
import SitegenFileSystem

extension HugoSource {
    /// The guid and enclosure templates of the site's podcast feed: of the `.xml` templates under
    /// the site's `layouts/`, then its theme's, that write an `<enclosure>` in an item of a
    /// `range`, the first that serves a section or a type (GolangShow's `section/episode.rss.xml`,
    /// the feed it gave Apple Podcasts), else the first; with the paths of the others (its home's
    /// `rss.xml`, which listed the episodes too). A template whose guids the import cannot give is
    /// named in the notes: podcast apps know an episode by its guid, and would list them again.
    func feedItemTemplates(
        configuration: [String: Any], notes: inout [String]
    ) -> (path: String, guid: HugoItemTemplate?, enclosures: [HugoItemTemplate], others: [String])? {
        var podcastFeeds: [(path: String, text: String)] = []
        for path in feedTemplateCandidates(configuration) {
            guard let data = try? fileSystem.read(folder.appendingPathComponent(path)), data.count < 1_000_000,
                let text = String(data: data, encoding: .utf8), text.contains("<enclosure"),
                HugoItemTemplate.expression(of: .enclosureURL, in: text) != nil
            else { continue }
            podcastFeeds.append((path, text))
        }
        let generic = { (path: String) in
            let name = path.split(separator: "/").last.map { $0.lowercased() } ?? ""
            let kind = name.split(separator: ".").first.map(String.init) ?? ""
            return !path.contains("/section/") && ["index", "home", "rss", "list"].contains(kind)
        }
        guard let main = podcastFeeds.first(where: { !generic($0.path) }) ?? podcastFeeds.first else { return nil }
        let (path, text) = main
        let guid = HugoItemTemplate.read(text, element: .guid, path: path)
        if guid == nil, let (expression, _) = HugoItemTemplate.expression(of: .guid, in: text) {
            let shown = expression.trimmingCharacters(in: .whitespacesAndNewlines)
            notes.append(
                "\(path), the old feed's template, writes each item's guid as `\(shown)`, which the import does "
                    + "not reproduce: podcast apps may list the episodes again unless each gets its old guid as "
                    + "`guid:`")
        }
        let others = podcastFeeds.map(\.path).filter { $0 != path }
        return (path, guid, HugoItemTemplate.readEnclosures(text, path: path), others)
    }

    /// The settings a feed template writes as they are in its channel, before its first item
    /// or `range` (Binaergewitter/serious-bg's owner and category), if any.
    func feedChannelSettings(_ path: String) -> [String: Any]? {
        guard let data = try? fileSystem.read(folder.appendingPathComponent(path)), data.count < 1_000_000,
            let text = String(data: data, encoding: .utf8), let channel = text.range(of: "<channel>")
        else { return nil }
        var head = text[channel.upperBound...]
        if let item = head.range(of: "<item") { head = head[..<item.lowerBound] }
        if let loop = head.range(of: #"\{\{-?\s*range\s"#, options: .regularExpression) {
            head = head[..<loop.lowerBound]
        }
        let values = FeedChannelHead.values(in: head)
        return values.isEmpty ? nil : values
    }

    /// Whether the settings are podcast-feed-hugo's: `params.podcast.cdn_base_url` or
    /// `audio_base_url`.
    static func usesPodcastFeedHugo(_ configuration: [String: Any]) -> Bool {
        let params = ImportValue.lowercasedKeys(ImportValue.lowercasedKeys(configuration)?["params"] as? [String: Any])
        let podcast = ImportValue.lowercasedKeys(params?["podcast"] as? [String: Any]) ?? [:]
        return podcast["cdn_base_url"] != nil || podcast["audio_base_url"] != nil
    }

    /// Whether the site's theme, or a module it imports, is Castanet (`theme = "castanet"`,
    /// `path = 'github.com/mattstratton/castanet'`).
    static func usesCastanet(_ configuration: [String: Any]) -> Bool {
        let settings = ImportValue.lowercasedKeys(configuration) ?? [:]
        let module = ImportValue.lowercasedKeys(settings["module"] as? [String: Any])
        let imports = (module?["imports"] as? [Any] ?? []).compactMap {
            ImportValue.text(ImportValue.lowercasedKeys($0 as? [String: Any])?["path"])
        }
        let names = (ImportValue.strings(settings["theme"]) ?? []) + imports
        return names.contains { $0.split(separator: "/").last?.lowercased() == "castanet" }
    }

    /// The `.xml` files under the site's `layouts/`, then under each of its themes' (`theme`,
    /// in `themesDir`), each folder's by path.
    private func feedTemplateCandidates(_ configuration: [String: Any]) -> [String] {
        let settings = ImportValue.lowercasedKeys(configuration) ?? [:]
        let themes = ImportValue.text(settings["themesdir"]) ?? "themes"
        let roots = ["layouts"] + (ImportValue.strings(settings["theme"]) ?? []).map { "\(themes)/\($0)/layouts" }
        return roots.flatMap { root in
            ImportPlan.files(under: folder.appendingPathComponent(root), fileSystem: fileSystem)
                .filter { $0.hasSuffix(".xml") }.map { root + "/" + $0 }
        }
    }
}

extension HugoSource {
    /// Where Hugo published the feed of a podcast feed template (`layouts/…` or a theme's): the
    /// path of the custom output format it is named after (`[outputFormats.podcastFeed]` with
    /// `path = "/feed/"` and `baseName = "podcast"` for `_default/podcast.xml`), or for an RSS
    /// template the home's `/index.xml`, and each episode section's `/section/index.xml` where
    /// the template serves every list (`_default/rss.xml`) or that section.
    static func feedPaths(of template: String, configuration: [String: Any], sections: [String]) -> [String] {
        let parts = template.split(separator: "/").map(String.init)
        guard let layouts = parts.firstIndex(of: "layouts"), let name = parts.last, name.hasSuffix(".xml") else {
            return []
        }
        let folder = parts[(layouts + 1)..<(parts.count - 1)].joined(separator: "/")
        let words = name.dropLast(4).split(separator: ".").map { $0.lowercased() }
        let (kind, format) = (words.first ?? "", words.count > 1 ? words[1] : nil)
        let settings = ImportValue.lowercasedKeys(configuration) ?? [:]
        let formats = ImportValue.lowercasedKeys(settings["outputformats"] as? [String: Any]) ?? [:]
        for (formatName, value) in formats.sorted(by: { $0.key < $1.key }) {
            let spec = ImportValue.lowercasedKeys(value as? [String: Any]) ?? [:]
            let baseName = ImportValue.text(spec["basename"]) ?? "index"
            guard format == formatName || (format == nil && [formatName, baseName.lowercased()].contains(kind))
            else { continue }
            let path = (ImportValue.text(spec["path"]) ?? "").split(separator: "/").joined(separator: "/")
            return ["/" + (path.isEmpty ? "" : path + "/") + baseName + ".xml"]
        }
        guard format == "rss" || kind == "rss" else { return [] }
        let home = ["index", "home", "rss", "list"].contains(kind) && publishesRSS("home", settings)
        let sectionFeeds = publishesRSS("section", settings) ? sections.map { "/\($0)/index.xml" } : []
        switch folder {
        case "" where !home && !["index", "home", "rss", "list"].contains(kind):
            return ["/\(kind)/index.xml"]  // `layouts/episode.rss.xml`: a type's lists
        // `_default/episode.rss.xml` serves the section `episode` (Castanet's podcast feed, at
        // `/episode/index.xml`), as Hugo looks up `_default/<section>.rss.xml` for a section.
        case "_default" where sections.contains(kind):
            return publishesRSS("section", settings) ? ["/\(kind)/index.xml"] : []
        case "", "_default":
            let lists = folder == "_default" && ["rss", "list"].contains(kind)
            return (home ? ["/index.xml"] : []) + (lists ? sectionFeeds : [])
        // `section/list.rss.xml` serves every section (JupiterBroadcasting's, one feed per show),
        // `section/shows.rss.xml` the section `shows`.
        case "section" where ["list", "section", "rss"].contains(kind): return sectionFeeds
        case "section": return ["/\(kind)/index.xml"]
        default: return ["/\(folder.lowercased())/index.xml"]
        }
    }

    /// Whether Hugo wrote an RSS file for pages of a kind (`home`, `section`): its `outputs`
    /// setting names `rss` for it, or gives none (Hugo's default, `["html", "rss"]`).
    /// JupiterBroadcasting's `[outputs] section = ["html"]` published no section feeds.
    static func publishesRSS(_ kind: String, _ settings: [String: Any]) -> Bool {
        let outputs = ImportValue.lowercasedKeys(settings["outputs"] as? [String: Any]) ?? [:]
        guard let formats = ImportValue.strings(outputs[kind]) else { return true }
        return formats.contains { $0.lowercased() == "rss" }
    }
}
