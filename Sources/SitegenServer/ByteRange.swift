import Foundation

/// One range of a `Range: bytes=…` request header (RFC 9110 §14), as media players send it to
/// seek: Safari plays audio and video only from a server that answers them.
struct ByteRange: Equatable {
    /// The first byte, and the last (both included).
    var first: Int
    var last: Int

    /// What a `Range` header asks of a body of `length` bytes.
    enum Request: Equatable {
        /// The whole body (no header, a unit other than bytes, several ranges, or a malformed one).
        case whole
        /// One satisfiable range.
        case range(ByteRange)
        /// A range that starts past the end.
        case unsatisfiable
    }

    /// Reads the header for a body of `length` bytes.
    static func request(_ header: String?, length: Int) -> Request {
        guard let header, header.hasPrefix("bytes="), !header.contains(",") else { return .whole }
        let spec = header.dropFirst("bytes=".count).trimmingCharacters(in: .whitespaces)
        let parts = spec.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return .whole }
        let start = parts[0].trimmingCharacters(in: .whitespaces)
        let end = parts[1].trimmingCharacters(in: .whitespaces)
        if start.isEmpty {
            // `bytes=-500`: the last 500 bytes.
            guard let suffix = Int(end), suffix > 0 else { return .whole }
            guard length > 0 else { return .unsatisfiable }
            return .range(ByteRange(first: max(length - suffix, 0), last: length - 1))
        }
        guard let first = Int(start), first >= 0 else { return .whole }
        guard first < length else { return .unsatisfiable }
        if end.isEmpty { return .range(ByteRange(first: first, last: length - 1)) }
        guard let last = Int(end), last >= first else { return .whole }
        return .range(ByteRange(first: first, last: min(last, length - 1)))
    }
}
