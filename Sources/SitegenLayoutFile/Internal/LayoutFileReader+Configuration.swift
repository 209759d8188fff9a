import SitegenFormats
import SitegenLayout
import Yams

extension LayoutFileReader {
    /// The keys a configuration variant may replace.
    private static let configurationPartKeys = ["interSectionSpacing", "boundarySupplementaryItems", "split"]

    /// Reads `configuration: {interSectionSpacing, regularSizeClassMinWidth, boundarySupplementaryItems, split, variants}`.
    mutating func configuration(_ entry: YAMLEntry?) -> DecodedConfiguration {
        var decoded = DecodedConfiguration(
            provider: .fixed(LayoutConfiguration()), regularSizeClassMinWidth: 600, hasSplit: false)
        guard let entry else { return decoded }
        let keys = Self.configurationPartKeys + ["regularSizeClassMinWidth", "variants"]
        guard let mapping = mapping(entry.value, "`configuration`", keys: keys, place: "the configuration") else {
            return decoded
        }
        let base = configurationParts(mapping, into: LayoutConfiguration())
        decoded.hasSplit = base.split != nil
        if let width = mapping["regularSizeClassMinWidth"] {
            decoded.regularSizeClassMinWidth = wholeNumber(width.value, label: width.label, in: 1...1_000_000) ?? 600
        }
        var variants: [LayoutVariant<LayoutConfiguration>] = []
        let variantNodes = mapping["variants"].flatMap { sequence($0.value, "`variants`") } ?? []
        for node in variantNodes {
            let keys = ["when"] + Self.configurationPartKeys
            guard let variant = self.mapping(node, "each variant", keys: keys, place: "a configuration variant")
            else { continue }
            let condition = condition(variant)
            let value = configurationParts(variant, into: base)
            decoded.hasSplit = decoded.hasSplit || value.split != nil
            let position = position(of: variant["when"]?.key ?? node)
            if let condition { variants.append(LayoutVariant(when: condition, value: value, position: position)) }
        }
        decoded.provider = LayoutProvider(variants: variants, defaultValue: base)
        return decoded
    }

    /// A configuration with the keys given in a mapping replacing those of `base`.
    private mutating func configurationParts(
        _ mapping: YAMLMapping, into base: LayoutConfiguration
    ) -> LayoutConfiguration {
        var configuration = base
        if let entry = mapping["interSectionSpacing"], let value = length(entry.value, label: entry.label) {
            configuration.interSectionSpacing = value
        }
        if let entry = mapping["boundarySupplementaryItems"], let items = boundaryItems(entry) {
            configuration.boundarySupplementaryItems = items
        }
        if let entry = mapping["split"], let split = split(entry) {
            configuration.split = split
        }
        return configuration
    }

    /// Reads `split: {leftSideRatio, splitSpacing}`; `leftSideRatio` is required and lies in 0...1.
    private mutating func split(_ entry: YAMLEntry) -> LayoutSplit? {
        let keys = ["leftSideRatio", "splitSpacing"]
        guard let mapping = mapping(entry.value, "`split`", keys: keys, place: "`split`") else { return nil }
        guard let ratioEntry = mapping["leftSideRatio"] else {
            error("`split` needs a `leftSideRatio` (from 0 to 1)", at: entry.key)
            return nil
        }
        let ratio = number(ratioEntry.value, label: "leftSideRatio", minimum: 0, maximum: 1)
        let spacing = mapping["splitSpacing"].map { length($0.value, label: "splitSpacing") } ?? 0
        guard let ratio, let spacing else { return nil }
        return LayoutSplit(leftSideRatio: ratio, splitSpacing: spacing)
    }
}
