import Foundation
import SitegenTestSupport

/// The bad-input cases about the theme: `theme.yml`, templates and layout files, in a copy of
/// the built-in theme placed in the site's `Themes/default/`.
extension BadInputCase {
    static let themeYML = "Themes/default/theme.yml"
    static let templates = "Themes/default/templates"
    static let listLayout = "Themes/default/layouts/list.yml"

    /// The layout file of the layout-decoder tests that holds one of every kind of mistake.
    static let manyMistakes =
        (try? String(
            contentsOf: PackagePaths.root.appendingPathComponent(
                "Tests/SitegenLayoutFileTests/Fixtures/many-mistakes.yml"), encoding: .utf8)) ?? ""

    /// The built-in theme's files, by path relative to the site folder (`Themes/default/…`).
    static let themeFiles: [String: Data] = {
        let folder = PackagePaths.root.appendingPathComponent("Sources/SitegenRender/DefaultTheme")
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true,
                let data = try? Data(contentsOf: url)
            else { continue }
            files["Themes/default/" + url.path.dropFirst(folder.path.count + 1)] = data
        }
        return files
    }()

    static let theme: [BadInputCase] = [
        BadInputCase(
            "a `belowFirstScreen` name that is no page kind (it was ignored without a word)",
            [.replace(themeYML, "belowFirstScreen: [episode]", "belowFirstScreen: [episode, episodes]")],
            .fails([
                "\(themeYML):100:31: error: `belowFirstScreen` names 'episodes', which is not a page kind (home, library, collections, collection, categories, category, tags, tag, episode, page, people, person, archive, search)"
            ])),
        BadInputCase(
            "a `more` link that climbs above the site's root (it wrote an href outside the site)",
            [
                .replace(
                    themeYML, "more: {title: \"See all\", path: \"episodes/\"}",
                    "more: {title: \"See all\", path: \"../../x\"}")
            ],
            .fails([
                "\(themeYML):24:119: error: `more.path` '../../x' must not contain '.' or '..' segments: it is a path from the site's root"
            ])),
        BadInputCase(
            "a `more` link that is a URL",
            [
                .replace(
                    themeYML, "more: {title: \"See all\", path: \"episodes/\"}",
                    "more: {title: \"See all\", path: \"https://example.org/\"}")
            ],
            .fails([
                "\(themeYML):24:119: error: `more.path` 'https://example.org/' must be a path of this site (like episodes/), not a URL"
            ])),
        BadInputCase(
            "a paginated section with a limit",
            [
                .replace(
                    themeYML, "{query: newest, cell: episode-card, paginate: true}",
                    "{query: newest, cell: episode-card, paginate: true, limit: 5}")
            ],
            .fails([
                "\(themeYML):38:66: error: section `items` is paginated, so it shows every item page by page: remove `limit` or `paginate`"
            ])),
        BadInputCase(
            "a page size on a section that is not paginated",
            [
                .replace(
                    themeYML, "latest: {query: newest, limit: 12,", "latest: {query: newest, limit: 12, pageSize: 12,")
            ],
            .fails([
                "\(themeYML):24:42: error: section `latest` has a `pageSize` but no `paginate: true`"
            ])),
        BadInputCase(
            "a section shown for each tag (only collections and categories have shelves)",
            [.replace(themeYML, "each: collections", "each: tags")],
            .fails([
                "\(themeYML):25:40: error: section `shelf`: `each` is `collections` or `categories`"
            ])),
        BadInputCase(
            "a section shown for each collection whose query is not the collection's",
            [
                .replace(
                    themeYML, "shelf: {query: collection, each: collections", "shelf: {query: newest, each: collections"
                )
            ],
            .fails([
                "\(themeYML):25:30: error: section `shelf` is shown for each of the collections: its `query` is `collection`"
            ])),
        BadInputCase(
            "a section shown for each collection that is also paginated",
            [.replace(themeYML, "each: collections, limit: 12,", "each: collections, paginate: true,")],
            .fails([
                "\(themeYML):25:34: error: section `shelf` is shown for each of the collections, so it cannot be paginated: remove `paginate` or `each`"
            ])),
        BadInputCase(
            "two paginated sections on one page",
            [
                .replace(
                    themeYML, "categories: {query: categories, cell: category, title: \"Categories\"}",
                    "categories: {query: categories, cell: category, title: \"Categories\", paginate: true}"),
                .replace(
                    themeYML, "collections: {query: collections, cell: collection, title: \"Collections\",",
                    "collections: {query: collections, cell: collection, paginate: true, title: \"Collections\","),
            ],
            .fails([
                "\(themeYML):32:7: error: page `library` paginates two sections (`categories`, `collections`); a page can be split by one"
            ])),
        BadInputCase(
            "the theme copied into the site builds the same site",
            [.replace(themeYML, "name: default", "name: default")], .matchesBaseline([])),
        BadInputCase(
            "a theme.yml with a byte-order mark and CRLF line endings",
            [
                .write(
                    themeYML,
                    "\u{FEFF}"
                        + String(decoding: themeFiles[themeYML] ?? Data(), as: UTF8.self).replacingOccurrences(
                            of: "\n", with: "\r\n"))
            ],
            .matchesBaseline([])),
        BadInputCase(
            "a missing theme.yml", [.remove(themeYML)], .fails(["\(themeYML):1:1: error: the theme file is missing"])),
        BadInputCase(
            "an empty theme.yml", [.write(themeYML, "")], .fails(["\(themeYML):1:1: error: theme.yml is empty"])),
        BadInputCase(
            "a theme.yml that is a list", [.write(themeYML, "- a\n- b\n")],
            .fails(["\(themeYML):1:1: error: theme.yml must be a mapping, not a list"])),
        BadInputCase(
            "a malformed theme.yml", [.replace(themeYML, "stylesheet: style.css", "stylesheet: style.css: x")],
            .fails([
                "\(themeYML):18:22: error: invalid YAML: mapping values are not allowed in this context; quote a value that contains ': ', e.g. stylesheet: \"style.css: x\""
            ])),
        BadInputCase(
            "a theme.yml with an unknown query",
            [.replace(themeYML, "latest: {query: newest", "latest: {query: newst")],
            .fails([
                "\(themeYML):24:23: error: unknown query 'newst'; did you mean `newest`? (valid: newest, featured, collections, categories, tags, collection, category, tag, people, person)"
            ])),
        BadInputCase(
            "a template naming a missing partial",
            [.replace("\(templates)/page.mustache", "<h1>{{page.title}}</h1>", "<h1>{{page.title}}</h1>{{> footer}}")],
            .fails([
                "\(templates)/page.mustache:2:24: error: the partial `footer` names no template (templates/footer.mustache does not exist)"
            ])),
        BadInputCase(
            "a template that includes itself as a partial",
            [.replace("\(templates)/page.mustache", "<h1>{{page.title}}</h1>", "<h1>{{page.title}}</h1>{{> page}}")],
            .fails([
                "\(templates)/page.mustache:2:24: error: the partial `page` includes this template again (page → page); rendering it would never end"
            ])),
        BadInputCase(
            "two templates that include each other",
            [
                .replace("\(templates)/headers/title.mustache", "</h1>", "</h1>{{> headers/section}}"),
                .replace("\(templates)/headers/section.mustache", "</h2>", "</h2>{{> headers/title}}"),
            ],
            .fails([
                "\(templates)/headers/section.mustache:2:118: error: the partial `headers/title` includes this template again (headers/section → headers/title → headers/section); rendering it would never end",
                "\(templates)/headers/title.mustache:5:43: error: the partial `headers/section` includes this template again (headers/title → headers/section → headers/title); rendering it would never end",
            ])),
        BadInputCase(
            "a template with a section never closed",
            [.replace("\(templates)/gallery.mustache", "{{/page.body}}\n", "")],
            .fails([
                "\(templates)/gallery.mustache:6:1: error: the section `page.body` opened here is never closed; add `{{/page.body}}`"
            ])),
        BadInputCase(
            "a template closing the wrong section",
            [.replace("\(templates)/gallery.mustache", "{{/page.body}}", "{{/page.title}}")],
            .fails([
                "\(templates)/gallery.mustache:8:1: error: `{{/page.title}}` does not close the innermost open section `page.body` (opened at line 6, column 1); close `page.body` first"
            ])),
        BadInputCase(
            "a template closing a section never opened",
            [.replace("\(templates)/cells/tag.mustache", "</a>", "</a>{{/tag}}")],
            .fails(["\(templates)/cells/tag.mustache:4:5: error: `{{/tag}}` closes a section that was never opened"])),
        BadInputCase(
            "a template with a tag never finished",
            [.replace("\(templates)/cells/tag.mustache", "{{i18n.episodesLower}}", "{{i18n.episodesLower")],
            .fails(["\(templates)/cells/tag.mustache:3:65: error: this tag is never closed with `}}`"])),
        BadInputCase(
            "a template with an invalid set-delimiter tag",
            [.replace("\(templates)/page.mustache", "<h1>", "{{=<% =}}<h1>")],
            .fails([
                "\(templates)/page.mustache:2:10: error: template syntax error: invalid set-delimiter tag; write it like `{{=<% %>=}}`"
            ])),
        BadInputCase(
            "a template with sections nested 5,000 deep",
            [
                .write(
                    "\(templates)/cells/tag.mustache",
                    String(repeating: "{{#a}}", count: 5_000) + String(repeating: "{{/a}}", count: 5_000))
            ],
            .fails(["\(templates)/cells/tag.mustache:1:601: error: sections are nested more than 100 deep"])),
        BadInputCase(
            "a template that is not UTF-8",
            [.writeData("\(templates)/cells/tag.mustache", Data([0x3C, 0x61, 0xFF, 0x3E]))],
            .fails(["\(templates)/cells/tag.mustache:1:3: error: the file is not valid UTF-8"])),
        BadInputCase(
            "a layout file with every kind of mistake", [.write(listLayout, manyMistakes)],
            .fails([
                "\(listLayout):2:24: error: `interSectionSpacing` must not be negative, not -4",
                "\(listLayout):3:26: error: `leftSideRatio` must be between 0 and 1, not 2",
                "\(listLayout):7:5: error: unknown key `itmes` in a section; did you mean `items`?",
                "\(listLayout):8:11: error: section name '2nd' is not a valid name: it must start with a letter and contain only letters, digits, '-' and '_'",
                "\(listLayout):10:32: error: unknown dimension 'percent(5)'; use one of fractionalWidth(_), fractionalHeight(_), absolute(_), estimated(_) or uniformAcrossSiblings(_)",
                "\(listLayout):11:9: error: `subitem` needs a `count`",
                "\(listLayout):13:23: error: invalid width range: 'wide' is not a Swift range; write e.g. \"..<500\", \"500...1024\" or \"1025...\"",
                "\(listLayout):14:9: error: `name` cannot change in a variant; set it on the section",
                "\(listLayout):15:11: error: duplicate section name `feed`; it is already used at line 5",
                "\(listLayout):16:11: error: unknown side 'middle' (valid: left, right)",
            ])),
        BadInputCase(
            "a layout file with an empty width range",
            [.replace(listLayout, "when: {width: \"1024...\"}", "when: {width: \"1024...900\"}")],
            .fails([
                "\(listLayout):24:23: error: invalid width range: '1024...900' is empty: its lower bound is above its upper bound"
            ])),
    ]

    /// Every case of the table.
    static let all: [BadInputCase] =
        frontMatter + wrongValues + bytes + yamlAttacks + links + siteFile + theme + pictures + aliasEscapes
        + transcriptTimes + frontMatterEscapes + slugClashes + pictureGeometry + podcastImage + style + renderHooks
}
