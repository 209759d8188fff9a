import Foundation
import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// The composition's file lists are merged in path order, and a copied file's stamp is read back
/// from the bytes that stand for it.
@Suite struct RenderedFileSortingTests {
    static func files(_ paths: [String]) -> [RenderedFile] {
        paths.map { RenderedFile(path: $0, data: Data($0.utf8)) }
    }

    @Test(
        "lists are merged into path order, each sorted first when it is not",
        arguments: [
            ([["a", "c", "e"], ["b", "d"]], ["a", "b", "c", "d", "e"]),
            ([["e", "a", "c"], [], ["d", "b"]], ["a", "b", "c", "d", "e"]),
            ([[], []], []),
            (
                [["assets/images/x-1014.h.jpg", "assets/images/x-153.h.jpg"], ["404.html", "index.html"]],
                ["404.html", "assets/images/x-1014.h.jpg", "assets/images/x-153.h.jpg", "index.html"]
            ),
            ([["b"], ["a", "b"], ["b"]], ["a", "b", "b", "b"]),
        ])
    func merged(lists: [[String]], expected: [String]) {
        let merged = [RenderedFile].mergedByPath(lists.map(Self.files))
        #expect(merged.map(\.path) == expected)
        #expect(merged.isSortedByPath)
        #expect(merged.map(\.path) == lists.flatMap { $0 }.sorted())
    }

    @Test("merging long runs and interleaved files gives the order of a stable sort", arguments: 0..<40)
    func mergedRuns(seed: Int) {
        var generator = SplitMix(state: UInt64(seed))
        // Each list: runs of one folder's files and single files, sorted, its paths distinct;
        // the lists share paths, whose files keep the order of their lists.
        let lists = (0..<3).map { list in
            Set(
                (0..<Int.random(in: 0...6, using: &generator)).flatMap { _ in
                    let folder = ["", "a/", "assets/images/", "b/c/", "z/"].randomElement(using: &generator)!
                    return (0..<Int.random(in: 1...40, using: &generator)).map { _ in
                        folder + String(Int.random(in: 0..<60, using: &generator))
                    }
                }
            ).sorted().map { RenderedFile(path: $0, data: Data("\(list)".utf8)) }
        }
        let merged = [RenderedFile].mergedByPath(lists)
        let expected = lists.enumerated().flatMap { list, files in files.map { ($0.path, list) } }.sorted { $0 < $1 }
        #expect(merged.map(\.path) == expected.map(\.0))
        #expect(merged.map(\.data) == expected.map { Data("\($0.1)".utf8) })
    }

    /// A seeded random number generator (SplitMix64), so that each case is the same every run.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test("files with the same path keep the order of their lists")
    func sameOrder() {
        let first = [RenderedFile(path: "a", data: Data("1".utf8))]
        let second = [RenderedFile(path: "a", data: Data("2".utf8))]
        #expect([RenderedFile].mergedByPath([first, second]).map(\.data) == [Data("1".utf8), Data("2".utf8)])
    }

    @Test("a stamp's identity gives the stamp back; other bytes give none")
    func stampIdentity() {
        let stamp = FileStamp(
            device: 66, inode: 123_456, size: 70_000, modified: 1_700_000_000_123_456_789, changed: -5)
        #expect(FileStamp(identity: stamp.identity) == stamp)
        #expect(FileStamp(identity: Data("sitegen-image:abc".utf8)) == nil)
        #expect(FileStamp(identity: Data("sitegen-copy:1:2:3:4".utf8)) == nil)
        #expect(FileStamp(identity: Data("sitegen-copy:1:2:x:4:5".utf8)) == nil)
    }
}
