import Foundation
import SitegenDiagnostics
import SitegenTestSupport
import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// A folder of copied files (a site's own pictures) is moved from the output a build replaces
/// into the new one while every copy there is still its source's; a changed source makes the new
/// folder get fresh copies, and a failed build leaves the output as it was.
@Suite(.tags(.slow), .tier(.slow)) struct CarriedCopiesTests {
    /// A folder with a site's sources and the output written from them.
    struct Place {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-copies-\(UUID().uuidString)")
        var site: URL { root.appendingPathComponent("site") }
        var output: URL { root.appendingPathComponent("Output") }

        /// Writes a source file.
        func source(_ name: String, _ text: String) throws {
            try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: site.appendingPathComponent(name))
        }

        /// The build's file for a source copied to `images/<name>`, stamped as a composition stamps it.
        func copied(_ name: String) -> RenderedFile {
            let source = site.appendingPathComponent(name)
            let identity = FileSystem.disk.stamp(source)?.identity ?? Data()
            return RenderedFile(path: "images/\(name)", data: identity, copiedFrom: source.path)
        }

        /// Writes the page and the copies of the sources `names` as the output; the problems.
        func write(_ names: [String], page: RenderedFile = CarriedCopiesTests.page) async -> [Diagnostic] {
            await OutputWriter(fileSystem: .disk).write([page] + names.map(copied), to: output, previous: nil)
                .diagnostics
        }

        /// A place with the sources `a.jpg` and `b.jpg`, settled, written once as the output.
        static func written() async throws -> Place {
            let place = Place()
            try place.source("a.jpg", "a")
            try place.source("b.jpg", "b")
            // A copy is trusted only once its source's stamp has settled (two seconds).
            try await Task.sleep(for: .milliseconds(2_100))
            #expect(await place.write(["a.jpg", "b.jpg"]).isEmpty)
            return place
        }

        /// The inode of the output's `images/` folder.
        func folderInode() throws -> UInt64 {
            let attributes = try FileManager.default.attributesOfItem(
                atPath: output.appendingPathComponent("images").path)
            return try #require(attributes[.systemFileNumber] as? NSNumber).uint64Value
        }
    }

    static let page = RenderedFile(path: "index.html", data: Data("<p>one</p>\n".utf8))

    @Test("unchanged copies are carried with their folder; new ones enter it, dropped ones leave it")
    func carried() async throws {
        let place = try await Place.written()
        defer { try? FileManager.default.removeItem(at: place.root) }
        let inode = try place.folderInode()

        try place.source("c.jpg", "c")
        #expect(await place.write(["a.jpg", "b.jpg", "c.jpg"]).isEmpty)
        #expect(try place.folderInode() == inode, "the folder of unchanged copies was made anew")
        #expect(
            try SiteSandbox.snapshot(of: place.output) == [
                "index.html": Self.page.data, "images/a.jpg": Data("a".utf8), "images/b.jpg": Data("b".utf8),
                "images/c.jpg": Data("c".utf8),
            ])

        #expect(await place.write(["a.jpg"]).isEmpty)
        #expect(try place.folderInode() == inode)
        #expect(
            try SiteSandbox.snapshot(of: place.output) == [
                "index.html": Self.page.data, "images/a.jpg": Data("a".utf8),
            ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: place.root.path).sorted() == ["Output", "site"])
    }

    @Test("a changed source is copied anew into a new folder; a failed write leaves the output as it was")
    func changedAndFailed() async throws {
        let place = try await Place.written()
        defer { try? FileManager.default.removeItem(at: place.root) }
        let inode = try place.folderInode()

        // The same size: only the modification time tells the copy is stale.
        try place.source("a.jpg", "A")
        #expect(await place.write(["a.jpg", "b.jpg"]).isEmpty)
        #expect(try place.folderInode() != inode, "a folder with a stale copy was carried")
        #expect(
            try SiteSandbox.snapshot(of: place.output) == [
                "index.html": Self.page.data, "images/a.jpg": Data("A".utf8), "images/b.jpg": Data("b".utf8),
            ])
        let reference = try SiteSandbox.snapshot(of: place.output)

        try place.source("new.jpg", "new")
        // `gone.jpg` has no source: it cannot be copied.
        let other = RenderedFile(path: "index.html", data: Data("<p>two</p>\n".utf8))
        let failed = await place.write(["a.jpg", "b.jpg", "new.jpg", "gone.jpg"], page: other)
        #expect(failed.first?.message.contains("was left as it was") == true, "\(failed)")
        #expect(try SiteSandbox.snapshot(of: place.output) == reference, "the failed write changed the output")
        #expect(try FileManager.default.contentsOfDirectory(atPath: place.root.path).sorted() == ["Output", "site"])
    }
}
