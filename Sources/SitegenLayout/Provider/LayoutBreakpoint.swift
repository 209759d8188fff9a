public import SitegenDiagnostics

/// A range of root widths in which the configuration and every section resolve to the same
/// branch of their providers.
public struct LayoutBreakpoint: Hashable, Sendable {
    /// The whole root widths of the range.
    public var range: WidthRange
    /// The configuration's branch: a variant index, or -1 for the default.
    public var configurationBranch: Int
    /// Each section's branch: a variant index, -1 for the default, `nil` where uncovered.
    public var sectionBranches: [Int?]

    /// Creates a breakpoint range.
    public init(range: WidthRange, configurationBranch: Int, sectionBranches: [Int?]) {
        self.range = range
        self.configurationBranch = configurationBranch
        self.sectionBranches = sectionBranches
    }

    /// The widths to check a range at: its lower edge, its middle and its upper edge.
    public var sampleWidths: [Int] {
        guard let upper = range.upperBound else { return [range.lowerBound, range.lowerBound + 400] }
        return [range.lowerBound, (range.lowerBound + upper) / 2, upper]
    }
}

/// The breakpoints of a layout and what is wrong with its coverage.
public struct BreakpointAnalysis: Hashable, Sendable {
    /// The ordered, non-overlapping ranges covering every width from 0 up.
    public var breakpoints: [LayoutBreakpoint]
    /// Errors for uncovered widths, warnings for widths that fall between variants to a default.
    public var diagnostics: [Diagnostic]

    /// Whether any error was found.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

extension WidthRange {
    /// The range in half-open Swift syntax: `0..<500`, `500..<1025`, `1025...`.
    public var halfOpenDescription: String {
        guard let upper = upperBound else { return "\(lowerBound)..." }
        return "\(lowerBound)..<\(upper + 1)"
    }
}
