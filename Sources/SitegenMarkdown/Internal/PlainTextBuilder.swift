/// Accumulates plain text with runs of whitespace collapsed to one space and both ends trimmed.
///
/// The text is kept as UTF-8 bytes: appending scalar by scalar to a `String` cost more than
/// cmark's whole parse of a heading.
struct PlainTextBuilder {
    private var bytes: [UInt8] = []
    private var pendingSpace = false

    /// The text so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Whether no text has been appended (white space does not count).
    var isEmpty: Bool { bytes.isEmpty }

    /// Appends a fragment, collapsing its whitespace.
    mutating func append(_ fragment: String) {
        var fragment = fragment
        fragment.withUTF8 { utf8 in
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                if byte < 0x80 {
                    if byte == 0x20 || (0x09...0x0D).contains(byte) {
                        separate()
                    } else {
                        appendPendingSpace()
                        bytes.append(byte)
                    }
                    index += 1
                    continue
                }
                // A non-ASCII scalar: its length from the lead byte (the text is valid UTF-8).
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                let end = min(index + length, utf8.count)
                let scalar = String(decoding: UnsafeBufferPointer(rebasing: utf8[index..<end]), as: UTF8.self)
                    .unicodeScalars.first
                if let scalar, scalar.isPlainTextSpace {
                    separate()
                } else {
                    appendPendingSpace()
                    bytes.append(contentsOf: utf8[index..<end])
                }
                index = end
            }
        }
    }

    private mutating func appendPendingSpace() {
        if pendingSpace { bytes.append(0x20) }
        pendingSpace = false
    }

    /// Separates what comes next from what came before by a space (for line breaks).
    mutating func separate() {
        pendingSpace = !bytes.isEmpty
    }
}

extension Unicode.Scalar {
    /// Whether the scalar is white space, with a fast path for ASCII.
    var isPlainTextSpace: Bool {
        isASCII ? value == 0x20 || (0x09...0x0D).contains(value) : properties.isWhitespace
    }
}
