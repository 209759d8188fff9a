import Foundation
import SitegenContent
import SitegenDiagnostics
import SitegenFileSystem
import SitegenFormats
import SitegenImport
import SitegenOutput
import SitegenPipeline
import SitegenRender
import SitegenTestSupport
import Testing

/// Diagnostics about things inside a Markdown body point at the exact line and column (UTF-8
/// bytes, as every sitegen diagnostic counts them) where the thing is written, whatever text comes
/// before it: line breaks of every kind, emphasis, entities, multi-byte characters, tabs, list
/// items, block quotes, table cells, and each kind of front matter, with LF or CRLF line endings.
///
/// Each case builds a real site holding one page bundle whose body has one mistake; the position
/// it is expected at is found in the file's text (the mistake's own text), never written down.
@Suite("Positions of diagnostics inside Markdown bodies", .tags(.slow), .tier(.slow))
struct BodyPositionTests {
    /// A mistake that gives one diagnostic, as written in a body.
    struct Mistake: Sendable, CustomTestStringConvertible {
        /// The Markdown, which is also the text the diagnostic must point at the start of.
        var text: String
        /// A part of the diagnostic's message that names it.
        var message: String
        /// Whether it can stand inside a paragraph (false: a block, such as a fenced code block).
        var isInline = true
        /// The text the diagnostic points at the start of, when it is not the first line of ``text``.
        var marker: String?
        /// Reference definitions the mistake needs, put at the end of the body after a blank line.
        var definitions: String?

        /// The mistake as the test's argument is shown.
        var testDescription: String { text }
    }

    /// Text that comes before a mistake; `@@` is where the mistake goes.
    struct Context: Sendable, CustomTestStringConvertible {
        /// What the text is, as the test's argument is shown.
        var name: String
        /// The body, with `@@` where the mistake goes.
        var body: String
        /// The front matter above the body.
        var frontMatter = FrontMatter.yaml
        /// The file's line ending (the body is written with `\n`).
        var lineEnding = "\n"

        /// The context as the test's argument is shown.
        var testDescription: String { name }
    }

    /// The front matter's language.
    enum FrontMatter: Sendable {
        /// `---` … `---`.
        case yaml
        /// `+++` … `+++`.
        case toml
        /// A JSON object over several lines.
        case json

        /// The front matter's lines.
        var text: String {
            switch self {
            case .yaml: "---\ntitle: Positions\ndate: 2024-02-01\n---\n"
            case .toml: "+++\ntitle = \"Positions\"\ndate = 2024-02-01\n+++\n"
            case .json: "{\n  \"title\": \"Positions\",\n  \"date\": \"2024-02-01\"\n}\n"
            }
        }
    }

    /// Mistakes that can stand inside a paragraph.
    static let mistakes = [
        Mistake(
            text: "[the notes](missing-notes.pdf)", message: "'missing-notes.pdf' is not a file of this page bundle"),
        Mistake(
            text: "![a sketch](missing-sketch.png)", message: "'missing-sketch.png' is not a file of this page bundle"),
        Mistake(text: "[up](../../../outside.pdf)", message: "'../../../outside.pdf' climbs out"),
        Mistake(text: "{{< youtube abc >}}", message: "`{{< youtube abc >}}` is a Hugo shortcode"),
        Mistake(text: "{{<img src=\"a.jpg\">}}", message: "`{{<img src=\"a.jpg\">}}` is a Hugo shortcode"),
        Mistake(text: "{% include player.html %}", message: "`{% include player.html %}` is template syntax"),
        Mistake(text: "[*the* notes](missing-emphasis.pdf)", message: "'missing-emphasis.pdf' is not a file"),
        // By reference, the label starting with markup: no `](destination` to find the `[` by.
        Mistake(
            text: "[*Swift* guide][swift]", message: "'missing-swift.pdf' is not a file",
            definitions: "[swift]: missing-swift.pdf"),
        Mistake(
            text: "[`map`][map]", message: "'missing-map.pdf' is not a file", definitions: "[map]: missing-map.pdf"),
        Mistake(
            text: "![*a* sketch][sketch]", message: "'missing-ref-sketch.png' is not a file",
            definitions: "[sketch]: missing-ref-sketch.png"),
    ]

    /// Mistakes that are blocks of their own.
    static let blockMistakes = [
        Mistake(text: "```klingon\nqapla'\n```", message: "code block language 'klingon'", isInline: false),
        Mistake(
            text: "## One {#setup }\n\n## Two {#setup}", message: "the id `setup` is asked for by an earlier heading",
            isInline: false, marker: "{#setup}"),
    ]

