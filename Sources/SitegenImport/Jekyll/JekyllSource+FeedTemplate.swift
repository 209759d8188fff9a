import Foundation
import SitegenFileSystem

extension JekyllSource {
    /// Adds to the settings the keys they lack from the podcast feed's template, a file of the
    /// site's root (or a folder there) with front matter, ending in `.xml` or `.rss`, that
    /// writes a `<channel>` with Apple's tags: the show's title, description, language,
    /// copyright, author, owner, category, explicit flag, type and artwork, where that template
    /// writes them as they are, not as Liquid (threedevsandamaybe/threedevsandamaybe.github.io's
    /// `podcast.xml` is the only place that names the show); and says so in the notes.
    func fillSettingsFromFeedTemplate(_ configuration: inout [String: Any], notes: inout [String]) {
        guard let (path, values) = feedTemplateCandidates().lazy.compactMap(feedChannelValues).first else { return }
        let present = Set(configuration.keys.map { $0.lowercased() })
        let added = values.keys.sorted().filter { !present.contains($0) }
        for key in added { configuration[key] = values[key] }
        if !added.isEmpty {
            notes.append(
                "settings _config.yml lacks read from \(path), the old feed's template, which writes them as they are: "
                    + added.filter { $0 != FeedChannelHead.otherCategoriesKey && $0 != FeedNamespaceHead.settingsKey }
                    .joined(separator: ", "))
        }
    }

    /// The guid expression of the first feed template (a root `.xml` or `.rss` file with front
    /// matter) that loops over the posts and writes a `<guid>` this import reads.
    /// A template whose guids the import cannot give is named in the notes: podcast apps know
    /// an episode by its guid, and would list the imported ones again.
    func feedGUIDTemplate(notes: inout [String]) -> JekyllFeedGUID? {
        for path in feedTemplateCandidates() {
            guard let text = templateText(path), let (expression, _) = JekyllFeedGUID.expression(in: text) else {
                continue
            }
            if let guid = JekyllFeedGUID.read(text, path: path) { return guid }
            let shown = expression.trimmingCharacters(in: .whitespacesAndNewlines)
            notes.append(
                "\(path), the old feed's template, writes each item's guid as `\(shown)`, which the import does not "
                    + "reproduce: podcast apps may list the episodes again unless each gets its old guid as `guid:`")
            return nil
        }
        return nil
    }

    /// Where the podcast feed was published: the first feed template that writes an
    /// `<enclosure>`, at its front matter's `permalink:` or else its own path.
    func podcastFeedPath() -> String? {
        for path in feedTemplateCandidates() {
            guard let text = templateText(path), text.contains("<enclosure") else { continue }
            let frontMatter = text.dropFirst(3).components(separatedBy: "\n---").first ?? ""
            for line in frontMatter.split(separator: "\n") where line.hasPrefix("permalink:") {
                let value = line.dropFirst("permalink:".count).trimmingCharacters(in: .whitespaces)
                    .trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
                if !value.isEmpty, !value.contains(":") { return value.hasPrefix("/") ? value : "/" + value }
            }
            return "/" + path
        }
        return nil
    }

    /// The text of a feed template (a file with front matter), with its layout's in place of
    /// `{{ content }}` when its own has no `<channel>` (jordanmoconnor/riverchurch's `podcast.xml`
    /// is `layout: podcast`, its feed `_layouts/podcast.xml`); `nil` for another file.
    private func templateText(_ path: String) -> String? {
        guard let text = Self.smallText(folder.appendingPathComponent(path), fileSystem: fileSystem),
            text.hasPrefix("---")
        else { return nil }
        let parts = text.dropFirst(3).components(separatedBy: "\n---")
        guard !text.contains("<channel"), parts.count > 1 else { return text }
        let frontMatter = parts[0]
        let body = parts.dropFirst().joined(separator: "\n---").drop { $0 != "\n" }
        let layout = frontMatter.split(separator: "\n").first { $0.hasPrefix("layout:") }.map {
            $0.dropFirst("layout:".count).trimmingCharacters(in: CharacterSet.whitespaces.union(["\"", "'"]))
        }
        guard let layout, !layout.isEmpty, !layout.contains("/"), !layout.contains(".."),
            let named = ["", ".xml", ".html", ".rss"].lazy.compactMap({
                Self.smallText(folder.appendingPathComponent("_layouts/" + layout + $0), fileSystem: fileSystem)
            }).first
        else { return text }
        // The layout's own front matter, if any, is no part of what it writes.
        var written = named
        if written.hasPrefix("---"), let end = written.dropFirst(3).range(of: "\n---") {
            written = String(written[end.upperBound...].drop { $0 != "\n" })
        }
        return "---" + frontMatter + "\n---\n"
            + written.replacingOccurrences(of: "{{ content }}", with: String(body))
    }

    /// A file's text, when it is UTF-8 and under 1 MB.
    private static func smallText(_ url: URL, fileSystem: FileSystem) -> String? {
        guard let data = try? fileSystem.read(url), data.count < 1_000_000 else { return nil }
        return String(data: data, encoding: .utf8)
    }

    /// The `.xml` and `.rss` files of the site's root and of its folders' first level (not
    /// Jekyll's `_` folders nor hidden ones), root first, by name.
    private func feedTemplateCandidates() -> [String] {
        let isFeed = { (name: String) in name.hasSuffix(".xml") || name.hasSuffix(".rss") }
        let root = ((try? fileSystem.list(folder)) ?? []).sorted()
        var paths = root.filter(isFeed)
        let skipped = { (name: String) in name.hasPrefix("_") || name.hasPrefix(".") || name == "node_modules" }
        for name in root where !skipped(name) && name != "vendor" {
            guard fileSystem.kindFollowingLinks(folder.appendingPathComponent(name)) == .directory else { continue }
            let inner = (try? fileSystem.list(folder.appendingPathComponent(name))) ?? []
            paths += inner.sorted().filter(isFeed).map { name + "/" + $0 }
        }
        return paths
    }

    /// The settings a feed template writes as they are in its channel, before its first item,
    /// when it is one (front matter, a `<channel>`, Apple's namespace).
    private func feedChannelValues(_ path: String) -> (String, [String: Any])? {
        guard let text = templateText(path), let channel = text.range(of: "<channel>"), text.contains("itunes") else {
            return nil
        }
        var head = text[channel.upperBound...]
        for end in ["<item", "{%"] {
            if let found = head.range(of: end) { head = head[..<found.lowerBound] }
        }
        let values = FeedChannelHead.values(in: head)
        return values.isEmpty ? nil : (path, values)
    }
}
