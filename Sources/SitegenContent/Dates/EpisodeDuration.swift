import Foundation
import SitegenFormats

/// An episode's running time, written `mm:ss`, `h:mm:ss` or in seconds.
public struct EpisodeDuration: Sendable, Hashable, Codable {
    /// The total length in seconds.
    public var seconds: Int

    /// Creates a length of `seconds`.
    public init(seconds: Int) {
        self.seconds = seconds
    }

    /// `12:48` or `1:04:12`.
    public var text: String {
        let hours = seconds / 3600
        let minutes = seconds / 60 % 60
        return hours > 0
            ? "\(hours):\(pad(minutes, 2)):\(pad(seconds % 60, 2))" : "\(seconds / 60):\(pad(seconds % 60, 2))"
    }

    /// `PT12M48S`, the ISO 8601 form for machine-readable markup.
    public var iso8601: String {
        "PT\(seconds / 3600 > 0 ? "\(seconds / 3600)H" : "")\(seconds / 60 % 60)M\(seconds % 60)S"
    }

    /// Parses `mm:ss` or `h:mm:ss`, a number of seconds (`3600`, as podcast hosts and
    /// `itunes:duration` write it), an ISO 8601 duration (`PT55M32S`, as schema.org writes
    /// it) or a Japanese one (`54分43秒`); a fraction of a second after the last part is dropped.
    package static func parse(_ text: String) -> Result<EpisodeDuration, ContentError> {
        var trimmed = text.trimmingWhitespace(newlines: false)
        if let seconds = iso8601Seconds(trimmed) { return .success(EpisodeDuration(seconds: seconds)) }
        if let japanese = japanese(trimmed) { return japanese }
        let bad = ContentError(
            "'\(text)' is not a duration; write \"mm:ss\", \"h:mm:ss\" or a number of seconds, e.g. \"12:48\"")
        if let point = trimmed.firstIndex(of: "."), trimmed.index(after: point) < trimmed.endIndex,
            trimmed[trimmed.index(after: point)...].allSatisfy({ $0.isASCII && $0.isNumber })
        {
            trimmed = String(trimmed[..<point])
        }
        let parts = trimmed.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count),
            parts.allSatisfy({ !$0.isEmpty && $0.count <= 6 && $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else {
            return .failure(bad)
        }
        let numbers = parts.compactMap { Int($0) }
        guard numbers.count == parts.count else { return .failure(bad) }
        if numbers.count == 1 { return .success(EpisodeDuration(seconds: numbers[0])) }
        guard parts.last?.count == 2, numbers.last! < 60 else {
            return .failure(ContentError("'\(text)' has \(parts.last!) seconds; seconds go from 00 to 59"))
        }
        if numbers.count == 3 {
            guard parts[1].count == 2, numbers[1] < 60 else {
                return .failure(ContentError("'\(text)' has \(parts[1]) minutes; with hours, minutes go from 00 to 59"))
            }
            return .success(EpisodeDuration(seconds: numbers[0] * 3600 + numbers[1] * 60 + numbers[2]))
        }
        return .success(EpisodeDuration(seconds: numbers[0] * 60 + numbers[1]))
    }
}
