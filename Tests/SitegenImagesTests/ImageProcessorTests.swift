import Foundation
import SitegenImages
import Testing

/// libvips behind SitegenImages: formats sniffed from bytes, orientation applied, variants at
/// the widths asked for, bad bytes reported rather than crashing.
@Suite struct ImageProcessorTests {
    @Test(
        "the header gives the format and the size as shown",
        arguments: [
            (ImageFormat.jpeg, 1920, 1080, 1, 1920, 1080),
            (.png, 640, 360, 1, 640, 360),
            (.webp, 300, 500, 1, 300, 500),
            (.gif, 64, 48, 1, 64, 48),
            (.jpeg, 1200, 800, 6, 800, 1200),
        ])
    func header(
        format: ImageFormat, width: Int, height: Int, orientation: Int, shownWidth: Int, shownHeight: Int
    )
        throws
    {
        let data = try ImageProcessor.synthesize(
            width: width, height: height, format: format, orientation: orientation
        ).get()
        let facts = try ImageProcessor.header(of: data).get()
        #expect(facts == ImageFacts(format: format, width: shownWidth, height: shownHeight))
    }

    @Test("variants are resized, rotated and stripped, in every format asked for")
    func variants() throws {
        let data = try ImageProcessor.synthesize(width: 1200, height: 800, format: .jpeg, orientation: 6).get()
        let facts = try ImageProcessor.header(of: data).get()
        let request = ImageRequest(
            widths: [200, 400], formats: [.webp, .jpeg], crops: [.init(width: 1200, height: 630, format: .jpeg)])
        let rendered = try ImageProcessor.render(data, facts: facts, request: request).get()
        #expect(rendered.variants.map(\.width) == [200, 200, 400, 400])
        #expect(rendered.variants.map(\.height) == [300, 300, 600, 600])
        #expect(rendered.variants.map(\.format) == [.webp, .jpeg, .webp, .jpeg])
        for variant in rendered.variants {
            let shown = try ImageProcessor.header(of: variant.data).get()
            #expect(shown.width == variant.width && shown.height == variant.height)
            #expect(!variant.data.contains(Data("Exif".utf8)), "\(variant.format) \(variant.width)")
        }
        #expect(rendered.crops.map { "\($0.width)x\($0.height)" } == ["1200x630"])
        #expect(rendered.averageColor.count == 7 && rendered.averageColor.hasPrefix("#"))
    }

    @Test("the fallback is one more file at one width, in its own format, from that width's resize")
    func fallback() throws {
        let data = try ImageProcessor.synthesize(width: 1200, height: 800, format: .jpeg).get()
        let facts = try ImageProcessor.header(of: data).get()
        for (widths, fallback, expected) in [
            ([200, 400, 900], 900, ["200 webp", "400 webp", "900 webp", "900 jpeg"]),
            ([200, 400], 1000, ["200 webp", "400 webp", "1000 jpeg"]),
        ] {
            let request = ImageRequest(
                widths: widths, formats: [.webp], fallback: .init(width: fallback, format: .jpeg))
            let rendered = try ImageProcessor.render(data, facts: facts, request: request).get()
            #expect(rendered.variants.map { "\($0.width) \($0.format)" } == expected)
            for variant in rendered.variants {
                let shown = try ImageProcessor.header(of: variant.data).get()
                #expect(shown.width == variant.width && shown.format == (variant.format == .jpeg ? .jpeg : .webp))
            }
        }
    }

    @Test("bad bytes are a problem, never a crash", arguments: ["truncated", "garbage", "empty", "bomb"])
    func badBytes(kind: String) throws {
        let jpeg = try ImageProcessor.synthesize(width: 800, height: 600, format: .jpeg).get()
        let data: Data
        switch kind {
        case "truncated": data = jpeg.prefix(jpeg.count / 2)
        case "garbage": data = Data("not an image at all".utf8)
        case "empty": data = Data()
        default: data = try ImageProcessor.synthesize(width: 4000, height: 3000, format: .png).get()
        }
        let result = ImageProcessor.header(of: data, maxPixels: kind == "bomb" ? 10_000_000 : 100_000_000)
            .flatMap { ImageProcessor.render(data, facts: $0, request: ImageRequest(widths: [100], formats: [.webp])) }
        guard case .failure(let problem) = result else {
            Issue.record("\(kind) was accepted")
            return
        }
        #expect(!problem.message.isEmpty)
    }
}

/// SVG passes through: only its size is read.
@Suite struct SVGHeaderTests {
    @Test("an SVG's header gives its size")
    func svgSize() throws {
        let svg = Data(
            #"<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360"/></svg>"#
                .utf8)
        let facts = try ImageProcessor.header(of: svg).get()
        #expect(facts == ImageFacts(format: .svg, width: 640, height: 360))
    }

    @Test(
        "width and height give the size a browser draws; a viewBox alone gives a shape to fit, not a size",
        arguments: [
            (#"<svg width="640px" height="360" viewBox="0 0 64 36">"#, 640, 360, true),
            (#"<svg viewBox="0 0 400 200" xmlns="http://www.w3.org/2000/svg">"#, 400, 200, false),
            (#"<svg width="100%" height="100%" viewBox="0,0,300,100">"#, 300, 100, false),
        ])
    func naturalSize(root: String, width: Int, height: Int, natural: Bool) throws {
        let facts = try ImageProcessor.header(of: Data((root + "<rect/></svg>").utf8)).get()
        #expect(facts == ImageFacts(format: .svg, width: width, height: height, hasNaturalSize: natural))
    }
}
