import Foundation
import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// One case of the real-show import suite: a few files shaped as a public podcast site's
/// repository has them, what the import must say, and what the imported files must hold.
struct RealShowImportCase: Sendable, CustomTestStringConvertible {
    /// The repository the files are shaped after, and what the case is about.
    var name: String
    /// The generator the site was made with.
    var generator: SiteImporter.Generator
    /// The source site's files: path → text.
    var files: [String: String]
    /// Paths of the source site where a real PNG is written (artwork, covers).
    var pictures: [String] = []
    /// Pictures of the source site kept as files in the case's `source/` (two artworks of
    /// different sizes): path → bytes.
    var pictureFiles: [String: Data] = [:]
    /// Lines the report must hold (each a part of one line).
    var report: [String]
    /// Imported files (paths under `Content/`) and texts each must hold.
    var holds: [String: [String]]
    /// Imported files and texts each must not hold.
    var lacks: [String: [String]] = [:]
    /// Files of the built site (paths under `Output/`) and texts each must hold.
    var built: [String: [String]] = [:]
    /// Files of the built site and texts each must not hold (a show's feed, another show's episodes).
    var builtLacks: [String: [String]] = [:]
    /// `--episodes` patterns the import is given.
    var episodePatterns: [String] = []
    /// `--pages` patterns the import is given.
    var pagePatterns: [String] = []
    /// Paths of the source site where a picture cut off after its first half is written.
    var truncatedPictures: [String] = []

    var testDescription: String { name }
}
