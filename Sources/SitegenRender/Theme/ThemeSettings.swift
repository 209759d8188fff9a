import SitegenDiagnostics
import SitegenLayout

/// The contents of `theme.yml`.
struct ThemeSettings: Sendable {
    var name: String
    var stylesheet: String
    var pages: [String: ThemePage]
    /// Where each page's keys were written, for the checks that need the layouts.
    var positions: [String: SourcePositionBox]
    /// How pictures are drawn (`images:`).
    var images = ThemeImages()
    /// The top-level keys the file wrote: a key it leaves out is its parent theme's.
    var given: Set<String> = []
    /// The theme this one builds on (`extends:`), and where that was written.
    var parent: (name: String, position: SitegenLayout.SourcePosition)?
}

/// A position kept for later checks.
struct SourcePositionBox: Sendable {
    var page: SitegenLayout.SourcePosition
    var layout: SitegenLayout.SourcePosition?
    var sections: [String: SitegenLayout.SourcePosition]
    var cells: [String: SitegenLayout.SourcePosition]
}
