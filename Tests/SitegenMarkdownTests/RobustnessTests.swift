import SitegenMarkdown
import SitegenTestSupport
import Testing

@Suite struct RobustnessTests {
    static func garbage(seed: UInt64, count: Int) -> [UInt8] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    }

    @Test("random bytes, decoded with replacement characters, render without crashing", arguments: 0..<20)
    func garbage(seed: UInt64) {
        let bytes = Self.garbage(seed: seed, count: 20_000)
        let document = MarkdownRenderer.render(String(decoding: bytes, as: UTF8.self))
        #expect(!document.html.isEmpty)
    }

    @Test(
        "nesting deeper than browsers draw is one error at its line; deep but drawable nesting is fine",
        arguments: [
            ("Intro.\n\n" + String(repeating: "*", count: 40_000) + "x" + String(repeating: "*", count: 40_000), 3, 1),
            ("Intro.\n\n" + String(repeating: ">", count: 20_000) + " x", 3, 256),
            ((0..<200).map { String(repeating: "  ", count: $0) + "- item" }.joined(separator: "\n"), 127, 255),
            ((0..<60).map { String(repeating: "  ", count: $0) + "- item" }.joined(separator: "\n"), nil, nil),
            (String(repeating: "> ", count: 200) + "quote", nil, nil),
        ] as [(String, Int?, Int?)])
    func nesting(markdown: String, line: Int?, column: Int?) {
        let document = MarkdownRenderer.render(markdown, options: MarkdownOptions(lineOffset: 0))
        let errors = document.warnings.filter(\.isError)
        #expect(errors.map { "\($0.line):\($0.column)" } == line.map { ["\($0):\(column ?? 0)"] } ?? [])
        #expect(errors.allSatisfy { $0.message.hasPrefix("the text nests more than 256 levels deep") })
    }

    @Test("every byte value, NULs and lone surrogate-like sequences render without crashing")
    func everyByte() {
        let bytes = (0...255).map(UInt8.init) + [0xED, 0xA0, 0x80, 0xC0, 0x80, 0xF4, 0x90, 0x80, 0x80, 0x00, 0x0A]
        let markdown = String(decoding: bytes, as: UTF8.self)
        let document = MarkdownRenderer.render(markdown)
        #expect(!document.html.contains("\u{0}"))
        #expect(MarkdownRenderer.render("a\u{0}b").html == "<p>a\u{FFFD}b</p>\n")
    }

    @Test("code points HTML forbids (controls, DEL, C1, noncharacters), raw or as references, become U+FFFD")
    func forbiddenCodePoints() {
        let noncharacters = [0xFFFE, 0x1FFFF, 0xFDD0].map { String(Unicode.Scalar($0)!) }
        let markdown = "a\u{1}b\u{7F}c\u{85}d\(noncharacters.joined(separator: "x"))e\u{C}f\u{B}g &#1; &#x7f; &#133;"
        let document = MarkdownRenderer.render("# H\u{2}\n\n" + markdown)
        let replaced =
            "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}x\u{FFFD}x\u{FFFD}e\u{C}f\u{FFFD}g \u{FFFD} \u{FFFD} \u{FFFD}"
        #expect(document.html == "<h1 id=\"h\">H\u{FFFD}</h1>\n<p>\(replaced)</p>\n")
        #expect(
            HTMLCodePoints.firstForbidden(in: document.summary) == nil,
            "\(document.summary.unicodeScalars.map(\.value))")
        #expect(document.headings.map(\.text) == ["H\u{FFFD}"])
        #expect(MarkdownRenderer.render("`\u{1B}[31m`").html == "<p><code>\u{FFFD}[31m</code></p>\n")
        #expect(HTMLCodePoints.firstForbidden(in: "plain é 日本 🚀 \t\n\u{C}") == nil)
    }

    /// A pathological input, named so that test output does not print megabytes of it.
    struct NestingCase: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var markdown: String

        static let all: [NestingCase] = [
            .init(
                testDescription: "10,000 nested block quotes",
                markdown: String(repeating: ">", count: 10_000) + " # deep [link](javascript:x) ![i](i.png)"),
            .init(
                testDescription: "10,000 nested bullet lists", markdown: String(repeating: "- ", count: 10_000) + "item"
            ),
            .init(
                testDescription: "5,000 nested ordered lists", markdown: String(repeating: "1. ", count: 5_000) + "item"
            ),
            .init(
                testDescription: "5,000 quotes of lists", markdown: String(repeating: "> - ", count: 5_000) + "mixed"),
            .init(
                testDescription: "10,000 nested links",
                markdown: String(repeating: "[", count: 10_000) + "x" + String(repeating: "](y)", count: 10_000)),
            .init(
                testDescription: "10,000 nested images",
                markdown: String(repeating: "![", count: 10_000) + "x" + String(repeating: "](y)", count: 10_000)),
            .init(
                testDescription: "20,000 emphasis delimiters",
                markdown: String(repeating: "*", count: 10_000) + "x" + String(repeating: "*", count: 10_000)),
            .init(testDescription: "10,000 tildes", markdown: String(repeating: "~~", count: 5_000) + "x"),
            .init(
                testDescription: "a 2,000-column table",
                markdown: String(repeating: "| a ", count: 2_000) + "|\n" + String(repeating: "|---", count: 2_000)
                    + "|\n| b |\n"),
            .init(
                testDescription: "5,000 nested footnote-like brackets",
                markdown: String(repeating: "[^", count: 5_000) + "x" + String(repeating: "]", count: 5_000)),
        ]
    }

    @Test("deeply nested and pathological input renders without overflowing the stack", arguments: NestingCase.all)
    func deepNesting(input: NestingCase) {
        let document = MarkdownRenderer.render(input.markdown)
        #expect(!document.html.isEmpty)
    }

    @Test("10,000 nested block quotes keep their heading id and neutralise the link")
    func deepQuoteFacts() {
        let document = MarkdownRenderer.render(String(repeating: ">", count: 10_000) + " # Deep [x](javascript:x)")
        #expect(document.headings.map(\.id) == ["deep-x"])
        #expect(document.html.contains("<h1 id=\"deep-x\">Deep <a href=\"#\">x</a></h1>"))
        #expect(document.html.ranges(of: "<blockquote>").count == 10_000)
    }

    @Test("a 5 MB body renders", .tags(.slow), .tier(.slow))
    func largeBody() {
        let chunk = """
            ## Section heading

            Some *prose* with a [link](/x/) and `code`, plus ~~strike~~ and www.example.org.

            ```swift
            let value = 42
            ```

            | a | b |
            |---|---|
            | 1 | 2 |

            - [x] task


            """
        let count = 5_000_000 / chunk.utf8.count + 1
        let markdown = String(repeating: chunk, count: count)
        #expect(markdown.utf8.count >= 5_000_000)
        let document = MarkdownRenderer.render(markdown)
        #expect(document.headings.count == count)
        #expect(document.headings.last?.id == "section-heading-\(count - 1)")
        #expect(document.links.count == 2 * count)
        #expect(document.codeLanguages == ["swift"])
    }

    @Test("the same input gives the same, known document every time, whatever was rendered between")
    func deterministic() {
        let markdown = Self.sample(7)
        let first = MarkdownRenderer.render(markdown)
        #expect(first.html == Self.sample7HTML)
        #expect(first.headings.map(\.id) == ["episode-7"])
        #expect(first.codeLanguages == ["swift"])
        // Other documents (other footnotes, tables, autolinks) rendered in between change nothing.
        for number in [8, 9] { _ = MarkdownRenderer.render(Self.sample(number)) }
        #expect(MarkdownRenderer.render(markdown) == first)
    }

    /// The HTML of `sample(7)`, written out by hand from GFM's rules (and sitegen's: heading
    /// ids, alignment as a style attribute).
    static let sample7HTML = """
        <h1 id="episode-7">Episode 7</h1>
        <p>Some <del>old</del> new text about <a href="http://www.example.org/7">www.example.org/7</a> and <a href="mailto:me7@example.com">me7@example.com</a>.</p>
        <table tabindex="0">
        <thead>
        <tr>
        <th>Column</th>
        <th style="text-align: right">Value</th>
        </tr>
        </thead>
        <tbody>
        <tr>
        <td><del>a</del></td>
        <td style="text-align: right">7</td>
        </tr>
        </tbody>
        </table>
        <ul>
        <li><input type="checkbox" checked="" disabled="" aria-label="Done" /> done 7</li>
        <li><input type="checkbox" disabled="" aria-label="To do" /> todo, see <a href="https://swift.org/7">https://swift.org/7</a></li>
        </ul>
        <pre tabindex="0"><code class="language-swift"><span class="hl-kw">let</span> <span class="hl-decl">n</span> = <span class="hl-num">7</span>
        </code></pre>
        <p>A note<sup class="footnote-ref"><a href="#fn-n" id="fnref-n" data-footnote-ref>1</a></sup>.</p>
        <section class="footnotes" data-footnotes>
        <ol>
        <li id="fn-n">
        <p>Footnote 7. <a href="#fnref-n" class="footnote-backref" data-footnote-backref aria-label="Back to content">↩</a></p>
        </li>
        </ol>
        </section>

        """

    @Test("200 documents rendered concurrently match the same documents rendered serially", .tags(.slow), .tier(.slow))
    func concurrent() async {
        MarkdownRenderer.ensureExtensionsRegistered()
        // Long enough that parses overlap: without the converter's parse lock this fails on
        // every run, because cmark-gfm's inline parser shares a table of trigger characters.
        let inputs = (0..<200).map { number in String(repeating: Self.sample(number) + "\n\n", count: 20) }
        let serial = inputs.map { MarkdownRenderer.render($0) }
        let parallel = await withTaskGroup(of: (Int, MarkdownDocument).self) { group in
            for (index, markdown) in inputs.enumerated() {
                group.addTask { (index, MarkdownRenderer.render(markdown)) }
            }
            var results = [MarkdownDocument?](repeating: nil, count: inputs.count)
            for await (index, document) in group { results[index] = document }
            return results
        }
        #expect(parallel == serial)
        #expect(serial.allSatisfy { $0.html.contains("<del>") && $0.html.contains("<table tabindex=\"0\">") })
    }

    /// A document exercising the features whose parsing touches cmark-gfm's global state.
    static func sample(_ number: Int) -> String {
        """
        # Episode \(number)

        Some ~~old~~ new text about www.example.org/\(number) and me\(number)@example.com.

        | Column | Value |
        |--------|------:|
        | ~~a~~  | \(number) |

        - [x] done \(number)
        - [ ] todo, see https://swift.org/\(number)

        ```swift
        let n = \(number)
        ```

        A note[^n].

        [^n]: Footnote \(number).
        """
    }
}
