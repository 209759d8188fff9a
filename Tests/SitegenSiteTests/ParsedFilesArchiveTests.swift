import Foundation
import SitegenPipeline
import SitegenTestSupport
import Testing

/// The decoded content files kept in `Cache/parsed/files.bin`: a build after another parses
/// nothing it parsed before and writes the same output with the same warnings; an edit, even
/// one that keeps the file's length, is parsed again; a damaged archive, or one another sitegen
/// wrote, is not used.
@Suite struct ParsedFilesArchiveTests {
    static let archive = "Cache/parsed/files.bin"

    /// The fixture sites, by the folder under `Fixtures/sites/` that holds their `Content/`.
    static let sites = ["bundles", "gallery/site", "minimal/site", "podcast"]

    /// A fixture site's files, by path relative to the site folder (the podcast's media made).
    static func files(of site: String) throws -> [String: Data] {
        let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        var files: [String: Data] = [:]
        // A cache a build left in the bundle's copy of the site is not the site's.
        for (path, data) in try SiteSandbox.snapshot(of: fixtures.appendingPathComponent("sites/\(site)"))
        where !path.hasPrefix("Cache/") {
            files[path] = data
        }
        if site == "podcast" {
            for (path, data) in PodcastFixture.generatedFiles { files["Content/" + path] = data }
        }
        return files
    }

    @Test("a second build parses nothing and writes the same output and warnings", arguments: sites)
    func secondBuild(_ site: String) async throws {
        try await SiteSandbox.with(try Self.files(of: site)) { sandbox in
            let first = await sandbox.build()
            #expect(first.succeeded, "\(first.lines)")
            #expect(first.statistics.filesParsed > 0)
            let written = try SiteSandbox.snapshot(of: sandbox.output)
            let archive = try Data(contentsOf: sandbox.site.appendingPathComponent(Self.archive))
            #expect(archive.starts(with: Data("sitegen parsed files 1\n".utf8)))
            // (The archive is not compared: a file's stamp settles two seconds after it was
            // written, and the next build then keeps the stamp instead of the text's digest.)

            let second = await sandbox.build()
            #expect(second.statistics.filesParsed == 0)
            #expect(second.statistics.filesReused == first.statistics.filesParsed + first.statistics.filesReused)
            #expect(second.lines == first.lines)
            #expect(try SiteSandbox.snapshot(of: sandbox.output) == written)
        }
    }

    @Test("an edit that keeps the file's length is parsed again; the output is a fresh build's")
    func sameLengthEdit() async throws {
        try await SiteSandbox.with(MinimalSite.files) { sandbox in
            #expect(await sandbox.build().succeeded)
            let episode = sandbox.site.appendingPathComponent(MinimalSite.first)
            let text = try String(contentsOf: episode, encoding: .utf8)
            let title = try #require(text.split(separator: "\n").first { $0.hasPrefix("title:") })
            let edited = text.replacingOccurrences(
                of: String(title), with: "title: " + String(repeating: "Z", count: title.count - 7))
            #expect(edited.utf8.count == text.utf8.count && edited != text)
            try Data(edited.utf8).write(to: episode)

            let rebuilt = await sandbox.build()
            #expect(rebuilt.succeeded)
            #expect(rebuilt.statistics.filesParsed == 1)
            let fresh = sandbox.root.appendingPathComponent("fresh")
            let freshBuild = await SitePipeline().build(
                SiteBuildOptions(
                    source: sandbox.site, output: fresh, now: SiteSandbox.now,
                    imageCache: sandbox.root.appendingPathComponent("fresh-cache")))
            #expect(freshBuild.statistics.filesReused == 0)
            #expect(try SiteSandbox.snapshot(of: sandbox.output) == SiteSandbox.snapshot(of: fresh))
        }
    }

    @Test(
        "a file read when its stamp had settled is taken by its stamp, and an edit changes the stamp",
        .tags(.slow), .tier(.slow))
    func settledStamps() async throws {
        try await SiteSandbox.with(MinimalSite.files) { sandbox in
            #expect(await sandbox.build().succeeded)
            // A stamp younger than two seconds is not trusted (`FileStamp.isOldEnoughToTrust`).
            try await Task.sleep(for: .milliseconds(2_500))
            #expect(await sandbox.build().statistics.filesParsed == 0)
            #expect(await sandbox.build().statistics.filesParsed == 0, "taken by the stamps the last build kept")

            let episode = sandbox.site.appendingPathComponent(MinimalSite.second)
            let text = try String(contentsOf: episode, encoding: .utf8)
            try Data(text.replacingOccurrences(of: "title: ", with: "title: X").utf8).write(to: episode)
            let rebuilt = await sandbox.build()
            #expect(rebuilt.statistics.filesParsed == 1)
            #expect(try sandbox.outputText("episodes/second/index.html").contains("XSecond episode"))
        }
    }

