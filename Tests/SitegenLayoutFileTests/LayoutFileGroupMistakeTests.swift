import SitegenLayoutFile
import Testing

/// Mistakes inside groups, items, sizes, dimensions and spacings.
@Suite struct LayoutFileGroupMistakeTests {
    static let size = Sample.size
    static let item = Sample.item

    static let groupCases: [MistakeCase] = [
        MistakeCase(
            "count with subitems", Sample.horizontal("size: \(size), subitems: [\(item)], count: 2"),
            at: "count", "`count` goes with `subitem` or `repeatingSubitem`, not with `subitems`"),
        MistakeCase(
            "subitem without count", Sample.horizontal("size: \(size), subitem: \(item)"),
            at: "subitem", "`subitem` needs a `count`"),
        MistakeCase(
            "repeatingSubitem without count", Sample.horizontal("size: \(size), repeatingSubitem: \(item)"),
            at: "repeatingSubitem", "`repeatingSubitem` needs a `count`"),
        MistakeCase(
            "count below one", Sample.horizontal("size: \(size), subitem: \(item), count: 0"),
            at: "0}}", "`count` must be a whole number from 1 to 1000, not 0"),
        MistakeCase(
            "count not an integer", Sample.horizontal("size: \(size), subitem: \(item), count: 2.5"),
            at: "2.5", "`count` must be a whole number, not the number 2.5"),
        MistakeCase(
            "count a string", Sample.horizontal("size: \(size), subitem: \(item), count: two"),
            at: "two", "`count` must be a whole number, not the string 'two'"),
        MistakeCase(
            "huge count", Sample.horizontal("size: \(size), subitem: \(item), count: 5000"),
            at: "5000", "`count` must be a whole number from 1 to 1000, not 5000"),
        MistakeCase(
            "subitems and subitem", Sample.horizontal("size: \(size), subitems: [\(item)], subitem: \(item)"),
            at: "subitem:",
            "a group takes only one of `subitems`, `subitem`, `repeatingSubitem` or `frames`; found `subitems` and `subitem`"
        ),
        MistakeCase(
            "empty subitems", Sample.horizontal("size: \(size), subitems: []"),
            at: "subitems", "`subitems` is empty; a group needs at least one child"),
        MistakeCase(
            "empty frames", Sample.section(group: "{custom: {size: \(size), frames: []}}"),
            at: "frames", "`frames` is empty; a custom group needs at least one frame"),
        MistakeCase(
            "no children", Sample.horizontal("size: \(size)"),
            at: "horizontal",
            "the `horizontal` group has no children; give it `subitems`, `subitem` + `count` or `repeatingSubitem` + `count`"
        ),
        MistakeCase(
            "two kinds", Sample.section(group: "{horizontal: {size: \(size)}, vertical: {size: \(size)}}"),
            at: "vertical",
            "a group must be exactly one of `horizontal`, `vertical` or `custom`; found `horizontal` and `vertical`"),
        MistakeCase(
            "no kind", Sample.section(group: "{size: \(size), subitem: \(item), count: 1}"),
            at: "{size",
            "a group must be one of `horizontal`, `vertical` or `custom`; found `size`, `subitem`, `count`"),
        MistakeCase(
            "empty group", Sample.section(group: "{}"),
            at: "{}", "a group must be one of `horizontal`, `vertical` or `custom`; it is empty"),
        MistakeCase(
            "misspelt kind", Sample.section(group: "{horizonal: {size: \(size), subitem: \(item), count: 1}}"),
            at: "{horizonal", "found `horizonal`; did you mean `horizontal`?"),
        MistakeCase(
            "key next to the kind", Sample.section(group: "{horizontal: {size: \(size), subitem: \(item)}, count: 1}"),
            at: "count", "`count` belongs inside `horizontal`, not next to it"),
        MistakeCase(
            "frames outside custom", Sample.horizontal("size: \(size), frames: [{width: 1, height: 1}]"),
            at: "frames", "`frames` is only for `custom` groups"),
        MistakeCase(
            "subitems in custom", Sample.section(group: "{custom: {size: \(size), subitems: [\(item)]}}"),
            at: "subitems", "a `custom` group places its items with `frames`, not `subitems`"),
        MistakeCase(
            "frame without height", Sample.section(group: "{custom: {size: \(size), frames: [{x: 0, width: 1}]}}"),
            at: "{x: 0", "a frame needs a `height`"),
        MistakeCase(
            "child neither item nor group", Sample.horizontal("size: \(size), subitems: [{itme: {size: \(size)}}]"),
            at: "{itme",
            "a child must be one of `item`, `horizontal`, `vertical` or `custom`; found `itme`; did you mean `item`?"),
        MistakeCase(
            "child is a string", Sample.horizontal("size: \(size), subitem: card, count: 1"),
            at: "card", "`subitem` must be a mapping, not the string 'card'"),
        MistakeCase(
            "group without size", Sample.horizontal("subitem: \(item), count: 1"),
            at: "horizontal", "a `horizontal` group needs a `size`"),
        MistakeCase(
            "item without size", Sample.horizontal("size: \(size), subitem: {item: {contentInsets: 2}}, count: 1"),
            at: "item: {contentInsets", "an item needs a `size`"),
        MistakeCase(
            "size without height", Sample.horizontal("size: {width: fractionalWidth(1)}, subitem: \(item), count: 1"),
            at: "size", "`size` needs a `height`"),
        MistakeCase(
            "size without width", Sample.horizontal("size: {height: absolute(1)}, subitem: \(item), count: 1"),
            at: "size", "`size` needs a `width`"),
        MistakeCase(
            "size is a list", Sample.horizontal("size: [1, 2], subitem: \(item), count: 1"),
            at: "[1, 2]", "`size` must be a mapping, not a list"),
        MistakeCase(
            "unknown key in a group",
            Sample.horizontal("size: \(size), subitem: \(item), count: 1, interItemSpacng: 2"),
            at: "interItemSpacng",
            "unknown key `interItemSpacng` in a `horizontal` group; did you mean `interItemSpacing`?"),
        MistakeCase(
            "counts that multiply past 10,000 items",
            Sample.horizontal(
                "size: \(size), subitem: {horizontal: {size: \(size), subitem: \(item), count: 1000}}, count: 11"),
            at: "horizontal",
            "this group holds 11000 items once the `count`s of its nested groups are multiplied; at most 10000"),
        MistakeCase(
            "groups nested too deeply", deeplyNested(levels: 40),
            at: "horizontal", occurrence: 33, "groups are nested too deeply (more than 32 levels)"),
    ]

