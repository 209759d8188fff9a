import Foundation
import SitegenDiagnostics
import SitegenImages
import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// The folder of encoded pictures is moved from the output a build replaces into the new one
/// (one rename), keeps exactly the files the pages name, and survives failed and killed builds.
@Suite struct CarriedFolderTests {
    /// The minimal site with JPEG thumbnails on both episodes.
    static func pictureSite() throws -> [String: Data] {
        var files = MinimalSite.files
        files[MinimalSite.thumbnail] = nil
        files[MinimalSite.first] = Data(
            String(decoding: files[MinimalSite.first]!, as: UTF8.self)
                .replacingOccurrences(of: "images/first.svg", with: "images/first.jpg").utf8)
        files[MinimalSite.second] = Data(
            String(decoding: files[MinimalSite.second]!, as: UTF8.self)
                .replacingOccurrences(of: "tags: [swift]\n", with: "tags: [swift]\nthumbnail: images/second.jpg\n").utf8
        )
        files["Content/images/first.jpg"] = try picture(seed: 1)
        files["Content/images/second.jpg"] = try picture(seed: 2)
        return files
    }

    static func picture(seed: Int) throws -> Data {
        try ImageProcessor.synthesize(width: 800, height: 450, format: .jpeg, seed: seed).get()
    }

    /// A folder's inode.
    static func inode(_ url: URL) throws -> UInt64 {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return try #require(attributes[.systemFileNumber] as? NSNumber).uint64Value
    }

    /// The names under `assets/images/` that the output's pages, feeds and sitemaps name.
    static func namedPictures(in output: URL) throws -> Set<String> {
        var names = Set<String>()
        for (path, data) in try SiteSandbox.snapshot(of: output)
        where path.hasSuffix(".html") || path.hasSuffix(".xml") {
            let text = String(decoding: data, as: UTF8.self)
            for match in text.matches(of: /assets\/images\/([^"'\s,)<>]+)/) { names.insert(String(match.1)) }
        }
        return names
    }

    /// The names in the output's picture folder.
    static func storedPictures(in output: URL) throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent("assets/images").path))
    }

    @Test("a rebuild moves the pictures' folder; a picture no longer shown leaves it, a new one enters it")
    func rebuildCarriesTheFolder() async throws {
        try await SiteSandbox.with(try Self.pictureSite()) { sandbox in
            let folder = sandbox.output.appendingPathComponent("assets/images")
            try #require(await sandbox.build().succeeded)
            let first = try SiteSandbox.snapshot(of: sandbox.output)
            let inode = try Self.inode(folder)
            #expect(try Self.storedPictures(in: sandbox.output) == Self.namedPictures(in: sandbox.output))

            try #require(await sandbox.build().succeeded)
            #expect(try Self.inode(folder) == inode, "the folder was made anew instead of moved")
            #expect(try SiteSandbox.snapshot(of: sandbox.output) == first)

            let before = try Self.storedPictures(in: sandbox.output)
            try sandbox.write(["Content/images/second.jpg": try Self.picture(seed: 3)])
            try #require(await sandbox.build().succeeded)
            let after = try Self.storedPictures(in: sandbox.output)
            #expect(try Self.inode(folder) == inode)
            #expect(after == (try Self.namedPictures(in: sandbox.output)), "stale or missing pictures")
            #expect(!after.subtracting(before).isEmpty, "the new picture's files are missing")
            #expect(!before.subtracting(after).isEmpty, "the replaced picture's files were kept")
            #expect(try sandbox.strayEntries() == [])
        }
    }

    @Test("a build killed between the swap and the move gets the folder back from the leftover")
    func killedBetweenSwapAndMove() async throws {
        try await SiteSandbox.with(try Self.pictureSite()) { sandbox in
            try #require(await sandbox.build().succeeded)
            let reference = try SiteSandbox.snapshot(of: sandbox.output)
            let folder = sandbox.output.appendingPathComponent("assets/images")
            let inode = try Self.inode(folder)
            // What a kill at that moment leaves: the old output (with the folder) under the
            // staging name, the new output without it.
            let leftover = sandbox.root.appendingPathComponent(".Output.sitegen-new-99999/assets")
            try FileManager.default.createDirectory(at: leftover, withIntermediateDirectories: true)
            try FileManager.default.moveItem(at: folder, to: leftover.appendingPathComponent("images"))

            try #require(await sandbox.build().succeeded)
            #expect(try Self.inode(folder) == inode, "the folder was not taken back from the leftover")
            #expect(try SiteSandbox.snapshot(of: sandbox.output) == reference)
            #expect(try sandbox.strayEntries() == [])
        }
    }