    /// Text before a mistake inside a paragraph.
    static let inlineContexts = [
        Context(name: "first line after YAML", body: "@@ first.\n"),
        Context(name: "first line after TOML", body: "@@ first.\n", frontMatter: .toml),
        Context(name: "first line after JSON", body: "@@ first.\n", frontMatter: .json),
        Context(name: "CRLF, YAML", body: "Some text.\nMore \\\ntext @@.\n", lineEnding: "\r\n"),
        Context(name: "CRLF, TOML", body: "Intro.\n\nA line,\nthen @@.\n", frontMatter: .toml, lineEnding: "\r\n"),
        Context(name: "CRLF, JSON", body: "A\\\nB  \nC @@\n", frontMatter: .json, lineEnding: "\r\n"),
        Context(name: "backslash hard break", body: "Intro.\n\nFirst line\\\nthen @@ here.\n"),
        Context(name: "two backslash hard breaks", body: "A\\\nB\\\n  C @@.\n"),
        Context(name: "two-space hard break", body: "First line  \nthen @@ here.\n"),
        Context(name: "soft break", body: "First line\nthen @@ here.\n"),
        Context(name: "indented continuation line", body: "First line\n   then @@ here.\n"),
        Context(name: "emphasis", body: "*a* **b** _c_ @@\n"),
        Context(name: "emphasis on the line before", body: "*a* **b**\n@@\n"),
        Context(name: "an entity", body: "Tom &amp; Jerry &#x263A; @@\n"),
        Context(name: "an escaped character", body: "a \\* b \\[c\\] @@\n"),
        Context(name: "é", body: "Café déjà vu @@\n"),
        Context(name: "漢字", body: "漢字 @@\n"),
        Context(name: "an emoji", body: "🎙️ 👩‍👩‍👧 @@\n"),
        Context(name: "a tab", body: "a\tb\t@@\n"),
        Context(name: "a list item", body: "- one\n- two @@\n"),
        Context(name: "a list item's second line", body: "1. one\n   two @@\n"),
        Context(name: "a list item after a tab", body: "-\tone @@\n"),
        Context(name: "a nested list item", body: "- one\n  - two\n    three @@\n"),
        Context(name: "a block quote", body: "> quoted @@\n"),
        Context(name: "a block quote's second line", body: "> quoted\n> and @@\n"),
        Context(name: "a lazy block quote line", body: "> quoted\nlazy @@\n"),
        Context(name: "a block quote in a list", body: "- > quoted\n  > and\\\n  > @@\n"),
        Context(name: "a table cell", body: "| a | b |\n| - | - |\n| x | y @@ |\n"),
        Context(
            name: "a paragraph just before a table", body: "Intro.\n\nText\nand @@\n| a | b |\n| - | - |\n| x | y |\n"),
        Context(name: "after a footnote reference, across a break", body: "Text[^1] and\\\nthen @@\n\n[^1]: A note.\n"),
        Context(name: "a table's first cell", body: "| a | b |\n| - | - |\n|  @@ | y |\n"),
        Context(name: "after a link with a title", body: "See [it](https://e.org/ \"The title\") @@\n"),
        Context(name: "after inline code", body: "Run `` a`b `` and `c` @@\n"),
        Context(name: "after inline code across lines", body: "Run `a\nb` then @@\n"),
        Context(name: "after an autolink", body: "See www.example.org and @@\n"),
        Context(name: "in a heading", body: "## Heading @@\n"),
        Context(name: "in emphasis after a break", body: "*a\\\nb @@*\n"),
        Context(
            name: "after a link, across a break", body: "See [it](https://e.org/) and\\\n[so](https://e.org/) @@\n"),
        Context(name: "strikethrough", body: "~~gone~~ and ~old~ @@\n"),
        Context(name: "a setext heading", body: "Title\\\nmore @@\n=====\n"),
        Context(name: "a footnote", body: "Text[^1].\n\n[^1]: A note\\\n    that @@\n"),
        Context(name: "after a reference definition", body: "[ref]: https://e.org/\n  \"Title\"\n\nText @@\n"),
        Context(name: "a block quote with a tab", body: ">\tquoted\n>\tand @@\n"),
        Context(name: "after raw HTML across lines", body: "Some <span\ntitle=\"x\">text</span> @@\n"),
        Context(name: "after a hard break in a table-less pipe line", body: "a | b\\\nc | @@\n"),
        Context(name: "a bracket in text after a backslash break", body: "Intro\\\nan array a[0] then @@\n"),
        Context(name: "an escaped bracket after a backslash break", body: "A\\\nB \\[c\\] @@\n"),
    ]

    /// Text before a block mistake.
    static let blockContexts = [
        Context(name: "first line after YAML", body: "@@\n"),
        Context(name: "first line after TOML", body: "@@\n", frontMatter: .toml),
        Context(name: "first line after JSON", body: "@@\n", frontMatter: .json),
        Context(name: "CRLF", body: "Text\\\nmore.\n\n@@\n", lineEnding: "\r\n"),
        Context(name: "after a backslash break", body: "Text\\\nmore.\n\n@@\n"),
        Context(name: "a list item", body: "- one\n\n  @@\n"),
        Context(name: "a block quote", body: "> quoted\n>\n> @@\n"),
        Context(name: "after multi-byte text", body: "Café 漢字 🎙️\n\n@@\n"),
    ]

