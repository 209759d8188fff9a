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
    /// The number of case folders in `Fixtures/real-show-data/`: a case added there is counted here.
    static let caseCount = 14

    /// The cases read from `Fixtures/real-show-data/`; none if a folder cannot be read, which
    /// `everyCaseIsRead` then reports with the folder and what is wrong.
    static let cases: [RealShowImportCase] = (try? RealShowImportCase.load(from: "real-show-data")) ?? []

    /// Every case folder is read, so a broken or missing one fails here instead of shortening the table.
    @Test("every case folder of Fixtures/real-show-data/ is read, each with source files")
    func everyCaseIsRead() throws {
        let loaded = try RealShowImportCase.load(from: "real-show-data")
        #expect(loaded.count == Self.caseCount)
        #expect(Self.cases.count == Self.caseCount)
        for show in loaded { #expect(!show.files.isEmpty, "\(show.name)") }
        #expect(Set(loaded.map(\.name)).count == loaded.count, "two cases have the same name")
    }

    @Test("an imported real show builds without errors and keeps what its source had", arguments: cases)
    func importAndBuild(_ show: RealShowImportCase) async throws {
        try await show.importAndBuild()
    }
}
