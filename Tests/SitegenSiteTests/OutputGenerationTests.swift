import Foundation
import SitegenFileSystem
import SitegenTestSupport
import Testing

@testable import SitegenOutput

/// The output a write replaced, kept as the next write's new folder (`Cache/output/`): each
/// write leaves exactly its files, keeps the unchanged ones as links to the output's, and never
/// shares a file with a name the build did not make (a `cp -al` snapshot).
@Suite struct OutputGenerationTests {
    /// One write: its files and their texts.
    struct Write: Decodable {
        var name: String
        var files: [String: String]
    }

    static let writes: [Write] = {
        let url = PackagePaths.root.appendingPathComponent(
            "Tests/SitegenSiteTests/Fixtures/output-generations/writes.json")
        return (try? JSONDecoder().decode([Write].self, from: Data(contentsOf: url))) ?? []
    }()

    /// Every file under a folder, by path, with its text.
    static func tree(_ root: URL) -> [String: String] {
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            let full = root.appendingPathComponent(path).path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = String(decoding: FileManager.default.contents(atPath: full) ?? Data(), as: UTF8.self)
            }
        }
        return files
    }

    static func inode(_ path: String) -> (inode: UInt64, links: Int)? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return (UInt64(status.st_ino), Int(status.st_nlink))
    }

    @Test("each write into an output with a kept generation leaves exactly its files")
    func writes() async throws {
        try #require(Self.writes.count == 4)
        let root = try PackagePaths.temporaryFolder("sitegen-generations")
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("Output")
        let generation = root.appendingPathComponent("Cache/output")
        let writer = OutputWriter(fileSystem: .disk)
        for write in Self.writes {
            let files = write.files.sorted { $0.key < $1.key }.map {
                RenderedFile(path: $0.key, data: Data($0.value.utf8))
            }
            let outcome = await writer.write(files, to: output, previous: nil, generation: generation)
            #expect(outcome.diagnostics.isEmpty, "\(write.name)")
            #expect(Self.tree(output) == write.files, "\(write.name)")
            // Nothing is left beside the output but the cache.
            let beside = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0 != "Cache" }
            #expect(beside == ["Output"], "\(write.name): \(beside)")
        }
        // An unchanged file is one file under the output's name and the kept generation's.
        let page = try #require(Self.inode(output.appendingPathComponent("a/index.html").path))
        #expect(Self.inode(generation.appendingPathComponent("a/index.html").path)?.inode == page.inode)
        #expect(page.links == 2)

        // A snapshot linking the output's file: the next output gets a file of its own.
        let snapshot = root.appendingPathComponent("snapshot.html")
        #expect(link(output.appendingPathComponent("a/index.html").path, snapshot.path) == 0)
        let same = [RenderedFile(path: "a/index.html", data: Data("A".utf8))]
        #expect(await writer.write(same, to: output, previous: nil, generation: generation).diagnostics.isEmpty)
        #expect(Self.tree(output) == ["a/index.html": "A"])
        #expect(
            Self.inode(output.appendingPathComponent("a/index.html").path)?.inode != Self.inode(snapshot.path)?.inode)
    }

    @Test("an output written where the generation would be kept keeps none", arguments: ["Cache/output", "Cache"])
    func outputInTheCache(_ name: String) async throws {
        let root = try PackagePaths.temporaryFolder("sitegen-generations")
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent(name)
        let generation = root.appendingPathComponent("Cache/output")
        let writer = OutputWriter(fileSystem: .disk)
        for text in ["one", "two", "three"] {
            let files = [RenderedFile(path: "index.html", data: Data(text.utf8))]
            #expect(await writer.write(files, to: output, previous: nil, generation: generation).diagnostics.isEmpty)
            #expect(Self.tree(output) == ["index.html": text])
        }
    }
}

/// A folder that gets many new folders (a site's `episodes/`) has them made on every core, in
/// side folders renamed into place: every write, with or without a kept generation, leaves the
/// folders and files it wrote and no side folder.
@Suite struct ManyFoldersTests {
    /// Files in `count` folders of `episodes/` (and a few of another), each with its own text.
    static func files(_ count: Int, text: String) -> [RenderedFile] {
        (0..<count).map { RenderedFile(path: "episodes/e\($0)/index.html", data: Data("\(text) \($0)".utf8)) }
            + [RenderedFile(path: "tags/swift/index.html", data: Data(text.utf8))]
    }

    @Test("many new folders in one folder are all made, and no side folder is left", arguments: [255, 256, 700])
    func manyFolders(_ count: Int) async throws {
        let root = try PackagePaths.temporaryFolder("sitegen-many-folders")
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("Output")
        let generation = root.appendingPathComponent("Cache/output")
        let writer = OutputWriter(fileSystem: .disk)
        // A first write, a second (no generation yet), a third (from the generation), with more folders each time.
        for (step, total) in [count, count + 40, count + 300].enumerated() {
            let files = Self.files(total, text: "write \(step)")
            let outcome = await writer.write(files, to: output, previous: nil, generation: generation)
            #expect(outcome.diagnostics.isEmpty)
            let tree = OutputGenerationTests.tree(output)
            #expect(
                tree
                    == Dictionary(
                        uniqueKeysWithValues: files.map { ($0.path, String(decoding: $0.data, as: UTF8.self)) }))
            let folders = try FileManager.default.contentsOfDirectory(
                atPath: output.appendingPathComponent("episodes").path)
            #expect(folders.count == total && !folders.contains { $0.hasPrefix(".sitegen") }, "step \(step)")
        }
    }
}