    @Test("a mistake inside a paragraph is reported where it is written", arguments: inlineContexts, mistakes)
    /// Checks one inline mistake after one context.
    func inline(context: Context, mistake: Mistake) async throws {
        try await check(mistake, in: context)
    }

    @Test("a block mistake is reported where it is written", arguments: blockContexts, blockMistakes)
    /// Checks one block mistake after one context.
    func block(context: Context, mistake: Mistake) async throws {
        try await check(mistake, in: context)
    }

    /// A file whose body's first line holds a mistake: an episode's with front matter, or a
    /// Markdown transcript's without.
    enum FirstLineFile: String, Sendable, CaseIterable {
        case frontMatter = "an episode with front matter"
        case noFrontMatter = "a transcript without front matter"
    }

    @Test(
        "a byte-order mark moves no column: column 1 is the first character an editor shows",
        arguments: FirstLineFile.allCases, [false, true])
    /// Checks a mistake on the body's first line with and without a byte-order mark, in a file
    /// with front matter and in one without.
    func byteOrderMark(file: FirstLineFile, marked: Bool) async throws {
        let body = "Intro *a* {{< youtube abc >}} and more.\n"
        let transcript = "Content/episodes/positions/transcript.md"
        let bom = marked ? "\u{FEFF}" : ""
        var files = MinimalSite.files
        let path: String
        let text: String
        switch file {
        case .frontMatter:
            (path, text) = (Self.path, bom + FrontMatter.yaml.text + body)
            files[path] = Data(text.utf8)
        case .noFrontMatter:
            (path, text) = (transcript, bom + body)
            files[Self.path] = Data((FrontMatter.yaml.text + "Notes.\n").utf8)
            files[path] = Data(text.utf8)
        }
        let expected = try #require(Self.place(of: "{{<", in: String(text.drop { $0 == "\u{FEFF}" })))
        try await SiteSandbox.with(files) { sandbox in
            let result = await sandbox.build()
            let found = result.diagnostics.filter { $0.position?.file == path && $0.message.contains("shortcode") }
            #expect(found.count == 1, "\(result.diagnostics.map(\.description))")
            #expect(found.first?.position.map { "\($0.line):\($0.column)" } == expected)
        }
    }

    /// The page bundle that holds the body.
    static let path = "Content/episodes/positions/index.md"

    /// Builds the minimal site with the context's body holding the mistake, and checks the one
    /// diagnostic the mistake gives is at the mistake's line and column.
    func check(_ mistake: Mistake, in context: Context, sourceLocation: SourceLocation = #_sourceLocation) async throws
    {
        var markdown = context.body.replacingOccurrences(of: "@@", with: mistake.text)
        // A block mistake in a list item or a block quote is indented as the context's line is.
        if !mistake.isInline, let line = context.body.split(separator: "\n").first(where: { $0.contains("@@") }) {
            let prefix = String(line.prefix { $0 != "@" })
            markdown = context.body.replacingOccurrences(
                of: "@@", with: mistake.text.replacingOccurrences(of: "\n", with: "\n" + prefix))
        }
        if let definitions = mistake.definitions { markdown += "\n" + definitions + "\n" }
        let text = (context.frontMatter.text + markdown).replacingOccurrences(of: "\n", with: context.lineEnding)
        let marker = mistake.marker.map { Substring($0) } ?? mistake.text.prefix { $0 != "\n" }
        let expected = try #require(Self.place(of: marker, in: text))
        let files = MinimalSite.files.merging([Self.path: Data(text.utf8)]) { $1 }
        try await SiteSandbox.with(files) { sandbox in
            let result = await sandbox.build()
            let found = result.diagnostics.filter {
                $0.position?.file == Self.path && $0.message.contains(mistake.message)
            }
            #expect(found.count == 1, "\(result.diagnostics.map(\.description))", sourceLocation: sourceLocation)
            let position = found.first?.position.map { "\($0.line):\($0.column)" }
            #expect(
                position == expected, "\(found.map(\.description)) in \(text.debugDescription)",
                sourceLocation: sourceLocation)
        }
    }

    /// The 1-based line and UTF-8 byte column where `marker` first starts in `text`.
    static func place(of marker: Substring, in text: String) -> String? {
        guard let range = text.range(of: marker) else { return nil }
        let before = text.utf8[..<range.lowerBound]
        let line = before.count { $0 == UInt8(ascii: "\n") } + 1
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { text.utf8.index(after: $0) } ?? text.startIndex
        return "\(line):\(text.utf8.distance(from: lineStart, to: range.lowerBound) + 1)"
    }
}
