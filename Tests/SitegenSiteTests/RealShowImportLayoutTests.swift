import SitegenTestSupport
import Testing

/// `sitegen import` on the shapes of real shows' repositories that keep their files where
/// their generator's settings say (Hugo's module mounts), date and name them as those settings
/// say, keep their pages in a section of their own, or write in their feed's template what
/// their settings do not say.
///
/// The cases are the folders of `Fixtures/real-show-layouts/`, in the order of their names:
/// each holds a `case.json` (the name, the generator, what the report and the imported and built
/// files must hold, and notes on the repository) and the source site's files under `source/`.
@Suite(
    "sitegen import: real shows' repositories laid out by their settings and feed templates", .tags(.slow), .tier(.slow)
)
struct RealShowImportLayoutTests {
    /// The cases read from `Fixtures/real-show-layouts/`; none if a folder cannot be read, which
    /// `RealShowFixtureTests` then reports with the folder and what is wrong.
    static let cases: [RealShowImportCase] = (try? RealShowImportCase.load(from: "real-show-layouts")) ?? []

    @Test("an imported real show builds without errors and keeps what its source had", arguments: cases)
    func importAndBuild(_ show: RealShowImportCase) async throws {
        try await show.importAndBuild()
    }
}
