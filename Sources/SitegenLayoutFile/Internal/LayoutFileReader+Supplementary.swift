import SitegenFormats
import SitegenLayout
import Yams

extension LayoutFileReader {
    /// Reads `boundarySupplementaryItems: [{kind, size, alignment, pinToVisibleBounds, contentInsets}]`.
    mutating func boundaryItems(_ entry: YAMLEntry) -> [LayoutBoundaryItem]? {
        guard let nodes = sequence(entry.value, "`\(entry.name)`") else { return nil }
        let items = nodes.map { boundaryItem($0) }
        let valid = items.compactMap { $0 }
        return valid.count == items.count ? valid : nil
    }

    /// Reads one boundary item; `kind`, `size` and `alignment` are required.
    private mutating func boundaryItem(_ node: Node) -> LayoutBoundaryItem? {
        let keys = ["kind", "size", "alignment", "pinToVisibleBounds", "contentInsets"]
        guard let mapping = mapping(node, "each boundary item", keys: keys, place: "a boundary item") else {
            return nil
        }
        for name in ["kind", "size", "alignment"] where mapping[name] == nil {
            error("a boundary item needs \(name == "alignment" ? "an" : "a") `\(name)`", at: node)
        }
        let kind = mapping["kind"].flatMap { identifier($0.value, label: "kind", noun: "boundary item kind") }
        var size = mapping["size"].flatMap { self.size($0) }
        // Its host's height is the section's, which its items make: a header's height cannot be
        // a fraction of it, nor can its width, which pages' CSS could not follow (R19 resolves
        // against the section's frame, P, as tall as the rows of items it holds).
        for (axis, dimension) in [("height", size?.heightDimension), ("width", size?.widthDimension)] {
            guard case .fractionalHeight? = dimension, let entry = mapping["size"], size != nil else { continue }
            error(
                "a boundary item's \(axis) cannot be `fractionalHeight`: its host's height is made by the items "
                    + "it holds; use absolute(_), estimated(_)"
                    + (axis == "width" ? " or fractionalWidth(_)" : ""), at: entry.key)
            size = nil
        }
        let alignment = mapping["alignment"].flatMap {
            choice($0.value, label: "alignment", noun: "alignment", as: LayoutBoundaryItem.Alignment.self)
        }
        let pin = mapping["pinToVisibleBounds"].map { bool($0.value, label: $0.label) } ?? false
        let insets = mapping["contentInsets"].map { self.insets($0) } ?? DirectionalEdgeInsets.zero
        guard let kind, let size, let alignment, let pin, let insets else { return nil }
        return LayoutBoundaryItem(
            elementKind: kind, layoutSize: size, alignment: alignment, pinToVisibleBounds: pin, contentInsets: insets)
    }

    /// Reads `decorationItems: [{kind: background, contentInsets}]`.
    mutating func decorationItems(_ entry: YAMLEntry) -> [LayoutDecorationItem]? {
        guard let nodes = sequence(entry.value, "`decorationItems`") else { return nil }
        var items: [LayoutDecorationItem] = []
        for node in nodes {
            let keys = ["kind", "contentInsets"]
            guard let mapping = mapping(node, "each decoration item", keys: keys, place: "a decoration item") else {
                continue
            }
            var kind: String? = "background"
            if let entry = mapping["kind"], let text = string(entry.value, label: "kind") {
                if text != "background" {
                    error(
                        "unknown decoration kind '\(Self.shortened(text))'; only `background` is supported",
                        at: entry.value)
                    kind = nil
                }
            } else if mapping["kind"] != nil {
                kind = nil
            }
            let insets = mapping["contentInsets"].map { self.insets($0) } ?? DirectionalEdgeInsets.zero
            if let kind, let insets { items.append(LayoutDecorationItem(elementKind: kind, contentInsets: insets)) }
        }
        return items.count == nodes.count ? items : nil
    }
}
