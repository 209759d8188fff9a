import Testing

@testable import SitegenRender

/// The key paths under `data` a template reads are those its tags name, its partials' included:
/// what a page records, so that an edit of a data file renders the pages that show it.
@Suite("the data a template reads, from its tags")
struct TemplateDataReadsTests {
    /// Templates by name, the one whose reads are asked, and the paths (`nil`: none).
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var templates: [String: String]
        var reads: [[String]]?

        var testDescription: String { name }

        init(_ name: String, _ source: String, partials: [String: String] = [:], reads: [[String]]?) {
            self.name = name
            templates = partials.merging(["page": source]) { $1 }
            self.reads = reads
        }
    }

    @Test(
        "a template reads the data its tags name",
        arguments: [
            Case("no data", "{{site.title}} {{database.x}} {{#site}}{{title}}{{/site}}", reads: nil),
            // A `data` of another value is taken for the data files': a page renders again
            // when it need not, never the reverse.
            Case("`data` inside another value", "{{#params}}{{data.x}}{{/params}}", reads: [["x"]]),
            Case("a variable", "{{data.sponsor.name}}", reads: [["sponsor", "name"]]),
            Case("a raw variable", "{{{data.note.html}}} {{&data.other}}", reads: [["note", "html"], ["other"]]),
            Case("a section reads its whole value", "{{#data.sponsor}}{{name}}{{/data.sponsor}}", reads: [["sponsor"]]),
            Case(
                "an inverted section", "{{^data.sponsor.weekly}}monthly{{/data.sponsor.weekly}}",
                reads: [["sponsor", "weekly"]]),
            Case(
                "a path inside another read is left out", "{{data.a.b}}{{#data.a}}{{b}}{{/data.a}}{{data.ab}}",
                reads: [["a"], ["ab"]]),
            Case("`data` itself is every file", "{{#data}}{{sponsor.name}}{{/data}}{{data.links}}", reads: [[]]),
            Case("a nested folder", "{{data.shows.main.host}}", reads: [["shows", "main", "host"]]),
            Case(
                "a tag inside a section", "{{#episode}}{{data.sponsor.name}}{{/episode}}", reads: [["sponsor", "name"]]),
            Case(
                "a partial's reads, and its partial's", "{{> partials/a}}",
                partials: ["partials/a": "{{> partials/b}}{{data.x}}", "partials/b": "{{data.y.z}}"],
                reads: [["x"], ["y", "z"]]),
            Case(
                "partials that include each other end", "{{> partials/a}}",
                partials: ["partials/a": "{{> partials/b}}", "partials/b": "{{> partials/a}}{{data.loop}}"],
                reads: [["loop"]]),
            Case("a partial the theme lacks", "{{> partials/missing}}{{data.x}}", reads: [["x"]]),
        ])
    func reads(_ input: Case) throws {
        var parsed: [String: [TemplateToken]] = [:]
        for (name, source) in input.templates { parsed[name] = try #require(TemplateParser.parse(source)) }
        #expect(TemplateDataReads.of(parsed)["page"] == input.reads)
    }
}
