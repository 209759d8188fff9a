import Foundation
import SitegenContent
import SitegenDiagnostics
import SitegenHighlight
import SitegenOutput
import SitegenRender

/// One run of the pipeline: what it was given, and what each step has made so far. Each step
/// reads what an earlier one left here and leaves what it makes.
struct BuildRun: Sendable {
    /// What to build.
    let options: SiteBuildOptions
    /// Whether the run keeps what the next build may reuse (a build session), or is one build.
    let keeping: Bool
    /// What has to be built again.
    let scope: BuildScope
    /// What the last build left; the steps take parts out while they change them.
    var cache = BuildCache()
    /// Every diagnostic so far, in the order reported.
    var diagnostics: [Diagnostic] = []
    /// What the build did, for `--timings` and the summary line.
    var statistics = BuildStatistics()
    /// The steps' times.
    var times = StageTimes()
    /// A part of the step just run to list as a stage of its own, its time taken out of the step's.
    var timedPart: (name: String, duration: Duration)?
    /// Set by a step that cannot go on, when its errors are already in `diagnostics`.
    var stopped = false

    /// The content as read from Content/ (a full build).
    var content: LoadedContent?
    /// Whether the bodies record their elements for the theme's render hooks.
    var marksElements = false
    /// The Swift blocks this build showed, and the cache it read.
    var highlights: (entries: [SwiftHighlightCache.Entry], read: SwiftHighlightCache)?
    /// Where a build keeps its rendered pages until the write.
    var pageStore: PageStore?
    /// The archive of the decoded files being written for the next build.
    var parsedFilesSaved: Task<Void, Never>?
    /// What each file read, with the digests of the inputs (`SitePipeline+KeptPages.swift`).
    var keptPages: Task<KeptPages, Never>?
    /// The writing of what each file read, for the next build.
    var keptPagesSaved: Task<Void, Never>?
    /// Whether Pagefind runs: asked beside the build, answered before the write.
    var searchProbe: SitePipeline.SearchProbe?
    /// The images stage, and what it reads before it knows the site's pictures (beside the theme).
    var pictures: (stage: ImageStage, prepared: Task<ImageStage.Prepared, Never>)?
    /// The theme.
    var theme: Theme?
    /// The site.
    var site: Site?
    /// The episodes whose texts changed, in a rebuild after edits to episodes' texts only.
    var changedEpisodes: [Int]?
    /// The pictures' outcome (`nil` when the last build's are kept).
    var images: ImageStage.Outcome?
    /// The podcast items, made beside the images stage.
    var podcastItems: PodcastItemCache??
    /// The static files, read beside the images stage.
    var staticFiles: (files: StaticFiles, diagnostics: [Diagnostic])?
    /// What composed the pages.
    var composer: SiteComposer?
    /// The composition's outcome.
    var composition: SiteComposer.Composition?
    /// The rendered files.
    var pages: RenderedPages?
    /// What the write did.
    var written: OutputWriter.Outcome?

    /// Whether an error has been reported.
    var hasErrors: Bool { SitePipeline.hasErrors(diagnostics) }

    /// What a run leaves done however it ends: the stored pages removed (the output, if it was
    /// written, holds them), the decoded files' archive written.
    func finish() async {
        pageStore?.remove()
        await parsedFilesSaved?.value
        await keptPagesSaved?.value
    }
}
