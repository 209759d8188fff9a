import SitegenDiagnostics

/// A layout resolved at one root width: the configuration, the columns and every section's
/// template. Both the frames and the compiled CSS come from it.
struct LayoutResolution: Sendable {
    /// The configuration in effect.
    var configuration: LayoutConfiguration
    /// The root width.
    var width: Double
    /// The viewport height.
    var height: Double
    /// The left and right columns in a two-column split, else one column.
    var columns: [Column]
    /// The templates, one per section.
    var sections: [SectionTemplate]
    /// The layout-wide boundary items.
    var boundaries: [BoundarySlot]

    /// A column of sections.
    struct Column: Hashable, Sendable {
        var x: Double
        var width: Double
    }

    /// Whether the split shows two columns.
    var isSplit: Bool { columns.count == 2 }

    /// The column a section is in.
    func columnIndex(ofSection index: Int, in layout: CompositionalLayout) -> Int {
        isSplit && layout.sections[index].side == .right ? 1 : 0
    }
}

extension CompositionalLayout {
    /// Resolves the layout at a root width, or reports what is not covered there.
    func resolve(width: Double, height: Double) -> Result<LayoutResolution, Diagnostic> {
        let rootEnvironment = environment(width: width, height: height)
        guard let configuration = configuration.resolve(in: rootEnvironment) else {
            return .failure(
                .error(
                    "no configuration variant covers width \(formatNumber(width)) and there is no default",
                    at: position
                ))
        }
        var columns = [LayoutResolution.Column(x: 0, width: width)]
        if let split = configuration.split, split.isTwoColumns {
            let left = (width - split.splitSpacing) * split.leftSideRatio
            columns = [
                .init(x: 0, width: left),
                .init(x: left + split.splitSpacing, width: width - split.splitSpacing - left),
            ]
        }
        var templates: [SectionTemplate] = []
        for (index, provider) in sections.enumerated() {
            let column = columns.count == 2 && provider.side == .right ? columns[1] : columns[0]
            let sectionEnvironment = environment(width: column.width, height: height)
            guard let section = provider.provider.resolve(in: sectionEnvironment) else {
                return .failure(
                    .error(
                        "section '\(provider.name)' has no variant for width \(formatNumber(column.width)) and no default group",
                        at: provider.position
                    ))
            }
            templates.append(
                SectionTemplate(
                    section: section, index: index, containerWidth: column.width, viewportHeight: height
                ))
        }
        var solver = GroupSolver()
        var namer = KindNamer()
        let root = Length.containerWidth(width)
        let boundaries = configuration.boundarySupplementaryItems.enumerated().map { index, item in
            BoundarySlot.solve(
                item, index: index, id: "layout-\(namer.name(item.elementKind))", leadingInset: 0,
                hostWidth: root, hostHeight: Length.viewportHeight(height), solver: &solver
            )
        }
        return .success(
            LayoutResolution(
                configuration: configuration, width: width, height: height, columns: columns,
                sections: templates, boundaries: boundaries
            ))
    }
}
