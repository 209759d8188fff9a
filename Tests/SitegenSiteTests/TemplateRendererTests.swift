import Foundation
import Mustache
import SitegenTestSupport
import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// sitegen's own Mustache renderer against swift-mustache: the same templates and values must
/// give the same text, byte for byte, for every case below and for thousands of random templates.
@Suite struct TemplateRendererTests {
    /// A template case: the template, its partials and the context.
    struct Case: Sendable, CustomTestStringConvertible {
        var template: String
        var partials: [String: String] = [:]
        var context: TemplateValue = Self.context
        /// The text sitegen must render (also checked against swift-mustache).
        var expected: String

        var testDescription: String { template.debugDescription }

        static let context: TemplateValue = [
            "name": "Ada & <Lovelace> \"q\" 'a' é", "count": 3, "zero": 0, "yes": true, "no": false, "empty": "",
            "list": ["one", "two"], "none": [], "people": [["name": "A"], ["name": "B", "extra": "x"]],
            "person": ["name": "P", "inner": ["deep": "D"], "flag": true], "html": "<b>bold</b>",
        ]
    }

    static let cases: [Case] = [
        Case(template: "Hi {{name}}!", expected: "Hi Ada &amp; &lt;Lovelace&gt; &quot;q&quot; &#39;a&#39; é!"),
        Case(template: "{{{html}}} {{&html}} {{html}}", expected: "<b>bold</b> <b>bold</b> &lt;b&gt;bold&lt;/b&gt;"),
        Case(template: "{{count}} {{zero}} {{yes}} {{no}} [{{missing}}] [{{empty}}]", expected: "3 0 true false [] []"),
        Case(template: "{{#list}}<{{.}}>{{/list}}", expected: "<one><two>"),
        Case(template: "{{#none}}x{{/none}}{{^none}}empty{{/none}}", expected: "empty"),
        Case(template: "{{#people}}{{name}}{{extra}};{{/people}}", expected: "A;Bx;"),
        Case(template: "{{#people}}{{count}}{{/people}}", expected: "33"),
        Case(
            template: "{{person.name}} {{person.inner.deep}} {{person.missing.deep}} {{.person.name}}",
            expected: "P D  P"),
        Case(template: "{{#person}}{{name}} {{inner.deep}} {{count}}{{/person}}", expected: "P D 3"),
        Case(template: "{{#person}}{{#inner}}{{deep}}{{name}}{{/inner}}{{/person}}", expected: "DP"),
        Case(template: "{{#person.inner}}{{deep}}{{/person.inner}}", expected: "D"),
        Case(template: "{{#yes}}Y{{/yes}}{{#no}}N{{/no}}{{^no}}n{{/no}}{{^yes}}y{{/yes}}", expected: "Yn"),
        Case(template: "{{#zero}}0{{/zero}}{{#empty}}[{{.}}]{{/empty}}{{^missing}}m{{/missing}}", expected: "0[]m"),
        Case(template: "{{#name}}{{.}}{{/name}}", expected: "Ada &amp; &lt;Lovelace&gt; &quot;q&quot; &#39;a&#39; é"),
        Case(
            template: "{{ name }}|{{# yes }}y{{/ yes }}|{{{ html }}}",
            expected: "Ada &amp; &lt;Lovelace&gt; &quot;q&quot; &#39;a&#39; é|y|<b>bold</b>"),
        Case(template: "a{{! a comment }}b\n  {{! standalone }}\nc", expected: "ab\nc"),
        Case(
            template: "<ul>\n  {{#list}}\n  <li>{{.}}</li>\n  {{/list}}\n</ul>\n",
            expected: "<ul>\n  <li>one</li>\n  <li>two</li>\n</ul>\n"),
        Case(template: "  {{#yes}}  x  {{/yes}}  \n", expected: "    x    \n"),
        Case(template: "|\r\n{{#yes}}\r\nline\r\n{{/yes}}\r\n|", expected: "|\r\nline\r\n|"),
        Case(
            template: "{{=<% %>=}}<% name %> {{name}} <%={{ }}=%>{{count}}",
            expected: "Ada &amp; &lt;Lovelace&gt; &quot;q&quot; &#39;a&#39; é {{name}} 3"),
        Case(template: "{{#yes}}{{=| |=}}|count||/yes|{{count}}", expected: "33"),
        Case(
            template: "[{{> part}}]", partials: ["part": "<{{name}}>"],
            expected: "[<Ada &amp; &lt;Lovelace&gt; &quot;q&quot; &#39;a&#39; é>]"),
        Case(
            template: "begin\n  {{> part}}\nend\n",
            partials: ["part": "one\ntwo {{count}}\n{{#list}}\n{{.}}\n{{/list}}\n"],
            // swift-mustache indents a repeated section's output once, not each repetition.
            expected: "begin\n  one\n  two 3\n  one\ntwo\nend\n"),
        Case(
            template: "  {{> outer}}\n", partials: ["outer": "o\n  {{> inner}}\n", "inner": "i\ni\n"],
            expected: "  o\n    i\n    i\n"),
        Case(template: "{{> missing}}x", expected: "x"),
        Case(template: "{{#people}}{{> row}}{{/people}}", partials: ["row": "({{name}})"], expected: "(A)(B)"),
        Case(
            template: "{{#list}}{{#people}}{{x}}{{.}}{{/people}}{{/list}}", context: ["list": ["a"], "people": ["1"]],
            expected: "1"),
        Case(template: "{{#a}}{{#b}}{{c}}{{/b}}{{/a}}", context: ["a": ["c": "outer"], "b": true], expected: "outer"),
        Case(template: "{{a.b}}", context: ["a": ["x": "1"], "b": "no climbing after the first part"], expected: ""),
        Case(template: "{{#a}}{{b.c}}{{/a}}", context: ["a": ["b": ["d": "1"]], "b": ["c": "outer"]], expected: ""),
        Case(template: "x{{}}y", context: "top", expected: "xtopy"),
        Case(template: "{{#list}}{{#.}}[{{.}}]{{/.}}{{/list}}", expected: "[one][two]"),
        Case(
            template: "é{{name}} \u{301}\n{{#yes}}\u{2028}{{/yes}}", context: ["name": "\"", "yes": true],
            expected: "é&quot; \u{301}\n"),
        Case(template: "{{#yes}}\n  {{#no}}\n  {{/no}}\nX\n{{/yes}}\n", expected: "X\n"),
        Case(template: "{ {{name}} }{{{no}}}} { x", context: ["name": "n", "no": false], expected: "{ n }false} { x"),
    ]

