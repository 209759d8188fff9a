import SitegenContent
import SitegenOutput
import SitegenRender

extension SitePipeline {
    /// What a run gives `sitegen build` and `sitegen serve` after its last step.
    func result(of run: BuildRun) -> SiteBuildResult {
        guard let site = run.site, let theme = run.theme, let composer = run.composer, let pages = run.pages,
            let composition = run.composition, let outcome = run.written
        else {
            return SiteBuildResult(stoppedWith: Self.unique(run.diagnostics))
        }
        var statistics = run.statistics
        statistics.unpublished = site.unpublished
        statistics.filesChanged = outcome.changed.count
        statistics.filesRemoved = outcome.removed.count
        statistics.outputUnchanged = outcome.unchanged
        var result = SiteBuildResult(
            diagnostics: Self.unique(run.diagnostics), pagesWritten: pages.htmlCount, filesWritten: pages.files.count)
        result.statistics = statistics
        result.times = run.times
        if !run.keeping {
            result.site = site
            result.keptUntilExit = [pages, theme, composer] + (run.images.map { [$0] } ?? [])
        }
        if outcome.diagnostics.isEmpty {
            if run.keeping {
                result.pendingSearchIndex = searchIndexToWrite(
                    site.configuration, options: run.options, outcome: outcome)
            }
            result.changedPaths = (outcome.changed + outcome.removed).sorted()
            result.change = OutputChange(
                changed: outcome.changed, removed: outcome.removed, stylesheetOnly: composition.stylesheetOnly,
                stylesheet: pages.renderer.stylesheetPath)
        }
        return result
    }
}
