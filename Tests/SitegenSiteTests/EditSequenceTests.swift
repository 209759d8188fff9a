import Foundation
import SitegenContent
import SitegenFileSystem
import SitegenFormats
import SitegenImport
import SitegenOutput
import SitegenPipeline
import SitegenRender
import SitegenTestSupport
import Testing

/// Random edits under a `sitegen serve`-like session, each rebuild compared with a full build
/// of the same files, on two themes: the default theme (copied into the site so its files can be
/// edited) and the tests' own `compact` theme.
@Suite(
    "a scripted sequence of random edits: every rebuild equals a full build", .serialized, .tags(.edits, .slow),
    .tier(anyOf: .slow, .edits))
struct EditSequenceTests {
    /// The themes the sequence runs on: a name and the folder it is copied from.
    static let themes = ["default", "compact"]

    /// How many edits and episodes: 200 episodes and 60 edits in the full tier
    /// (`make test`), a short run in the fast tier (`swift test`) that still makes every kind.
    static var size: (episodes: Int, edits: Int) {
        TestTier.edits.isSelected ? (200, 60) : (24, EditableSite.Edit.kinds.count + 2)
    }

    @Test("random edits to content, configuration and theme", arguments: themes)
    func randomEdits(theme: String) async throws {
        let folder = try PackagePaths.temporaryFolder("sitegen-edits-\(theme)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var site = try EditableSite(folder: folder, theme: theme, episodes: Self.size.episodes)
        let options = SiteBuildOptions(
            source: folder, output: folder.appendingPathComponent("Output"), now: 1_900_000_000)
        let session = SiteBuildSession()
        #expect(await session.build(options).succeeded)
        // SITEGEN_EDIT_SEED runs another sequence (to explore, or to replay one that failed).
        let seed = ProcessInfo.processInfo.environment["SITEGEN_EDIT_SEED"].flatMap(UInt64.init) ?? 11
        var generator = SplitMix64(seed: theme == "default" ? seed : seed + 1)
        var kinds: [String: Int] = [:]
        for step in 0..<Self.size.edits {
            let edit = try site.randomEdit(using: &generator)
            kinds[edit.kind, default: 0] += 1
            // The watcher's view: the absolute paths changed (sometimes unknown).
            var paths: [String]? = step % 7 == 6 ? nil : edit.paths
            if let undo = edit.undo {
                // A mistake: the rebuild fails and leaves the output as it was; the fix rebuilds.
                let before = try FolderSnapshot.of(options.output)
                let failed = await session.build(options, changedPaths: paths)
                #expect(!failed.succeeded && !failed.diagnostics.isEmpty, "step \(step): the mistake built")
                #expect(try FolderSnapshot.of(options.output) == before, "step \(step): the mistake changed the output")
                let fixed = try undo()
                paths = step % 7 == 6 ? nil : fixed
            }
            let result = await session.build(options, changedPaths: paths)
            #expect(result.succeeded, "step \(step) (\(edit.kind)): \(result.diagnostics.prefix(3))")
            let full = folder.appendingPathComponent("Full")
            let expected = await SitePipeline().build(SiteBuildOptions(source: folder, output: full, now: options.now))
            #expect(expected.succeeded, "step \(step) (\(edit.kind)): \(expected.diagnostics.prefix(3))")
            let (a, b) = (try FolderSnapshot.of(options.output), try FolderSnapshot.of(full))
            let different = Set(a.keys).symmetricDifference(b.keys).union(
                a.keys.filter { b[$0] != nil && a[$0] != b[$0] })
            #expect(
                different.isEmpty, "seed \(seed), step \(step) (\(edit.kind)) differs: \(different.sorted().prefix(5))")
            if !different.isEmpty { break }
        }
        // Every kind of edit was made.
        #expect(Set(kinds.keys) == Set(EditableSite.Edit.kinds), "\(kinds)")
    }
}

/// Every file under a folder, by relative path, and every folder as `path/` (so that a folder a
/// rebuild left empty, or a stray temporary file, shows as a difference).
enum FolderSnapshot {
    static func of(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
            let url = folder.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) {
                files[isFolder.boolValue ? path + "/" : path] = isFolder.boolValue ? Data() : try Data(contentsOf: url)
            }
        }
        return files
    }
}
