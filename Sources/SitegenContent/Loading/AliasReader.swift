import Foundation
import SitegenDiagnostics
import SitegenFormats
import Yams

/// Reads `aliases:`: a list of old site paths (`/2019/07/react-tools/`, `/old.html`).
package enum AliasReader {
    /// The aliases of a front matter, each checked; a bad one is an error at its place.
    static func read(_ mapping: YAMLMapping, reader: inout FrontMatterReader) -> [Alias] {
        guard let entry = mapping["aliases"] else { return [] }
        let nodes: [Node]
        switch entry.value {
        case .sequence(let sequence): nodes = Array(sequence)
        case .scalar: nodes = [entry.value]
        default:
            reader.wrongType(entry.value, "`aliases`", expected: "a list of paths")
            return []
        }
        var aliases: [Alias] = []
        for node in nodes {
            guard let text = reader.text(node, label: "aliases") else { continue }
            switch normalized(text) {
            case .success(let (path, file)):
                aliases.append(Alias(file: file, path: path, position: reader.position(of: node)))
            case .failure(let problem):
                reader.error("alias '\(FrontMatterReader.shortened(text))' \(problem.message)", at: node)
            }
        }
        return aliases
    }

    /// The longest alias, in bytes once decoded: what is left of Linux's 4,096 for a path when
    /// the output folder's own path may take half of it.
    static let maxPathBytes = 2048

    /// The alias as a path from the site root and the file its redirect page is written to.
    package static func normalized(_ text: String) -> Result<(path: String, file: String), ContentError> {
        let trimmed = text.trimmingWhitespace(newlines: true)
        if trimmed.contains("://") || trimmed.hasPrefix("//") {
            return .failure(ContentError("must be a path of this site (like /2019/07/old-title/), not a URL"))
        }
        if trimmed.contains("?") || trimmed.contains("#") || trimmed.contains("\\") {
            return .failure(ContentError("must be a plain path, without '?', '#' or '\\'"))
        }
        let segments = trimmed.split(separator: "/", omittingEmptySubsequences: true)
        if segments.isEmpty { return .failure(ContentError("is the site's root, which is the home page")) }
        if segments.contains(where: { $0 == ".." || $0 == "." }) {
            return .failure(ContentError("must not contain '.' or '..' segments"))
        }
        // Each segment is a folder of the output, and a file name has at most 255 bytes.
        if segments.contains(where: { $0.utf8.count > 255 }) {
            return .failure(ContentError("has a segment longer than a file name may be (255 bytes)"))
        }
        if trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0 == " " }) {
            return .failure(ContentError("must not contain spaces or control characters (write %20 for a space)"))
        }
        // The redirect page is written at the decoded path: each segment must still be one plain
        // folder name once its %-escapes are decoded (`%2F..%2F` would climb out of the output).
        var decodedSegments: [String] = []
        for segment in segments {
            switch decodedSegment(segment) {
            case .success(let decoded): decodedSegments.append(decoded)
            case .failure(let problem): return .failure(problem)
            }
        }
        // A hidden folder (`.git/`): static hosts do not serve it, and the output never holds a .git folder.
        if let hidden = decodedSegments.first(where: { $0.hasPrefix(".") }) {
            return .failure(
                ContentError("names a hidden folder or file ('\(hidden)'), which static hosts do not serve"))
        }
        let joined = segments.joined(separator: "/")
        let decoded = decodedSegments.joined(separator: "/")
        // A whole path has a limit too (4,096 bytes on Linux, with the output folder's own
        // path in it): a longer alias would fail only when its page is written, at Output/.
        if decoded.utf8.count > maxPathBytes {
            return .failure(ContentError("is longer than a path of the output may be (\(maxPathBytes) bytes)"))
        }
        if joined.hasSuffix(".html") || joined.hasSuffix(".htm") { return .success(("/" + joined, decoded)) }
        return .success(("/" + joined + "/", decoded + "/index.html"))
    }

    /// One segment of an alias with its %-escapes decoded, or why it is not a plain folder name.
    private static func decodedSegment(_ segment: Substring) -> Result<String, ContentError> {
        guard segment.contains("%") else { return .success(String(segment)) }
        let bytes = Array(segment.utf8)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2]) else {
                    return .failure(
                        ContentError(
                            "has a '%' that is not followed by two hexadecimal digits "
                                + "(write '%25' for a percent sign)"))
                }
                index += 3
            } else {
                index += 1
            }
        }
        guard let decoded = segment.removingPercentEncoding else {
            return .failure(ContentError("has %-escapes that do not decode to UTF-8 text"))
        }
        if decoded.contains("/") || decoded.contains("\\") {
            return .failure(
                ContentError("must not encode '/' or '\\' as %2F or %5C: each segment is one folder of the output"))
        }
        if decoded == "." || decoded == ".." {
            return .failure(ContentError("must not contain '.' or '..' segments, written out or %-encoded"))
        }
        if decoded.utf8.count > 255 {
            return .failure(ContentError("has a segment longer than a file name may be (255 bytes)"))
        }
        if decoded.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return .failure(ContentError("must not encode control characters (such as %00 or %0A)"))
        }
        return .success(decoded)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }
}
