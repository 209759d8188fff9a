import SitegenFormats
import SitegenImages

/// One source picture as the built site offers it: its real size, its placeholder colour and
/// the files made from it.
struct ImageSet: Sendable, Hashable, Encodable {
    /// One encoded file of the picture.
    struct Candidate: Sendable, Hashable, Encodable {
        var width: Int
        var height: Int
        var format: EncodedFormat
        /// The output path (`assets/images/<name>-<width>.<hash>.webp`).
        var path: String
    }

    /// The source's path under Content/.
    var path: String
    /// The format of the source.
    var format: ImageFormat
    /// The width as shown (EXIF orientation applied), or `nil` for an SVG without one.
    var width: Int?
    /// The height as shown.
    var height: Int?
    /// Whether a browser draws the file at `width` × `height` (false for an SVG with only a
    /// `viewBox`, which a browser fits to its box).
    var hasNaturalSize = true
    /// The average colour (`#rrggbb`), for raster pictures.
    var color: String?
    /// The variants, by width then format (empty for SVG, which is passed through).
    var candidates: [Candidate] = []
    /// The 1200×630 Open Graph card's output path, for episode thumbnails.
    var openGraph: String?

    /// The width divided by the height (16:9 when unknown).
    var aspectRatio: Double {
        guard let width, let height, height > 0 else { return 16.0 / 9.0 }
        return Double(width) / Double(height)
    }

    /// `"1920:1080"` reduced: pictures of the same shape share their `sizes`.
    var shapeKey: String {
        guard let width, let height else { return "16:9" }
        func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
        let divisor = max(gcd(width, height), 1)
        return "\(width / divisor):\(height / divisor)"
    }

    /// The formats of the candidates, most efficient first.
    var formats: [EncodedFormat] { Array(Set(candidates.map(\.format))).sorted() }

    /// The candidates of one format, narrowest first.
    func candidates(_ format: EncodedFormat) -> [Candidate] {
        candidates.filter { $0.format == format }.sorted { $0.width < $1.width }
    }

    /// The `srcset` of one format's files, each URL percent-encoded after `root` (the page's
    /// prefix to the site root, or ``SiteRoutes/rootMarker`` where a page puts its own).
    func srcset(_ format: EncodedFormat, root: String) -> String {
        Self.srcset(candidates(format), root: root)
    }

    /// The `srcset` of some files, each URL percent-encoded after `root` (built as bytes, not as
    /// a string appended to piece by piece: even a warm build makes one for every picture).
    static func srcset(_ files: [Candidate], root: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(files.count * (root.utf8.count + 64))
        for (index, file) in files.enumerated() {
            if index > 0 { bytes += ", ".utf8 }
            bytes += root.utf8
            bytes += URLPathEncoding.encode(file.path).utf8
            bytes.append(UInt8(ascii: " "))
            bytes += String(file.width).utf8
            bytes.append(UInt8(ascii: "w"))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The file an `<img src>` names for browsers that read none of the sources: the narrowest JPEG at least
    /// 800 px wide, else the widest (the source itself for SVG).
    var fallbackPath: String {
        let files = candidates(.jpeg)
        let width = ImageStage.fallbackWidth(files.map(\.width))
        return files.first { $0.width == width }?.path ?? path
    }
}
