import Foundation
import SitegenContent
import SitegenDiagnostics
import SitegenFileSystem

/// A Zola site read for import: `config.toml` (`base_url`, `title`, `description`,
/// `default_language`, `[extra]`), `content/` (each folder with an `_index.md` a section: a
/// show, its pages episodes; `content/*.md` pages; a folder with `index.md` a page with its
/// colocated files), `static/`. Front matter is TOML (or YAML); `[taxonomies]` and `[extra]` are
/// read as top-level keys, the page's own keys first.
struct ZolaSource {
    /// The Zola site's folder.
    var folder: URL
    /// The file system the site is read from.
    var fileSystem: FileSystem

    /// What the import will write for the site.
    func plan() -> ImportPlan {
        var plan = ImportPlan(fileSystem: fileSystem)
        guard plan.takeSettings(Self.configuration(in: folder, fileSystem: fileSystem)) else { return plan }
        let content = folder.appendingPathComponent("content")
        // What `ignored_content` leaves out Zola never published: not imported, and said.
        let ignored = Self.ignoredContent(plan.configuration ?? [:])
        let all = ImportPlan.files(under: content, fileSystem: fileSystem)
        let paths = all.filter { !Self.isIgnored($0, by: ignored) }
        if paths.count < all.count {
            plan.notes.append(
                "not imported (the settings' ignored_content, which Zola leaves out): "
                    + all.filter { Self.isIgnored($0, by: ignored) }.joined(separator: ", "))
        }
        let sections = Set(
            paths.filter { ($0 as NSString).lastPathComponent.hasPrefix("_index.") }.map {
                ($0 as NSString).deletingLastPathComponent
            })
        // Each section's collection: named by its folder, or by its whole path where a shallower
        // section's folder has the same name (corrode.dev's `learn/migration-guides` beside
        // `migration-guides`), so that neither is lost.
        var sectionSlugs: [String: String] = [:]
        var slugFolders: [String: String] = [:]
        func sectionSlug(_ folder: String) -> String {
            if let known = sectionSlugs[folder] { return known }
            var slug = slugify((folder as NSString).lastPathComponent)
            if slugFolders[slug] != nil { slug = slugify(folder.replacingOccurrences(of: "/", with: " ")) }
            sectionSlugs[folder] = slug
            slugFolders[slug] = folder
            return slug
        }
        // The shallower section keeps the short name.
        for folder in sections.sorted(by: {
            ($0.split(separator: "/").count, $0) < ($1.split(separator: "/").count, $1)
        })
        where !folder.isEmpty {
            _ = sectionSlug(folder)
        }
        var redirects: [ImportPlan.SectionRedirect] = []
        for path in paths {
            guard path.hasSuffix(".md") else {
                // A page's colocated file, at the path Zola publishes it at.
                plan.staticFiles.append((content.appendingPathComponent(path), HugoSource.resourcePath(path)))
                continue
            }
            guard var page = plan.read(content.appendingPathComponent(path), path: "content/" + path) else { continue }
            page.fields = Self.flattened(page.fields)
            let folders = (path as NSString).deletingLastPathComponent
            var name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            if name == "_index" {
                // A section that only redirects (Zola's `redirect_to`) published nothing of its own.
                if let target = ImportValue.text(page.fields["redirect_to"]) {
                    redirects.append(
                        .init(
                            source: page.path, from: "/" + folders.lowercased() + (folders.isEmpty ? "" : "/"),
                            to: target))
                    continue
                }
                // The home page's section has no show; every other section is one.
                if !folders.isEmpty, !Self.pageSections.contains(folders.lowercased()) {
                    let slug = sectionSlug(folders)
                    let title = ImportValue.text(page.fields["title"]) ?? (folders as NSString).lastPathComponent
                    plan.collections[slug] = (title, page.body)
                    plan.collectionPages[slug] = page
                    plan.collectionPaths.append((page.path, slug))
                    plan.collectionOldURLs[slug] = "/" + folders.lowercased() + "/"
                }
                continue
            }
            // A page with colocated files (`post/index.md`) is named by its folder, in its parent section.
            let isBundle = name == "index" && !folders.isEmpty && !sections.contains(folders)
            let section = isBundle ? (folders as NSString).deletingLastPathComponent : folders
            if isBundle { name = (folders as NSString).lastPathComponent }
            // `2024-03-01-name.md` (or `_name`): the date, unless the front matter gives one, and the slug.
            let (fileDate, base) = Self.datedName(name)
            if page.fields["date"] == nil, let fileDate { page.fields["date"] = fileDate }
            let slug = slugify(ImportValue.text(page.fields["slug"]) ?? base)
            let old = Self.oldURL(page, section: section, slug: slug)
            // A page of the top (or of a section named `pages`) is a page, unless it is at the top
            // and dated or has media: a show that keeps its episodes there (SimplePod's way).
            if section.isEmpty ? !Self.isEpisode(page) : Self.pageSections.contains(section.lowercased()) {
                plan.pages.append(ImportPlan.File(page: page, slug: slug, oldURL: old))
                continue
            }
            let show = section.isEmpty ? nil : sectionSlug(section)
            if let show, plan.collections[show] == nil {
                plan.collections[show] = ((section as NSString).lastPathComponent.capitalized, "")
            }
            let modified = ImportPlan.modificationDate(of: content.appendingPathComponent(path), fileSystem: fileSystem)
            var entry = ImportPlan.File(page: page, slug: slug, collection: show, oldURL: old, date: modified)
            if isBundle { entry.bundle = HugoSource.resourcePath(folders) }
            plan.episodes.append(entry)
        }
        let statics = folder.appendingPathComponent("static")
        plan.staticFiles += ImportPlan.files(under: statics, fileSystem: fileSystem).map {
            (statics.appendingPathComponent($0), $0)
        }
        plan.makePagesOfEmptySections()
        plan.keepSectionRedirects(
            redirects, baseURL: ImportValue.text(ImportValue.lowercasedKeys(plan.configuration)?["base_url"]))
        readFeed(plan.configuration ?? [:], into: &plan)
        return plan
    }

