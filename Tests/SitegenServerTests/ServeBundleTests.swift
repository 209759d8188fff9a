import Foundation
import SitegenContent
import SitegenFileSystem
import SitegenFormats
import SitegenImages
import SitegenImport
import SitegenOutput
import SitegenPipeline
import SitegenRender
import SitegenTestSupport
import Testing

@testable import SitegenServer

/// A page bundle edited while `sitegen serve` runs: the watcher sees files inside the bundle's
/// folder, and the rebuild publishes them as a full build would.
@Suite("sitegen serve and page bundles", .serialized, .timeLimit(.minutes(10)))
struct ServeBundleTests {
    /// The bundle's page, with its cover as thumbnail and as a body picture.
    static let page = "---\ntitle: A bundle\ndate: 2024-05-01\nthumbnail: cover.png\n---\n![The cover](cover.png)\n"

    @Test(
        "replacing a bundle's picture reloads its page with the new picture's variants; a new file is published",
        .tags(.serve), .tier(.serve))
    func replacePicture() async throws {
        let first = try ImageProcessor.synthesize(width: 640, height: 360, format: .png, seed: 1).get()
        let second = try ImageProcessor.synthesize(width: 800, height: 450, format: .png, seed: 2).get()
        let site = try await ServedSite.start { folder in
            let bundle = folder.appendingPathComponent("Content/episodes/bundle-picture")
            try? FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
            try? first.write(to: bundle.appendingPathComponent("cover.png"))
            try? Data(Self.page.utf8).write(to: bundle.appendingPathComponent("index.md"))
        }
        defer { Task { await site.stop() } }
        let events = try EventClient(port: site.port)
        try #require(await events.connected(), "the event stream never opened")
        let before = try await site.get("/episodes/bundle-picture/")
        #expect(before.status == 200 && before.text.contains("width=\"640\" height=\"360\""))

        let bundle = site.content.appendingPathComponent("episodes/bundle-picture")
        try second.write(to: bundle.appendingPathComponent("cover.png"), options: .atomic)
        #expect(await events.next(named: "reload")?.name == "reload")
        let after = try await site.get("/episodes/bundle-picture/")
        #expect(after.text.contains("width=\"800\" height=\"450\""), "the page shows the new picture's size")
        #expect(try await site.get("/episodes/bundle-picture/cover.png").body == second)

        try Data("notes".utf8).write(to: bundle.appendingPathComponent("notes.txt"), options: .atomic)
        #expect(await events.next(named: "reload")?.name == "reload")
        #expect(try await site.get("/episodes/bundle-picture/notes.txt").text == "notes")
    }
}
