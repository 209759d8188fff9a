/// One step of the build: its name as `--timings` prints it, when it runs, and what it does to
/// the run it is handed.
///
/// A step that starts work beside the next ones (`startsBesideNext`) leaves a task in the run for
/// a later step to wait on; the runner times the other steps, stops after a step that reported
/// an error when the step says so, and hands the cache over once.
struct BuildStep: Sendable {
    /// The builds a step is part of.
    enum Scope: Sendable {
        /// Every build.
        case always
        /// A build that reads and puts together the whole site.
        case everything
        /// A rebuild after edits to episodes' texts alone, which reuses the last build's model.
        case episodeTexts

        /// Whether a build of `scope` runs the step.
        func includes(_ scope: BuildScope) -> Bool {
            switch (self, scope) {
            case (.always, _), (.everything, .everything), (.episodeTexts, .episodeTexts): true
            default: false
            }
        }
    }

    /// The name `--timings` prints.
    var name: String
    /// The builds the step is part of.
    var scope: Scope
    /// Whether the step's own time is a stage of `--timings` (a step that only checks, or only
    /// starts work beside the next steps, is counted in the next timed step).
    var isTimed = true
    /// Whether the build stops after this step when an error has been reported by then (the
    /// steps before it go on, so that one build reports the mistakes of every file).
    var stopsOnErrors = false
    /// Whether the step only starts work that runs beside the next steps (and is not timed).
    var startsBesideNext = false
    /// The step's work.
    var body: @Sendable (SitePipeline, inout BuildRun) async -> Void
}
