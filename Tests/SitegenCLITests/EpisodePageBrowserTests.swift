import Foundation
import SitegenTestSupport
import Testing

/// The sample's episode pages as product pages in Chromium (issue 50, item 6: the page at
/// 1280 px had five left edges): from 1024 px the picture or video stands beside the title,
/// Play, people and chapters, and every main block starts at one of at most three edges.
@Suite(.serialized, .tags(.browser), .tier(.browser), .needs(.chromium))
struct EpisodePageBrowserTests {
    struct Edges: Decodable {
        var lefts: [String: Double]
        var pageWidth: Double
        var viewport: Double
    }

    static let pages = [
        "episodes/from-completion-handlers-to-async-await/index.html",  // YouTube
        "episodes/hello-hummingbird/index.html",  // audio and a transcript
        "episodes/the-grid-view/index.html",  // a picture, no media
    ]

    /// Edges closer than a pixel are one.
    static func distinct(_ values: [Double]) -> [Double] {
        values.sorted().reduce(into: [Double]()) { edges, value in
            if let last = edges.last, value - last < 1 { return }
            edges.append(value)
        }
    }

    @Test("an episode page's main blocks start at no more than three left edges, one on a phone")
    func leftEdges() async throws {
        let readings: [PageEval.Reading<Edges>] = try await PageEval.read(
            try PageEval.script("episode-edges.js"), pages: Self.pages, widths: [375, 768, 1024, 1280, 1600])
        #expect(readings.count == Self.pages.count * 5)
        for reading in readings {
            let place = "\(reading.page) at \(reading.width) px"
            let lefts = reading.value.lefts
            #expect(lefts.count >= 6, "\(place): blocks missing from \(lefts)")
            let edges = Self.distinct(Array(lefts.values))
            #expect(edges.count <= (reading.width >= 1024 ? 3 : 1), "\(place): \(edges.count) edges in \(lefts)")
            #expect(reading.value.pageWidth <= reading.value.viewport + 1, "\(place): the page scrolls sideways")
            if reading.width >= 1024 {
                // Beside, not below: the title block starts right of the picture or video.
                #expect((lefts["header"] ?? 0) > (lefts["media"] ?? 0) + 100, "\(place): \(lefts)")
            }
        }
    }
}