    @Test("each case renders as expected, and as swift-mustache renders it", arguments: cases)
    func renders(_ test: Case) throws {
        let native = try #require(Self.native(test.template, partials: test.partials), "sitegen's parser rejected it")
        #expect(native.render(test.context, withTemplate: "main") == test.expected)
        #expect(Self.reference(test.template, partials: test.partials, context: test.context) == test.expected)
    }

    @Test(
        "swift-mustache's extensions are left to swift-mustache",
        arguments: [
            "{{uppercased(name)}}", "{{#first()}}x{{/first()}}", "{{<parent}}{{$b}}x{{/b}}{{/parent}}", "{{$b}}x{{/b}}",
            "{{>*dynamic}}", "{{% CONTENT_TYPE: TEXT}}", "{{#a}}", "{{/a}}", "{{{a}}", "{{a", "{{=<% %>}}", "x {",
            "{{a}}\u{301}",
        ])
    func unsupported(_ template: String) {
        #expect(TemplateParser.parse(template) == nil)
    }

    @Test("a partial that includes itself behind changed delimiters stops at the depth limit instead of crashing")
    func partialCycle() throws {
        let templates = try #require(Self.native("{{=<% %>=}}x<%> main%>", partials: [:]))
        #expect(
            templates.render(["a": 1], withTemplate: "main")
                == String(repeating: "x", count: TemplateRenderer.partialDepthLimit + 1))
    }

    @Test("a theme with one template that uses a transform is rendered by swift-mustache, whole")
    func fallback() throws {
        let sources = ["main": "{{name}}|{{> other}}", "other": "{{lowercased(name)}}"]
        var library = MustacheLibrary()
        for (name, source) in sources {
            library.register(try MustacheTemplate(string: ThemeContentType.pragmaLine + source), named: name)
        }
        let templates = ThemeTemplates(sources: sources, library: library)
        #expect(!templates.isNative)
        #expect(templates.render(["name": "A<B"], withTemplate: "main") == "A&lt;B|a&lt;b")
        #expect(templates.render(["name": "x"], withTemplate: "nothing") == nil)
    }

    @Test("4,000 random templates render as swift-mustache renders them")
    func randomTemplates() throws {
        var random = SplitMix64(seed: 7)
        var compared = 0
        for round in 0..<4_000 {
            let partials = ["p": Self.randomTemplate(&random, depth: 1), "q": "q{{a}}\n"]
            let template = Self.randomTemplate(&random, depth: 0)
            let context = Self.randomContext(&random, depth: 0)
            let native = Self.native(template, partials: partials)
            let reference = Self.reference(template, partials: partials, context: context)
            guard let native, let reference else {
                #expect(
                    native == nil && reference == nil,
                    "round \(round): only one parser took \(template.debugDescription)")
                continue
            }
            compared += 1
            let mine = native.render(context, withTemplate: "main")
            #expect(
                mine == reference,
                "round \(round): \(template.debugDescription) with partial \(partials["p"]!.debugDescription)\nsitegen: \(mine.debugDescription)\nmustache: \(reference.debugDescription)"
            )
            if mine != reference { break }
        }
        #expect(compared > 2_500)
    }

    @Test("the sample site renders byte-identically with sitegen's renderer and with swift-mustache")
    func sampleSiteBothWays() async throws {
        var files: [String: Data] = [:]
        for (folder, target) in [("Content", "Content"), ("Sources/SitegenRender/DefaultTheme", "Themes/default")] {
            for (path, data) in try SiteSandbox.snapshot(of: PackagePaths.root.appendingPathComponent(folder)) {
                files["\(target)/\(path)"] = data
            }
        }
        let native = try await Self.build(files)
        // One unused template with a transform hands the whole theme to swift-mustache.
        files["Themes/default/templates/unused.mustache"] = Data("{{uppercased(site.title)}}\n".utf8)
        let library = try await Self.build(files)
        #expect(native.count > 40)
        #expect(native.keys.sorted() == library.keys.sorted())
        for (path, data) in native where library[path] != data {
            Issue.record("\(path) differs between the renderers")
        }
    }

    static func build(_ files: [String: Data]) async throws -> [String: Data] {
        try await SiteSandbox.with(files) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded, "\(result.diagnostics)")
            return try SiteSandbox.snapshot(of: sandbox.output)
        }
    }

    // MARK: - Helpers

    static func native(_ template: String, partials: [String: String]) -> ThemeTemplates? {
        var sources = partials
        sources["main"] = template
        let templates = ThemeTemplates(sources: sources, library: MustacheLibrary())
        return templates.isNative ? templates : nil
    }

    /// swift-mustache's rendering with sitegen's escaping, or `nil` when it does not parse the template.
    static func reference(_ template: String, partials: [String: String], context: TemplateValue) -> String? {
        var library = MustacheLibrary()
        for (name, source) in partials.merging(["main": template], uniquingKeysWith: { $1 }) {
            guard let parsed = try? MustacheTemplate(string: ThemeContentType.pragmaLine + source) else { return nil }
            library.register(parsed, named: name)
        }
        return library.render(context.anyValue, withTemplate: "main")
    }

    /// Random plain Mustache: text with spaces, tabs and line breaks, variables of scalar names,
    /// sections and inverted sections (often standalone), comments, partials, delimiter changes.
    static func randomTemplate(_ random: inout SplitMix64, depth: Int) -> String {
        let scalars = ["a", "b", "c", "s.a", "t.b", ".a", "u.a"]
        let sections = ["s", "t", "u", "a", "f", "g", "s.t"]
        let texts = ["x", " ", "  ", "\t", "\n", "\r\n", "<&>", "é", "{", "}", "y z"]
        var parts: [String] = []
        for _ in 0..<Int.random(in: 1...8, using: &random) {
            switch Int.random(in: 0..<12, using: &random) {
            case 0, 1, 2: parts.append(texts.randomElement(using: &random)!)
            case 3: parts.append("{{\(scalars.randomElement(using: &random)!)}}")
            case 4:
                parts.append(
                    Bool.random(using: &random) ? "{{{\(scalars.randomElement(using: &random)!)}}}" : "{{& a }}")
            case 5,
                6 where depth < 3:
                let name = sections.randomElement(using: &random)!
                let mark = Bool.random(using: &random) ? "#" : "^"
                let newline = ["", "\n", "  \n", "\n  "].randomElement(using: &random)!
                parts.append(
                    "{{\(mark)\(name)}}\(newline)\(randomTemplate(&random, depth: depth + 1))\(newline){{/\(name)}}")
            case 7:
                parts.append(
                    ["{{! note }}", "\n{{! note }}\n", "  {{!\nmultiline }}  "].randomElement(using: &random)!)
            case 8 where depth == 0:
                parts.append(
                    ["{{> p}}", "\n  {{> p}}\n", "{{>q}}", "\t{{> q }}\r\n", "{{> nothing}}"].randomElement(
                        using: &random)!)
            case 9:
                parts.append(
                    ["{{=<% %>=}}<% a %><%={{ }}=%>", "\n{{=| |=}}\n|b||={{ }}=|\n"].randomElement(using: &random)!)
            case 10: parts.append("\n")
            default: parts.append("{{ b }}")
            }
        }
        return parts.joined()
    }

    /// Random values: `a`, `b`, `c` are always text or numbers; `s`, `t`, `u`, `f`, `g` are
    /// objects, lists of objects, flags or empty lists.
    static func randomContext(_ random: inout SplitMix64, depth: Int) -> TemplateValue {
        var fields: [String: TemplateValue] = [:]
        let scalars: [TemplateValue] = ["A&", "<b>", "", "é\u{301}", "'\"", 0, 42, "line\nbreak"]
        for name in ["a", "b", "c"] where Int.random(in: 0..<4, using: &random) > 0 {
            fields[name] = scalars.randomElement(using: &random)!
        }
        guard depth < 2 else { return .object(fields) }
        for name in ["s", "t", "u", "f", "g"] where Int.random(in: 0..<3, using: &random) > 0 {
            switch Int.random(in: 0..<5, using: &random) {
            case 0: fields[name] = randomContext(&random, depth: depth + 1)
            case 1:
                fields[name] = .list(
                    (0..<Int.random(in: 0...3, using: &random)).map { _ in randomContext(&random, depth: depth + 1) })
            case 2: fields[name] = .flag(Bool.random(using: &random))
            case 3: fields[name] = .list([])
            default: fields[name] = .flag(true)
            }
        }
        return .object(fields)
    }
}
