import Foundation
import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// Removing a replaced output on every core removes all of it and nothing a link points at.
@Suite struct FileSystemRemovalTests {
    @Test("a folder is removed whole; a symbolic link in it is removed, not followed")
    func removesWithoutFollowingLinks() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-remove-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let outside = root.appendingPathComponent("outside")
        let folder = root.appendingPathComponent("retired")
        let manager = FileManager.default
        try manager.createDirectory(at: outside.appendingPathComponent("inner"), withIntermediateDirectories: true)
        try Data("keep\n".utf8).write(to: outside.appendingPathComponent("inner/keep.txt"))
        for path in [
            "index.html", "episodes/a/index.html", "episodes/b/index.html", "images/x.jpg", "a/b/c/d.txt",
            "episodes/café au lait/ép 1/index.html", "a/b/c/e/f/g/h.txt", "episodes/.hidden/.x",
        ] {
            let url = folder.appendingPathComponent(path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(path.utf8).write(to: url)
        }
        try manager.createSymbolicLink(at: folder.appendingPathComponent("linked"), withDestinationURL: outside)
        try manager.createSymbolicLink(
            at: folder.appendingPathComponent("episodes/linked"),
            withDestinationURL: outside.appendingPathComponent("inner"))

        await FileSystem.disk.removeInParallel(folder)

        #expect(!manager.fileExists(atPath: folder.path))
        #expect(try String(contentsOf: outside.appendingPathComponent("inner/keep.txt"), encoding: .utf8) == "keep\n")
    }

    @Test("a file or a missing path is handled like a folder would be")
    func fileAndMissing() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-remove-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let file = root.appendingPathComponent("file.txt")
        try Data("x".utf8).write(to: file)
        await FileSystem.disk.removeInParallel(file)
        await FileSystem.disk.removeInParallel(root.appendingPathComponent("missing"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).isEmpty)
    }
}
