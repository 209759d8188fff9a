import Foundation
import Testing

@testable import SitegenSite

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
