import SitegenContent
import SitegenDiagnostics
import SitegenFormats
import SitegenLayout
import Yams

/// Decodes `theme.yml` and checks it against the theme's layouts and templates.
enum ThemeSettingsDecoder {
    static let keys = ["name", "extends", "stylesheet", "pages", "images"]
    static let pageKeys = ["layout", "template", "title", "intro", "sections"]
    static let sectionKeys = ["query", "limit", "cell", "title", "more", "paginate", "pageSize", "each"]

    static func decode(_ text: String, path: String) -> (ThemeSettings?, [Diagnostic]) {
        var reader = FrontMatterReader(path: path, yaml: text, firstLine: 1, documentName: "theme.yml")
        guard let root = reader.root(keys: keys, place: "theme.yml") else { return (nil, reader.uniqueDiagnostics) }
        let name = root["name"].flatMap { reader.text($0.value, label: "name") } ?? "theme"
        let stylesheet = root["stylesheet"].flatMap { reader.text($0.value, label: "stylesheet") } ?? "style.css"
        if stylesheet.contains("..") || stylesheet.hasPrefix("/") {
            reader.error(
                "`stylesheet` must be a file inside the theme folder", at: root["stylesheet"]?.value ?? root.node)
        }
        var pages: [String: ThemePage] = [:]
        var positions: [String: SourcePositionBox] = [:]
        if let entry = root["pages"],
            let mapping = reader.mapping(entry.value, "`pages`", keys: Theme.pageKinds, place: "`pages`")
        {
            for page in mapping.entries {
                guard
                    let body = reader.mapping(
                        page.value, "page `\(page.name)`", keys: pageKeys, place: "page `\(page.name)`")
                else { continue }
                var box = SourcePositionBox(
                    page: reader.position(of: page.key), layout: body["layout"].map { reader.position(of: $0.value) },
                    sections: [:], cells: [:])
                let layout = body["layout"].flatMap { reader.text($0.value, label: "layout") }
                let template =
                    body["template"].flatMap { reader.text($0.value, label: "template") }
                    ?? defaultTemplate(for: page.name)
                var sections: [String: ThemeSection] = [:]
                if let sectionsEntry = body["sections"], case .mapping(let raw) = sectionsEntry.value {
                    for (key, value) in raw {
                        guard let sectionName = key.scalar?.string else { continue }
                        box.sections[sectionName] = reader.position(of: key)
                        if let section = self.section(value, name: sectionName, reader: &reader) {
                            sections[sectionName] = section
                            box.cells[sectionName] = reader.position(of: value)
                        }
                    }
                } else if let sectionsEntry = body["sections"] {
                    reader.wrongType(sectionsEntry.value, "`sections`", expected: "a mapping")
                }
                let paginated = sections.keys.sorted().filter { sections[$0]?.paginate == true }
                if paginated.count > 1, let second = box.sections[paginated[1]] {
                    reader.error(
                        "page `\(page.name)` paginates two sections (`\(paginated[0])`, `\(paginated[1])`); a page can be split by one",
                        at: second)
                }
                pages[page.name] = ThemePage(
                    layout: layout, template: template,
                    title: body["title"].flatMap { reader.text($0.value, label: "title") },
                    intro: body["intro"].flatMap { reader.text($0.value, label: "intro") }, sections: sections
                )
                positions[page.name] = box
            }
        }
        let images = root["images"].map { ThemeImagesDecoder.decode($0.value, reader: &reader) } ?? ThemeImages()
        let parent = root["extends"].flatMap { entry in
            reader.text(entry.value, label: "extends").map { (name: $0, position: reader.position(of: entry.value)) }
        }
        guard !reader.hasErrors else { return (nil, reader.uniqueDiagnostics) }
        var settings = ThemeSettings(
            name: name, stylesheet: stylesheet, pages: pages, positions: positions, images: images)
        settings.given = Set(root.entries.map(\.name))
        settings.parent = parent
        return (settings, reader.uniqueDiagnostics)
    }

    private static func section(_ node: Node, name: String, reader: inout FrontMatterReader) -> ThemeSection? {
        guard let body = reader.mapping(node, "section `\(name)`", keys: sectionKeys, place: "section `\(name)`") else {
            return nil
        }
        guard let queryEntry = body["query"] else {
            reader.error("section `\(name)` has no `query`", at: node)
            return nil
        }
        guard let query = reader.choice(queryEntry.value, label: "query", noun: "query", as: ContentQuery.self) else {
            return nil
        }
        guard let cellEntry = body["cell"], let cell = reader.text(cellEntry.value, label: "cell") else {
            if body["cell"] == nil { reader.error("section `\(name)` has no `cell` template", at: node) }
            return nil
        }
        var more: ThemeSection.Link?
        if let entry = body["more"],
            let link = reader.mapping(entry.value, "`more`", keys: ["title", "path"], place: "`more`")
        {
            let title = link["title"].flatMap { reader.text($0.value, label: "more.title") } ?? "See all"
            let path = link["path"].flatMap { reader.string($0.value, label: "more.path") } ?? ""
            if let entry = link["path"], let problem = Self.linkPathProblem(path) {
                reader.error("`more.path` '\(FrontMatterReader.shortened(path))' \(problem)", at: entry.value)
            }
            more = ThemeSection.Link(title: title, path: path.hasPrefix("/") ? String(path.dropFirst()) : path)
        }
        var section = ThemeSection(
            query: query,
            limit: body["limit"].flatMap { reader.wholeNumber($0.value, label: "limit", in: 1...100_000) },
            cell: cell, title: body["title"].flatMap { reader.text($0.value, label: "title") }, more: more
        )
        section.paginate = body["paginate"].flatMap { reader.bool($0.value, label: "paginate") } ?? false
        section.pageSize = body["pageSize"].flatMap { reader.wholeNumber($0.value, label: "pageSize", in: 1...10_000) }
        if section.paginate, section.limit != nil, let entry = body["limit"] {
            reader.error(
                "section `\(name)` is paginated, so it shows every item page by page: remove `limit` or `paginate`",
                at: entry.key)
        }
        if section.pageSize != nil, !section.paginate, let entry = body["pageSize"] {
            reader.error("section `\(name)` has a `pageSize` but no `paginate: true`", at: entry.key)
        }
        if let entry = body["each"] {
            section.each = Self.each(entry, section: section, name: name, reader: &reader)
        }
        return section
    }

