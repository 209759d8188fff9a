import SitegenLayout
import SitegenTestSupport
import Testing

/// `LayoutPlacement` (one resolution, items of any counts) places every item exactly where
/// `frames(width:height:itemCounts:)` does, for every layout fixture.
@Suite(.tags(.slow), .tier(.slow)) struct LayoutPlacementTests {
    @Test("the placement's items equal the frames' items", arguments: LayoutFixture.all())
    func placementMatchesFrames(fixture: LayoutFixture) throws {
        let layout = try fixture.layout()
        let counts = layout.previewItemCounts()
        // Item counts around each section's own: none, one, fewer, more, a long catalogue.
        let variants: [[Int]] = [
            counts, counts.map { _ in 0 }, counts.map { _ in 1 }, counts.map { max($0 - 1, 0) }, counts.map { $0 + 5 },
            counts.map { _ in 250 }, counts.enumerated().map { $0.offset % 2 == 0 ? 37 : 0 },
        ]
        for width in [1.0, 200, 320, 375, 499.5, 500, 768, 1024, 1025, 1280, 1920, 4000] {
            for height in [568.0, 900, 1080] {
                let solved = layout.frames(width: width, height: height, itemCounts: counts)
                guard case .success(let placement) = layout.placement(width: width, height: height) else {
                    #expect(throws: (any Error).self) { try solved.get() }
                    continue
                }
                for itemCounts in variants {
                    let frames = try layout.frames(width: width, height: height, itemCounts: itemCounts).get()
                    let expected = frames.compactMap { frame -> LayoutPlacement.Item? in
                        guard let (section, index) = Self.item(frame.id) else { return nil }
                        return LayoutPlacement.Item(
                            section: section, index: index, x: frame.x, y: frame.y, width: frame.width,
                            height: frame.height)
                    }
                    #expect(placement.items(itemCounts: itemCounts) == expected, "\(width)×\(height) \(itemCounts)")
                }
            }
        }
    }

    /// `s2-i14` → (2, 14); nil for a frame that is not an item's.
    static func item(_ id: String) -> (Int, Int)? {
        let parts = id.split(separator: "-")
        guard parts.count == 2, parts[0].first == "s", parts[1].first == "i", let section = Int(parts[0].dropFirst()),
            let index = Int(parts[1].dropFirst())
        else { return nil }
        return (section, index)
    }
}
