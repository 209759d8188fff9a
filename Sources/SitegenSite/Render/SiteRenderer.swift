import Foundation
import SitegenLayout
import SitegenMarkdown

/// Renders the pages of a site with a theme.
struct SiteRenderer: Sendable {
    var site: Site
    var theme: Theme
    /// The fingerprinted stylesheet's path (`assets/site.1a2b3c4d.css`).
    var stylesheetPath: String
    /// The icon's path, relative to the site root, when the site has one.
    var faviconPath: String?

    /// The template contexts (built once: they index tags and categories).
    var contexts: TemplateContext

    /// The cells, rendered once.
    var cells: CellCache?

    init(site: Site, theme: Theme, stylesheetPath: String, faviconPath: String?, contexts: TemplateContext, cells: CellCache? = nil) {
        self.site = site
        self.theme = theme
        self.stylesheetPath = stylesheetPath
        self.faviconPath = faviconPath
        self.contexts = contexts
        self.cells = cells
    }

    /// The title, intro and description of a page.
    func heading(of route: PageRoute, settings: ThemePage?) -> (title: String, intro: String?, description: String) {
        let configuration = site.configuration
        switch route.subject {
        case .episode(let index):
            let episode = site.episodes[index]
            return (episode.title, nil, episode.summary)
        case .collection(let index):
            let collection = site.collections[index].collection
            return (collection.title, collection.summary, collection.summary)
        case .category(let index):
            let entry = site.categories[index]
            return (entry.title, "\(entry.episodes.count) episode\(entry.episodes.count == 1 ? "" : "s") in \(entry.title)", "Episodes in \(entry.title)")
        case .tag(let index):
            let entry = site.tags[index]
            return ("#\(entry.title)", "\(entry.episodes.count) episode\(entry.episodes.count == 1 ? "" : "s") tagged \(entry.title)", "Episodes tagged \(entry.title)")
        case .page(let index):
            let page = site.pages[index]
            return (page.title, nil, page.document.summary)
        case .none:
            return (settings?.title ?? configuration.title, settings?.intro, configuration.description)
        }
    }

    /// Renders one page.
    func render(_ route: PageRoute) -> Result<RenderedFile, Diagnostic> {
        let settings = theme.pages[route.kind]
        let root = route.rootPrefix
        let heading = heading(of: route, settings: settings)
        var page: [String: TemplateValue] = [
            "title": .text(heading.title), "description": .text(heading.description), "isHome": .flag(route.kind == "home"),
            "canonical": .text(site.configuration.absoluteURL(route.path)), "path": .text(route.path),
        ]
        if let intro = heading.intro { page["intro"] = .text(intro) }
        var context = baseContext(root: root, currentPath: route.path)
        if case .page(let index) = route.subject { page["body"] = .text(site.pages[index].document.html) }
        if case .collection(let index) = route.subject { page["body"] = .text(site.collections[index].collection.document.html) }
        context["page"] = .object(page)
        if case .episode(let index) = route.subject { addEpisode(index, to: &context) }
        context["layout"] = .text(settings.map { layoutHTML(for: route, settings: $0, context: context) } ?? "")
        let template = settings?.template ?? ThemeSettingsDecoder.defaultTemplate(for: route.kind)
        guard let content = theme.templates.renderUTF8(.object(context), withTemplate: template) else {
            return .failure(.error("the theme has no template `\(template)` for \(route.kind) pages", at: SourcePosition(file: "\(theme.displayPath)/theme.yml", line: 1, column: 1)))
        }
        context["content"] = .utf8(content)
        guard let html = theme.templates.renderUTF8(.object(context), withTemplate: "base") else {
            return .failure(.error("the theme has no template `base`", at: SourcePosition(file: "\(theme.displayPath)/templates", line: 1, column: 1)))
        }
        return .success(RenderedFile(path: route.outputPath, data: Data(html)))
    }

