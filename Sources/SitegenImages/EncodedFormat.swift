/// A format sitegen writes variants in.
public enum EncodedFormat: String, Hashable, Sendable, CaseIterable, Comparable, Codable {
    /// AVIF (AV1 in HEIF): the smallest files, the slowest to encode.
    case avif
    /// WebP: what every current browser shows.
    case webp
    /// JPEG: the fallback every browser shows.
    case jpeg

    /// The file extension, without its dot.
    public var fileExtension: String {
        switch self {
        case .avif: "avif"
        case .webp: "webp"
        case .jpeg: "jpg"
        }
    }

    /// The MIME type, for `<source type="…">`.
    public var mimeType: String { "image/\(self == .jpeg ? "jpeg" : rawValue)" }

    /// Orders formats the way a `<picture>` lists them: the most efficient first.
    public static func < (lhs: EncodedFormat, rhs: EncodedFormat) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
