import Foundation
import SitegenLayout
import SitegenTestSupport
import Testing

/// Every layout fixture: the engine's frames equal the expected ones, and Chromium draws them.
@Suite struct LayoutFixtureTests {
    static let fixtures = LayoutFixture.all()

    @Test("there are fixtures for the worked examples and our own cases")
    func fixturesExist() {
        #expect(Self.fixtures.count >= 23)
        for example in 1...8 {
            #expect(Self.fixtures.contains { $0.name.hasPrefix("e\(example)-") }, "no fixture for E\(example)")
        }
    }

    @Test("the engine solves the expected frames", arguments: fixtures)
    func engineMatchesExpectedFrames(fixture: LayoutFixture) throws {
        let layout = try fixture.layout()
        let expected = try fixture.expected()
        #expect(!expected.widths.isEmpty)
        for (width, frames) in expected.widths.sorted(by: { $0.key < $1.key }) {
            let actual = try layout.frames(
                width: Double(width), height: expected.height, itemCounts: layout.previewItemCounts()
            ).get()
            let actualByID = Dictionary(actual.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            let expectedIDs = Set(frames.map(\.id))
            for frame in frames {
                guard let solved = actualByID[frame.id] else {
                    Issue.record("width \(width): the engine has no frame \(frame.id)")
                    continue
                }
                for (field, want, got) in [
                    ("x", frame.x, solved.x), ("y", frame.y, solved.y),
                    ("width", frame.width, solved.width), ("height", frame.height, solved.height),
                ] where abs(want - got) > 0.01 {
                    Issue.record("width \(width) id \(frame.id) \(field): expected \(want), engine \(got)")
                }
            }
            for extra in actual where !expectedIDs.contains(extra.id) {
                Issue.record("width \(width): unexpected frame \(extra.id)")
            }
        }
    }

    @Test(
        "Chromium draws the engine's frames at every breakpoint edge", .serialized, .tags(.browser), .tier(.browser),
        .needs(.chromium),
        arguments: fixtures)
    func browserMatchesEngine(fixture: LayoutFixture) async throws {
        let layout = try fixture.layout()
        let height = try fixture.expected().height
        let counts = layout.previewItemCounts()
        var widths: Set<Int> = [320, 1920]
        for breakpoint in layout.breakpoints().breakpoints {
            widths.formUnion(breakpoint.sampleWidths.filter { $0 >= 200 && $0 <= 4000 })
        }
        let sorted = widths.sorted()
        let frames = try sorted.map { width in
            (width: width, frames: try layout.frames(width: Double(width), height: height, itemCounts: counts).get())
        }
        let folder = try PackagePaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("preview.html")
        try PreviewPage.render(layout: layout, name: fixture.name, itemCounts: counts).get()
            .write(to: page, atomically: true, encoding: .utf8)
        let outcome = try await BrowserCheck.compare(
            page: page, expectedJSON: FrameJSON.render(frames), widths: sorted, height: Int(height)
        )
        #expect(outcome.failed == 0, "\(outcome.report)")
        #expect(outcome.passed >= sorted.count)
        BrowserTotals.shared.add(passed: outcome.passed, failed: outcome.failed)
    }
}