    static let valueCases: [MistakeCase] = [
        MistakeCase(
            "dimension with a bad number",
            Sample.horizontal("size: {width: fractionalWidth(abc), height: absolute(1)}, subitem: \(item), count: 1"),
            at: "fractionalWidth(abc)", "'fractionalWidth(abc)' is not a valid dimension: 'abc' is not a number"),
        MistakeCase(
            "unknown dimension",
            Sample.horizontal("size: {width: percent(5), height: absolute(1)}, subitem: \(item), count: 1"),
            at: "percent(5)", "unknown dimension 'percent(5)'; use one of fractionalWidth(_), fractionalHeight(_)"),
        MistakeCase(
            "misspelt dimension",
            Sample.horizontal("size: {width: fractionalWidht(1), height: absolute(1)}, subitem: \(item), count: 1"),
            at: "fractionalWidht", "unknown dimension 'fractionalWidht(1)'; did you mean `fractionalWidth`?"),
        MistakeCase(
            "negative dimension",
            Sample.horizontal("size: {width: absolute(-5), height: absolute(1)}, subitem: \(item), count: 1"),
            at: "absolute(-5)", "'absolute(-5)' is not a valid dimension: the value must be >= 0"),
        MistakeCase(
            "negative fraction",
            Sample.horizontal("size: {width: fractionalWidth(-0.5), height: absolute(1)}, subitem: \(item), count: 1"),
            at: "fractionalWidth(-0.5)", "'fractionalWidth(-0.5)' is not a valid dimension: a fraction must be >= 0"),
        MistakeCase(
            "infinite dimension",
            Sample.horizontal("size: {width: absolute(1e999), height: absolute(1)}, subitem: \(item), count: 1"),
            at: "absolute(1e999)", "'absolute(1e999)' is not a valid dimension: the value must be a finite number"),
        MistakeCase(
            "nan dimension",
            Sample.horizontal("size: {width: estimated(nan), height: absolute(1)}, subitem: \(item), count: 1"),
            at: "estimated(nan)", "'nan' is not a number"),
        MistakeCase(
            "a number where a dimension belongs",
            Sample.horizontal("size: {width: 100, height: absolute(1)}, subitem: \(item), count: 1"),
            at: "100", "'100' is not a dimension; write one of fractionalWidth(_)"),
        MistakeCase(
            "empty dimension",
            Sample.horizontal("size: {width: absolute(), height: absolute(1)}, subitem: \(item), count: 1"),
            at: "absolute()", "'absolute()' is not a valid dimension: the value is missing"),
        MistakeCase(
            "misspelt spacing",
            Sample.horizontal("size: \(size), subitem: \(item), count: 2, interItemSpacing: fixd(10)"),
            at: "fixd(10)", "'fixd(10)' is not a spacing; did you mean `fixed`?"),
        MistakeCase(
            "spacing with a unit",
            Sample.horizontal("size: \(size), subitem: \(item), count: 2, interItemSpacing: 10px"),
            at: "10px", "'10px' is not a spacing; write fixed(_), flexible(_) or a number"),
        MistakeCase(
            "negative spacing", Sample.horizontal("size: \(size), subitem: \(item), count: 2, interItemSpacing: -4"),
            at: "-4", "`interItemSpacing` must not be negative, not -4"),
        MistakeCase(
            "negative flexible spacing",
            Sample.horizontal("size: \(size), subitem: \(item), count: 2, interItemSpacing: flexible(-2)"),
            at: "flexible(-2)", "'flexible(-2)' is not a valid spacing: the value must be >= 0"),
        MistakeCase(
            "insets with a CSS edge",
            Sample.horizontal("size: \(size), subitem: \(item), count: 2, contentInsets: {left: 4}"),
            at: "left", "unknown key `left` in `contentInsets`; did you mean `leading`?"),
        MistakeCase(
            "insets as a string", Sample.horizontal("size: \(size), subitem: \(item), count: 2, contentInsets: \"8\""),
            at: "\"8\"",
            "`contentInsets` must be a number or a mapping of `top`, `leading`, `bottom`, `trailing`, not the string '8'"
        ),
        MistakeCase(
            "negative inset", Sample.horizontal("size: \(size), subitem: \(item), count: 2, contentInsets: {top: -1}"),
            at: "-1", "`contentInsets.top` must not be negative, not -1"),
        MistakeCase(
            "negative inset for all edges", Sample.section("contentInsets: -3"),
            at: "-3", "`contentInsets` must not be negative, not -3"),
        MistakeCase(
            "bad edge spacing",
            Sample.horizontal("size: \(size), subitem: \(item), count: 2, edgeSpacing: {leading: wide}"),
            at: "wide", "'wide' is not a spacing"),
        MistakeCase(
            "edge spacing as a number", Sample.horizontal("size: \(size), subitem: \(item), count: 2, edgeSpacing: 4"),
            at: "4}}", "`edgeSpacing` must be a mapping, not the number 4"),
    ]

    @Test("mistakes in groups are reported where they are", arguments: groupCases)
    func groupMistake(_ mistake: MistakeCase) throws {
        try mistake.check()
    }

    @Test("mistakes in dimensions, spacings and insets are reported where they are", arguments: valueCases)
    func valueMistake(_ mistake: MistakeCase) throws {
        try mistake.check()
    }

    /// A section whose group nests `levels` horizontal groups, each the only child of the one above.
    static func deeplyNested(levels: Int) -> String {
        var group = "{horizontal: {size: \(size), subitem: \(item), count: 1}}"
        for _ in 1..<levels {
            group = "{horizontal: {size: \(size), subitem: \(group), count: 1}}"
        }
        return Sample.section(group: group)
    }
}
