import Foundation
import SitegenImages

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// The bad-input cases about pictures: corrupt, truncated, huge, unsupported, lying about their
/// type. Each is the first episode's thumbnail.
extension BadInputCase {
    /// A real 800×450 JPEG.
    static let jpeg: Data =
        (try? ImageProcessor.synthesize(width: 800, height: 450, format: .jpeg, grain: 10).get())
        ?? Data()

    /// The first episode's thumbnail replaced by `name` holding `data`.
    static func thumbnail(_ name: String, _ data: Data) -> [SiteEdit] {
        [
            .replace(M.first, "thumbnail: images/first.svg", "thumbnail: images/\(name)"),
            .writeData("Content/images/\(name)", data),
        ]
    }

    /// A PNG that declares `width` × `height` pixels and holds none (a decompression bomb's header).
    static func pngHeader(width: UInt32, height: UInt32) -> Data {
        func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> UInt32($0)) & 0xFF) } }
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            return bigEndian(UInt32(body.count)) + typed + bigEndian(PNGBytes.crc32(typed))
        }
        let header = bigEndian(width) + bigEndian(height) + [8, 2, 0, 0, 0]
        let bytes =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
            + chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]) + chunk("IEND", [])
        return Data(bytes)
    }

    static let pictures: [BadInputCase] = [
        BadInputCase(
            "a truncated JPEG", thumbnail("first.jpg", jpeg.prefix(jpeg.count / 2)),
            .fails(["Content/images/first.jpg:1:1: error: \(truncatedMessage)"])),
        BadInputCase(
            "a JPEG whose data is garbage",
            thumbnail("first.jpg", jpeg.prefix(600) + Data(repeating: 0xA5, count: 4000)),
            .fails(["Content/images/first.jpg:1:1: error: \(garbageMessage)"])),
        BadInputCase(
            "a decompression bomb (a PNG of 200,000 × 100,000 pixels)",
            thumbnail("first.png", pngHeader(width: 200_000, height: 100_000)),
            .fails([
                "Content/images/first.png:1:1: error: this image is 200000×100000 pixels (20000 megapixels), more than the 100 megapixels sitegen decodes; scale it down"
            ])),
        BadInputCase(
            "an unsupported format (BMP)", thumbnail("first.bmp", Data("BM".utf8) + Data(repeating: 0, count: 60)),
            .fails([
                "Content/images/first.bmp:1:1: error: this file is shown as an image, but .bmp is not a format sitegen reads (JPEG, PNG, WebP, AVIF, GIF or SVG)"
            ])),
        BadInputCase(
            "a JPEG named .png", thumbnail("first.png", jpeg),
            .fails([
                "Content/images/first.png:1:1: error: this file is named as a PNG image, but its bytes are JPEG; rename it to .jpg"
            ])),
        BadInputCase(
            "a text file named .jpg", thumbnail("first.jpg", Data("<html>not a picture</html>\n".utf8)),
            .fails([
                "Content/images/first.jpg:1:1: error: this file is named as a JPEG image, but its bytes are not an image sitegen can read (JPEG, PNG, WebP, AVIF, GIF or SVG)"
            ])),
        BadInputCase(
            "an empty .webp", thumbnail("first.webp", Data()),
            .fails([
                "Content/images/first.webp:1:1: error: this file is named as a WebP image, but its bytes are not an image sitegen can read (JPEG, PNG, WebP, AVIF, GIF or SVG)"
            ])),
    ]

    /// The first episode's thumbnail a JPEG, and `old` replaced by `new` in the theme's `theme.yml`.
    static func themeImages(_ old: String, _ new: String) -> [SiteEdit] {
        thumbnail("first.jpg", jpeg) + [.replace(themeYML, old, new)]
    }

    static let card = "episode-card: {width: cell, aspectRatio: 16/9}"
    static let poster = "poster: {padding: 40, maxWidth: 704, top: 120, beside: {from: 1024, share: 1/3, gap: 48}}"

    /// Sizes a picture is drawn at that no whole number of device pixels holds: each was a crash
    /// (a width beyond `Int`'s range made an `Int`) while the widths of the picture's variants
    /// were worked out, or while an SVG's declared size was read.
    static let pictureGeometry: [BadInputCase] = [
        BadInputCase(
            "a cell picture 1e300 px wide", themeImages(card, "episode-card: {width: 1e300, aspectRatio: 16/9}"),
            .fails([
                "\(themeYML):102:27: error: `episode-card.width`'s number of pixels must be at most 100000, not '1e300'"
            ])),
        BadInputCase(
            "a cell picture 1e300 px wider than the cell",
            themeImages(card, "episode-card: {width: cell + 1e300, aspectRatio: 16/9}"),
            .fails([
                "\(themeYML):102:27: error: `episode-card.width`'s number of pixels must be at most 100000, "
                    + "not 'cell+1e300'"
            ])),
        BadInputCase(
            "a cell picture of aspect ratio 1e-300",
            themeImages(card, "episode-card: {width: cell, aspectRatio: 1e-300}"),
            .fails(["\(themeYML):102:46: error: `episode-card.aspectRatio` must be from 1/100 to 100/1, not 1e-300"])),
        BadInputCase(
            "a gallery padding of 1e300 px",
            themeImages("gallery: {padding: 0, top: 64}", "gallery: {padding: 1e300, top: 64}"),
            .fails(["\(themeYML):97:22: error: `gallery.padding` must be at most 100000 px, not 1e+300"])),
        BadInputCase(
            "a poster column beside another with a share of 2",
            themeImages(poster, poster.replacingOccurrences(of: "share: 1/3", with: "share: 2")),
            .fails([
                "\(themeYML):99:78: error: `poster.beside.share` must be a fraction from 0 to 1, such as 1/3 or 0.4"
            ])),
        BadInputCase(
            "a poster column beside another without its gap",
            themeImages(poster, poster.replacingOccurrences(of: ", gap: 48", with: "")),
            .fails(["\(themeYML):99:58: error: `images.poster.beside` needs `from`, `share` and `gap`"])),
        BadInputCase(
            "a cell picture at the bounds simply works",
            themeImages(card, "episode-card: {width: cell + 100000, aspectRatio: 100/1}"), .succeeds([])),
        BadInputCase(
            "an SVG thumbnail that declares 1e20 px is shown unsized, as an SVG without a size",
            thumbnail(
                "first.svg",
                Data(
                    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"99999999999999999999\" height=\"36\"></svg>\n"
                        .utf8)),
            .succeeds([])),
    ]

    /// libvips' (libjpeg's) words for the truncated and the garbled JPEG.
    static let truncatedMessage = "cannot decode this JPEG file: VipsJpeg: Premature end of input file"
    static let garbageMessage = "cannot read this JPEG file: VipsJpeg: Bogus Huffman table definition"
}
