import Mustache
import Testing

@testable import SitegenRender

/// The keys of `previous` and `next` (the episodes beside an episode) that a theme's tags name:
/// an episode page is given only those, and a rebuild compares only those, so an edit of a
/// neighbour's tags or date leaves a pager that shows its title as it was (issue 52).
@Suite("the keys of the episodes beside an episode that templates name")
struct TemplateKeyReadsTests {
    /// Templates by name, and the keys they name.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var templates: [String: String]
        var keys: Set<String>

        var testDescription: String { name }

        init(_ name: String, _ source: String, partials: [String: String] = [:], keys: Set<String>) {
            self.name = name
            templates = partials.merging(["page": source]) { $1 }
            self.keys = keys
        }
    }

    static let cases = [
        Case(
            "the default theme's pager", "{{#previous}}<a href=\"{{root}}{{url}}\">{{title}}</a>{{/previous}}",
            keys: ["root", "url", "title"]),
        Case("dotted names", "{{previous.title}} {{next.dateText}} {{episode.index}}", keys: ["title", "dateText"]),
        // An object is written as nothing: only whether it is there counts.
        Case("a tag on the value itself", "{{previous}}{{{next}}}", keys: []),
        Case(
            "inverted sections", "{{^previous}}first{{/previous}}{{^next.hasNumber}}-{{/next.hasNumber}}",
            keys: ["hasNumber"]),
        Case("a section on one key", "{{#previous.tags}}{{title}}{{/previous.tags}}", keys: ["tags"]),
        Case(
            "every name inside a section on the value, its partials' too", "{{#next}}{{> partials/card}}{{/next}}",
            partials: ["partials/card": "{{title}}{{#collection}}{{url}}{{/collection}}{{.}}"],
            keys: ["title", "collection", "url"]),
        // The pagination's `previous` is a path: taken for the episode's, it adds names, never drops one.
        Case(
            "a section of the same name inside another value",
            "{{#pagination}}{{#previous}}<a href=\"{{root}}{{previous}}\">{{i18n.previous}}</a>{{/previous}}{{/pagination}}",
            keys: ["root", "previous", "i18n"]),
        Case("other values", "{{episode.title}}{{#episode}}{{url}}{{/episode}}{{#prev}}{{title}}{{/prev}}", keys: []),
    ]

    @Test("a template names the keys its tags name", arguments: cases)
    func keys(_ input: Case) throws {
        var parsed: [String: [TemplateToken]] = [:]
        for (name, source) in input.templates { parsed[name] = try #require(TemplateParser.parse(source)) }
        #expect(TemplateKeyReads.keys(of: ["previous", "next"], in: parsed) == input.keys)
    }

    /// A neighbour as an episode page has it: more keys than any case names.
    static let neighbour: [String: TemplateValue] = [
        "title": "Next one", "url": "episodes/next/", "dateText": "May 1, 2024", "index": 3, "hasNumber": true,
        "tags": .list([["title": "swift", "url": "tags/swift/"]]),
        "collection": ["title": "Basics", "url": "collections/basics/"],
    ]

    @Test("a page given only the keys its templates name renders the same bytes", arguments: cases)
    func sameBytes(_ input: Case) throws {
        let templates = ThemeTemplates(sources: input.templates, library: MustacheLibrary())
        let keys = try #require(templates.neighbourKeys)
        let filtered = Self.neighbour.filter { keys.contains($0.key) }
        func render(_ neighbour: [String: TemplateValue]) -> [UInt8]? {
            let context: [String: TemplateValue] = [
                "root": "../../", "previous": .object(neighbour), "next": .object(neighbour),
                "i18n": ["previous": "Previous"], "episode": ["title": "This one", "index": 4],
            ]
            return templates.renderUTF8(.object(context), withTemplate: "page")
        }
        #expect(render(filtered) == render(Self.neighbour))
    }
}
