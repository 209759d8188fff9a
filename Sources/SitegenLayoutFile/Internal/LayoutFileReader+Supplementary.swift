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
        if case .fractionalHeight? = size?.heightDimension, let entry = mapping["size"] {
            error(
                "a boundary item's height cannot be `fractionalHeight`: its host has no height to take a "
                    + "fraction of; use absolute(_) or estimated(_)", at: entry.key)
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
