import Foundation
import SitegenPipeline
import Testing

/// A build whose output already holds every file it makes, and nothing else, writes nothing:
/// the output keeps its folder, its files and their inodes. Anything else in the output, or a
/// file missing or changed, makes the build write the output anew, as a fresh build writes it.
@Suite struct UnchangedOutputTests {
    /// A change made by hand to the output between two builds of the same site.
    struct Case: Decodable, CustomTestStringConvertible, Sendable {
        var name: String
        /// `none`, `copy`, `snapshot` (a second name outside the output, as `cp -al` makes),
        /// `add-file`, `add-folder`, `remove`, `symlink` or `flip-byte`.
        var change: String
        /// The output path changed; `*.ext` is the first file (by path) with that extension.
        var path: String
        /// Whether the second build finds the output unchanged and writes nothing.
        var unchanged: Bool
        var testDescription: String { name }
    }

    static let cases: [Case] = {
        let url = Bundle.module.url(forResource: "Fixtures/unchanged-output/cases", withExtension: "json")!
        return try! JSONDecoder().decode([Case].self, from: Data(contentsOf: url))
    }()

    @Test("a change by hand to the output is undone; an output left as built is not written", arguments: cases)
    func changeByHand(_ input: Case) async throws {
        try await SiteSandbox.with(MinimalSite.files) { sandbox in
            // The picture is copied, and a copy is trusted only once its source has settled
            // (two seconds, ``FileStamp/isOldEnoughToTrust(now:)``).
            try await Task.sleep(for: .milliseconds(2_100))
            let first = await sandbox.build()
            #expect(first.succeeded, "\(first.lines)")
            #expect(!first.statistics.outputUnchanged)
            let written = try SiteSandbox.snapshot(of: sandbox.output)
            let path = try #require(Self.resolve(input.path, in: written), "no output file \(input.path)")
            let snapshot = sandbox.root.appendingPathComponent("snapshot")
            try Self.apply(input.change, to: sandbox.output.appendingPathComponent(path), snapshot: snapshot)
            let before = try Self.inodes(of: sandbox.output)

            let second = await sandbox.build()
            #expect(second.succeeded, "\(second.lines)")
            #expect(second.statistics.outputUnchanged == input.unchanged)
            #expect(try SiteSandbox.snapshot(of: sandbox.output) == written)
            #expect(try sandbox.strayEntries().filter { $0 != "snapshot" } == [])
            if input.change == "snapshot" {
                #expect(try Self.inode(snapshot.path) != Self.inode(sandbox.output.path + "/" + path))
            }
            if input.unchanged {
                #expect(try Self.inodes(of: sandbox.output) == before, "a file or folder was written anew")
            } else {
                #expect(try Self.inodes(of: sandbox.output)[""] != before[""], "the output was not replaced")
            }
        }
    }

    /// The output path a case names.
    static func resolve(_ pattern: String, in files: [String: Data]) -> String? {
        guard pattern.hasPrefix("*") else { return pattern }
        return files.keys.sorted().first { $0.hasSuffix(pattern.dropFirst()) }
    }

    /// Changes the output at `url` by hand.
    static func apply(_ change: String, to url: URL, snapshot: URL) throws {
        let manager = FileManager.default
        switch change {
        case "none": break
        case "copy":
            let bytes = try Data(contentsOf: url)
            try manager.removeItem(at: url)
            try bytes.write(to: url)
        case "snapshot": try manager.linkItem(at: url, to: snapshot)
        case "add-file": try Data("by hand\n".utf8).write(to: url)
        case "add-folder": try manager.createDirectory(at: url, withIntermediateDirectories: false)
        case "remove": try manager.removeItem(at: url)
        case "symlink":
            let bytes = try Data(contentsOf: url)
            let target = url.deletingLastPathComponent().appendingPathComponent(".bytes")
            try bytes.write(to: target)
            try manager.removeItem(at: url)
            try manager.createSymbolicLink(at: url, withDestinationURL: target)
        case "flip-byte":
            let modified = try manager.attributesOfItem(atPath: url.path)[.modificationDate]
            var bytes = try Data(contentsOf: url)
            bytes[bytes.count / 2] ^= 0x01
            let handle = try FileHandle(forWritingTo: url)
            try handle.write(contentsOf: bytes)
            try handle.close()
            try manager.setAttributes([.modificationDate: modified as Any], ofItemAtPath: url.path)
        default: throw CocoaError(.featureUnsupported)
        }
    }

    /// Every path under `folder` (the folder itself as ""), with its inode.
    static func inodes(of folder: URL) throws -> [String: UInt64] {
        var found = ["": try Self.inode(folder.path)]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let path = enumerator?.nextObject() as? String {
            found[path] = try Self.inode(folder.path + "/" + path)
        }
        return found
    }

    static func inode(_ path: String) throws -> UInt64 {
        try (FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0
    }
}
