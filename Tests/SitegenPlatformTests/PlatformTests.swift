import Foundation
import SitegenTestSupport
import Testing

@testable import SitegenPlatform

/// Each implementation's calls on real files: the choice by `SITEGEN_PLATFORM`, copies that keep
/// bytes and times, the exchange where the system has it, and the polling watcher's comparison.
@Suite struct PlatformTests {
    struct Choice: Decodable, Sendable, CustomTestStringConvertible {
        var value: String?
        var chosen: String?
        var error: String?
        var testDescription: String { "SITEGEN_PLATFORM=\(value ?? "(unset)")" }
    }

    static let choices: [Choice] = {
        guard let url = Bundle.module.url(forResource: "Fixtures/platform-choices", withExtension: "json"),
            let data = try? Data(contentsOf: url)
        else { return [] }
        return (try? JSONDecoder().decode([Choice].self, from: data)) ?? []
    }()

    static let implementations = ["native", "posix"]

    static func platform(_ name: String) -> Platform { name == "posix" ? .posix : .native }

    @Test("the fixture of choices is read")
    func choicesRead() { #expect(Self.choices.count == 6) }

    @Test("SITEGEN_PLATFORM chooses the implementation, or says what is wrong with it", arguments: choices)
    func choice(_ choice: Choice) {
        let environment = choice.value.map { [Platform.environmentKey: $0] } ?? [:]
        switch Platform.selection(from: environment) {
        case .success(let platform):
            #expect(platform.name == (choice.chosen == "posix" ? "posix" : Platform.native.name))
            #expect(choice.error == nil)
        case .failure(let error):
            #expect(error.description == choice.error)
        }
    }

    @Test("a copy has the source's bytes and modification time, and replaces a file there", arguments: implementations)
    func copyKeepsBytesAndTimes(_ name: String) throws {
        let folder = try PackagePaths.temporaryFolder("sitegen-platform")
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("source.bin").path
        let target = folder.appendingPathComponent("copy.bin").path
        let bytes = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
        try bytes.write(to: URL(fileURLWithPath: source))
        try Data("old, longer than nothing".utf8).write(to: URL(fileURLWithPath: target))
        let old = Date(timeIntervalSince1970: 1_600_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: source)
        try Self.platform(name).copyFile(source, target)
        #expect(FileManager.default.contents(atPath: target) == bytes)
        #expect(FileStatus(atPath: target)?.modified == FileStatus(atPath: source)?.modified)
        #expect(throws: (any Error).self) { try Self.platform(name).copyFile(folder.path + "/missing", target) }
    }

    @Test(
        "folders are exchanged in one step where the system can; the portable path says it cannot",
        arguments: implementations)
    func exchange(_ name: String) throws {
        let folder = try PackagePaths.temporaryFolder("sitegen-platform")
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("first")
        let second = folder.appendingPathComponent("second")
        for (url, text) in [(first, "one"), (second, "two")] {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url.appendingPathComponent("name"))
        }
        let swapped = Self.platform(name).exchange(first.path, second.path)
        #expect(swapped == (name == "native"))
        let expected = swapped ? "two" : "one"
        #expect(FileManager.default.contents(atPath: first.appendingPathComponent("name").path) == Data(expected.utf8))
        Self.platform(name).flush(folder.path)
        #expect(FileManager.default.contents(atPath: second.appendingPathComponent("name").path) != nil)
    }

    @Test("a polling look tells a file rewritten within one time tick by its bytes, never by a read")
    func pollingComparison() throws {
        let status = FileStatus(device: 1, inode: 2, size: 4, type: 0o100000, accessed: 10, modified: 20, changed: 20)
        var read = status
        read.accessed = 99
        let same = PollingWatcher.Entry(status: status, digest: 7)
        #expect(PollingWatcher.difference(["/a": same], ["/a": .init(status: read, digest: 7)]) == [])
        #expect(PollingWatcher.difference(["/a": same], ["/a": .init(status: status, digest: 8)]) == ["/a"])
        #expect(PollingWatcher.difference(["/a": same], ["/b": same]) == ["/a", "/b"])
    }

    @Test("a file written twice in a row with the same size is reported after each write by the polling watcher")
    func pollingSeesQuickRewrites() async throws {
        let folder = try PackagePaths.temporaryFolder("sitegen-platform")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("episode.md")
        try Data("aaaa\n".utf8).write(to: file)
        let before = PollingWatcher.look(at: [folder.path])
        try Data("bbbb\n".utf8).write(to: file)
        // The times put back as they were: only the bytes (a recent file's digest) tell the change.
        let old = try #require(before[file.path]?.status)
        let descriptor = open(file.path, O_WRONLY)
        #expect(FileStatus.setTimes(of: descriptor, accessed: old.accessed, modified: old.modified))
        close(descriptor)
        var after = PollingWatcher.look(at: [folder.path])
        after[file.path]?.status.changed = old.changed
        #expect(PollingWatcher.difference(before, after) == [file.path])
    }
}
