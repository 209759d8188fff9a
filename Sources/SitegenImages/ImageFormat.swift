public import Foundation

/// An image file format sitegen reads, known from a file's first bytes or from its extension.
public enum ImageFormat: String, Hashable, Sendable, CaseIterable, Codable {
    /// JPEG (`.jpg`, `.jpeg`).
    case jpeg
    /// PNG (`.png`).
    case png
    /// WebP (`.webp`).
    case webp
    /// AVIF (`.avif`).
    case avif
    /// GIF (`.gif`): the first frame is used.
    case gif
    /// SVG (`.svg`): passed through as it is.
    case svg

    /// The format a file extension names (any case), or `nil` for a file that is not an image
    /// sitegen reads.
    /// - Parameter fileExtension: The extension without its dot.
    public init?(fileExtension: String) {
        switch fileExtension.lowercased() {
        case "jpg", "jpeg", "jpe": self = .jpeg
        case "png": self = .png
        case "webp": self = .webp
        case "avif": self = .avif
        case "gif": self = .gif
        case "svg": self = .svg
        default: return nil
        }
    }

    /// The format a file's bytes are in, from their signature, or `nil` when they are in none
    /// of these formats.
    /// - Parameter data: The file's bytes (only the first few hundred are looked at).
    public init?(sniffing data: Data) {
        let head = [UInt8](data.prefix(512))
        func starts(_ bytes: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + bytes.count && Array(head[offset..<offset + bytes.count]) == bytes
        }
        if starts([0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) {
            self = .gif
        } else if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) {
            self = .webp
        } else if starts(Array("ftyp".utf8), at: 4), head.count >= 12,
            ["avif", "avis"].contains(String(decoding: head[8..<12], as: UTF8.self))
        {
            self = .avif
        } else if let text = String(bytes: head, encoding: .utf8) ?? String(bytes: head.prefix(200), encoding: .utf8),
            text.range(of: "<svg", options: .caseInsensitive) != nil
        {
            self = .svg
        } else {
            return nil
        }
    }

    /// Whether sitegen decodes and re-encodes the format (every format but SVG).
    public var isRaster: Bool { self != .svg }

    /// The format's name for messages: `JPEG`, `PNG`, `WebP`, `AVIF`, `GIF`, `SVG`.
    public var displayName: String {
        switch self {
        case .jpeg: "JPEG"
        case .png: "PNG"
        case .webp: "WebP"
        case .avif: "AVIF"
        case .gif: "GIF"
        case .svg: "SVG"
        }
    }
}
