import Foundation

extension JekyllSource {
    /// The tags of a feed's channel whose text a template may write as it is, with the setting
    /// each is read as.
    static let feedChannelTags: [(tag: String, key: String)] = [
        ("title", "title"), ("description", "description"), ("itunes:summary", "itunes_summary"),
        ("language", "language"), ("copyright", "copyright"), ("itunes:author", "itunes_author"),
        ("itunes:name", "itunes_owner_name"), ("itunes:email", "itunes_owner_email"),
        ("itunes:explicit", "itunes_explicit"), ("itunes:type", "itunes_type"),
    ]

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
                    + added.joined(separator: ", "))
        }
    }

    /// The guid expression of the first feed template (a root `.xml` or `.rss` file with front
    /// matter) that loops over the posts and writes a `<guid>` this import reads.
    /// A template whose guids the import cannot give is named in the notes: podcast apps know
    /// an episode by its guid, and would list the imported ones again.
    func feedGUIDTemplate(notes: inout [String]) -> JekyllFeedGUID? {
        for path in feedTemplateCandidates() {
            guard let data = try? Data(contentsOf: folder.appendingPathComponent(path)), data.count < 1_000_000,
                let text = String(data: data, encoding: .utf8), text.hasPrefix("---"),
                let (expression, _) = JekyllFeedGUID.expression(in: text)
            else { continue }
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
            guard let data = try? Data(contentsOf: folder.appendingPathComponent(path)), data.count < 1_000_000,
                let text = String(data: data, encoding: .utf8), text.hasPrefix("---"), text.contains("<enclosure")
            else { continue }
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

    /// The `.xml` and `.rss` files of the site's root and of its folders' first level (not
    /// Jekyll's `_` folders nor hidden ones), root first, by name.
    private func feedTemplateCandidates() -> [String] {
        let manager = FileManager.default
        let isFeed = { (name: String) in name.hasSuffix(".xml") || name.hasSuffix(".rss") }
        let root = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        var paths = root.filter(isFeed)
        let skipped = { (name: String) in name.hasPrefix("_") || name.hasPrefix(".") || name == "node_modules" }
        for name in root where !skipped(name) && name != "vendor" {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder),
                isFolder.boolValue
            else { continue }
            let inner = (try? manager.contentsOfDirectory(atPath: folder.appendingPathComponent(name).path)) ?? []
            paths += inner.sorted().filter(isFeed).map { name + "/" + $0 }
        }
        return paths
    }

    /// The settings a feed template writes as they are in its channel, before its first item,
    /// when it is one (front matter, a `<channel>`, Apple's namespace).
    private func feedChannelValues(_ path: String) -> (String, [String: Any])? {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent(path)), data.count < 1_000_000,
            let text = String(data: data, encoding: .utf8), text.hasPrefix("---"),
            let channel = text.range(of: "<channel>"), text.contains("itunes")
        else { return nil }
        var head = text[channel.upperBound...]
        for end in ["<item", "{%"] {
            if let found = head.range(of: end) { head = head[..<found.lowerBound] }
        }
        var values: [String: Any] = [:]
        for (tag, key) in Self.feedChannelTags {
            if let value = Self.literalText(of: tag, in: head) { values[key] = value }
        }
        if let category = Self.attribute("text", of: "itunes:category", in: head) {
            values["itunes_category"] = category
            if let subcategory = Self.nestedCategory(in: head) { values["itunes_subcategory"] = subcategory }
        }
        if let image = Self.attribute("href", of: "itunes:image", in: head) { values["itunes_image"] = image }
        return values.isEmpty ? nil : (path, values)
    }

    /// The subcategory a channel's first `<itunes:category>` holds (alexcash/comictalkshow's
    /// `<itunes:category text="Games &amp; Hobbies"><itunes:category text="Hobbies" />`).
    private static func nestedCategory(in head: Substring) -> String? {
        guard let open = head.range(of: "<itunes:category "), let end = head[open.upperBound...].firstIndex(of: ">"),
            head[..<end].last != "/", let close = head[end...].range(of: "</itunes:category>")
        else { return nil }
        return attribute("text", of: "itunes:category", in: head[head.index(after: end)..<close.lowerBound])
    }

    /// The text of the first `<tag>` of a channel's head, unwrapped from CDATA, when it holds
    /// no Liquid.
    private static func literalText(of tag: String, in head: Substring) -> String? {
        guard let open = head.range(of: "<\(tag)>"), let close = head[open.upperBound...].range(of: "</\(tag)>")
        else { return nil }
        var text = head[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("<![CDATA["), text.hasSuffix("]]>") {
            text = String(text.dropFirst(9).dropLast(3)).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        guard !text.isEmpty, !text.contains("{{"), !text.contains("{%"), !text.contains("<") else { return nil }
        return text
    }

    /// An attribute of the first `<tag …>` of a channel's head, with the site's address the
    /// template puts before a path (`{{ site.url }}/images/cover-art.jpg`) left out, when it
    /// holds no other Liquid.
    private static func attribute(_ name: String, of tag: String, in head: Substring) -> String? {
        guard let open = head.range(of: "<\(tag) "), let end = head[open.upperBound...].firstIndex(of: ">"),
            let start = head[open.upperBound..<end].range(of: "\(name)=\"")
        else { return nil }
        let rest = head[start.upperBound..<end]
        guard let close = rest.firstIndex(of: "\"") else { return nil }
        var value = String(rest[..<close]).trimmingCharacters(in: .whitespaces)
        for prefix in ["{{ site.url }}", "{{site.url}}", "{{ site.baseurl }}", "{{site.baseurl}}"] {
            while value.hasPrefix(prefix) { value.removeFirst(prefix.count) }
        }
        guard !value.isEmpty, !value.contains("{{"), !value.contains("{%") else { return nil }
        return value
    }
}
