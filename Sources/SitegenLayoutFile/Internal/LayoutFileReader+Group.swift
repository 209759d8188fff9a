import SitegenFormats
import SitegenLayout
import Yams

extension LayoutFileReader {
    /// The keys that name a group's kind.
    static let groupKinds = ["horizontal", "vertical", "custom"]
    /// The keys inside `horizontal:`, `vertical:` or `custom:`.
    static let groupKeys = [
        "size", "contentInsets", "edgeSpacing", "interItemSpacing", "subitems", "subitem", "repeatingSubitem",
        "count", "frames",
    ]
    /// The keys inside `item:`.
    static let itemKeys = ["size", "contentInsets", "edgeSpacing"]
    /// The keys that give a group its children.
    private static let childrenKeys: Set = ["subitems", "subitem", "repeatingSubitem", "frames"]

    /// Reads a section's `group:` value: `{horizontal: {...}}`, `{vertical: {...}}` or `{custom: {...}}`.
    mutating func group(_ entry: YAMLEntry) -> LayoutGroup? {
        guard let kind = oneOf(entry.value, what: "`\(entry.label)`", noun: "a group", kinds: Self.groupKinds)
        else { return nil }
        guard let group = groupBody(kind, depth: 1) else { return nil }
        // Counts multiply through nested groups: 1000 groups of 1000 items are a million frames
        // for every width the layout is solved at.
        let slots = Self.slots(in: .group(group))
        guard slots <= Self.maxSlots else {
            error(
                "this group holds \(slots > Self.maxSlots * 1000 ? "more than \(Self.maxSlots * 1000)" : "\(slots)") items "
                    + "once the `count`s of its nested groups are multiplied; at most \(Self.maxSlots)",
                at: kind.key)
            return nil
        }
        return group
    }

    /// The most leaf items one section's group may hold, its nested counts multiplied.
    static let maxSlots = 10_000

    /// The leaf items a child holds: a fill group's children once each, a counted group's child
    /// `count` times; past ``maxSlots`` a thousand times over, the count stops growing.
    static func slots(in child: LayoutSubitem) -> Int {
        guard case .group(let group) = child else { return 1 }
        let limit = maxSlots * 1000
        switch group.arrangement {
        case .subitems(let children): return min(children.reduce(0) { $0 + slots(in: $1) }, limit)
        case .equalSplit(let child, let count), .repeating(let child, let count):
            return min(slots(in: child) * count, limit + 1)
        case .custom(let frames): return frames.count
        }
    }

    /// Reads a group's child: `{item: {...}}` or a nested group.
    mutating func child(_ node: Node, what: String, depth: Int) -> LayoutSubitem? {
        guard let kind = oneOf(node, what: what, noun: "a child", kinds: ["item"] + Self.groupKinds) else { return nil }
        if kind.name == "item" { return item(kind).map(LayoutSubitem.item) }
        return groupBody(kind, depth: depth + 1).map(LayoutSubitem.group)
    }

    /// Reads the body of `horizontal:`, `vertical:` or `custom:`.
    private mutating func groupBody(_ entry: YAMLEntry, depth: Int) -> LayoutGroup? {
        guard depth <= Self.maxGroupDepth else {
            error("groups are nested too deeply (more than \(Self.maxGroupDepth) levels)", at: entry.key)
            return nil
        }
        let place = "a `\(entry.name)` group"
        guard let mapping = mapping(entry.value, "`\(entry.name)`", keys: Self.groupKeys, place: place) else {
            return nil
        }
        let size = mapping["size"].flatMap { self.size($0) }
        if mapping["size"] == nil { error("\(place) needs a `size`", at: entry.key) }
        let insets = mapping["contentInsets"].map { self.insets($0) } ?? DirectionalEdgeInsets.zero
        let edges = mapping["edgeSpacing"].map { edgeSpacing($0) } ?? LayoutEdgeSpacing.zero
        let spacing = mapping["interItemSpacing"].map { self.spacing($0.value, label: $0.label) } ?? LayoutSpacing.zero
        let arrangement = arrangement(mapping, of: entry, depth: depth)
        guard let size, let arrangement, let insets, let edges, let spacing else { return nil }
        let axis: LayoutGroup.Axis = entry.name == "vertical" ? .vertical : .horizontal
        return LayoutGroup(
            layoutSize: size, axis: axis, arrangement: arrangement, interItemSpacing: spacing,
            contentInsets: insets, edgeSpacing: edges)
    }

    /// Decides a group's children from exactly one of `subitems`, `subitem`, `repeatingSubitem`, `frames`.
    private mutating func arrangement(
        _ mapping: YAMLMapping, of group: YAMLEntry, depth: Int
    ) -> LayoutGroup.Arrangement? {
        let isCustom = group.name == "custom"
        let given = mapping.entries(named: Self.childrenKeys)
        let count = mapping["count"]
        guard let children = given.first else {
            let options = isCustom ? "`frames`" : "`subitems`, `subitem` + `count` or `repeatingSubitem` + `count`"
            error("the `\(group.name)` group has no children; give it \(options)", at: group.key)
            return nil
        }
        if given.count > 1 {
            let names = given.map { "`\($0.name)`" }.joined(separator: " and ")
            error(
                "a group takes only one of `subitems`, `subitem`, `repeatingSubitem` or `frames`; found \(names)",
                at: given[1].key)
            return nil
        }
        if let count, children.name == "subitems" || children.name == "frames" {
            error("`count` goes with `subitem` or `repeatingSubitem`, not with `\(children.name)`", at: count.key)
        }
        if isCustom != (children.name == "frames") {
            let message =
                isCustom
                ? "a `custom` group places its items with `frames`, not `\(children.name)`"
                : "`frames` is only for `custom` groups; a `\(group.name)` group takes `subitems`, `subitem` or `repeatingSubitem`"
            error(message, at: children.key)
            return nil
        }
        switch children.name {
        case "frames":
            return frames(children).map(LayoutGroup.Arrangement.custom)
        case "subitems":
            guard let nodes = sequence(children.value, "`subitems`") else { return nil }
            guard !nodes.isEmpty else {
                error("`subitems` is empty; a group needs at least one child", at: children.key)
                return nil
            }
            let subitems = nodes.map { child($0, what: "each entry of `subitems`", depth: depth) }
            let valid = subitems.compactMap { $0 }
            return valid.count == subitems.count ? .subitems(valid) : nil
        default:
            let subitem = child(children.value, what: "`\(children.name)`", depth: depth)
            guard let count else {
                error("`\(children.name)` needs a `count`", at: children.key)
                return nil
            }
            guard let number = wholeNumber(count.value, label: "count", in: 1...1000), let subitem else { return nil }
            return children.name == "subitem" ? .equalSplit(subitem, count: number) : .repeating(subitem, count: number)
        }
    }

    /// Reads `item: {size, contentInsets, edgeSpacing}`.
    private mutating func item(_ entry: YAMLEntry) -> LayoutItem? {
        guard let mapping = mapping(entry.value, "`item`", keys: Self.itemKeys, place: "an item") else { return nil }
        let size = mapping["size"].flatMap { self.size($0) }
        if mapping["size"] == nil { error("an item needs a `size`", at: entry.key) }
        let insets = mapping["contentInsets"].map { self.insets($0) } ?? DirectionalEdgeInsets.zero
        let edges = mapping["edgeSpacing"].map { edgeSpacing($0) } ?? LayoutEdgeSpacing.zero
        guard let size, let insets, let edges else { return nil }
        return LayoutItem(layoutSize: size, contentInsets: insets, edgeSpacing: edges)
    }
}
