import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// ``ImageNeeds/union(_:)``: the widths of every set, as `Set.formUnion` joins them;
/// ``ImageNeeds/candidates(_:)``: each picture's widths reduced as ``CandidateWidths`` reduces them;
/// ``NeedsTable/add(_:to:)``: a picture's needs joined as `Set.formUnion` joins them.
@Suite struct ImageNeedsTests {
    @Test(
        arguments: [
            [], [[]], [[320]], [[320, 640], [640, 960]], [[1, 63, 64, 65], [127, 128]], [[11_520], [2, 3], []],
            [[0, 5], [5, 9_999]], [Array(1...200), Array(150...400)], [[-5, 3], [2]], [[2_000_000], [1, 64]],
        ] as [[[Int]]])
    func union(_ sets: [[Int]]) {
        let expected = sets.reduce(into: Set<Int>()) { $0.formUnion($1) }
        #expect(ImageNeeds.union(sets.map(Set.init)) == expected.sorted())
    }

    @Test("pictures with the same needs share their reduction, and each gets its own")
    func candidates() {
        let shared: Set<Int> = [100, 120, 150, 200, 640, 1280]
        let needs: [String: Set<Int>] = [
            "a.jpg": shared, "b.jpg": shared, "c.jpg": [1920, 1000, 10], "d.jpg": [], "e.jpg": [0, -5, 300],
        ]
        var table = NeedsTable()
        let sharedNumber = table.append(shared.sorted())
        for (path, needed) in needs.sorted(by: { $0.key < $1.key }) {
            table.numbers[path] = needed == shared ? sharedNumber : table.append(needed.sorted())
        }
        let candidates = ImageNeeds.candidates(table)
        #expect(candidates.count == needs.count)
        for (path, needed) in needs {
            #expect(candidates[path] == CandidateWidths.reduce(needed), "\(path)")
        }
        #expect(candidates["a.jpg"] == [100, 150, 200, 640, 1280])
    }

    @Test(
        "a picture's needs joined with another set are their union, made once for each pair of sets",
        arguments: [
            ([[320, 640]], [("a", 0)]),
            ([[320, 640], [100]], [("a", 0), ("a", 1), ("b", 0), ("b", 1)]),
            ([[320], [320, 640], [1]], [("a", 0), ("a", 0), ("a", 1), ("a", 2), ("b", 2), ("b", 1)]),
        ] as [([[Int]], [(String, Int)])])
    func joined(_ sets: [[Int]], _ additions: [(String, Int)]) {
        var table = NeedsTable()
        for set in sets { _ = table.append(set) }
        var expected: [String: Set<Int>] = [:]
        for (path, number) in additions {
            table.add(number, to: path)
            expected[path, default: []].formUnion(sets[number])
        }
        for (path, widths) in expected {
            #expect(table[path] == widths.sorted(), "\(path)")
        }
        #expect(table.numbers.count == expected.count)
    }
}
