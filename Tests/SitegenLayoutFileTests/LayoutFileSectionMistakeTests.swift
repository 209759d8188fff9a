import SitegenLayoutFile
import Testing

/// Mistakes in sections, variants, conditions and supplementary items.
@Suite struct LayoutFileSectionMistakeTests {
    static let group = Sample.group
    static let boundarySize = "{width: fractionalWidth(1), height: absolute(40)}"

    static let sectionCases: [MistakeCase] = [
        MistakeCase(
            "duplicate section names",
            """
            sections:
              - {name: feed, group: \(group)}
              - {name: feed, group: \(group)}
            """, at: "feed", occurrence: 2, "duplicate section name `feed`; it is already used at line 2"),
        MistakeCase(
            "section name with a space", "sections:\n  - {name: my feed, group: \(group)}\n",
            at: "my feed", "section name 'my feed' is not a valid name: it must start with a letter"),
        MistakeCase(
            "section name starting with a digit", "sections:\n  - {name: 1st, group: \(group)}\n",
            at: "1st", "section name '1st' is not a valid name"),
        MistakeCase(
            "section without a name", "sections:\n  - {group: \(group)}\n",
            at: "{group", "a section needs a `name`"),
        MistakeCase(
            "section without a group", "sections:\n  - name: feed\n    items: 3\n",
            at: "name", "section `feed` needs a `group`"),
        MistakeCase(
            "section with an empty variants list and no group", "sections:\n  - name: feed\n    variants: []\n",
            at: "name", "section `feed` needs a `group` (or variants that give one)"),
        MistakeCase(
            "unknown section key", Sample.section("interGroupSpacng: 4"),
            at: "interGroupSpacng", "unknown key `interGroupSpacng` in a section; did you mean `interGroupSpacing`?"),
        MistakeCase(
            "unknown section key, nothing close", Sample.section("colour: red"),
            at: "colour", "unknown key `colour` in a section; valid keys are `name`, `side`, `items`, `group`"),
        MistakeCase(
            "group is a list", Sample.section(group: "[1, 2]"),
            at: "[1, 2]", "`group` must be a mapping, not a list"),
        MistakeCase(
            "side neither left nor right", Sample.section("side: center"),
            at: "center", "unknown side 'center' (valid: left, right)"),
        MistakeCase(
            "side right without a split", Sample.section("side: right"),
            at: "right", "`side: right` needs `configuration.split`"),
        MistakeCase(
            "negative items", Sample.section("items: -1"),
            at: "-1", "`items` must be a whole number from 0 to 10000, not -1"),
        MistakeCase(
            "too many items", Sample.section("items: 20000"),
            at: "20000", "`items` must be a whole number from 0 to 10000, not 20000"),
        MistakeCase(
            "fractional items", Sample.section("items: 2.5"),
            at: "2.5", "`items` must be a whole number, not the number 2.5"),
        MistakeCase(
            "unknown orthogonal scrolling", Sample.section("orthogonalScrollingBehavior: scroll"),
            at: "scroll",
            "unknown orthogonalScrollingBehavior 'scroll' (valid: none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered)"
        ),
        MistakeCase(
            "misspelt orthogonal scrolling", Sample.section("orthogonalScrollingBehavior: pagin"),
            at: "pagin", "unknown orthogonalScrollingBehavior 'pagin'; did you mean `paging`?"),
        MistakeCase(
            "negative interGroupSpacing", Sample.section("interGroupSpacing: -2"),
            at: "-2", "`interGroupSpacing` must not be negative, not -2"),
        MistakeCase(
            "string for a number", Sample.section("interGroupSpacing: \"20\""),
            at: "\"20\"", "`interGroupSpacing` must be a number, not the string '20'"),
        MistakeCase(
            "boolean for a number", Sample.section("interGroupSpacing: true"),
            at: "true", "`interGroupSpacing` must be a number, not the boolean true"),
        MistakeCase(
            "nan for a number", Sample.section("interGroupSpacing: .nan"),
            at: ".nan", "`interGroupSpacing` must be a finite number, not the number .nan"),
        MistakeCase(
            "infinity for a number", Sample.section("interGroupSpacing: .inf"),
            at: ".inf", "`interGroupSpacing` must be a finite number, not the number .inf"),
        MistakeCase(
            "empty value for a number", Sample.section("interGroupSpacing:\nitems: 3"),
            at: "interGroupSpacing:", "`interGroupSpacing` has no value; it must be a number"),
        MistakeCase(
            "merge key", Sample.section("<<: {items: 3}"),
            at: "<<", "unknown key `<<` in a section; merge keys are not supported"),
    ]

