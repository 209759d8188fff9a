public import SitegenLayout

/// What decoding a layout file gave: the layout when the file is valid, and every diagnostic.
public struct LayoutFileResult: Sendable, Equatable {
    /// The decoded layout, or `nil` when any error was found.
    public var layout: CompositionalLayout?
    /// The errors and warnings, sorted by position.
    public var diagnostics: [Diagnostic]

    /// Creates a result.
    /// - Parameters:
    ///   - layout: The decoded layout, or `nil` when the file has errors.
    ///   - diagnostics: The errors and warnings found.
    public init(layout: CompositionalLayout?, diagnostics: [Diagnostic]) {
        self.layout = layout
        self.diagnostics = diagnostics
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
