import Foundation
import SitegenImages
import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// The rewrite of a rendered body's Markdown images (``BodyImages/rewrite(_:catalog:root:)``):
/// which `<img>` become a `<picture>`, and that the rest of the body is kept byte for byte.
@Suite struct BodyImagesTests {
    /// One body and what the rewrite must make of it.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var body: String
        /// The pictures rewritten, in order.
        var images: [String]
        /// Text the result must hold (besides the body's own text outside the images).
        var holds: [String] = []
        var testDescription: String { name }
    }

    static let marker = SiteRoutes.renderedRootMarker

    static let cases: [Case] = [
        Case(name: "no image", body: "<p>a <em>b</em> &lt;img</p>", images: []),
        Case(
            name: "one image", body: "<p>x <img src=\"\(marker)a.jpg\" alt=\"A\" /> y</p>", images: ["a.jpg"],
            holds: ["<p>x <picture>", "</picture> y</p>", "alt=\"A\"", "../assets/images/a-320.abc.webp 320w"]),
        Case(
            name: "two images and one not in the catalog",
            body:
                "<img src=\"\(marker)a.jpg\" alt=\"\"><img src=\"\(marker)z.jpg\" alt=\"\"><img src=\"\(marker)b.jpg\" alt=\"\">",
            images: ["a.jpg", "b.jpg"], holds: ["<img src=\"\(marker)z.jpg\" alt=\"\">"]),
        Case(
            name: "percent-encoded path", body: "<img src=\"\(marker)my%20pic.jpg\" alt=\"\">", images: ["my pic.jpg"]),
        Case(
            name: "raw HTML that sizes itself", body: "<img src=\"\(marker)a.jpg\" width=\"10\">", images: [],
            holds: ["<img src=\"\(marker)a.jpg\" width=\"10\">"]),
        Case(name: "cut off before its quote", body: "<p>end <img src=\"\(marker)a.jpg", images: []),
        Case(name: "the start of a marker only", body: "<img src=\"%01sitegen", images: []),
    ]

    static var catalog: ImageCatalog {
        var catalog = ImageCatalog()
        for path in ["a.jpg", "b.jpg", "my pic.jpg"] {
            var set = ImageSet(path: path, format: .jpeg, width: 640, height: 360, color: "#102030")
            let stem = path.replacingOccurrences(of: " ", with: "-").replacingOccurrences(of: ".jpg", with: "")
            set.candidates = [320, 640].flatMap { width in
                [EncodedFormat.webp, .jpeg].map {
                    ImageSet.Candidate(
                        width: width, height: width * 9 / 16, format: $0,
                        path: "assets/images/\(stem)-\(width).abc.\($0.fileExtension)")
                }
            }
            catalog.sets[path] = set
        }
        return catalog
    }

    @Test(arguments: cases)
    func rewrite(_ input: Case) {
        let (html, images) = BodyImages.rewrite(input.body, catalog: Self.catalog, root: "../")
        #expect(images == input.images)
        if input.images.isEmpty { #expect(html == input.body) }
        for text in input.holds { #expect(html.contains(text), "\(html)") }
        #expect(html.components(separatedBy: "<picture>").count - 1 == input.images.count)
    }
}
