import SitegenTestSupport
import Testing

/// `sitegen import` on the shapes of real shows' repositories that keep people in data files,
/// Liquid in people's pages, media under a base URL from the settings, and a show's podcast
/// settings in its section's front matter.
///
/// The cases are the folders of `Fixtures/real-show-data/`, in the order of their names:
/// each holds a `case.json` (the name, the generator, what the report and the imported and built
/// files must hold, and notes on the repository) and the source site's files under `source/`.
@Suite("sitegen import: real shows' data files, people's pages and section settings", .tags(.slow), .tier(.slow))
struct RealShowImportDataTests {
    /// The cases read from `Fixtures/real-show-data/`; none if a folder cannot be read, which
    /// `RealShowFixtureTests` then reports with the folder and what is wrong.
    static let cases: [RealShowImportCase] = (try? RealShowImportCase.load(from: "real-show-data")) ?? []

    @Test("an imported real show builds without errors and keeps what its source had", arguments: cases)
    func importAndBuild(_ show: RealShowImportCase) async throws {
        try await show.importAndBuild()
    }
}
