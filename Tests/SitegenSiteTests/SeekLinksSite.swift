import Foundation
import SitegenDiagnostics
import SitegenPipeline
import SitegenTestSupport
import Testing

/// `Fixtures/seek-links/`: episodes with both audio and a video (YouTube, a file; one with
/// `seek: video`) and an audio episode whose file a test holds back, built once per test run
/// with their 60-second WAV files, video and picture made at test time.
actor SeekLinksSite {
    static let shared = SeekLinksSite()

    /// The binary files of Content/: each episode's audio a minute long, so that a seek to 0:40
    /// or 0:50 is inside it.
    static let generatedFiles: [String: Data] = [
        "audio/001.wav": MediaFileBytes.wav(seconds: 60),
        "audio/002.wav": MediaFileBytes.wav(seconds: 60),
        "audio/003.wav": MediaFileBytes.wav(seconds: 60),
        "audio/004.wav": MediaFileBytes.wav(seconds: 60),
        "video/002.mp4": MediaFileBytes.mp4(padding: 1_000),
        "images/artwork.png": MediaFileBytes.artwork,
        "images/episodes/001.png": MediaFileBytes.png(width: 32, height: 18, red: 40, green: 90, blue: 200),
    ]

    private var output: URL?

    /// The output folder of the built site (built on the first call).
    func get() async throws -> URL {
        if let output { return output }
        let site = try PackagePaths.temporaryFolder("sitegen-seek-links")
        let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        let content = site.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("seek-links/Content"), to: content)
        for (path, data) in Self.generatedFiles {
            let url = content.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        let built = site.appendingPathComponent("Output")
        let result = await SitePipeline().build(SiteBuildOptions(source: site, output: built, now: SiteSandbox.now))
        #expect(result.diagnostics.map(\.description) == [], "the seek-links fixture builds cleanly")
        try #require(result.succeeded)
        output = built
        return built
    }
}
