import SitegenLayout
import SitegenLayoutFile
import Testing

/// Mistakes at the top of the file, in the configuration, and in the YAML itself.
@Suite struct LayoutFileFileMistakeTests {
    static let boundarySize = "{width: fractionalWidth(1), height: absolute(40)}"

    static let fileCases: [MistakeCase] = [
        MistakeCase(
            "YAML syntax error", "sections:\n  - name: feed: x\n", at: ": x",
            "invalid YAML: mapping values are not allowed"),
        MistakeCase(
            "unquoted colon in a value", "sections:\n  - name: uniformAcrossSiblings(estimate: 200)\n", at: ": 200",
            "invalid YAML: mapping values are not allowed in this context; quote a value that contains ': ', e.g. - name: \"uniformAcrossSiblings(estimate: 200)\""
        ),
        MistakeCase(
            "unquoted colon in a value with a comment, and a quote in it",
            "sections:\n  - name: feed\n    note: say \"hi\": twice  # why\n", at: ": twice",
            "invalid YAML: mapping values are not allowed in this context; quote a value that contains ': ', e.g. note: \"say \\\"hi\\\": twice\""
        ),
        MistakeCase(
            "a quoted value followed by ': ': the general example", "sections:\n  - name: \"a\": b\n", at: ": b",
            "invalid YAML: mapping values are not allowed in this context; quote a value that contains ': ', e.g. \"uniformAcrossSiblings(estimate: 200)\""
        ),
        MistakeCase(
            "unclosed flow mapping", "sections:\n  - {name: feed\nnext: 1\n", at: ": 1",
            "invalid YAML: did not find expected ',' or '}'"),
        MistakeCase(
            "duplicate key (reported at the second)", "sections:\n  - name: feed\n    name: other\n", at: "name",
            occurrence: 2,
            "duplicate key `name`: it was already given at line 2; each key may appear only once"),
        MistakeCase(
            "misspelt top-level key", "sectons:\n  - name: feed\n", at: "sectons",
            "unknown key `sectons` in the layout file; did you mean `sections`?"),
        MistakeCase(
            "missing sections", "configuration: {interSectionSpacing: 4}\n", at: "configuration",
            "the layout file needs a `sections` list"),
        MistakeCase(
            "empty sections", "sections: []\n", at: "sections",
            "`sections` is empty; a layout needs at least one section"),
        MistakeCase(
            "sections is a mapping", "sections:\n  name: feed\n", at: "name",
            "`sections` must be a list, not a mapping"),
        MistakeCase(
            "a section is a string", "sections:\n  - feed\n", at: "feed",
            "each section must be a mapping, not the string 'feed'"),
        MistakeCase("empty file", "", at: "", "the layout file is empty; it needs a `sections` list"),
        MistakeCase("only comments", "# nothing yet\n", at: "#", "the layout file is empty"),
        MistakeCase("only a document marker", "---\n", at: "---", "the layout file is empty"),
        MistakeCase(
            "a list at the top", "- name: feed\n", at: "-",
            "a layout file must be a mapping with `sections` (and optionally `configuration`), not a list"),
        MistakeCase(
            "a scalar at the top", "hello\n", at: "hello",
            "a layout file must be a mapping with `sections` (and optionally `configuration`), not the string 'hello'"),
        MistakeCase(
            "a complex key", "? [a, b]\n: 1\nsections: []\n", at: "[a, b]", "a key must be a plain name, not a list"),
    ]

    static let configurationCases: [MistakeCase] = [
        MistakeCase(
            "negative interSectionSpacing", Sample.configuration("interSectionSpacing: -1"),
            at: "-1", "`interSectionSpacing` must not be negative, not -1"),
        MistakeCase(
            "regularSizeClassMinWidth zero", Sample.configuration("regularSizeClassMinWidth: 0"),
            at: "0\n", "`regularSizeClassMinWidth` must be a whole number from 1 to 1000000, not 0"),
        MistakeCase(
            "leftSideRatio above one", Sample.configuration("split: {leftSideRatio: 1.5}"),
            at: "1.5", "`leftSideRatio` must be between 0 and 1, not 1.5"),
        MistakeCase(
            "leftSideRatio below zero", Sample.configuration("split: {leftSideRatio: -0.5}"),
            at: "-0.5", "`leftSideRatio` must be between 0 and 1, not -0.5"),
        MistakeCase(
            "split without leftSideRatio", Sample.configuration("split: {splitSpacing: 8}"),
            at: "split", "`split` needs a `leftSideRatio` (from 0 to 1)"),
        MistakeCase(
            "negative splitSpacing", Sample.configuration("split: {leftSideRatio: 0.5, splitSpacing: -8}"),
            at: "-8", "`splitSpacing` must not be negative, not -8"),
        MistakeCase(
            "unknown configuration key", Sample.configuration("interSectionSpcing: 4"),
            at: "interSectionSpcing",
            "unknown key `interSectionSpcing` in the configuration; did you mean `interSectionSpacing`?"),
        MistakeCase(
            "layout-wide item with a fractional height",
            Sample.configuration(
                "boundarySupplementaryItems:\n  - {kind: title, size: {width: fractionalWidth(1), height: fractionalHeight(1)}, alignment: top}"
            ),
            at: "size", "a boundary item's height cannot be `fractionalHeight`"),
        MistakeCase(
            "layout-wide item whose width is a fraction of a height",
            Sample.configuration(
                "boundarySupplementaryItems:\n  - {kind: title, size: {width: fractionalHeight(0.5), height: absolute(20)}, alignment: top}"
            ),
            at: "size", "a boundary item's width cannot be `fractionalHeight`"),
        MistakeCase(
            "configuration variant with a bad width",
            Sample.configuration(
                "variants:\n  - {when: {width: \"wide\"}, interSectionSpacing: 2}"),
            at: "\"wide\"", "invalid width range: 'wide' is not a Swift range"),
        MistakeCase(
            "configuration variant with a section key",
            Sample.configuration(
                "variants:\n  - {when: {width: \"..<500\"}, regularSizeClassMinWidth: 2}"),
            at: "regularSizeClassMinWidth", "unknown key `regularSizeClassMinWidth` in a configuration variant"),
        MistakeCase(
            "configuration is a list", "configuration: [1]\n" + Sample.section(),
            at: "[1]", "`configuration` must be a mapping, not a list"),
    ]

    @Test("mistakes in the file as a whole are reported where they are", arguments: fileCases)
    func fileMistake(_ mistake: MistakeCase) throws {
        try mistake.check()
    }

    @Test("mistakes in the configuration are reported where they are", arguments: configurationCases)
    func configurationMistake(_ mistake: MistakeCase) throws {
        try mistake.check()
    }

    @Test("a right-hand section is fine once a configuration variant has a split")
    func splitInVariant() {
        let yaml =
            Sample.configuration("variants:\n  - {when: {width: \"768...\"}, split: {leftSideRatio: 0.5}}")
            + "    side: right\n"
        let result = decodeLayout(yaml)
        #expect(result.diagnostics.isEmpty)
        #expect(result.layout?.sections.first?.side == .right)
    }
}
