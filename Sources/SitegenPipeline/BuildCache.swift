import Foundation
import SitegenContent
import SitegenDiagnostics
import SitegenOutput
import SitegenRender

/// What one build leaves for the next: `sitegen serve` hands it from each rebuild to the next,
/// `sitegen build` starts from an empty one and drops it. Every part is optional in effect: a
/// build with an empty cache does all the work.
public struct BuildCache: Sendable {
    /// The decoded Markdown files, by path.
    var parsedFiles = ParsedFiles()
    /// The last successful build's site and theme, for a rebuild after edits to episodes' texts.
    var model: ModelSnapshot?
    /// The last composition: rendered files with what each read.
    var renderedPages: RenderedPages?
    /// What the last successful write put in the output folder.
    var output: OutputDigest?
    /// The pictures read by the last build, by path, with their stamps: an unchanged file is
    /// not read and hashed again.
    var imageSources: [String: ImageStage.StampedSource] = [:]
    /// The search indexer found working by an earlier build (it is not probed again).
    var checkedSearchIndexer: SearchIndexer?

    /// An empty cache.
    public init() {}

    /// The site and theme of a successful build, with the options it was built with.
    struct ModelSnapshot: Sendable {
        var options: SiteBuildOptions
        var site: Site
        var theme: Theme
        /// Its warnings, from loading to composing (a rebuild that keeps the model reports them again).
        var diagnostics: [Diagnostic]
    }

    /// The files of an output folder as the last write left them.
    struct OutputDigest: Sendable {
        var folder: URL
        var files: [String: Data]
    }
}
