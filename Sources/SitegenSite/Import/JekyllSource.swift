import Foundation
import Yams

/// A Jekyll site read for import: `_config.yml`, `_posts/YYYY-MM-DD-slug.md` (episodes),
/// `_drafts/` (drafts), top-level pages with front matter, and the other files as static files.
struct JekyllSource {
    var folder: URL

    func plan() -> ImportPlan {
        var plan = ImportPlan()
        guard let text = try? String(contentsOf: folder.appendingPathComponent("_config.yml"), encoding: .utf8) else {
            return plan
        }
        var configuration = (try? Yams.load(yaml: text)) as? [String: Any] ?? [:]
        if let url = configuration["url"] as? String {
            configuration["baseURL"] = url + ((configuration["baseurl"] as? String) ?? "")
        }
        if let lang = configuration["lang"] { configuration["languageCode"] = lang }
        plan.configuration = configuration
        let permalink = Self.pattern(configuration["permalink"] as? String)
        for folderName in ["_posts", "_drafts"] {
            let posts = folder.appendingPathComponent(folderName)
            for path in ImportPlan.files(under: posts) where path.hasSuffix(".md") || path.hasSuffix(".markdown") {
                guard let page = plan.read(posts.appendingPathComponent(path), path: "\(folderName)/\(path)") else {
                    continue
                }
                let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
                var date: String?
                var base = name
                if name.count > 11, name.prefix(10).allSatisfy({ $0.isNumber || $0 == "-" }),
                    name.dropFirst(10).first == "-"
                {
                    date = String(name.prefix(10))
                    base = String(name.dropFirst(11))
                }
                let slug = slugify((page.fields["slug"] as? String) ?? base)
                let categories = Self.categories(page.fields)
                let when = ImportPlan.date(page.fields["date"]) ?? ImportPlan.date(date)
                let own = (page.fields["permalink"] as? String).map { Self.pattern($0) }
                let old = ImportPlan.expand(
                    own ?? permalink, date: when, slug: slug, title: base, section: "", categories: categories,
                    extension: ".html")
                var file = ImportPlan.File(page: page, slug: slug, oldURL: old, isDraft: folderName == "_drafts")
                if page.fields["date"] == nil {
                    // A draft has no date in its name: Jekyll dates it by the file's modification time.
                    let modified =
                        (try? FileManager.default.attributesOfItem(atPath: posts.appendingPathComponent(path).path))?[
                            .modificationDate] as? Date
                    file.date = date ?? modified.map { ISO8601DateFormatter().string(from: $0) }
                }
                plan.episodes.append(file)
            }
        }
        for path in ImportPlan.files(under: folder)
        where !path.contains("/") && (path.hasSuffix(".md") || path.hasSuffix(".markdown")) {
            let name = (path as NSString).deletingPathExtension
            guard !path.hasPrefix("_"), name != "index", name != "404", name != "README",
                let page = plan.read(folder.appendingPathComponent(path), path: path), !page.fields.isEmpty
            else { continue }
            let old = (page.fields["permalink"] as? String) ?? "/\(name).html"
            plan.pages.append(ImportPlan.File(page: page, slug: slugify(name), oldURL: old))
        }
        let skipped: Set<String> = [
            "Gemfile", "Gemfile.lock", "README.md", "LICENSE", "CNAME", "index.md", "index.html", "404.html", "404.md",
        ]
        for path in ImportPlan.files(under: folder) {
            let first = String(path.split(separator: "/")[0])
            guard !first.hasPrefix("_"), !first.hasPrefix("."), !skipped.contains(path), first != "vendor",
                first != "node_modules"
            else { continue }
            if !path.contains("/"), path.hasSuffix(".md") || path.hasSuffix(".markdown") || path.hasSuffix(".html") {
                continue
            }
            plan.staticFiles.append((folder.appendingPathComponent(path), path))
        }
        return plan
    }

    /// Jekyll's built-in permalink styles, else the pattern as written.
    static func pattern(_ text: String?) -> String {
        switch text {
        case nil, "date": "/:categories/:year/:month/:day/:title:output_ext"
        case "pretty": "/:categories/:year/:month/:day/:title/"
        case "ordinal": "/:categories/:year/:y_day/:title:output_ext"
        case "none": "/:categories/:title:output_ext"
        case let pattern?: pattern
        }
    }

    /// `categories` (a list or words) and `category`.
    static func categories(_ fields: [String: Any]) -> [String] {
        var names: [String] = []
        if let list = fields["categories"] as? [Any] { names += list.map { "\($0)" } }
        if let text = fields["categories"] as? String { names += text.split(separator: " ").map(String.init) }
        if let one = fields["category"] as? String { names.append(one) }
        return names
    }
}
