import SitegenTestSupport
import Testing

/// `sitegen import` on the shapes of real shows' repositories: each case is a few files as the
/// named public repository writes them, imported, then built with no errors; the report says what
/// it did and the imported files keep what the source had.
///
/// The cases are the folders of `Fixtures/real-shows/`, in the order of their names: each holds a
/// `case.json` (the name, the generator, what the report and the imported and built files must
/// hold, and notes on the repository) and the source site's files under `source/`.
@Suite("sitegen import: real shows' repositories", .tags(.slow), .tier(.slow))
struct RealShowImportTests {
    /// The cases read from `Fixtures/real-shows/`; none if a folder cannot be read, which
    /// `RealShowFixtureTests` then reports with the folder and what is wrong.
    static let cases: [RealShowImportCase] = (try? RealShowImportCase.load(from: "real-shows")) ?? []

    @Test("an imported real show builds without errors and keeps what its source had", arguments: cases)
    func importAndBuild(_ show: RealShowImportCase) async throws {
        try await show.importAndBuild()
    }
}
