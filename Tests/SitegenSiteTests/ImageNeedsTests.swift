import Testing

@testable import SitegenSite

/// ``ImageNeeds/union(_:)``: the widths of every set, as `Set.formUnion` joins them.
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
}
