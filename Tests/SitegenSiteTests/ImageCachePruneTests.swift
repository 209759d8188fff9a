import Foundation
import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// Pruning the picture cache keeps what this build and every recent manifest name, and removes
/// only old files nobody names.
@Suite struct ImageCachePruneTests {
    @Test("a recent manifest of another build keeps its files; an old one keeps nothing and goes")
    func manifests() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-prune-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = Date(timeIntervalSinceNow: -3600)
        func write(_ name: String, _ text: String, modified: Date) throws {
            let url = folder.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: url.path)
        }
        for name in ["mine.webp", "theirs.webp", "theirs-2.jpg", "stale.webp", "forgotten.jpg"] {
            try write(name, name, modified: old)
        }
        try write("young.webp", "young", modified: Date())
        try write("used-0123456789abcdef.txt", "theirs.webp\ntheirs-2.jpg", modified: Date())
        try write("used-fedcba9876543210.txt", "forgotten.jpg", modified: old)

        let cache = ImageCache(folder: folder, fileSystem: .disk)
        let removed = cache.prune(keeping: ["mine.webp"], user: "site\noutput")
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(removed == 2)
        #expect(left.isSuperset(of: ["mine.webp", "theirs.webp", "theirs-2.jpg", "young.webp"]))
        #expect(!left.contains("stale.webp") && !left.contains("forgotten.jpg"))
        #expect(!left.contains("used-fedcba9876543210.txt"), "an old manifest is removed")
        #expect(left.filter { $0.hasPrefix("used-") }.count == 2, "this build's manifest and the recent one")

        // Within a minute of that pruning, a build writes its manifest and removes nothing.
        try write("stale-2.webp", "stale", modified: old)
        #expect(cache.prune(keeping: ["mine.webp"], user: "site\noutput") == 0)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("stale-2.webp").path))
        #expect(cache.prune(keeping: ["mine.webp"], user: "site\noutput", now: Date(timeIntervalSinceNow: 61)) == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("stale-2.webp").path))
    }
}
