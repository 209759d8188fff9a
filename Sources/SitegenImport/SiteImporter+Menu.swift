import Foundation
import SitegenContent

/// The source's main menu: site.yml's `menu:`, the links every page's navigation adds.
extension SiteImporter {
    /// One entry of a Hugo menu (`[[menu.main]]`).
    private struct MenuEntry {
        var name: String
        var url: String?
        var weight: Int
        var identifier: String
        var parent: String?
    }

    /// The links of the settings' main menu (Hugo's `[[menu.main]]`, or `menus`), in Hugo's
    /// order: by weight, an entry without one last, equal weights by name; else of a Jekyll
    /// site's navigation data file (`_data/navigation.yml`: its `main` or `header` list, each
    /// `{title, url}` with `children`), as written. sitegen's navigation has one level: an entry
    /// under another is left out, unless the one above links nothing (a heading, `url = "#!"`)
    /// and is left out in its stead. What is left out is said, and so are the other menus. A link
    /// to a category's page is to its tag's where the categories are tags too (`categoriesAreTags`).
    static func menuLinks(
        _ settings: SiteSettingsMapping, baseURL: String?, collectionsAt pattern: String? = nil,
        categoriesAreTags: Bool = false, navigationData: Any? = nil, report: inout Report
    ) -> [[String: Any]] {
        var entries: [MenuEntry]
        if let menus = ImportValue.lowercasedKeys(settings.topLevelValue(["menu", "menus"]) as? [String: Any]) {
            reportOtherMenus(menus.keys.filter { $0 != "main" }, report: &report)
            let items = menus["main"] as? [Any] ?? (menus["main"] as? [String: Any]).map { [$0] } ?? []
            entries = items.compactMap(hugoEntry)
            entries.sort(by: hugoMenuOrder)
        } else if let data = navigationData {
            let lists = ImportValue.lowercasedKeys(data as? [String: Any]) ?? [:]
            let key = ["main", "header", "navigation", "nav"].first { lists[$0] is [Any] }
            let items = key.flatMap { lists[$0] as? [Any] } ?? data as? [Any] ?? []
            reportOtherMenus(lists.keys.filter { $0 != key }, report: &report)
            entries = items.enumerated().flatMap { index, item in dataEntries(item, identifier: "\(index)") }
        } else {
            return []
        }
        // sitegen's navigation has one level: the top entries, and those under a top entry that
        // links nothing of its own (a heading), in its place; the others are left out and said.
        let identifiers = Set(entries.map { $0.identifier.lowercased() }.filter { !$0.isEmpty })
        let isTop = { (entry: MenuEntry) in entry.parent.map { !identifiers.contains($0.lowercased()) } ?? true }
        var links: [[String: Any]] = []
        var names: [String] = []
        var headings: [String] = []
        var under: [String] = []
        var home: [String] = []
        var listed: [String] = []
        var terms: [String] = []
        let renamed = { (url: String) -> String in
            guard let path = taxonomyPath(url, categoriesAreTags: categoriesAreTags) else { return url }
            terms.append("\(url) → \(path)")
            return path
        }
        for top in entries.filter(isTop) {
            let children = entries.filter { !isTop($0) && $0.parent?.lowercased() == top.identifier.lowercased() }
            guard let url = top.url.flatMap({ menuURL($0, baseURL: baseURL) }),
                case .success(let (target, isExternal)) = SiteConfigurationDecoder.menuTarget(url)
            else {
                headings.append(top.name)
                for child in children {
                    guard let url = child.url.flatMap({ menuURL($0, baseURL: baseURL) }),
                        case .success = SiteConfigurationDecoder.menuTarget(url)
                    else {
                        headings.append(child.name)
                        continue
                    }
                    links.append(["title": child.name, "url": renamed(url)])
                    names.append(child.name)
                }
                continue
            }
            under += children.map { "\($0.name) (under \(top.name))" }
            // The folder the shows' pages are in (Hugo's `/show/` section page): sitegen's own
            // Collections link lists them.
            if let folder = pattern.flatMap(collectionsFolder), !isExternal, "/" + target == folder {
                listed.append("\(top.name) (\(folder))")
                continue
            }
            // The site's title links the home page.
            if target.isEmpty, !isExternal {
                home.append(top.name)
                continue
            }
            links.append(["title": top.name, "url": renamed(url)])
            names.append(top.name)
        }
        report.list("the source's main menu became `menu:` in site.yml, after sitegen's own links", names)
        report.list(
            "menu entries left out, linking nothing sitegen can link (a heading of others, whose entries take its "
                + "place)", headings)
        report.list(
            "menu entries under another left out (sitegen's navigation has one level; link them from the page the "
                + "entry above them links)", under)
        report.list(
            "menu entries to the shows' folder left out: sitegen's own Collections link lists the shows, at /"
                + SiteRoutes.collections, listed)
        report.list("menu entries to the home page left out (the site's title links it)", home)
        report.list(
            "menu links to a category's or tag's page written as sitegen addresses it, by its slug (the old "
                + "address, with the term's own letters, is not kept"
                + (categoriesAreTags ? "; a category's is its tag's, which lists every episode naming it)" : ")"),
            terms)
        return links
    }