    /// The `each:` of a section: `collections` with `query: collection`, `categories` with
    /// `query: category`, and not paginated (each shelf shows its first `limit` episodes).
    private static func each(
        _ entry: YAMLEntry, section: ThemeSection, name: String, reader: inout FrontMatterReader
    ) -> ContentQuery? {
        guard let each = reader.choice(entry.value, label: "each", noun: "list", as: ContentQuery.self) else {
            return nil
        }
        let queries: [ContentQuery: ContentQuery] = [.collections: .collection, .categories: .category]
        guard let query = queries[each] else {
            reader.error("section `\(name)`: `each` is `collections` or `categories`", at: entry.value)
            return nil
        }
        if section.query != query {
            reader.error(
                "section `\(name)` is shown for each of the \(each.rawValue): its `query` is `\(query.rawValue)`",
                at: entry.key)
        }
        if section.paginate {
            reader.error(
                "section `\(name)` is shown for each of the \(each.rawValue), so it cannot be paginated: "
                    + "remove `paginate` or `each`", at: entry.key)
        }
        return each
    }

    /// Why a `more` link's path is not a path of the site (it is written after the page's prefix
    /// to the site root), or nil.
    static func linkPathProblem(_ path: String) -> String? {
        if path.contains("://") || path.hasPrefix("//") {
            return "must be a path of this site (like episodes/), not a URL"
        }
        let segments = path.prefix { $0 != "?" && $0 != "#" }.split(separator: "/")
        if segments.contains(where: { $0 == ".." || $0 == "." }) {
            return "must not contain '.' or '..' segments: it is a path from the site's root"
        }
        return nil
    }

    static func defaultTemplate(for page: String) -> String {
        switch page {
        case "episode": "episode"
        case "page": "page"
        case "search": "search"
        default: "gallery"
        }
    }

    /// Checks that layouts, sections and templates named in `theme.yml` exist; layouts in
    /// `broken` exist but had errors of their own, already reported.
    static func check(
        _ settings: ThemeSettings, layouts: [String: CompositionalLayout], broken: Set<String> = [],
        templates: Set<String>, path: String
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for required in ["base"] where !templates.contains(required) {
            diagnostics.append(
                .error("the theme has no template `templates/\(required).mustache`", at: SourcePosition.start(of: path))
            )
        }
        for (kind, page) in settings.pages.sorted(by: { $0.key < $1.key }) {
            guard let box = settings.positions[kind] else { continue }
            if !templates.contains(page.template) {
                diagnostics.append(
                    .error(
                        "page `\(kind)` uses the template `\(page.template)`, but templates/\(page.template).mustache does not exist",
                        at: box.page))
            }
            guard let layoutName = page.layout else { continue }
            guard let layout = layouts[layoutName] else {
                if broken.contains(layoutName) { continue }
                diagnostics.append(
                    .error(
                        "page `\(kind)` uses the layout `\(layoutName)`, but layouts/\(layoutName).yml does not exist or has errors",
                        at: box.layout ?? box.page))
                continue
            }
            let sectionNames = layout.sections.map(\.name)
            for name in page.sections.keys.sorted() where !sectionNames.contains(name) {
                var message = "layout `\(layoutName)` has no section `\(name)`"
                if let suggestion = KeySuggestion.closest(to: name, in: sectionNames) {
                    message += "; did you mean `\(suggestion)`?"
                }
                diagnostics.append(.error(message, at: box.sections[name] ?? box.page))
            }
            for name in sectionNames where page.sections[name] == nil {
                diagnostics.append(
                    .warning(
                        "page `\(kind)` fills no content into section `\(name)` of layout `\(layoutName)`; it stays empty",
                        at: box.page))
            }
            for (name, section) in page.sections.sorted(by: { $0.key < $1.key })
            where !templates.contains("cells/\(section.cell)") {
                diagnostics.append(
                    .error(
                        "section `\(name)` uses the cell template `\(section.cell)`, but templates/cells/\(section.cell).mustache does not exist",
                        at: box.cells[name] ?? box.page))
            }
        }
        return diagnostics
    }
}
