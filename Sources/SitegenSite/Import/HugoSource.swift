import Foundation
import Yams

/// A Hugo site read for import: `hugo.toml` (or `config.*`, TOML, YAML or JSON), `content/`
/// (each section a show, `_index.md` its introduction; top-level files pages), `static/`.
struct HugoSource {
    var folder: URL

    func plan() -> ImportPlan {
        var plan = ImportPlan()
        plan.configuration = configuration()
        guard let configuration = plan.configuration else { return plan }
        let permalinks = configuration["permalinks"] as? [String: Any] ?? [:]
        let content = folder.appendingPathComponent("content")
        for path in ImportPlan.files(under: content) where path.hasSuffix(".md") || path.hasSuffix(".markdown") {
            let parts = path.split(separator: "/").map(String.init)
            guard let page = plan.read(content.appendingPathComponent(path), path: "content/" + path) else { continue }
            let name = (parts.last! as NSString).deletingPathExtension
            if parts.count == 1 {
                if name != "_index" {
                    plan.pages.append(
                        ImportPlan.File(page: page, slug: slug(page, name), oldURL: url(page) ?? "/\(slugify(name))/"))
                }
                continue
            }
            let section = parts[0]
            if name == "_index" {
                if parts.count == 2 {
                    plan.collections[slugify(section)] = (
                        (page.fields["title"] as? String) ?? section.capitalized, page.body
                    )
                }
                continue
            }
            // A leaf bundle (section/slug/index.md) is named by its folder.
            let base = name == "index" && parts.count > 2 ? parts[parts.count - 2] : name
            let file = slug(page, base)
            if plan.collections[slugify(section)] == nil {
                plan.collections[slugify(section)] = (section.capitalized, "")
            }
            let date = ImportPlan.date(page.fields["date"])
            let pattern = permalinks[section] as? String
            let old =
                url(page)
                ?? pattern.map {
                    ImportPlan.expand(
                        $0, date: date, slug: file, title: page.fields["title"] as? String ?? base, section: section,
                        categories: [])
                } ?? "/\(section.lowercased())/\(base.lowercased())/"
            plan.episodes.append(ImportPlan.File(page: page, slug: file, collection: slugify(section), oldURL: old))
        }
        let statics = folder.appendingPathComponent("static")
        plan.staticFiles = ImportPlan.files(under: statics).map { (statics.appendingPathComponent($0), $0) }
        return plan
    }

    /// The page's own URL (`url:`), made a path.
    private func url(_ page: ImportedPage) -> String? {
        guard let url = page.fields["url"] as? String, !url.isEmpty else { return nil }
        return url.hasPrefix("/") ? url : "/" + url
    }

    private func slug(_ page: ImportedPage, _ name: String) -> String {
        slugify((page.fields["slug"] as? String) ?? name)
    }

    /// The settings: the first of Hugo's file names that exists, in TOML, YAML or JSON.
    private func configuration() -> [String: Any]? {
        for name in [
            "hugo.toml", "config.toml", "hugo.yaml", "config.yaml", "hugo.yml", "config.yml", "hugo.json",
            "config.json",
        ] {
            guard let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) else {
                continue
            }
            if name.hasSuffix(".toml") {
                guard case .success(let yaml) = TOMLFrontMatter.yaml(from: text) else { return nil }
                return (try? Yams.load(yaml: yaml)) as? [String: Any] ?? [:]
            }
            return (try? Yams.load(yaml: text)) as? [String: Any] ?? [:]
        }
        return nil
    }
}