    static let variantCases: [MistakeCase] = [
        MistakeCase(
            "malformed width range",
            Sample.section("variants:\n  - {when: {width: \"500-1024\"}, interGroupSpacing: 2}"),
            at: "\"500-1024\"", "invalid width range: '500-1024' is not a Swift range"),
        MistakeCase(
            "empty width range", Sample.section("variants:\n  - {when: {width: \"600...500\"}, interGroupSpacing: 2}"),
            at: "\"600...500\"", "invalid width range: '600...500' is empty"),
        MistakeCase(
            "unknown size class", Sample.section("variants:\n  - {when: {sizeClass: large}, interGroupSpacing: 2}"),
            at: "large", "unknown size class 'large' (valid: compact, regular)"),
        MistakeCase(
            "when without conditions", Sample.section("variants:\n  - {when: {}, interGroupSpacing: 2}"),
            at: "{}", "`when` has no conditions; give it a `width` range, a `sizeClass` or both"),
        MistakeCase(
            "when with an unknown key",
            Sample.section("variants:\n  - {when: {widht: \"..<500\"}, interGroupSpacing: 2}"),
            at: "widht", "unknown key `widht` in `when`; did you mean `width`?"),
        MistakeCase(
            "when is a string", Sample.section("variants:\n  - {when: narrow, interGroupSpacing: 2}"),
            at: "narrow", "`when` must be a mapping, not the string 'narrow'"),
        MistakeCase(
            "variant without when", Sample.section("variants:\n  - {interGroupSpacing: 2}"),
            at: "{interGroupSpacing", "a variant needs a `when`"),
        MistakeCase(
            "name in a variant", Sample.section("variants:\n  - {when: {width: \"..<500\"}, name: narrow}"),
            at: "name: narrow", "`name` cannot change in a variant; set it on the section"),
        MistakeCase(
            "items in a variant", Sample.section("variants:\n  - {when: {width: \"..<500\"}, items: 2}"),
            at: "items: 2", "`items` cannot change in a variant; set it on the section"),
        MistakeCase(
            "side in a variant", Sample.section("variants:\n  - {when: {width: \"..<500\"}, side: left}"),
            at: "side: left", "`side` cannot change in a variant; set it on the section"),
        MistakeCase(
            "variant without a group to inherit",
            """
            sections:
              - name: feed
                variants:
                  - {when: {width: "..<500"}, group: \(group)}
                  - {when: {width: "500..."}, interGroupSpacing: 8}
            """, at: "when", occurrence: 2, "this variant has no `group` and section `feed` has none to inherit"),
        MistakeCase(
            "variants is a mapping", Sample.section("variants: {when: {width: \"..<500\"}}"),
            at: "{when", "`variants` must be a list, not a mapping"),
    ]

    static let supplementaryCases: [MistakeCase] = [
        MistakeCase(
            "unknown alignment",
            Sample.section("boundarySupplementaryItems:\n  - {kind: header, size: \(boundarySize), alignment: middle}"),
            at: "middle",
            "unknown alignment 'middle' (valid: top, topLeading, topTrailing, bottom, bottomLeading, bottomTrailing)"),
        MistakeCase(
            "misspelt alignment",
            Sample.section("boundarySupplementaryItems:\n  - {kind: header, size: \(boundarySize), alignment: bottm}"),
            at: "bottm", "unknown alignment 'bottm'; did you mean `bottom`? (valid: top, topLeading"),
        MistakeCase(
            "boundary kind with a space",
            Sample.section("boundarySupplementaryItems:\n  - {kind: my header, size: \(boundarySize), alignment: top}"),
            at: "my header", "boundary item kind 'my header' is not a valid name"),
        MistakeCase(
            "boundary item without alignment",
            Sample.section("boundarySupplementaryItems:\n  - {kind: header, size: \(boundarySize)}"),
            at: "{kind", "a boundary item needs an `alignment`"),
        MistakeCase(
            "boundary item without kind",
            Sample.section("boundarySupplementaryItems:\n  - {size: \(boundarySize), alignment: top}"),
            at: "{size: {width: fractionalWidth(1), height: absolute(40)}", "a boundary item needs a `kind`"),
        MistakeCase(
            "boundary item with a fractional height",
            Sample.section(
                "boundarySupplementaryItems:\n  - {kind: header, size: {width: fractionalWidth(1), height: fractionalHeight(0.2)}, alignment: top}"
            ),
            at: "size: {width: fractionalWidth(1), height: fractionalHeight(0.2)}",
            "a boundary item's height cannot be `fractionalHeight`"),
        MistakeCase(
            "pin is not a boolean",
            Sample.section(
                "boundarySupplementaryItems:\n  - {kind: header, size: \(boundarySize), alignment: top, pinToVisibleBounds: sometimes}"
            ),
            at: "sometimes", "`pinToVisibleBounds` must be true or false, not the string 'sometimes'"),
        MistakeCase(
            "decoration kind other than background", Sample.section("decorationItems:\n  - {kind: border}"),
            at: "border", "unknown decoration kind 'border'; only `background` is supported"),
        MistakeCase(
            "columns count UTF-8 bytes", Sample.section("decorationItems: [{kind: \"fond-été\", contentInsets: -1}]"),
            at: "-1", "`contentInsets` must not be negative, not -1"),
        MistakeCase(
            "decoration items as a mapping", Sample.section("decorationItems: {kind: background}"),
            at: "{kind", "`decorationItems` must be a list, not a mapping"),
    ]

    @Test("mistakes in sections are reported where they are", arguments: sectionCases)
    func sectionMistake(_ mistake: MistakeCase) throws {
        try mistake.check()
    }

    @Test("mistakes in variants and conditions are reported where they are", arguments: variantCases)
    func variantMistake(_ mistake: MistakeCase) throws {
        try mistake.check()
    }

    @Test("mistakes in boundary and decoration items are reported where they are", arguments: supplementaryCases)
    func supplementaryMistake(_ mistake: MistakeCase) throws {
        try mistake.check()
    }
}
