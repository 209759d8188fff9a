package import Foundation

/// One folder of a theme's lookup order: the site's `Overrides/`, a theme under `Themes/`, or
/// the built-in default. A file of a higher layer wins over the same path of a lower one.
package struct ThemeLayer: Sendable, Equatable {
    /// What the folder is, which decides what it may hold.
    package enum Role: Sendable, Equatable {
        /// The site's `Overrides/`: files that replace one file of the theme each.
        case overrides
        /// A theme folder under `Themes/`, named.
        case theme(String)
        /// The default theme inside sitegen.
        case builtIn
    }

    /// The folder.
    package var folder: URL
    /// The path shown in diagnostics and `sitegen theme list` (`Overrides`, `Themes/brand`,
    /// `(built-in theme default)`).
    package var displayPath: String
    /// What the folder is.
    package var role: Role

    /// The folder of the site's overrides, beside `Content/`.
    package static let overridesFolder = "Overrides"

    /// The path shown for the built-in default theme.
    package static let builtInDisplayPath = "(built-in theme default)"

    /// Creates a value of its parts.
    package init(folder: URL, displayPath: String, role: Role) {
        self.folder = folder
        self.displayPath = displayPath
        self.role = role
    }
}
