import SitegenFileSystem

/// The files a composition copies or generates without rendering, and the paths pages link.
package struct StaticFiles: Sendable {
    /// The theme's assets, the stylesheets, the page scripts and the files of Content/ to copy.
    var files: [RenderedFile]
    /// The site's fingerprinted stylesheet.
    var stylesheetPath: String
    /// Each layout's own fingerprinted stylesheet, by layout name.
    var layoutStylesheets: [String: String]
    /// Each page kind's own fingerprinted stylesheet, by kind.
    var pageStylesheets: [String: String]
    /// The site's icon, if it has one.
    var favicon: String?
    /// Each page script's fingerprinted path.
    var scripts: [PageScript: String]
}
