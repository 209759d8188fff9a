import SitegenLayout
import SitegenLayoutFile
import SitegenTestSupport
import Testing

/// Hostile and broken input never crashes the decoder, and every error is reported.
@Suite struct LayoutFileRobustnessTests {
    @Test("several mistakes in one file are all reported, sorted by position")
    func severalErrors() throws {
        let text = try fixtureText("many-mistakes.yml")
        let result = LayoutFileDecoder().decode(text, path: "many.yml")
        #expect(result.layout == nil)
        let lines = result.diagnostics.map(\.description)
        let expected = [
            "many.yml:2:24: error: `interSectionSpacing` must not be negative, not -4",
            "many.yml:3:26: error: `leftSideRatio` must be between 0 and 1, not 2",
            "many.yml:7:5: error: unknown key `itmes` in a section; did you mean `items`?",
            "many.yml:8:11: error: section name '2nd' is not a valid name: it must start with a letter and contain only letters, digits, '-' and '_'",
            "many.yml:10:32: error: unknown dimension 'percent(5)'; use one of fractionalWidth(_), fractionalHeight(_), absolute(_), estimated(_) or uniformAcrossSiblings(_)",
            "many.yml:11:9: error: `subitem` needs a `count`",
            "many.yml:13:23: error: invalid width range: 'wide' is not a Swift range; write e.g. \"..<500\", \"500...1024\" or \"1025...\"",
            "many.yml:14:9: error: `name` cannot change in a variant; set it on the section",
            "many.yml:15:11: error: duplicate section name `feed`; it is already used at line 5",
            "many.yml:16:11: error: unknown side 'middle' (valid: left, right)",
        ]
        #expect(lines == expected)
        #expect(result.diagnostics == result.diagnostics.sorted())
    }

    @Test(
        "garbage never crashes and always gives an error with a position",
        arguments: [
            "", "---", "--- \n...\n", "~", "42", "just words", "- a\n- b", "[1, 2, 3]", "{", "}", "sections: [", ": :",
            "\u{0}\u{1}\u{2}binary", "sections:\n\t- name: tab", "\u{FEFF}sections: 1", "sections: !!binary aGVsbG8=",
            "sections: *nothing", "&a [*a]", "sections:\n  - name: feed\n    group: {horizontal: &g {subitem: *g}}",
        ])
    func garbage(text: String) {
        let result = decodeLayout(text)
        #expect(result.layout == nil)
        #expect(!result.diagnostics.isEmpty)
        #expect(result.diagnostics.allSatisfy { $0.severity == .error && $0.position?.file == "t.yml" })
        #expect(result.diagnostics.allSatisfy { ($0.position?.line ?? 0) >= 1 && ($0.position?.column ?? 0) >= 1 })
    }

    @Test("random bytes never crash the decoder")
    func randomBytes() {
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<200 {
            let bytes = (0..<Int.random(in: 0..<200, using: &generator)).map { _ in
                UInt8.random(in: 0...255, using: &generator)
            }
            let result = decodeLayout(String(decoding: bytes, as: UTF8.self))
            #expect(result.layout == nil || result.diagnostics.isEmpty)
        }
    }

    @Test("cutting pieces out of a valid file never crashes the decoder")
    func mutatedExample() throws {
        let text = Array(try fixtureText("readme-example.yml"))
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<300 {
            var copy = text
            let start = Int.random(in: 0..<copy.count, using: &generator)
            let length = Int.random(in: 1...12, using: &generator)
            copy.removeSubrange(start..<min(start + length, copy.count))
            let result = decodeLayout(String(copy))
            #expect(result.layout != nil || result.diagnostics.contains { $0.severity == .error })
        }
    }

    @Test(
        "deeply nested YAML is refused without crashing",
        arguments: [
            String(repeating: "{a: ", count: 5000) + "1" + String(repeating: "}", count: 5000),
            String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000),
            (0..<900).map { String(repeating: " ", count: $0) + "a:\n" }.joined(),
            "sections: " + String(repeating: "[", count: 990) + String(repeating: "]", count: 990),
        ])
    func deepNesting(text: String) {
        let result = decodeLayout(text)
        #expect(result.layout == nil)
        #expect(!result.diagnostics.isEmpty)
    }

    @Test("an alias bomb stops at the node budget")
    func aliasBomb() throws {
        var yaml = "a0: &a0 {item: {size: {width: absolute(1), height: absolute(1)}}}\n"
        for level in 1...9 {
            let refs = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
            yaml +=
                "a\(level): &a\(level) {horizontal: {size: {width: absolute(1), height: absolute(1)}, subitems: [\(refs)]}}\n"
        }
        yaml += "sections:\n  - name: boom\n    group: *a9\n"
        let result = decodeLayout(yaml)
        #expect(result.layout == nil)
        #expect(result.diagnostics.contains { $0.message.hasPrefix("the layout file is too large") })
        #expect(result.diagnostics.count < 50)
    }

    @Test(
        "a key built from aliases is refused before the YAML is composed", .timeLimit(.minutes(5)),
        arguments: [
            "? *a7\n: 1\n", "*a7 : 1\n", "{[*a7]: 1}\n", "- ? *a7\n", "sections: {*a7: 1}\n",
        ])
    func aliasKeyBomb(key: String) {
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...7 {
            let refs = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
            yaml += "a\(level): &a\(level) [\(refs)]\n"
        }
        let result = decodeLayout(yaml + key)
        #expect(result.layout == nil)
        #expect(
            result.diagnostics.map(\.message) == [
                "keys must be plain names; this file uses aliases, and a key that is not a plain name could "
                    + "expand them without bound, so the file is not read"
            ])
        #expect(result.diagnostics.first?.position?.line == 9)
    }

    @Test("aliases as values are still fine")
    func aliasValues() {
        let yaml = """
            sections:
              - name: a
                group: &g {horizontal: {size: \(Sample.size), subitem: \(Sample.item), count: 1}}
              - {name: b, group: *g}
            """
        #expect(decodeLayout(yaml).layout?.sections.count == 2)
    }

    @Test("a file full of mistakes stops after 200 errors")
    func errorCap() {
        let sections = (0..<500).map { "  - {name: s\($0), group: \(Sample.group), items: -1}" }.joined(separator: "\n")
        let result = decodeLayout("sections:\n" + sections + "\n")
        #expect(result.layout == nil)
        #expect(result.diagnostics.count == 201)
        #expect(result.diagnostics.contains { $0.message == "too many errors; stopped reading after 200" })
    }
}

/// The tests' name for the shared seeded generator.
typealias SeededGenerator = SplitMix64
