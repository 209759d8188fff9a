import Foundation
import SitegenTestSupport
import Testing

/// Every page kind of the sample site in Chromium (issue 50: "no text box overlaps a control or
/// another text box"): no line of text covers another, or a button, a field or a link drawn as
/// a box, at a phone's, a tablet's and a laptop's width (`Scripts/overlaps.js`).
@Suite(.serialized, .tags(.browser), .tier(.browser), .needs(.chromium))
struct OverlapBrowserTests {
    struct Overlaps: Decodable {
        var texts: Int
        var controls: Int
        var overlaps: [String]
    }

    /// One page of each kind, and the episode page with each kind of media.
    static let pages = [
        "index.html", "library/index.html", "episodes/index.html", "collections/index.html",
        "collections/swift-concurrency/index.html", "categories/index.html", "categories/ui/index.html",
        "tags/index.html", "tags/swiftui/index.html", "people/index.html", "people/ada-lovelace/index.html",
        "episodes/hello-hummingbird/index.html", "episodes/from-completion-handlers-to-async-await/index.html",
        "episodes/the-grid-view/index.html", "search/index.html", "about/index.html", "404.html",
    ]

    @Test("no text covers other text or a control on any page kind, at 375, 768 and 1280 px")
    func nothingOverlaps() async throws {
        let readings: [PageEval.Reading<Overlaps>] = try await PageEval.read(
            try PageEval.script("overlaps.js"), pages: Self.pages, widths: [375, 768, 1280])
        #expect(readings.count == Self.pages.count * 3)
        for reading in readings {
            let place = "\(reading.page) at \(reading.width) px"
            #expect(reading.value.texts >= 10, "\(place): the page's text was not found")
            #expect(reading.value.controls >= 1, "\(place): the page's controls were not found")
            #expect(reading.value.overlaps.isEmpty, "\(place):\n\(reading.value.overlaps.joined(separator: "\n"))")
        }
    }
}
