import Testing

@testable import SitegenSite

/// ``ImageNeeds/union(_:)``: the widths of every set, as `Set.formUnion` joins them;
/// ``ImageNeeds/candidates(_:)``: each picture's widths reduced as ``CandidateWidths`` reduces them.
@Suite struct ImageNeedsTests {
    @Test(
        arguments: [
            [], [[]], [[320]], [[320, 640], [640, 960]], [[1, 63, 64, 65], [127, 128]], [[11_520], [2, 3], []],
            [[0, 5], [5, 9_999]], [Array(1...200), Array(150...400)],
        ] as [[[Int]]])
    func union(_ sets: [[Int]]) {
        let expected = sets.reduce(into: Set<Int>()) { $0.formUnion($1) }
        #expect(ImageNeeds.union(sets.map(Set.init)) == expected)
    }

    @Test("pictures with the same needs share their reduction, and each gets its own")
    func candidates() {
        let shared: Set<Int> = [100, 120, 150, 200, 640, 1280]
        let needs: [String: Set<Int>] = [
            "a.jpg": shared, "b.jpg": shared, "c.jpg": [1920, 1000, 10], "d.jpg": [], "e.jpg": [0, -5, 300],
        ]
        let candidates = ImageNeeds.candidates(needs)
        #expect(candidates.count == needs.count)
        for (path, needed) in needs {
            #expect(candidates[path] == CandidateWidths.reduce(needed), "\(path)")
        }
        #expect(candidates["a.jpg"] == [100, 150, 200, 640, 1280])
    }
}
