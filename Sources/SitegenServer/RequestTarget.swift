import SitegenFormats
import SitegenPipeline

/// What the raw request target of a preview request asks for, decided before touching the disk.
///
/// The rules are deliberately strict, because the preview server must never serve a byte from
/// outside Output/: the target is percent-decoded exactly once, and anything that could climb
/// out or smuggle a separator (`..`, `.`, encoded `/` or `\`, a backslash, NUL or another
/// control byte, an absolute-form or relative target) is refused. A `%` left after decoding is
/// part of a name (`a%2520b.svg` asks for the published file `a%20b.svg`): it is never decoded
/// again, so `%252e%252e` is a folder named `%2e%2e`, not a parent.
enum RequestTarget: Equatable, Sendable {
    /// Path segments under Output/ (decoded), and whether the target ended with `/`.
    case path(segments: [String], trailingSlash: Bool)
    /// The live-reload event stream.
    case events
    /// A malformed or dangerous target.
    case bad

    /// The endpoint of the live-reload event stream.
    static let eventsPath = "/_sitegen/events"

    /// Classifies a raw request target such as `/episodes/intro/?x=1`.
    init(raw: String) {
        var path = Substring(raw)
        if let end = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<end] }
        guard path.first == "/" else { self = .bad; return }
        if path == Self.eventsPath[...] { self = .events; return }
        guard let decoded = Self.percentDecoded(path) else { self = .bad; return }
        guard
            !decoded.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F || $0 == "\\" })
        else {
            self = .bad; return
        }
        let trailingSlash = decoded.hasSuffix("/")
        var parts = decoded.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        if trailingSlash { parts = parts.dropLast() }
        var segments: [String] = []
        for part in parts {
            guard !part.isEmpty, part != ".", part != ".." else { self = .bad; return }
            segments.append(String(part))
        }
        self = .path(segments: segments, trailingSlash: trailingSlash)
    }

    /// The path percent-decoded once, or nil when an escape is malformed, encodes a `/`, `\` or
    /// NUL, or the bytes are not UTF-8.
    static func percentDecoded(_ path: Substring) -> String? {
        URLPathEncoding.decode(path.utf8) {
            $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") || $0 == 0
        }
    }
}
