import SitegenTestSupport
import Testing

/// Every case folder of the real-show fixtures is read, so a broken or missing folder fails here
/// instead of shortening a suite's table (each suite reads its cases with
/// ``RealShowImportCase/load(from:)`` and runs none when a folder cannot be read).
@Suite("every real-show fixture folder is read")
struct RealShowFixtureTests {
    /// Each fixture folder and how many case folders it holds: a case added there is counted here.
    static let folders: [(folder: String, count: Int)] = [
        ("real-shows", 147),
        ("real-show-data", 14),
        ("real-show-feed-files", 9),
        ("real-show-layouts", 7),
        ("real-show-zola", 9),
    ]

    @Test("each case folder is read, each with source files and a name of its own", arguments: folders)
    func everyCaseIsRead(folder: String, count: Int) throws {
        let loaded = try RealShowImportCase.load(from: folder)
        #expect(loaded.count == count)
        for show in loaded { #expect(!show.files.isEmpty, "\(show.name)") }
        #expect(Set(loaded.map(\.name)).count == loaded.count, "two cases have the same name")
    }
}
