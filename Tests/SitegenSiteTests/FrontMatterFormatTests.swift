import Foundation
import SitegenDiagnostics
import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// Front matter as Hugo writes it: YAML, TOML (`+++`) and JSON (`{ … }`), dates as Unix
/// timestamps, and file names that are not slugs.
@Suite("front matter in YAML, TOML and JSON")
struct FrontMatterFormatTests {
    /// One episode file and what decoding it gives: its title, date, tags and slug, or its diagnostics.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var fileName = "001-episode.md"
        var text: String
        var title: String? = nil
        var date: String? = nil
        var tags: [String] = []
        var slug: String? = nil
        var lines: [String] = []
        /// The duration in seconds, when the case gives one.
        var duration: Int? = nil
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "TOML with a date-time, a multi-line string and a table",
            text: """
                +++
                title = "React Tools"
                date = 2017-07-05T23:30:00-02:00
                tags = ["react",
                  "tools"]
                summary = \"\"\"
                Two
                lines.\"\"\"
                [params]
                guest = "Kent"
                +++
                Body.
                """, title: "React Tools", date: "2017-07-05T23:30:00-02:00 = 1499304600", tags: ["react", "tools"],
            slug: "episode"),
        Case(
            name: "TOML with a wrong type points at its line",
            text: "+++\ntitle = \"T\"\ndate = 2024-01-02\ndraft = \"no\"\n+++\nBody.\n",
            lines: ["e.md:4:9: error: `draft` must be true or false, not the string 'no'"]),
        Case(
            name: "TOML with an unknown key warns at its line",
            text: "+++\ntitle = \"T\"\ndate = 2024-01-02\nauthr = \"me\"\n+++\nBody.\n", title: "T",
            lines: [
                "e.md:4:1: warning: unknown key `authr` in an episode's front matter is ignored; to hand a value of your own to templates, put it under `params:`"
            ]),
        Case(
            name: "TOML that does not parse",
            text: "+++\ntitle = \"T\"\ndate = 2024-01-02\ntags = [1,\n+++\nBody.\n",
            lines: ["e.md:4:11: error: invalid TOML: Error while parsing array: encountered end-of-file"]),
        Case(
            name: "a TOML string that its line ends is named as a missing closing quote",
            text: "+++\ntitle = \"Bäd éé\ndate = 2024-01-02\n+++\nBody.\n",
            lines: [
                "e.md:2:16: error: invalid TOML: this string is not closed on its line; add the closing \" (a string of several lines goes between \"\"\" and \"\"\")"
            ]),
        Case(
            name: "a TOML literal string that its line ends is named as a missing closing quote",
            text: "+++\r\ntitle = 'Bad\r\ndate = 2024-01-02\r\n+++\r\nBody.\r\n",
            lines: [
                "e.md:2:13: error: invalid TOML: this string is not closed on its line; add the closing ' (a string of several lines goes between ''' and ''')"
            ]),
        Case(
            name: "a TOML multi-line string that the front matter ends is named as never closed",
            text: "+++\ntitle = \"\"\"Bad\ndate = 2024-01-02\n+++\nBody.\n",
            lines: [
                "e.md:3:18: error: invalid TOML: this string is never closed: the front matter ends first; add its closing quotes"
            ]),
        Case(
            name: "a YAML title with ': ' in it is shown quoted",
            text: "---\ntitle: Swift: the good parts\ndate: 2024-01-02\n---\nBody.\n",
            lines: [
                "e.md:2:13: error: invalid YAML: mapping values are not allowed in this context; quote a value that contains ': ', e.g. title: \"Swift: the good parts\""
            ]),
        Case(
            name: "a YAML string that is never closed is named where it starts",
            text: "---\ntitle: \"Swift\ndate: 2024-01-02\n---\nBody.\n",
            lines: ["e.md:2:8: error: invalid YAML: the string that starts here is never closed; add its closing \""]),
        Case(
            name: "a YAML single-quoted string that is never closed is named where it starts",
            text: "---\ndate: 2024-01-02\ntags: [a, 'b]\n---\nBody.\n",
            lines: ["e.md:3:11: error: invalid YAML: the string that starts here is never closed; add its closing '"]),
        // toml++ asserted on these headers (the process ended with SIGABRT), found by fuzzing.
        Case(
            name: "a TOML table header whose name starts with '{' is an error, not a crash",
            text: "+++\ntitle = \"T\"\ndate = 2024-01-02\n[[{chapters]]\n+++\nBody.\n",
            lines: [
                "e.md:4:3: error: invalid TOML: Error while parsing table header: a table's name starts with a letter, a digit, '_', '-' or a quote, saw '{'"
            ]),
        Case(
            name: "a TOML table header broken by a line break is an error, not a crash",
            text: "+++\ntitle = \"T\"\ndate = 2024-01-02\n[ ñ]\n[[\nparams]]\n+++\nBody.\n",
            lines: [
                "e.md:4:3: error: invalid TOML: Error while parsing table header: a table's name starts with a letter, a digit, '_', '-' or a quote, saw 'ñ'"
            ]),
        Case(
            name: "a TOML time without its hour is an error, not a crash",
            text: "+++\ntitle = \"T\"\ndate = 2024-03-01Té0:00:00Z\n+++\nBody.\n",
            lines: [
                "e.md:3:19: error: invalid TOML: Error while parsing date-time: expected the 2-digit hour after 'T', saw 'é'"
            ]),
        Case(
            name: "a TOML array closed by a brace is an error, not a crash",
            text: "+++\ntitle = \"T\"\ndate = 2024-01-02\ntags = [\"a\", # x\n}\n+++\nBody.\n",
            lines: [
                "e.md:5:1: error: invalid TOML: Error while parsing array: expected a value or closing ']', saw '}'"
            ]),
        Case(
            name: "brackets in TOML strings, comments and arrays are no table headers",
            text: """
                +++
                title = "T"
                date = 2024-01-02
                summary = \"\"\"
                [{not a header]
                \"\"\"
                [params] # [{
                "k]{" = '[{'
                list = [
                ["x"], {a = "[{"}
                ]
                +++
                Body.
                """, title: "T", date: "2024-01-02 = 1704153600"),
        Case(
            name: "TOML never closed", text: "+++\ntitle = \"T\"\nBody.\n",
            lines: ["e.md:1:1: error: the front matter opened with '+++' is never closed with a '+++' line"]),
        Case(
            name: "JSON with tabs and an epoch in milliseconds",
            text:
                "{\n\t\"title\": \"JSON \\/ episode\",\n\t\"date\": 1499256000000,\n\t\"tags\": [\"json\"]\n}\nBody.\n",
            title: "JSON / episode", date: "2017-07-05 = 1499256000", tags: ["json"], slug: "episode"),
        Case(
            name: "JSON with a wrong type points at its line and column",
            text: "{\n  \"title\": \"T\",\n  \"date\": \"2024-01-02\",\n  \"draft\": \"no\"\n}\nBody.\n",
            lines: ["e.md:4:12: error: `draft` must be true or false, not the string 'no'"]),
        Case(
            name: "JSON never closed", text: "{\n  \"title\": \"T\"\nBody.\n",
            lines: ["e.md:1:1: error: the JSON front matter opened with '{' has no matching '}' at the end of a line"]),
        Case(
            name: "JSON with a trailing comma is refused, as Hugo refuses it",
            text: "{\n  \"title\": \"T\",\n  \"date\": \"2024-01-02\",\n}\nBody.\n",
            lines: ["e.md:4:1: error: invalid JSON: a trailing comma before '}' is not allowed in JSON"]),
        Case(
            name: "JSON with an unquoted date is refused (YAML would read it)",
            text: "{\n  \"title\": \"T\",\n  \"date\": 2024-01-02\n}\nBody.\n",
            lines: [
                "e.md:3:11: error: invalid JSON: a value that is not a number, true, false or null must be a string in double quotes"
            ]),
        Case(
            name: "JSON with a comment is refused",
            text: "{\n  \"title\": \"Ünïcode\", // the title\n  \"date\": \"2024-01-02\"\n}\nBody.\n",
            lines: ["e.md:2:23: error: invalid JSON: JSON has no comments"]),
        Case(
            name: "a Japanese show's date and duration",
            text: "---\ntitle: T\ndate: 2022年10月14日\nduration: 54分43秒\n---\nBody.\n", title: "T",
            date: "2022-10-14 = 1665705600", duration: 3283),
        Case(
            name: "an epoch in seconds",
            text: "---\ntitle: T\ndate: 1499256000\n---\nBody.\n", title: "T", date: "2017-07-05 = 1499256000"),
        Case(
            name: "an epoch that could be either is an error",
            text: "---\ntitle: T\ndate: 5000000000\n---\nBody.\n",
            lines: [
                "e.md:3:7: error: `date` is the number 5000000000, which is not a date between 1973 and 2100 either as seconds or as milliseconds since 1970; write a date like 2024-03-14"
            ]),
        Case(
            name: "a file name with spaces and capitals makes a slug, with a warning", fileName: "001 - React Tools.md",
            text: "---\ntitle: T\ndate: 2024-01-02\n---\nBody.\n", title: "T", slug: "react-tools",
            lines: [
                "e.md:1:1: warning: the file name 'React Tools' is not a lowercase path segment; the slug is `react-tools` (give `slug:` to choose another)"
            ]),
        Case(
            name: "a non-ASCII file name is transliterated", fileName: "José.md",
            text: "---\ntitle: T\ndate: 2024-01-02\n---\nBody.\n", title: "T", slug: "jose",
            lines: [
                "e.md:1:1: warning: the file name 'José' is not a lowercase path segment; the slug is `jose` (give `slug:` to choose another)"
            ]),
    ]

    @Test("an episode's front matter in each language", arguments: cases)
    func decode(_ input: Case) {
        let (episode, diagnostics) = ContentFileDecoder(unsafeHTML: false).episode(
            input.text, path: "e.md", fileName: input.fileName)
        let lines = diagnostics.map(\.description)
        #expect(lines == input.lines)
        guard input.title != nil else { return }
        #expect(episode != nil)
        let decoded = episode
        #expect(decoded?.title == input.title)
        if let date = input.date, let decoded {
            #expect(date.hasSuffix(" = \(decoded.date.secondsSince1970)"), "\(decoded.date)")
        }
        if !input.tags.isEmpty { #expect(decoded?.tags == input.tags) }
        if let slug = input.slug { #expect(decoded?.slug == slug) }
        if let duration = input.duration { #expect(decoded?.duration?.seconds == duration) }
    }

    /// TOML front matter whose keys sit in tables, and the places (`line:column`) of its
    /// diagnostics: the key a warning is about, the value an error is about, as written in the TOML.
    static let tomlShapes: [(name: String, toml: String, places: [String])] = [
        (
            "a [table]'s keys and values",
            "[audio]\nurl = \"https://x.example/a.mp3\"\nlenght = 5\ntype = \"mp3\"\n",
            ["6:1", "7:8"]
        ),
        (
            "an indented key of a [table]",
            "[audio]\n  url = \"https://x.example/a.mp3\"\n  type   =   \"mp3\"\n",
            ["6:14"]
        ),
        (
            "[[array of tables]] items",
            "[[chapters]]\nstart = \"0:00\"\ntitle = \"A\"\n[[chapters]]\nstart = \"soon\"\ntitle = \"B\"\n  note = \"x\"\n",
            ["8:9", "10:3"]
        ),
        (
            "an inline table, after a character of two bytes",
            "audio = { url = \"https://x.example/é.mp3\", type = \"mp3\" }\n",
            ["4:52"]
        ),
        (
            "dotted keys, apart from each other",
            "audio.url = \"https://x.example/a.mp3\"\nexplicit = false\naudio . \"type\" = \"mp3\"\n",
            ["6:18"]
        ),
        (
            "a dotted key inside a [table]",
            "[audio]\nurl = \"https://x.example/a.mp3\"\nextra.size = 5\n",
            ["6:1"]
        ),
        (
            "an array of inline tables",
            "chapters = [\n  { start = \"0:00\", title = \"A\" },\n  { start = \"soon\", title = \"B\" },\n]\n",
            ["6:13"]
        ),
        (
            "a multi-line value before a [table]",
            "summary = \"\"\"\nTwo\nlines.\"\"\"\n[audio]\nurl = \"https://x.example/a.mp3\"\ntype = \"mp3\"\n",
            ["9:8"]
        ),
    ]

    @Test("TOML diagnostics point at the key or value in its table", arguments: tomlShapes)
    func tomlPlaces(name: String, toml: String, places: [String]) {
        let text = "+++\ntitle = \"T\"\ndate = 2024-01-02\n" + toml + "+++\nBody.\n"
        let (_, diagnostics) = ContentFileDecoder(unsafeHTML: false).episode(text, path: "e.md", fileName: "e.md")
        #expect(
            diagnostics.map { "\($0.position?.line ?? 0):\($0.position?.column ?? 0)" } == places,
            "\(diagnostics.map(\.description))")
    }

    @Test(
        "JSON's grammar, checked before the text is read as YAML",
        arguments: [
            ("{}", nil),
            ("{\"a\": [1, -0.5, 2e10, 3E-2, true, false, null, \"\\u00e9\\n\\\"\"], \"b\": {\"c\": {}}}", nil),
            (" \r\n\t{\"a\": 1}\n", nil),
            ("[1]", "1:1: JSON front matter must be an object"),
            ("{\"a\": 1} {}", "1:10: unexpected text after the object"),
            ("{\"a\": [1,]}", "1:10: a trailing comma before ']' is not allowed in JSON"),
            ("{a: 1}", "1:2: expected a key in double quotes, found 'a'"),
            ("{\"a\" 1}", "1:6: expected ':' after the key, found '1'"),
            ("{\"a\": 'x'}", "1:7: strings in JSON are in double quotes, not single ones"),
            ("{\"a\": \"x\ny\"}", "1:9: a string in JSON must end on its line (write \\n for a line break)"),
            ("{\"a\": \"\\x\"}", "1:9: \\x is not an escape JSON knows"),
            ("{\"a\": \"\\u12g4\"}", "1:12: \\u must be followed by four hexadecimal digits"),
            ("{\"a\": \"x}", "1:10: the string is never closed with '\"'"),
            ("{\"a\": 1.}", "1:9: expected a digit after '.', found '}'"),
            ("{\"a\": -}", "1:8: expected a digit, found '}'"),
            ("{\"a\": 1e}", "1:9: expected a digit in the exponent, found '}'"),
            (
                "{\"a\": True}",
                "1:7: expected a value (a string in double quotes, a number, true, false, null, an object or an array), found 'T'"
            ),
            (
                "{\"a\": nul}",
                "1:7: a value that is not a number, true, false or null must be a string in double quotes"
            ),
            ("{\"a\": 1 # note\n}", "1:9: JSON has no comments"),
            (
                "{\"é\": x}",
                "1:7: expected a value (a string in double quotes, a number, true, false, null, an object or an array), found 'x'"
            ),
            ("{\"a\":", "1:6: expected a value, found the end of the front matter"),
            (
                String(repeating: "{\"a\":[", count: 501),
                "1:3001: objects and arrays are nested more than 1000 levels deep"
            ),
        ] as [(String, String?)])
    func jsonGrammar(text: String, expected: String?) {
        let problem = JSONSyntaxCheck.problem(in: text)
        #expect(problem.map { "\($0.line):\($0.column): \($0.message)" } == expected)
    }

    @Test("the values JSON holds are read with their places, escapes decoded")
    func jsonValues() throws {
        let text =
            #"{"a": "x\n\"q\" \u00e9 \ud83d\ude00 \/", "n": [-1.5e2, 0, true, null],"# + "\n" + #"  "o": {"k": false}}"#
        let root = try JSONSyntaxCheck.read(text, document: "transcript").get()
        guard case .string(let string) = root["a"]?.kind else {
            Issue.record("a: \(String(describing: root["a"]))")
            return
        }
        #expect(string == "x\n\"q\" é 😀 /")
        guard case .array(let items) = root["n"]?.kind, items.count == 4 else {
            Issue.record("n: \(String(describing: root["n"]))")
            return
        }
        if case .number(let number) = items[0].kind { #expect(number == -150) } else { Issue.record("\(items[0])") }
        #expect(items.map(\.description) == ["the number -150.0", "the number 0.0", "true", "null"])
        let inner = try #require(root["o"]?["k"])
        #expect(inner.description == "false")
        #expect((inner.line, inner.column) == (2, 14))
        #expect((items[1].line, items[1].column) == (1, 56))
    }
}
