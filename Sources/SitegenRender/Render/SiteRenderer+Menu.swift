import SitegenContent

/// The links `menu:` in site.yml adds to the navigation.
extension SiteRenderer {
    /// The menu's links as navigation entries: `title`, `path` (from the root, or another site's
    /// URL with `external`), `current` (each entry has both flags, so that a template's
    /// `{{#current}}` never finds a page's own); a link to a page sitegen's own entries already
    /// link is left out, so that an imported menu's "About" is not there twice.
    func menuLinks(currentPath: String, besides own: [TemplateValue]) -> [TemplateValue] {
        let taken = Set(
            own.compactMap { entry -> String? in
                if case .text(let path)? = entry.child("path") { return path }
                return nil
            })
        return site.configuration.menu.compactMap { link in
            if link.isExternal {
                return [
                    "title": .text(link.title), "path": .text(link.target), "external": .flag(true),
                    "current": .flag(false),
                ]
            }
            guard !taken.contains(link.target) else { return nil }
            let current =
                link.target.isEmpty
                ? currentPath.isEmpty
                : link.target.hasSuffix("/") ? currentPath.hasPrefix(link.target) : currentPath == link.target
            return [
                "title": .text(link.title), "path": .text(link.target), "current": .flag(current),
                "external": .flag(false),
            ]
        }
    }
}
