import SitegenTestSupport
import Testing

/// `sitegen import` on the shapes of real shows' repositories that keep their feed as a file
/// written by hand, name their files for a language, write their media links without a scheme,
/// or date their episodes with a theme's own key.
///
/// The cases are the folders of `Fixtures/real-show-feed-files/`, in the order of their names:
/// each holds a `case.json` (the name, the generator, what the report and the imported and built
/// files must hold, and notes on the repository) and the source site's files under `source/`.
@Suite("sitegen import: real shows' hand-kept feeds, language files and theme keys", .tags(.slow), .tier(.slow))
struct RealShowImportFeedFileTests {
    /// The cases read from `Fixtures/real-show-feed-files/`; none if a folder cannot be read, which
    /// `RealShowFixtureTests` then reports with the folder and what is wrong.
    static let cases: [RealShowImportCase] = (try? RealShowImportCase.load(from: "real-show-feed-files")) ?? []

    @Test("an imported real show builds without errors and keeps what its source had", arguments: cases)
    func importAndBuild(_ show: RealShowImportCase) async throws {
        try await show.importAndBuild()
    }

    /// Geeks in Progress with its hand-kept feed at another address, and no feed template: the
    /// file is not copied (it would stay as it was), its address becomes a feed alias, so the
    /// apps subscribed to it get the build's feed there, with the guids the file gave.
    static let movedFeeds: [RealShowImportCase] = [("feed/itunes.xml", "/feed/itunes.xml"), ("feed.xml", "/feed.xml")]
        .compactMap { path, address in
            guard var show = cases.first else { return nil }
            show.name = "a hand-kept feed at \(address) becomes a feed alias"
            show.files["static/\(path)"] = show.files.removeValue(forKey: "static/podcast.xml")
            show.files["layouts/episodes/rss.xml"] = nil
            show.report = [
                "the old podcast feed's address kept as podcast.feedAliases (the feed is written there too, so "
                    + "subscribers keep getting episodes): \(address)",
                "guids kept as the feed kept by hand at \(address) gave them",
            ]
            show.holds = ["site.yml": ["feedAliases:", address], "episodes/episode-33.md": ["guid: s01e33"]]
            show.built = [path: [">s01e33</guid>", "<enclosure"]]
            if path == "feed.xml" { show.built["atom.xml"] = ["<feed"] }
            return show
        }

    @Test("a hand-kept feed elsewhere is not copied: the build's feed is written at its address", arguments: movedFeeds)
    func movedFeed(_ show: RealShowImportCase) async throws {
        try await show.importAndBuild()
    }
}
