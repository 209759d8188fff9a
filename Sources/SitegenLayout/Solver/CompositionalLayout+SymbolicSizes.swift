extension CompositionalLayout {
    /// The item sizes of every breakpoint range as linear functions of the root width, from the
    /// engine's lengths (which keep the form `constant + a·W` they were computed from).
    /// - Parameter height: The viewport height that fractional heights refer to.
    /// - Returns: One entry per breakpoint range that every section covers, in order.
    public func symbolicSizes(height: Double = 900) -> [SymbolicBreakpoint] {
        breakpoints().breakpoints.compactMap { breakpoint in
            // A width inside the range where the groups are laid out as at every other width of it
            // (at a width near 0 fills and insets degenerate).
            let lower = breakpoint.range.lowerBound
            let sample = Double(lower > 0 ? lower : max(min(breakpoint.range.upperBound ?? 375, 375), 1))
            guard case .success(let resolution) = resolve(width: sample, height: height) else { return nil }
            let columns = columnForms(resolution)
            let sections = resolution.sections.map { template -> SymbolicSection in
                let column = columns[resolution.columnIndex(ofSection: template.index, in: self)]
                func form(_ length: Length) -> RootLinearLength {
                    let constant = length.constant + length.estimates.values.reduce(0, +) + length.perHeight * height
                    return RootLinearLength(
                        constant: constant + length.perWidth * column.constant,
                        perRootWidth: length.perWidth * column.perRootWidth)
                }
                return SymbolicSection(
                    width: form(template.containerWidth),
                    items: template.leaves.map {
                        SymbolicItem(width: form($0.frame.width), height: form($0.frame.height))
                    }
                )
            }
            return SymbolicBreakpoint(range: breakpoint.range, sections: sections)
        }
    }

    /// Each column's width as a function of the root width.
    private func columnForms(_ resolution: LayoutResolution) -> [RootLinearLength] {
        guard resolution.isSplit, let split = resolution.configuration.split else {
            return [RootLinearLength(constant: 0, perRootWidth: 1)]
        }
        let ratio = split.leftSideRatio
        return [
            RootLinearLength(constant: -ratio * split.splitSpacing, perRootWidth: ratio),
            RootLinearLength(constant: -(1 - ratio) * split.splitSpacing, perRootWidth: 1 - ratio),
        ]
    }
}
