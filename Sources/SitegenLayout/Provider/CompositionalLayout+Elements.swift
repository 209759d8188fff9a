/// A boundary or decoration element a section (or the layout) can show at some width.
struct SupplementaryElement: Hashable, Sendable {
    /// The id without the `s<k>-` or `layout-` prefix: `header`, `header-1`, `background`.
    var suffix: String
    /// Whether it is a decoration (drawn inside the content box) rather than a boundary item.
    var isDecoration: Bool

    /// The element's CSS class.
    var cssClass: String { "sg-e-" + suffix }
}

extension CompositionalLayout {
    /// Every boundary and decoration element section `index` shows at some width, in order of
    /// first appearance; the markup holds them all and the CSS hides those a width does not use.
    func sectionElements(_ index: Int) -> [SupplementaryElement] {
        let provider = sections[index].provider
        let values = (provider.defaultValue.map { [$0] } ?? []) + provider.variants.map(\.value)
        var elements: [SupplementaryElement] = []
        for section in values {
            var namer = KindNamer()
            let boundaries = section.boundarySupplementaryItems.map {
                SupplementaryElement(suffix: namer.name($0.elementKind), isDecoration: false)
            }
            let decorations = section.decorationItems.map {
                SupplementaryElement(suffix: namer.name($0.elementKind), isDecoration: true)
            }
            for element in boundaries + decorations where !elements.contains(element) {
                elements.append(element)
            }
        }
        return elements
    }

    /// Whether section `index` shows a header (a boundary item of kind `header`) at some width.
    public func showsHeader(inSection index: Int) -> Bool {
        sectionElements(index).contains {
            !$0.isDecoration && ($0.suffix == "header" || $0.suffix.hasPrefix("header-"))
        }
    }

    /// Every layout-wide boundary element at some width, in order of first appearance.
    func layoutElements() -> [SupplementaryElement] {
        let values = (configuration.defaultValue.map { [$0] } ?? []) + configuration.variants.map(\.value)
        var elements: [SupplementaryElement] = []
        for configuration in values {
            var namer = KindNamer()
            for item in configuration.boundarySupplementaryItems {
                let element = SupplementaryElement(suffix: namer.name(item.elementKind), isDecoration: false)
                if !elements.contains(element) { elements.append(element) }
            }
        }
        return elements
    }

    /// Whether any configuration splits the sections into two columns.
    var hasSplit: Bool {
        let values = (configuration.defaultValue.map { [$0] } ?? []) + configuration.variants.map(\.value)
        return values.contains { $0.split?.isTwoColumns ?? false }
    }
}

extension CompositionalLayout {
    /// Whether some section scrolls sideways (orthogonal scrolling) at some width.
    public var hasOrthogonalSections: Bool {
        sections.contains { section in
            let values = (section.provider.defaultValue.map { [$0] } ?? []) + section.provider.variants.map(\.value)
            return values.contains { $0.orthogonalScrollingBehavior != .none }
        }
    }
}