    @Test("a user's own file in the pictures' folder stops the move, and the output is still whole")
    func userFileInTheFolder() async throws {
        var files = try Self.pictureSite()
        files["Content/assets/images/mine.txt"] = Data("mine\n".utf8)
        try await SiteSandbox.with(files) { sandbox in
            try #require(await sandbox.build().succeeded)
            try #require(await sandbox.build().succeeded)
            let stored = try Self.storedPictures(in: sandbox.output)
            #expect(stored == (try Self.namedPictures(in: sandbox.output)).union(["mine.txt"]))
        }
    }

    @Test(
        "a write whose new picture cannot be linked leaves the output as it was, added files taken out; a folder alone in its parent moves"
    )
    func failedFillIsUndone() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-carry-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = root.appendingPathComponent("cache")
        let output = root.appendingPathComponent("Output")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        for name in ["a.webp", "b.webp"] { try Data(name.utf8).write(to: cache.appendingPathComponent(name)) }
        func linked(_ name: String) -> RenderedFile {
            RenderedFile(
                path: "assets/images/\(name)", data: Data("sitegen-image:\(name)".utf8),
                linkedFrom: cache.appendingPathComponent(name).path)
        }
        let page = RenderedFile(path: "index.html", data: Data("<p>one</p>\n".utf8))
        let writer = OutputWriter(fileSystem: .disk)
        #expect(await writer.write([page, linked("a.webp")], to: output, previous: nil).diagnostics.isEmpty)
        let reference = try SiteSandbox.snapshot(of: output)

        let other = RenderedFile(path: "index.html", data: Data("<p>two</p>\n".utf8))
        let failed = await writer.write(
            [other, linked("a.webp"), linked("b.webp"), linked("missing.webp")], to: output, previous: nil)
        #expect(failed.diagnostics.first?.message.contains("was left as it was") == true, "\(failed.diagnostics)")
        #expect(try SiteSandbox.snapshot(of: output) == reference)

        let folder = output.appendingPathComponent("assets/images")
        let inode = try Self.inode(folder)
        #expect(await writer.write([other, linked("b.webp")], to: output, previous: nil).diagnostics.isEmpty)
        #expect(try Self.inode(folder) == inode, "the folder was not moved (its parent holds nothing else)")
        #expect(
            try SiteSandbox.snapshot(of: output)
                == ["index.html": other.data, "assets/images/b.webp": Data("b.webp".utf8)])
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == ["Output", "cache"])
    }

    /// The device of a path.
    static func device(_ path: String) -> UInt64? {
        var info = stat()
        return stat(path, &info) == 0 ? UInt64(info.st_dev) : nil
    }

    @Test("with the cache on another file system, new pictures are copied whole into the moved folder")
    func cacheOnAnotherFileSystem() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-carry-\(UUID().uuidString)")
        let cache = URL(fileURLWithPath: "/dev/shm/sitegen-carry-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: root)
            try? FileManager.default.removeItem(at: cache)
        }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        guard (try? FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)) != nil,
            let cacheDevice = Self.device(cache.path), cacheDevice != Self.device(root.path)
        else { return }  // no second file system here: the link path is what runs
        for name in ["a.webp", "b.webp"] {
            try Data(repeating: UInt8(name.utf8.first!), count: 100_000).write(to: cache.appendingPathComponent(name))
        }
        func linked(_ name: String) -> RenderedFile {
            RenderedFile(
                path: "assets/images/\(name)", data: Data("sitegen-image:\(name)".utf8),
                linkedFrom: cache.appendingPathComponent(name).path)
        }
        let output = root.appendingPathComponent("Output")
        let page = RenderedFile(path: "index.html", data: Data("<p>one</p>\n".utf8))
        let writer = OutputWriter(fileSystem: .disk)
        #expect(await writer.write([page, linked("a.webp")], to: output, previous: nil).diagnostics.isEmpty)
        let inode = try Self.inode(output.appendingPathComponent("assets/images"))
        #expect(
            await writer.write([page, linked("a.webp"), linked("b.webp")], to: output, previous: nil).diagnostics
                .isEmpty)
        #expect(try Self.inode(output.appendingPathComponent("assets/images")) == inode)
        #expect(
            try SiteSandbox.snapshot(of: output) == [
                "index.html": page.data, "assets/images/a.webp": Data(repeating: UInt8(ascii: "a"), count: 100_000),
                "assets/images/b.webp": Data(repeating: UInt8(ascii: "b"), count: 100_000),
            ])
    }
}
