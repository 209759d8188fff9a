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
    /// order: by weight, an entry without one last, equal weights by name. An entry with no
    /// link of its own (a heading of others, `url = "#!"`) is left out and said; so are the
    /// other menus.
    static func menuLinks(_ settings: SiteSettingsMapping, baseURL: String?, report: inout Report) -> [[String: Any]] {
        guard let menus = ImportValue.lowercasedKeys(settings.topLevelValue(["menu", "menus"]) as? [String: Any])
        else { return [] }
        let others = menus.keys.sorted().filter { $0 != "main" }
        if !others.isEmpty {
            report.lines.append(
                "menus other than the main one not imported (sitegen's navigation is one menu; link their pages from "
                    + "a page of Content/pages/): " + others.joined(separator: ", "))
        }
        let items = menus["main"] as? [Any] ?? (menus["main"] as? [String: Any]).map { [$0] } ?? []
        var entries: [MenuEntry] = items.compactMap { item in
            guard let map = ImportValue.lowercasedKeys(item as? [String: Any]) else { return nil }
            let identifier = ImportValue.text(map["identifier"]) ?? ""
            guard let name = ImportValue.text(map["name"]) ?? ImportValue.text(map["title"]) ?? identifier.nilIfEmpty
            else { return nil }
            return MenuEntry(
                name: name, url: ImportValue.text(map["url"]) ?? ImportValue.text(map["pageref"]),
                weight: ImportValue.wholeNumber(map["weight"], in: Int.min...Int.max) ?? 0, identifier: identifier,
                parent: ImportValue.text(map["parent"]))
        }
        entries.sort(by: hugoMenuOrder)
        // Each entry under another comes right after it (in its place, when it links nothing).
        let identifiers = Set(entries.map { $0.identifier.lowercased() }.filter { !$0.isEmpty })
        let isTop = { (entry: MenuEntry) in entry.parent.map { !identifiers.contains($0.lowercased()) } ?? true }
        entries = entries.filter(isTop).flatMap { top in
            [top] + entries.filter { !isTop($0) && $0.parent?.lowercased() == top.identifier.lowercased() }
        }
        var links: [[String: Any]] = []
        var names: [String] = []
        var leftOut: [String] = []
        for entry in entries {
            guard let url = entry.url.flatMap({ menuURL($0, baseURL: baseURL) }),
                case .success = SiteConfigurationDecoder.menuTarget(url)
            else {
                leftOut.append(entry.name)
                continue
            }
            links.append(["title": entry.name, "url": url])
            names.append(entry.parent.map { "\(entry.name) (under \($0))" } ?? entry.name)
        }
        if !names.isEmpty {
            report.lines.append(
                "the settings' main menu became `menu:` in site.yml, after sitegen's own links (one level: an entry "
                    + "under another is beside it): " + names.joined(separator: ", "))
        }
        if !leftOut.isEmpty {
            report.lines.append(
                "menu entries left out, having no link of their own (a heading of others) or no address sitegen can "
                    + "link: " + leftOut.joined(separator: ", "))
        }
        return links
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
    /// `/about/`, the site's own absolute URLs as paths), another site's URL, or nil for none
    /// (`#!`, `#`, an empty one).
    static func menuURL(_ url: String, baseURL: String?) -> String? {
        let trimmed = url.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#"), !trimmed.lowercased().hasPrefix("javascript:") else {
            return nil
        }
        var path = trimmed
        if let baseURL, path.hasPrefix(baseURL) {
            path = "/" + path.dropFirst(baseURL.count)
        }
        if path.hasPrefix("http://") || path.hasPrefix("https://") { return path }
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
