import Foundation
import SitegenContent
import SitegenFileSystem
import SitegenFormats
import SitegenImport
import SitegenLayout
import SitegenLayoutFile
import SitegenOutput
import SitegenPipeline
import SitegenRender
import SitegenTestSupport
import Testing

/// The real home (Today) and library pages in Chromium: every cell's x and width match the engine's
/// frames within 1 px, and no two cells overlap (heights come from the real text).
@Suite(.serialized, .tags(.browser), .tier(.browser), .needs(.chromium)) struct SampleSiteBrowserTests {
    static let widths = [375, 499, 500, 768, 1024, 1025, 1440]

    @Test(
        "cells sit where the engine put them", arguments: [("index.html", "today"), ("library/index.html", "library")])
    func cellsMatchTheEngine(page: String, layoutName: String) async throws {
        let (output, _) = try await SampleSite.shared.build()
        let layoutURL = PackagePaths.root.appendingPathComponent(
            "Sources/SitegenRender/DefaultTheme/layouts/\(layoutName).yml")
        let decoded = LayoutFileDecoder().decode(try String(contentsOf: layoutURL, encoding: .utf8), path: layoutName)
        let layout = try #require(decoded.layout)
        let boxes = try await BrowserCheck.boxes(page: output.appendingPathComponent(page).path, widths: Self.widths)
        var checked = 0
        for width in Self.widths {
            let drawn = try #require(boxes[width])
            let counts = layout.sections.indices.map { index in drawn.filter { $0.id.hasPrefix("s\(index)-i") }.count }
            #expect(counts.reduce(0, +) > 0)
            let frames = try layout.frames(width: Double(width), itemCounts: counts).get()
            let byID = Dictionary(frames.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            for box in drawn where box.id.contains("-i") || box.id.hasPrefix("s") && !box.id.contains("-") {
                let frame = try #require(byID[box.id], "no engine frame for \(box.id)")
                #expect(abs(frame.x - box.x) <= 1, "width \(width) \(box.id) x: engine \(frame.x), browser \(box.x)")
                #expect(
                    abs(frame.width - box.width) <= 1,
                    "width \(width) \(box.id) width: engine \(frame.width), browser \(box.width)")
                checked += 1
            }
            let overlaps = Self.overlaps(drawn)
            #expect(overlaps.isEmpty, "width \(width): overlapping cells \(overlaps.prefix(5))")
        }
        #expect(checked > 50)
    }

    /// Pairs of cells whose visible boxes overlap; cells of horizontally scrolling rows are
    /// clipped to their section first.
    static func overlaps(_ boxes: [BrowserCheck.Box]) -> [String] {
        let sections = Dictionary(
            boxes.filter { $0.id.hasPrefix("s") && !$0.id.contains("-") }.map { ($0.id, $0) },
            uniquingKeysWith: { a, _ in a })
        let cells: [(String, Double, Double, Double, Double)] = boxes.compactMap { box in
            guard box.id.hasPrefix("s"), let dash = box.id.firstIndex(of: "-"), box.id[dash...].hasPrefix("-i"),
                let section = sections[String(box.id[..<dash])]
            else { return nil }
            let left = max(box.x, section.x)
            let right = min(box.x + box.width, section.x + section.width)
            guard right > left else { return nil }
            return (box.id, left, box.y, right, box.y + box.height)
        }
        var result: [String] = []
        for i in cells.indices {
            for j in cells.indices where j > i {
                let a = cells[i], b = cells[j]
                if min(a.3, b.3) - max(a.1, b.1) > 1 && min(a.4, b.4) - max(a.2, b.2) > 1 {
                    result.append("\(a.0)~\(b.0)")
                }
            }
        }
        return result
    }
}
