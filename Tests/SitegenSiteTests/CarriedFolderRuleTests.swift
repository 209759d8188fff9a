import Foundation
import SitegenTestSupport
import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// ``ReusedOutputFolders``: the folders of linked and copied files a build can carry, and the files that go
/// into the new folder, compared with the plain rule on seeded random outputs.
@Suite struct CarriedFolderRuleTests {
    /// The rule as written plainly: a folder is carried when every file in it is linked or
    /// copied and no file lies below it.
    static func expectedFolders(_ files: [RenderedFile]) -> [String: [String]] {
        var linked: [String: [String]] = [:]
        var blocked = Set<String>()
        for file in files {
            let folder = file.path.parentPath
            if file.linkedFrom != nil || file.copiedFrom != nil, !folder.isEmpty {
                linked[folder, default: []].append(String(file.path.dropFirst(folder.count + 1)))
                blocked.formUnion(folder.ancestorPaths)
            } else {
                blocked.formUnion(folder.isEmpty ? [] : [folder] + folder.ancestorPaths)
            }
        }
        return linked.filter { !blocked.contains($0.key) }
    }

    /// A sorted list of files in a few folders, some linked, some copied, some written.
    static func randomFiles(seed: UInt64) -> [RenderedFile] {
        var generator = SplitMix64(seed: seed)
        let folders = ["", "a", "a/b", "a/b/c", "assets/images", "assets", "x/y", "z"]
        var paths = Set<String>()
        var files: [RenderedFile] = []
        for _ in 0..<Int.random(in: 1...60, using: &generator) {
            let folder = folders.randomElement(using: &generator)!
            let path = (folder.isEmpty ? "" : folder + "/") + "f\(Int.random(in: 0..<40, using: &generator)).bin"
            guard paths.insert(path).inserted else { continue }
            let linked =
                folder.hasPrefix("assets")
                ? Int.random(in: 0..<10, using: &generator) > 0 : Bool.random(using: &generator)
            let copied = !linked && Int.random(in: 0..<3, using: &generator) == 0
            files.append(
                RenderedFile(
                    path: path, data: Data(), linkedFrom: linked ? "/cache/" + path : nil,
                    copiedFrom: copied ? "/site/" + path : nil))
        }
        return files.sorted { $0.path < $1.path }
    }

    @Test("carried folders and the files left for the new folder follow the plain rule", arguments: 0..<300)
    func candidates(seed: Int) {
        let files = Self.randomFiles(seed: UInt64(seed))
        let candidates = ReusedOutputFolders.candidates(in: files)
        let found = candidates.mapValues { $0.map(\.name) }
        #expect(found == Self.expectedFolders(files), "seed \(seed)")
        // With every candidate carried, the new folder gets exactly the other files.
        var carried = ReusedOutputFolders()
        carried.carryAll(candidates)
        let carriedFolders = Set(candidates.keys)
        #expect(
            carried.notCarried(files).map(\.path)
                == files.filter {
                    !(($0.linkedFrom != nil || $0.copiedFrom != nil) && carriedFolders.contains($0.path.parentPath))
                }.map(\.path))
    }

    @Test(
        "a path's parent compared as bytes",
        arguments: [
            ("a/b/c", "a/b", true), ("a/b/c", "a", false), ("c", "", true), ("c", "c", false), ("/c", "/", true),
            ("ü/x", "ü", true), ("a/bc/d", "a/b", false), ("", "", true), ("a/", "a", true), ("/", "/", true),
            ("assets/images/long-name-of-a-picture-1014.0123456789ab.webp", "assets/images", true),
            ("assets/images/long-name-of-a-picture-1014.0123456789ab.webp", "assets/imageS", false),
            ("assets/images/long-name-of-a-picture-1014.0123456789ab.webp", "", false), ("a/b", "/a", false),
        ] as [(String, String, Bool)])
    func parent(_ path: String, _ folder: String, _ expected: Bool) {
        #expect(path.hasParentPath(folder) == expected)
        #expect((path.parentPath == folder) == expected)
    }
}