    /// Sections whose pages are the site's pages, not episodes.
    static let pageSections: Set<String> = ["pages", "page"]

    /// Whether a page at the top of `content/` is an episode: it has a date or a media file.
    static func isEpisode(_ page: ImportedPage) -> Bool {
        let fields = ImportValue.lowercasedKeys(page.fields) ?? [:]
        return fields["date"] != nil || MediaMapping.fileKeys.contains { fields[$0] != nil }
    }

    /// The settings of `config.toml` with Zola's names given the ones the import reads
    /// (`base_url` → `baseURL`, `default_language` → `languageCode`, `[extra]` → `params`); the
    /// problem when it is not valid TOML; `nil` when there is no such file.
    static func configuration(in folder: URL, fileSystem: FileSystem) -> Result<[String: Any], Diagnostic>? {
        let file = folder.appendingPathComponent("config.toml")
        guard let loaded = ImportSettingsFile.load(file, display: file.path, fileSystem: fileSystem) else { return nil }
        guard case .success(var settings) = loaded else { return loaded }
        for (zola, name) in [("base_url", "baseURL"), ("default_language", "languageCode"), ("extra", "params")] {
            if let value = settings.removeValue(forKey: zola), settings[name] == nil { settings[name] = value }
        }
        return .success(settings)
    }

    /// Front matter with `[taxonomies]` and `[extra]` read as top-level keys where the page has
    /// no key of that name itself.
    static func flattened(_ fields: [String: Any]) -> [String: Any] {
        var result = fields
        for table in ["taxonomies", "extra"] {
            guard let inner = result[table] as? [String: Any] else { continue }
            result[table] = nil
            for (key, value) in inner where result[key] == nil { result[key] = value }
        }
        return videoTable(result)
    }

    /// Front matter whose `video` is a table of the recording's `link` (or `url`) and its
    /// `thumbnail` (the apollo theme's talks: `video = { link = "…", thumbnail = "…" }`) with the
    /// link as the video and the thumbnail as the page's, where it names none; a table with any
    /// other key is left as it is.
    static func videoTable(_ fields: [String: Any]) -> [String: Any] {
        guard let table = fields["video"] as? [String: Any],
            Set(table.keys).isSubset(of: ["link", "url", "thumbnail"]),
            let link = ImportValue.text(table["link"] ?? table["url"])
        else { return fields }
        var result = fields
        result["video"] = link
        if let thumbnail = table["thumbnail"], !["thumbnail", "image", "cover"].contains(where: { result[$0] != nil }) {
            result["thumbnail"] = thumbnail
        }
        return result
    }

    /// A file name's date and the rest, as Zola reads `2024-03-01-name` and `2024-03-01_name`
    /// (and as the build reads an episode's name, ``DatedFileName``).
    static func datedName(_ name: String) -> (date: String?, rest: String) {
        DatedFileName(name).map { ($0.day, $0.rest) } ?? (nil, name)
    }

    /// Where Zola published a page: its `path` when given, else its section's path and its slug.
    static func oldURL(_ page: ImportedPage, section: String, slug: String) -> String {
        if let path = ImportValue.text(page.fields["path"]) {
            let trimmed = path.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
            return trimmed.isEmpty ? "/" : "/\(trimmed)/"
        }
        return section.isEmpty ? "/\(slug)/" : "/\(section)/\(slug)/"
    }
}
