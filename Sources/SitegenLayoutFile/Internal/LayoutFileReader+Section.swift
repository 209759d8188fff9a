import SitegenFormats
import SitegenLayout
import Yams

extension LayoutFileReader {
    /// The keys a section's definition takes, in a section and in its variants.
    static let sectionPartKeys = [
        "group", "contentInsets", "interGroupSpacing", "orthogonalScrollingBehavior", "boundarySupplementaryItems",
        "decorationItems",
    ]
    /// The keys of a section.
    static let sectionKeys = ["name", "side", "items"] + sectionPartKeys + ["variants"]
    /// The most items a preview may ask for.
    static let maxPreviewItems = 10_000

    /// Reads `sections: [...]`, at least one, with unique names.
    mutating func sections(_ entry: YAMLEntry, hasSplit: Bool) -> [LayoutSectionProvider]? {
        guard let nodes = sequence(entry.value, "`sections`") else { return nil }
        guard !nodes.isEmpty else {
            error("`sections` is empty; a layout needs at least one section", at: entry.key)
            return nil
        }
        let sections = nodes.map { section($0, hasSplit: hasSplit) }
        let valid = sections.compactMap { $0 }
        return valid.count == sections.count ? valid : nil
    }

    /// Reads one section: its name and side, its default definition and its variants.
    private mutating func section(_ node: Node, hasSplit: Bool) -> LayoutSectionProvider? {
        guard let mapping = mapping(node, "each section", keys: Self.sectionKeys, place: "a section") else {
            return nil
        }
        let position = position(of: node)
        let name = sectionName(mapping)
        let side = sectionSide(mapping, hasSplit: hasSplit)
        let items = mapping["items"].map { wholeNumber($0.value, label: "items", in: 0...Self.maxPreviewItems) } ?? 6
        let base = sectionParts(mapping)
        let variants = mapping["variants"].flatMap { sectionVariants($0, base: base, section: name) } ?? []
        var hasVariants = mapping["variants"] != nil
        if case .sequence(let nodes)? = mapping["variants"]?.value, nodes.isEmpty { hasVariants = false }
        if !base.hasGroup && !hasVariants {
            let section = name.map { "section `\($0)`" } ?? "a section"
            error("\(section) needs a `group` (or variants that give one)", at: mapping["name"]?.key ?? node)
        }
        guard let name, let items else { return nil }
        let provider = LayoutProvider(variants: variants, defaultValue: base.hasGroup ? base.section : nil)
        return LayoutSectionProvider(
            name: name, side: side, previewItemCount: items, provider: provider, position: position)
    }

    /// Reads a section's `side` (left when not given); without a split, `right` is an error and
    /// `left` a warning, since it changes nothing.
    private mutating func sectionSide(_ mapping: YAMLMapping, hasSplit: Bool) -> LayoutSide {
        guard let entry = mapping["side"],
            let side = choice(entry.value, label: "side", noun: "side", among: [LayoutSide.left, .right])
        else { return .left }
        if side == .right && !hasSplit {
            error(
                "`side: right` needs `configuration.split`; without a split every section is on the left",
                at: entry.value)
        } else if !hasSplit {
            warning("`side` has no effect without a `split` in the configuration", at: entry.key)
        }
        return side
    }

    /// Reads a section's `name`: required, a valid name, and unique in the file.
    private mutating func sectionName(_ mapping: YAMLMapping) -> String? {
        guard let entry = mapping["name"] else {
            error("a section needs a `name`", at: mapping.node)
            return nil
        }
        guard let name = identifier(entry.value, label: "name", noun: "section name") else { return nil }
        let here = position(of: entry.value)
        if let first = sectionNames[name] {
            error("duplicate section name `\(name)`; it is already used at line \(first.line)", at: here)
            return nil
        }
        sectionNames[name] = here
        return name
    }

    /// Reads the keys that define a section (in a section or in a variant), each on its own.
    mutating func sectionParts(_ mapping: YAMLMapping) -> SectionParts {
        var parts = SectionParts()
        if let entry = mapping["group"] {
            parts.hasGroup = true
            parts.group = group(entry)
        }
        parts.contentInsets = mapping["contentInsets"].flatMap { insets($0) }
        parts.interGroupSpacing = mapping["interGroupSpacing"].flatMap { length($0.value, label: $0.label) }
        parts.orthogonalScrollingBehavior = mapping["orthogonalScrollingBehavior"].flatMap {
            choice($0.value, label: $0.label, noun: "orthogonalScrollingBehavior", as: OrthogonalScrollingBehavior.self)
        }
        parts.boundarySupplementaryItems = mapping["boundarySupplementaryItems"].flatMap { boundaryItems($0) }
        parts.decorationItems = mapping["decorationItems"].flatMap { decorationItems($0) }
        return parts
    }
}
