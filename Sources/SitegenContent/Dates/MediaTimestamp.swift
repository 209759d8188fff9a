import Foundation

/// Reads and writes the times media is sought to: `mm:ss`, `h:mm:ss` or seconds (`90`, `90.5`).
package enum MediaTimestamp {
    /// The seconds a timestamp stands for, or `nil` when it is not one.
    package static func seconds(_ text: some StringProtocol) -> Double? {
        // Read by its bytes: a time is ASCII. Other text is trimmed of Unicode's spaces first (a
        // non-breaking space around a time), and fails below if anything but ASCII is left.
        let isASCII = text.utf8.allSatisfy { $0 < 0x80 }
        var bytes = (isASCII ? Array(text.utf8) : Array(text.trimmingCharacters(in: .whitespaces).utf8))[...]
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        while let first = bytes.first, isSpace(first) { bytes.removeFirst() }
        while let last = bytes.last, isSpace(last) { bytes.removeLast() }
        guard !bytes.isEmpty, bytes.count <= 16 else { return nil }
        let parts = bytes.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
        guard parts.count <= 3 else { return nil }
        var total = 0.0
        for (index, part) in parts.enumerated() {
            let isLast = index == parts.count - 1
            let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
            guard !part.isEmpty, part.allSatisfy({ isDigit($0) || (isLast && $0 == UInt8(ascii: ".")) }),
                part.count(where: { $0 == UInt8(ascii: ".") }) <= 1,
                part.first != UInt8(ascii: "."), part.last != UInt8(ascii: "."),
                let value = Double(String(decoding: part, as: UTF8.self))
            else { return nil }
            // After the first part, minutes and seconds go from 00 to 59, written with two digits.
            if index > 0 && (value >= 60 || part.prefix { $0 != UInt8(ascii: ".") }.count != 2) { return nil }
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