    /// A menu link to a category's or tag's page (`/categories/гости/`, as Hugo addresses it,
    /// the term's letters kept) as sitegen addresses that page (`/categories/gosti/`, by the
    /// term's slug); nil for another link, or one sitegen addresses as written. Where the
    /// categories are tags too (``ImportContext/categoriesAreTerms``), a category's page is its
    /// tag's: GolangShow's `/categories/english` listed episodes that name English anywhere in
    /// their categories, as `/tags/english/` does.
    static func taxonomyPath(_ url: String, categoriesAreTags: Bool = false) -> String? {
        let parts = url.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0].isEmpty, parts[3].isEmpty,
            var taxonomy = ["categories", "tags"].first(where: { $0 == parts[1].lowercased() })
        else { return nil }
        if categoriesAreTags { taxonomy = "tags" }
        let written = String(parts[2])
        let slug = slugify(written.removingPercentEncoding ?? written)
        guard !slug.isEmpty, slug != written || parts[1] != taxonomy else { return nil }
        return "/\(taxonomy)/\(slug)/"
    }

    /// The folder a collection permalink pattern puts every collection's page in (`/show/` of
    /// `/show/:collection/`), or nil when the pattern starts with a placeholder.
    static func collectionsFolder(_ pattern: String) -> String? {
        guard let placeholder = pattern.firstIndex(of: ":") else { return nil }
        let folder = String(pattern[..<placeholder])
        return folder.count > 1 && folder.hasSuffix("/") ? folder : nil
    }

    /// Says which menus besides the main one are not imported.
    private static func reportOtherMenus(_ names: [String], report: inout Report) {
        report.list(
            "menus other than the main one not imported (sitegen's navigation is one menu; link their pages from a "
                + "page of Content/pages/)", names.sorted())
    }

    /// An entry of a Hugo menu: `name` (else `title`, else `identifier`), `url` or `pageRef`,
    /// `weight`, `parent`.
    private static func hugoEntry(_ item: Any) -> MenuEntry? {
        guard let map = ImportValue.lowercasedKeys(item as? [String: Any]) else { return nil }
        let identifier = ImportValue.text(map["identifier"]) ?? ""
        guard let name = ImportValue.text(map["name"]) ?? ImportValue.text(map["title"]) ?? identifier.nilIfEmpty
        else { return nil }
        return MenuEntry(
            name: name, url: ImportValue.text(map["url"]) ?? ImportValue.text(map["pageref"]),
            weight: ImportValue.wholeNumber(map["weight"], in: Int.min...Int.max) ?? 0, identifier: identifier,
            parent: ImportValue.text(map["parent"]))
    }

    /// An entry of a navigation data file and the entries of its `children`, under it.
    private static func dataEntries(_ item: Any, identifier: String, parent: String? = nil) -> [MenuEntry] {
        guard let map = ImportValue.lowercasedKeys(item as? [String: Any]),
            let name = ImportValue.text(map["title"]) ?? ImportValue.text(map["name"])
        else { return [] }
        let entry = MenuEntry(
            name: name, url: ImportValue.text(map["url"]) ?? ImportValue.text(map["link"]), weight: 0,
            identifier: identifier, parent: parent)
        let children = map["children"] as? [Any] ?? []
        return [entry]
            + children.enumerated().flatMap { index, child in
                dataEntries(child, identifier: "\(identifier).\(index)", parent: identifier)
            }
    }

    /// Hugo's default order of a menu's entries.
    private static func hugoMenuOrder(_ first: MenuEntry, _ second: MenuEntry) -> Bool {
        if first.weight == second.weight {
            let lowered = (first.name.lowercased(), second.name.lowercased())
            if lowered.0 != lowered.1 { return lowered.0 < lowered.1 }
            return first.name == second.name ? first.identifier < second.identifier : first.name < second.name
        }
        if second.weight == 0 { return true }
        if first.weight == 0 { return false }
        return first.weight < second.weight
    }

    /// The address a menu entry links, as `menu:` takes it: a path of the site (`/about` as
    /// `/about/`, the site's own absolute URLs as paths), another site's URL, an email link, or
    /// nil for none (`#!`, `#`, an empty one, another scheme).
    static func menuURL(_ url: String, baseURL: String?) -> String? {
        let trimmed = url.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#"), !trimmed.lowercased().hasPrefix("javascript:") else {
            return nil
        }
        var path = trimmed
        if let baseURL, path.hasPrefix(baseURL) {
            path = "/" + path.dropFirst(baseURL.count)
        }
        let lowered = path.lowercased()
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") || lowered.hasPrefix("mailto:") { return path }
        // Another scheme (`tel:`) is no page.
        if let colon = path.firstIndex(of: ":"), !path[..<colon].contains("/") { return nil }
        if !path.hasPrefix("/") { path = "/" + path }
        let last = path.split(separator: "/").last ?? ""
        if !path.hasSuffix("/"), !last.contains("."), !path.contains("#"), !path.contains("?") { path += "/" }
        return path
    }
}

extension String {
    /// The text, or nil when it is empty.
    fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
