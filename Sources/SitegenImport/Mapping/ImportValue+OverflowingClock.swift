import Foundation
import SitegenContent

extension ImportValue {
    /// A time written `h:mm:ss` (or `m:ss`) whose minutes or seconds run past 59, counted on as
    /// a player counts them (TheToolsmiths/TheToolsmiths.github.io's chapter `00:61:30.000`, which
    /// its Podigee player starts an hour, a minute and thirty seconds in), written as the build
    /// reads it (`1:01:30.000`); `nil` for a time the build reads as it is, or a text that is none.
    static func overflowingClock(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let parts = trimmed.split(separator: ":", omittingEmptySubsequences: false)
        guard MediaTimestamp.seconds(trimmed) == nil, (2...3).contains(parts.count), trimmed.count <= 16 else {
            return nil
        }
        var total = 0
        for (index, part) in parts.enumerated() {
            let whole = index == parts.count - 1 ? part.prefix { $0 != "." } : part
            guard !whole.isEmpty, whole.count <= 4, whole.allSatisfy({ $0.isASCII && $0.isNumber }),
                let value = Int(whole)
            else { return nil }
            total = total * 60 + value
        }
        let fraction = parts.last!.drop { $0 != "." }
        guard fraction.isEmpty || (fraction.count > 1 && fraction.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }))
        else { return nil }
        let written = MediaTimestamp.text(Double(total)) + fraction
        return MediaTimestamp.seconds(written) == nil ? nil : written
    }
}
