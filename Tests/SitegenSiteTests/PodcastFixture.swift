import Foundation
import SitegenContent
import SitegenDiagnostics
import SitegenFileSystem
import SitegenFormats
import SitegenImport
import SitegenOutput
import SitegenPipeline
import SitegenRender
import SitegenTestSupport
import Testing

/// The podcast fixture site: `Fixtures/sites/podcast/Content/` (text: site.yml, episodes,
/// collections, people, transcripts, captions) with its audio, video and images made at test
/// time into a temporary copy. It has no `site/` folder, so it is not one of the golden cases;
/// the `Podcast*Tests` check it with real parsers, the Nu checker and Chromium instead.
enum PodcastFixture {
    /// The fixture's `baseURL` (with a path, so that every absolute URL must keep it).
    static let baseURL = "https://podcast.example.org/fixture/"

    /// The fixture's Content/ as copied into the test bundle.
    static var bundledContent: URL {
        get throws {
            let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
            return fixtures.appendingPathComponent("sites/podcast/Content")
        }
    }

    /// The binary files of Content/, made at test time; every size differs, so that a length
    /// taken from the wrong file shows.
    static let generatedFiles: [String: Data] = [
        "audio/000-trailer.wav": MediaFileBytes.wav(seconds: 1),
        "audio/001-welcome.wav": MediaFileBytes.wav(seconds: 3),
        "audio/side-quest-1.wav": MediaFileBytes.wav(seconds: 2),
        "video/503-self-hosted.mp4": MediaFileBytes.mp4(padding: 2_000),
        "images/artwork.png": MediaFileBytes.artwork,
        "images/side-quest.png": MediaFileBytes.artwork,
        "images/people/ada.png": MediaFileBytes.png(width: 20, height: 20, red: 250, green: 200, blue: 0),
        "images/people/grace.png": MediaFileBytes.png(width: 21, height: 21, red: 90, green: 0, blue: 160),
        "images/episodes/001.png": MediaFileBytes.png(width: 32, height: 18, red: 10, green: 10, blue: 200),
        "images/episodes/501.png": MediaFileBytes.png(width: 33, height: 18, red: 200, green: 10, blue: 10),
        "images/episodes/502.png": MediaFileBytes.png(width: 34, height: 18, red: 10, green: 200, blue: 200),
        "images/episodes/503.png": MediaFileBytes.png(width: 35, height: 18, red: 100, green: 100, blue: 100),
        "images/episodes/503-poster.png": MediaFileBytes.png(width: 36, height: 18, red: 0, green: 0, blue: 0),
    ]

    /// A new temporary folder holding the site: Content/ copied from the bundle, plus the
    /// generated files.
    static func copy(_ prefix: String = "sitegen-podcast") throws -> URL {
        let site = try PackagePaths.temporaryFolder(prefix)
        let content = site.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: try bundledContent, to: content)
        for (path, data) in generatedFiles {
            let url = content.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        return site
    }

    /// Builds `site` into `output` with the test clock (2030-03-17).
    static func build(_ site: URL, into output: URL) async -> SiteBuildResult {
        await SitePipeline().build(SiteBuildOptions(source: site, output: output, now: SiteSandbox.now))
    }
}

/// The podcast fixture built once per test run, for the suites that only read its output.
actor BuiltPodcastSite {
    static let shared = BuiltPodcastSite()

    /// A built copy of the fixture.
    struct Built: Sendable {
        /// The site folder (Content/ inside).
        var site: URL
        /// The output folder.
        var output: URL
        /// The build's diagnostics, as compiler-style lines.
        var diagnostics: [String]
        /// The episodes as their front matter describes them.
        var episodes: [ExpectedEpisode]
        /// The shows (the site's feed, then each collection with a `podcast:` block).
        var shows: [ExpectedShow]
    }

    private var built: Built?

    /// The built site (built on the first call).
    func get() async throws -> Built {
        if let built { return built }
        let site = try PodcastFixture.copy()
        let output = site.appendingPathComponent("Output")
        let result = await PodcastFixture.build(site, into: output)
        let content = site.appendingPathComponent("Content")
        let value = Built(
            site: site, output: output, diagnostics: result.diagnostics.map(\.description),
            episodes: try ExpectedEpisode.all(in: content), shows: try ExpectedShow.all(in: content))
        built = value
        return value
    }
}