    @Test("a killed build's temporary archive, an hour old, is removed; a younger one is another build's")
    func staleTemporaries() async throws {
        try await SiteSandbox.with(MinimalSite.files) { sandbox in
            let folder = sandbox.site.appendingPathComponent("Cache/parsed")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let stale = folder.appendingPathComponent(".tmp-1-2")
            let young = folder.appendingPathComponent(".tmp-3-4")
            try Data("left by a killed build".utf8).write(to: stale)
            try Data("being written".utf8).write(to: young)
            try FileManager.default.setAttributes(
                [.modificationDate: Date().addingTimeInterval(-7_200)], ofItemAtPath: stale.path)
            #expect(await sandbox.build().succeeded)
            #expect(!FileManager.default.fileExists(atPath: stale.path))
            #expect(FileManager.default.fileExists(atPath: young.path))
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("files.bin").path))
        }
    }

    @Test("a session's first build takes the files a build decoded, and then edits of texts take the quick path")
    func sessionReadsTheArchive() async throws {
        try await SiteSandbox.with(MinimalSite.files) { sandbox in
            #expect(await sandbox.build().succeeded)
            let options = SiteBuildOptions(source: sandbox.site, output: sandbox.output, now: SiteSandbox.now)
            let session = SiteBuildSession()
            let first = await session.build(options)
            #expect(first.succeeded)
            #expect(first.statistics.filesParsed == 0)

            let episode = sandbox.site.appendingPathComponent(MinimalSite.first)
            let text = try String(contentsOf: episode, encoding: .utf8)
            try Data((text + "\nOne more line of notes.\n").utf8).write(to: episode)
            let watched =
                sandbox.site.appendingPathComponent("Content").resolvingSymlinksInPath().path
                + "/" + MinimalSite.first.dropFirst("Content/".count)
            let edited = await session.build(options, changedPaths: [watched])
            #expect(edited.succeeded)
            #expect(edited.statistics.onlyEpisodeTextsChanged, "the session kept the texts the archive left out")
            #expect(edited.statistics.filesParsed == 1)
            #expect(try sandbox.outputText("episodes/first/index.html").contains("One more line of notes."))
        }
    }

    @Test("an error stays an error, and the files around it are kept for the build after the fix")
    func errorsComeBack() async throws {
        var files = MinimalSite.files
        let good = files[MinimalSite.second]!
        files[MinimalSite.second] = Data("---\ntitle: [unclosed\n---\nBody.\n".utf8)
        try await SiteSandbox.with(files) { sandbox in
            let first = await sandbox.build()
            #expect(!first.succeeded)
            let second = await sandbox.build()
            #expect(second.lines == first.lines)
            #expect(second.statistics.filesParsed == 0)

            try good.write(to: sandbox.site.appendingPathComponent(MinimalSite.second))
            let fixed = await sandbox.build()
            #expect(fixed.succeeded, "\(fixed.lines)")
            #expect(fixed.statistics.filesParsed == 1)
        }
    }

    /// Ways an archive is not to be used: cut short, damaged, or written by another sitegen.
    enum Damage: String, CaseIterable, Sendable {
        case cut, flipped, otherExecutable, empty

        func apply(to data: Data) -> Data {
            switch self {
            case .cut: return data.prefix(data.count / 2)
            case .flipped:
                var damaged = data
                let last = damaged.count - 3
                damaged[last] ^= 0xFF
                return damaged
            case .otherExecutable:
                var lines = String(decoding: data, as: UTF8.self).split(
                    separator: "\n", omittingEmptySubsequences: false)
                lines[1] = "0 0 0 0"
                return Data(lines.joined(separator: "\n").utf8)
            case .empty: return Data()
            }
        }
    }

    @Test("a damaged archive, or another sitegen's, is not used and is written anew", arguments: Damage.allCases)
    func damagedArchive(_ damage: Damage) async throws {
        try await SiteSandbox.with(try Self.files(of: "podcast")) { sandbox in
            let first = await sandbox.build()
            #expect(first.succeeded, "\(first.lines)")
            let written = try SiteSandbox.snapshot(of: sandbox.output)
            let url = sandbox.site.appendingPathComponent(Self.archive)
            let archive = try Data(contentsOf: url)
            try damage.apply(to: archive).write(to: url)

            let second = await sandbox.build()
            #expect(second.statistics.filesParsed == first.statistics.filesParsed)
            #expect(second.lines == first.lines)
            #expect(try SiteSandbox.snapshot(of: sandbox.output) == written)
            let third = await sandbox.build()
            #expect(third.statistics.filesParsed == 0, "the archive was written anew")
            #expect(try SiteSandbox.snapshot(of: sandbox.output) == written)
        }
    }
}