    /// The keys every template sees.
    func baseContext(root: String, currentPath: String) -> [String: TemplateValue] {
        let configuration = site.configuration
        var nav: [TemplateValue] = [
            ["title": "Episodes", "path": "", "current": .flag(currentPath == "")],
            ["title": "Library", "path": "library/", "current": .flag(currentPath == "library/")],
            ["title": "Collections", "path": "collections/", "current": .flag(currentPath.hasPrefix("collections/"))],
        ]
        var about: TemplateValue?
        for page in site.pages where page.slug == "about" {
            nav.append(["title": .text(page.title), "path": "about/", "current": .flag(currentPath == "about/")])
            about = ["title": .text(page.title), "path": "about/"]
        }
        var context: [String: TemplateValue] = [
            "site": [
                "title": .text(configuration.title), "description": .text(configuration.description),
                "author": .text(configuration.author), "language": .text(configuration.language), "baseURL": .text(configuration.baseURL),
            ],
            "root": .text(root), "stylesheet": .text(stylesheetPath), "nav": .list(nav),
        ]
        if let faviconPath { context["favicon"] = .text(faviconPath) }
        if let about { context["about"] = about }
        return context
    }

    private func addEpisode(_ index: Int, to context: inout [String: TemplateValue]) {
        var episode = contexts.episode(index)
        let document = site.episodes[index].document
        episode["body"] = .text(document.html)
        episode["headings"] = .list(document.headings.filter { $0.level <= 3 }.map {
            ["level": .number($0.level), "text": .text($0.text), "id": .text($0.id), "isSub": .flag($0.level == 3)]
        })
        context["episode"] = .object(episode)
        if let membership = site.membership[index] {
            let list = site.collections[membership.collection].episodes
            let position = membership.position - 1
            if position > 0 { context["previous"] = .object(contexts.episode(list[position - 1])) }
            if position + 1 < list.count { context["next"] = .object(contexts.episode(list[position + 1])) }
        }
    }

    /// The page's gallery: the layout's markup with cells and headers from the templates.
    private func layoutHTML(for route: PageRoute, settings: ThemePage, context: [String: TemplateValue]) -> String {
        guard let name = settings.layout, let layout = theme.layouts[name] else { return "" }
        let items = layout.sections.map { section in
            settings.sections[section.name].map { site.items(for: $0, on: route) } ?? []
        }
        if case .episode = route.subject, items.allSatisfy(\.isEmpty) { return "" }
        let root = route.rootPrefix
        let markup = LayoutMarkup(layout: layout, scope: name)
        var html = ""
        markup.render(
            into: &html, itemCounts: items.map(\.count),
            cell: { html, section, item in
                guard let cell = settings.sections[layout.sections[section].name]?.cell else { return }
                let key = CellCache.Key(template: cell, item: items[section][item])
                if let cells, cells.append(key, root: root, to: &html) { return }
                var cellContext = contexts.item(items[section][item])
                cellContext["root"] = .text(root)
                html += theme.templates.render(.object(cellContext), withTemplate: "cells/\(cell)") ?? ""
            },
            supplementary: { html, section, suffix in
                let kind = Self.kind(of: suffix)
                var headerContext = context
                if let section {
                    let sectionSettings = settings.sections[layout.sections[section].name]
                    headerContext["title"] = sectionSettings?.title.map(TemplateValue.text) ?? context["page"]?.child("title")
                    if let more = sectionSettings?.more { headerContext["more"] = ["title": .text(more.title), "url": .text(more.path)] }
                }
                let template = kind == "header" ? "headers/section" : "headers/\(kind)"
                guard kind != "spacer", kind != "background", theme.templateNames.contains(template) else { return }
                html += theme.templates.render(.object(headerContext), withTemplate: template) ?? ""
            }
        )
        return html
    }

    /// The element kind of an id suffix: `header-1` → `header`.
    static func kind(of suffix: String) -> String {
        guard let dash = suffix.lastIndex(of: "-"), suffix[suffix.index(after: dash)...].allSatisfy(\.isNumber),
              suffix.index(after: dash) < suffix.endIndex else { return suffix }
        return String(suffix[..<dash])
    }
}
