import Foundation
import SitegenFileSystem
import SitegenOutput
import SitegenPipeline
import Testing

/// A file made of parts (a feed) is compared and stored without its parts being joined: the
/// comparison finds what a joined one finds, the store holds the joined bytes, and a build's
/// feeds are the bytes a session, which joins them, writes.
@Suite struct FilePartsTests {
    /// One comparison of parts with a file's bytes.
    struct Case: Decodable, CustomTestStringConvertible, Sendable {
        var name: String
        var file: String
        var parts: [String]
        var holds: Bool
        var testDescription: String { name }
    }

    static let cases: [Case] = {
        let url = Bundle.module.url(forResource: "Fixtures/file-parts/cases", withExtension: "json")!
        return try! JSONDecoder().decode([Case].self, from: Data(contentsOf: url))
    }()

    @Test("parts are compared with a file as their joined bytes are", arguments: cases)
    func comparison(_ input: Case) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-parts-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("file")
        try Data(input.file.utf8).write(to: file)
        #expect(FileSystem.holds(input.parts, at: file.path) == input.holds)
        #expect(FileSystem.holds(Data(input.parts.joined().utf8), at: file.path) == input.holds)
        // A second name makes the file not the same, as for joined bytes.
        try FileManager.default.linkItem(at: file, to: folder.appendingPathComponent("other"))
        #expect(!FileSystem.holds(input.parts, at: file.path))
        #expect(FileSystem.holds(input.parts, at: file.path, links: 2) == input.holds)
    }

    @Test("the store holds the parts joined, under a name of their path", arguments: cases)
    func store(_ input: Case) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-parts-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Output")
        let store = try #require(
            PageStore.make(
                in: folder.appendingPathComponent("Cache"), output: output, generation: nil, fileSystem: .disk))
        let file = try #require(store.store(parts: input.parts, at: "collections/a b/podcast.xml"))
        let stored = try #require(file.storedAt)
        #expect(file.path == "collections/a b/podcast.xml" && file.data.isEmpty)
        #expect(try Data(contentsOf: URL(fileURLWithPath: stored)) == Data(input.parts.joined().utf8))
        let other = try #require(store.store(parts: input.parts, at: "collections/a%20b/podcast.xml")?.storedAt)
        #expect(other != stored)
    }

    @Test("a build's feeds are a session's bytes; an unchanged feed keeps its file, a changed one does not")
    func feeds() async throws {
        try await SiteSandbox.with(try ParsedFilesArchiveTests.files(of: "podcast")) { sandbox in
            let built = await sandbox.build()
            #expect(built.succeeded, "\(built.lines)")
            let feeds = try SiteSandbox.snapshot(of: sandbox.output).keys.filter { $0.hasSuffix("podcast.xml") }
            #expect(feeds.count > 1, "the fixture has the site's feed and a collection's")
            let session = sandbox.root.appendingPathComponent("session")
            let joined = await SiteBuildSession().build(
                SiteBuildOptions(
                    source: sandbox.site, output: session, now: SiteSandbox.now,
                    imageCache: sandbox.root.appendingPathComponent("session-cache")))
            #expect(joined.succeeded)
            for feed in feeds {
                #expect(try sandbox.outputText(feed) == sandbox.outputText(feed, in: session), "\(feed)")
            }

            func inode(_ path: String) throws -> Int? {
                try FileManager.default.attributesOfItem(atPath: sandbox.output.appendingPathComponent(path).path)[
                    .systemFileNumber] as? Int
            }
            let before = try inode("podcast.xml")
            #expect(await sandbox.build().succeeded)
            #expect(try inode("podcast.xml") == before)
            let episodes = sandbox.site.appendingPathComponent("Content/episodes")
            let episode = try #require(
                try FileManager.default.contentsOfDirectory(atPath: episodes.path).sorted().first {
                    $0.hasSuffix(".md")
                })
            let url = episodes.appendingPathComponent(episode)
            let text = try String(contentsOf: url, encoding: .utf8)
            try Data(text.appending("\nA line only the new feed has.\n").utf8).write(to: url)
            let edited = await sandbox.build()
            #expect(edited.succeeded)
            // The feeds are rendered again, so their items are made (beside each other, not feed by feed).
            #expect(edited.statistics.podcastItemsMade > 0)
            #expect(try inode("podcast.xml") != before)
            #expect(try sandbox.outputText("podcast.xml").contains("A line only the new feed has."))
        }
    }
}
