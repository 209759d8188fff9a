import SitegenFormats
import SitegenLayout
import Yams

extension LayoutFileReader {
    /// Reads a `size: {width, height}`; both dimensions are required.
    mutating func size(_ entry: YAMLEntry) -> LayoutSize? {
        guard let mapping = mapping(entry.value, "`\(entry.label)`", keys: ["width", "height"], place: "`size`")
        else { return nil }
        let width = mapping["width"].flatMap { dimension($0.value, label: "width") }
        let height = mapping["height"].flatMap { dimension($0.value, label: "height") }
        for name in ["width", "height"] where mapping[name] == nil {
            error("`size` needs a `\(name)`", at: entry.key)
        }
        guard let width, let height else { return nil }
        return LayoutSize(widthDimension: width, heightDimension: height)
    }

    /// Reads insets: one number for all four edges, or `{top, leading, bottom, trailing}`.
    mutating func insets(_ entry: YAMLEntry) -> DirectionalEdgeInsets? {
        let tag = entry.value.tagName
        if case .scalar = entry.value, tag == .int || tag == .float {
            return length(entry.value, label: entry.label).map(DirectionalEdgeInsets.init(all:))
        }
        let keys = ["top", "leading", "bottom", "trailing"]
        guard case .mapping = entry.value else {
            wrongType(
                entry.value, "`\(entry.label)`",
                expected: "a number or a mapping of `top`, `leading`, `bottom`, `trailing`")
            return nil
        }
        guard
            let mapping = mapping(
                entry.value, "`\(entry.label)`", keys: keys, place: "`\(entry.name)`", prefix: entry.label)
        else { return nil }
        var insets = DirectionalEdgeInsets.zero
        var valid = true
        for edge in mapping.entries {
            guard let value = length(edge.value, label: edge.label) else {
                valid = false
                continue
            }
            switch edge.name {
            case "top": insets.top = value
            case "leading": insets.leading = value
            case "bottom": insets.bottom = value
            default: insets.trailing = value
            }
        }
        return valid ? insets : nil
    }

    /// Reads `edgeSpacing: {leading, top, trailing, bottom}` with spacing values.
    mutating func edgeSpacing(_ entry: YAMLEntry) -> LayoutEdgeSpacing? {
        let keys = ["leading", "top", "trailing", "bottom"]
        guard
            let mapping = mapping(
                entry.value, "`\(entry.label)`", keys: keys, place: "`edgeSpacing`", prefix: entry.label)
        else { return nil }
        var spacing = LayoutEdgeSpacing.zero
        var valid = true
        for edge in mapping.entries {
            guard let value = self.spacing(edge.value, label: edge.label) else {
                valid = false
                continue
            }
            switch edge.name {
            case "leading": spacing.leading = value
            case "top": spacing.top = value
            case "trailing": spacing.trailing = value
            default: spacing.bottom = value
            }
        }
        return valid ? spacing : nil
    }

    /// Reads a custom group's `frames: [{x, y, width, height}, ...]` (fractions; `x`, `y` default to 0).
    mutating func frames(_ entry: YAMLEntry) -> [FractionalRect]? {
        guard let nodes = sequence(entry.value, "`frames`") else { return nil }
        guard !nodes.isEmpty else {
            error("`frames` is empty; a custom group needs at least one frame", at: entry.key)
            return nil
        }
        var frames: [FractionalRect] = []
        for node in nodes {
            let keys = ["x", "y", "width", "height"]
            guard let mapping = mapping(node, "each frame", keys: keys, place: "a frame") else { continue }
            var values: [String: Double] = ["x": 0, "y": 0]
            for field in mapping.entries {
                values[field.name] = fraction(field.value, label: field.name)
            }
            for name in ["width", "height"] where mapping[name] == nil {
                error("a frame needs a `\(name)`", at: node)
            }
            if let x = values["x"], let y = values["y"], let width = values["width"], let height = values["height"] {
                frames.append(FractionalRect(x: x, y: y, width: width, height: height))
            }
        }
        return frames.count == nodes.count ? frames : nil
    }
}
