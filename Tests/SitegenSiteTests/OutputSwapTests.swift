import Foundation
import SitegenFileSystem
import SitegenPlatform
import SitegenTestSupport
import Testing

@testable import SitegenOutput

/// The swap of a new output for the old one, on each platform's path: the system's exchange and
/// the portable two renames, whose crash window the next build recovers from.
@Suite struct OutputSwapTests {
    static func platform(_ name: String) -> Platform { name == "posix" ? .posix : .native }

    static func folder(_ url: URL, holding text: String) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url.appendingPathComponent("index.html"))
    }

    static func text(in url: URL) -> String? {
        FileManager.default.contents(atPath: url.appendingPathComponent("index.html").path).map {
            String(decoding: $0, as: UTF8.self)
        }
    }

    @Test(
        "the new output takes the old one's place; the old one is handed back to be removed",
        arguments: ["native", "posix"])
    func replace(platform: String) throws {
        let root = try PackagePaths.temporaryFolder("sitegen-swap")
        defer { try? FileManager.default.removeItem(at: root) }
        let swap = OutputSwap(
            output: root.appendingPathComponent("Output"), fileSystem: .disk, platform: Self.platform(platform))
        try Self.folder(swap.output, holding: "old")
        try Self.folder(swap.staging, holding: "new")
        let retired = try #require(try swap.replace())
        #expect(Self.text(in: swap.output) == "new")
        #expect(Self.text(in: retired) == "old")
        #expect(retired.lastPathComponent.contains(platform == "posix" ? "sitegen-old-" : "sitegen-new-"))
    }

    @Test("a build killed between the two renames: the next one puts the previous output back, then tidies")
    func killedBetweenRenames() throws {
        let root = try PackagePaths.temporaryFolder("sitegen-swap")
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("Output")
        let killed = root.appendingPathComponent(".Output.sitegen-old-999999")
        try Self.folder(killed, holding: "previous")
        try Self.folder(root.appendingPathComponent(".Output.sitegen-new-999999"), holding: "half")
        OutputSwap(output: output, fileSystem: .disk, platform: .posix).removeLeftovers()
        #expect(Self.text(in: output) == "previous")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["Output"])
    }

    @Test(
        "a large file updated in place is written over the spare of its previous version, and the spares go when the session stops"
    )
    func spares() throws {
        let root = try PackagePaths.temporaryFolder("sitegen-spares")
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("Output")
        let feed = output.appendingPathComponent("podcast.xml")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let size = OutputWriter.spareMinimum * 2
        try Data(repeating: 65, count: size).write(to: feed)
        let swap = OutputSwap(output: output, fileSystem: .disk)
        let writer = OutputWriter(fileSystem: .disk)
        // A new version, then a shorter one: each whole, none longer than written.
        for (byte, count) in [(UInt8(66), size), (UInt8(67), size - 1000)] {
            let file = RenderedFile(path: "podcast.xml", data: Data(repeating: byte, count: count))
            #expect(writer.updateInPlace([file], removing: [], in: output.path))
            #expect(FileManager.default.contents(atPath: feed.path) == file.data)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == ["podcast.xml"])
        // A spare that another name links (a `cp -al` snapshot of the output) keeps its bytes there.
        // (Only where the system exchanges files: elsewhere the spare is renamed onto the file.)
        if Platform.current.name != "posix",
            let spare = try FileManager.default.contentsOfDirectory(atPath: swap.spares.path).first
        {
            let snapshot = root.appendingPathComponent("snapshot.xml")
            let kept = FileManager.default.contents(atPath: swap.spares.appendingPathComponent(spare).path)
            #expect(link(swap.spares.appendingPathComponent(spare).path, snapshot.path) == 0)
            let last = RenderedFile(path: "podcast.xml", data: Data(repeating: 68, count: size))
            #expect(writer.updateInPlace([last], removing: [], in: output.path))
            #expect(FileManager.default.contents(atPath: feed.path) == last.data)
            #expect(FileManager.default.contents(atPath: snapshot.path) == kept)
            try FileManager.default.removeItem(at: snapshot)
            // A spare that the server still reads (it opened it when it was the file) keeps its bytes.
            let name = try #require(try FileManager.default.contentsOfDirectory(atPath: swap.spares.path).first)
            let reading = open(swap.spares.appendingPathComponent(name).path, O_RDONLY)
            defer { close(reading) }
            #expect(reading >= 0 && flock(reading, LOCK_SH) == 0)
            let next = RenderedFile(path: "podcast.xml", data: Data(repeating: 69, count: size))
            #expect(writer.updateInPlace([next], removing: [], in: output.path))
            #expect(FileManager.default.contents(atPath: feed.path) == next.data)
            var first: UInt8 = 0
            #expect(pread(reading, &first, 1, 0) == 1 && first == 67, "the reader's file is as it opened it")
        } else {
            #expect(Platform.current.name == "posix", "the system's exchange keeps a spare")
        }
        // A killed session's spares are leftovers; this one's are kept while it runs.
        let killed = root.appendingPathComponent(".Output.sitegen-spare-999999")
        try FileManager.default.createDirectory(at: killed, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: swap.spares, withIntermediateDirectories: true)
        swap.removeLeftovers()
        #expect(!FileManager.default.fileExists(atPath: killed.path))
        #expect(FileManager.default.fileExists(atPath: swap.spares.path))
        OutputWriter.removeSpares(beside: output)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["Output"])
    }
}
