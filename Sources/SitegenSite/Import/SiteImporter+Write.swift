import Foundation
import SitegenDiagnostics
import Yams

/// Writing an import plan as a sitegen site.
extension SiteImporter {
    func write(_ plan: ImportPlan, configuration: [String: Any], into content: URL) -> Result<Report, Diagnostic> {
        var report = Report()
        report.diagnostics = plan.problems
        var files: [String: String] = [:]
        var mappedToParams: [String: Int] = [:]
        var dropped: [String: Int] = [:]
        var aliases = 0
        var shortcodes = 0
        var people: Set<String> = []
        var hasAudio = false
        for (slug, collection) in plan.collections.sorted(by: { $0.key < $1.key }) {
            files["collections/\(slug).md"] = Self.document([("title", collection.title)], body: collection.body)
        }
        var taken: Set<String> = []
        for (kind, list) in [("episodes", plan.episodes), ("pages", plan.pages)] {
            for file in list {
                var slug = file.slug
                var counter = 2
                while !taken.insert("\(kind)/\(slug)").inserted {
                    slug = "\(file.slug)-\(counter)"
                    counter += 1
                }
                let newURL = kind == "episodes" ? "/episodes/\(slug)/" : "/\(slug)/"
                let oldURL = file.oldURL.map { $0.hasSuffix("/") || $0.hasSuffix(".html") ? $0 : $0 + "/" }
                let keep = oldURL.flatMap { $0.lowercased() == newURL || $0 == "/" ? nil : $0 }.map { [$0] } ?? []
                aliases += keep.count
                var mapping = FrontMatterMapping.map(
                    file.page.fields, collection: file.collection, aliases: keep, isEpisode: kind == "episodes")
                mapping.fields.removeAll { $0.0 == "slug" }
                mapping.fields.insert(("slug", slug), at: min(1, mapping.fields.count))
                if kind == "episodes" {
                    if !mapping.fields.contains(where: { $0.0 == "date" }), let date = file.date {
                        mapping.fields.append(("date", date))
                    }
                    if file.isDraft { mapping.fields.append(("draft", true)) }
                    if !mapping.fields.contains(where: { $0.0 == "title" }) {
                        mapping.fields.insert(("title", slug), at: 0)
                    }
                    hasAudio = hasAudio || mapping.fields.contains { $0.0 == "audio" }
                    for (key, value) in mapping.fields where key == "guests" || key == "hosts" {
                        people.formUnion(value as? [String] ?? [])
                    }
                }
                if kind == "pages" {
                    // Pages have a title, a slug and aliases; the rest of their front matter is dropped.
                    for key in mapping.toParams { dropped[key, default: 0] += 1 }
                    for (key, _) in mapping.fields
                    where !["title", "slug", "aliases", "summary", "params"].contains(key) {
                        dropped[key, default: 0] += 1
                    }
                    mapping.fields.removeAll { !["title", "slug", "aliases", "summary"].contains($0.0) }
                    mapping.toParams = []
                }
                let order = ["title", "slug", "date", "draft", "collection", "category", "tags", "summary"]
                mapping.fields = mapping.fields.enumerated().sorted { lhs, rhs in
                    let (a, b) = (
                        order.firstIndex(of: lhs.element.0) ?? order.count,
                        order.firstIndex(of: rhs.element.0) ?? order.count
                    )
                    return (a, lhs.offset) < (b, rhs.offset)
                }.map(\.element)
                for key in mapping.toParams { mappedToParams[key, default: 0] += 1 }
                if file.page.body.contains("{{<") || file.page.body.contains("{{%") { shortcodes += 1 }
                files["\(kind)/\(slug).md"] = Self.document(mapping.fields, body: file.page.body)
            }
        }
        let names = Dictionary(
            plan.episodes.flatMap { file in
                ["guests", "hosts"].flatMap { key in
                    ((file.page.fields[key] as? [Any]) ?? []).map { (slugify("\($0)"), "\($0)") }
                }
            }, uniquingKeysWith: { first, _ in first })
        for slug in people.sorted() {
            files["people/\(slug).md"] = Self.document([("name", names[slug] ?? slug)], body: "")
        }
        files["site.yml"] = Self.siteYML(configuration, hasAudio: hasAudio, report: &report)
        do {
            for (path, text) in files.sorted(by: { $0.key < $1.key }) {
                let url = content.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            for (from, path) in plan.staticFiles {
                let url = content.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try? FileManager.default.removeItem(at: url)
                try FileManager.default.copyItem(at: from, to: url)
            }
        } catch {
            return .failure(
                .error("cannot write the imported site: \(error.localizedDescription)", at: .start(of: content.path)))
        }
        report.lines.append(
            "imported \(plan.episodes.count) episodes, \(plan.collections.count) collections, \(plan.pages.count) pages, \(people.count) people, \(plan.staticFiles.count) static files"
        )
        report.lines.append("kept \(aliases) old URLs as aliases (redirect pages and _redirects)")
        if !mappedToParams.isEmpty {
            report.lines.append(
                "went to params: "
                    + mappedToParams.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value))" }.joined(
                        separator: ", "))
        }
        if !dropped.isEmpty {
            report.lines.append(
                "dropped from pages (sitegen pages have a title, a slug and aliases): "
                    + dropped.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value))" }.joined(separator: ", "))
        }
        if shortcodes > 0 {
            report.lines.append(
                "\(shortcodes) files use Hugo shortcodes ({{< >}} or {{% %}}); they are kept as written and show as text"
            )
        }
        if !report.diagnostics.isEmpty { report.lines.append("skipped \(report.diagnostics.count) files (above)") }
        return .success(report)
    }

    /// A Markdown file: YAML front matter (keys in the given order), then the body as it was.
    static func document(_ fields: [(String, Any)], body: String) -> String {
        let root = Node.mapping(Node.Mapping(fields.map { (Node($0.0), node(for: $0.1)) }))
        let yaml = (try? Yams.serialize(node: root, allowUnicode: true)) ?? ""
        return "---\n" + yaml + "---\n" + body
    }

    /// A value as a YAML node: dates in ISO 8601 (UTC), maps with their keys sorted.
    static func node(for value: Any) -> Node {
        switch value {
        case let text as String:
            return Node(text, Tag(.str), text.isEmpty || Double(text) != nil ? .doubleQuoted : .any)
        case let flag as Bool: return Node(flag ? "true" : "false", Tag(.bool))
        case let number as Int: return Node(String(number), Tag(.int))
        case let number as Double: return Node(String(number), Tag(.float))
        case let date as Date:
            let formatter = ISO8601DateFormatter()
            formatter.timeZone = TimeZone(identifier: "UTC")
            return Node(formatter.string(from: date), Tag(.str), .doubleQuoted)
        case let list as [Any]: return Node.sequence(Node.Sequence(list.map(node(for:))))
        case let map as [String: Any]:
            return Node.mapping(Node.Mapping(map.keys.sorted().map { (Node($0), node(for: map[$0]!)) }))
        default: return Node("\(value)", Tag(.str), .doubleQuoted)
        }
    }

    /// site.yml from the source's settings; a podcast block when episodes have audio, with the
    /// settings the source has (what is missing is said in the report, and by the build).
    static func siteYML(_ configuration: [String: Any], hasAudio: Bool, report: inout Report) -> String {
        let params = configuration["params"] as? [String: Any] ?? [:]
        func setting(_ keys: [String]) -> Any? {
            for key in keys { if let value = configuration[key] ?? params[key] { return value } }
            return nil
        }
        var fields: [(String, Any)] = [("title", setting(["title"]) ?? "Imported")]
        if let description = setting(["description", "subtitle"]) { fields.append(("description", "\(description)")) }
        if let author = setting(["author"]) {
            fields.append(("author", (author as? [String: Any])?["name"].map { "\($0)" } ?? "\(author)"))
        }
        if let language = setting(["languageCode", "language"]) {
            fields.append(("language", String("\(language)".prefix { $0 != "-" && $0 != "_" }).lowercased()))
        }
        var baseURL = "\(setting(["baseURL", "baseurl"]) ?? "https://example.org/")"
        if !baseURL.hasSuffix("/") { baseURL += "/" }
        fields.append(("baseURL", baseURL))
        fields.append(("requireThumbnails", false))
        if hasAudio {
            var podcast: [String: Any] = [:]
            let author = setting(["podcast_author", "author"]).map {
                ($0 as? [String: Any])?["name"].map { "\($0)" } ?? "\($0)"
            }
            if let author { podcast["author"] = author }
            let authorEmail = (setting(["author"]) as? [String: Any])?["email"]
            if let email = setting(["podcast_email", "owner_email", "email"]) ?? authorEmail {
                podcast["owner"] = ["name": author ?? "\(fields[0].1)", "email": "\(email)"]
            }
            if let category = setting(["podcast_category", "itunes_category", "category"]) {
                podcast["category"] = "\(category)"
            }
            podcast["explicit"] = (setting(["explicit", "podcast_explicit"]) as? Bool) ?? false
            if let image = setting(["podcast_image", "artwork", "image", "logo"]) {
                podcast["image"] = String("\(image)".drop { $0 == "/" })
            }
            let missing = ["author", "owner", "category", "image"].filter { podcast[$0] == nil }
            if !missing.isEmpty {
                report.lines.append(
                    "the episodes have audio, but the settings lack the podcast feed's \(missing.joined(separator: ", ")): add them under podcast: in Content/site.yml"
                )
            }
            fields.append(("podcast", podcast))
        }
        let root = Node.mapping(Node.Mapping(fields.map { (Node($0.0), node(for: $0.1)) }))
        return "# Imported; see README \"Content/site.yml\" for every setting.\n"
            + ((try? Yams.serialize(node: root, allowUnicode: true)) ?? "")
    }
}
