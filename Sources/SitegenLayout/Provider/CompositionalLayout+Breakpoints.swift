import SitegenDiagnostics

extension CompositionalLayout {
    /// Derives the precomputed breakpoints: the ordered root-width ranges in which the
    /// configuration and every section resolve to the same variant.
    public func breakpoints() -> BreakpointAnalysis {
        let points = candidateWidths()
        var ranges: [LayoutBreakpoint] = []
        for (index, start) in points.enumerated() {
            let end = index + 1 < points.count ? points[index + 1] - 1 : nil
            let branches = self.branches(atWidth: start)
            let range = WidthRange(lowerBound: start, upperBound: end)
            if var last = ranges.last, last.configurationBranch == branches.configuration,
                last.sectionBranches == branches.sections
            {
                last.range.upperBound = end
                ranges[ranges.count - 1] = last
            } else {
                ranges.append(
                    LayoutBreakpoint(
                        range: range, configurationBranch: branches.configuration, sectionBranches: branches.sections
                    ))
            }
        }
        let diagnostics = coverageDiagnostics(ranges) + frameDiagnostics(ranges) + viewportHeightDiagnostics(ranges)
        return BreakpointAnalysis(breakpoints: ranges, diagnostics: diagnostics)
    }

    /// The branches every provider takes at a whole root width.
    func branches(atWidth width: Int) -> (configuration: Int, sections: [Int?]) {
        let rootEnvironment = environment(width: Double(width), height: 900)
        let configurationBranch = configuration.branch(in: rootEnvironment) ?? -1
        let resolved = configuration.resolve(in: rootEnvironment)
        let sectionBranches = sections.map { section -> Int? in
            let side = sideWidth(of: section.side, rootWidth: Double(width), split: resolved?.split)
            return section.provider.branch(in: environment(width: side, height: 900))
        }
        return (configurationBranch, sectionBranches)
    }

    /// The width of a side for a root width.
    func sideWidth(of side: LayoutSide, rootWidth: Double, split: LayoutSplit?) -> Double {
        guard let split, split.isTwoColumns else { return rootWidth }
        let left = (rootWidth - split.splitSpacing) * split.leftSideRatio
        return side == .left ? left : rootWidth - split.splitSpacing - left
    }

    /// Every whole root width at which some provider may change its branch.
    private func candidateWidths() -> [Int] {
        var points: Set<Int> = [0]
        let threshold = regularSizeClassMinWidth
        var splits: [LayoutSplit] = []
        for variant in configuration.variants {
            points.formUnion(variant.condition.changePoints(regularSizeClassMinWidth: threshold))
            if let split = variant.value.split, split.isTwoColumns { splits.append(split) }
        }
        if let split = configuration.defaultValue?.split, split.isTwoColumns { splits.append(split) }
        for section in sections {
            for variant in section.provider.variants {
                for point in variant.condition.changePoints(regularSizeClassMinWidth: threshold) {
                    points.insert(point)
                    for split in splits {
                        for ratio in [split.leftSideRatio, 1 - split.leftSideRatio] {
                            let root = Double(point) / ratio + split.splitSpacing
                            guard root.isFinite, root < 1e8 else { continue }
                            let whole = Int(root.rounded(.down))
                            points.formUnion([whole - 1, whole, whole + 1, whole + 2])
                        }
                    }
                }
            }
        }
        return points.filter { $0 >= 0 }.sorted()
    }
}
