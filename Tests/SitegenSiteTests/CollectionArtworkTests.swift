import Foundation
import SitegenPipeline
import Testing

/// A collection's picture in the gallery (issue 50: "collections use their own artwork"): its
/// thumbnail, else its show's `podcast.image`, and only then its first episode's picture.
@Suite struct CollectionArtworkTests {
    typealias M = MinimalSite

    @Test("a show without a thumbnail is shown with its podcast artwork, not its first episode's picture")
    func podcastArtwork() async throws {
        let edits: [SiteEdit] = [
            .replace(
                M.collection, "order: 1",
                "order: 1\npodcast:\n  image: images/basics-show.png\n  author: Test Author\n"
                    + "  owner: {name: Test Author, email: test@example.org}\n  category: Education\n  explicit: false"),
            .writeData("Content/images/basics-show.png", MediaFileBytes.artwork),
        ]
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded, "\(result.lines)")
            let index = try String(
                contentsOf: sandbox.output.appendingPathComponent("collections/index.html"), encoding: .utf8)
            #expect(index.contains("basics-show"), "the show's artwork")
            #expect(!index.contains("first.svg"), "the first episode's picture")
        }
    }
}
