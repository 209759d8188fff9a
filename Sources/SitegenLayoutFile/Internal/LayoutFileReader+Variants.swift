import SitegenFormats
import SitegenLayout
import Yams

extension LayoutFileReader {
    /// Keys that belong to the section itself and cannot change in a variant.
    private static let sectionOnlyKeys = ["name", "side", "items"]

    /// Reads a section's `variants`: each replaces the section's keys of the same names.
    mutating func sectionVariants(
        _ entry: YAMLEntry, base: SectionParts, section name: String?
    ) -> [LayoutVariant<LayoutSection>]? {
        guard let nodes = sequence(entry.value, "`variants`") else { return nil }
        var variants: [LayoutVariant<LayoutSection>] = []
        for node in nodes {
            let keys = ["when"] + Self.sectionPartKeys + Self.sectionOnlyKeys
            guard let mapping = mapping(node, "each variant", keys: keys, place: "a variant") else { continue }
            for key in mapping.entries(named: Set(Self.sectionOnlyKeys)) {
                error("`\(key.name)` cannot change in a variant; set it on the section", at: key.key)
            }
            let condition = condition(mapping)
            let merged = base.replaced(by: sectionParts(mapping))
            let position = position(of: mapping["when"]?.key ?? node)
            if !merged.hasGroup {
                let section = name.map { "section `\($0)`" } ?? "its section"
                error("this variant has no `group` and \(section) has none to inherit", at: position)
            }
            if let condition, let section = merged.section {
                variants.append(LayoutVariant(when: condition, value: section, position: position))
            }
        }
        return variants
    }

    /// Reads a variant's `when: {width, sizeClass}`; at least one condition is required.
    mutating func condition(_ variant: YAMLMapping) -> LayoutCondition? {
        guard let entry = variant["when"] else {
            error("a variant needs a `when` (a `width` range, a `sizeClass` or both)", at: variant.node)
            return nil
        }
        guard let mapping = mapping(entry.value, "`when`", keys: ["width", "sizeClass"], place: "`when`") else {
            return nil
        }
        if mapping.isEmpty {
            error("`when` has no conditions; give it a `width` range, a `sizeClass` or both", at: entry.value)
            return nil
        }
        var condition = LayoutCondition()
        var valid = mapping.unknown.isEmpty
        if let width = mapping["width"] {
            condition.width = widthRange(width.value)
            valid = valid && condition.width != nil
        }
        if let sizeClass = mapping["sizeClass"] {
            condition.sizeClass = choice(sizeClass.value, label: "sizeClass", noun: "size class", as: SizeClass.self)
            valid = valid && condition.sizeClass != nil
        }
        return valid ? condition : nil
    }

    /// Reads a width range in Swift syntax, such as `"500...1024"`.
    private mutating func widthRange(_ node: Node) -> WidthRange? {
        guard let text = string(node, label: "width") else { return nil }
        switch WidthRange.parse(text) {
        case .success(let range):
            return range
        case .failure(let failure):
            error("invalid width range: \(failure.message)", at: node)
            return nil
        }
    }
}
