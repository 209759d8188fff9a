import Foundation

/// Reads and writes the times media is sought to: `mm:ss`, `h:mm:ss` or seconds (`90`, `90.5`).
package enum MediaTimestamp {
    /// The seconds a timestamp stands for, or `nil` when it is not one.
    package static func seconds(_ text: some StringProtocol) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, trimmed.count <= 16 else { return nil }
        let parts = trimmed.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count <= 3 else { return nil }
        var total = 0.0
        for (index, part) in parts.enumerated() {
            let isLast = index == parts.count - 1
            guard !part.isEmpty, part.allSatisfy({ $0.isASCII && ($0.isNumber || (isLast && $0 == ".")) }),
                part.filter({ $0 == "." }).count <= 1, part.first != ".", part.last != ".",
                let value = Double(part)
            else { return nil }
            // After the first part, minutes and seconds go from 00 to 59, written with two digits.
            if index > 0 && (value >= 60 || part.prefix { $0 != "." }.count != 2) { return nil }
            total = total * 60 + value
        }
        return total
    }

    /// `12:48`, `1:04:12`: how a page shows a time (fractions dropped).
    package static func text(_ seconds: Double) -> String {
        let whole = Int(seconds)
        let (hours, minutes, rest) = (whole / 3600, whole / 60 % 60, whole % 60)
        let two = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(rest))" : "\(minutes):\(two(rest))"
    }

    /// `90` or `90.5`: how a media fragment (`#t=90`) and a chapters file write a time.
    package static func fragment(_ seconds: Double) -> String {
        seconds == seconds.rounded(.down) ? String(Int(seconds)) : String(format: "%.3f", seconds)
    }
}
