/// Makes CSS smaller without changing what it means: comments go, runs of white space become
/// one space, and the space around `{`, `}`, `;`, `,` and after `:` goes, with a block's last `;`.
///
/// Strings (`"…"`, `'…'`) are kept byte for byte. The space before a `:` stays (`a :hover` is not
/// `a:hover`), and so does the space around `+`, `-`, `>` and `~` (`calc(100% - 2px)`).
enum CSSMinifier {
    /// The minified text of a stylesheet.
    static func minify(_ css: String) -> String {
        let bytes = Array(css.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var pendingSpace = false
        var index = 0
        let tight: Set<UInt8> = [UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"), UInt8(ascii: ",")]
        func emit(_ byte: UInt8) {
            if pendingSpace, let last = out.last, !tight.contains(last), last != UInt8(ascii: ":"),
                !tight.contains(byte)
            {
                out.append(UInt8(ascii: " "))
            }
            pendingSpace = false
            if byte == UInt8(ascii: "}"), out.last == UInt8(ascii: ";") { out.removeLast() }
            out.append(byte)
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                var end = index + 2
                while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) {
                    end += 1
                }
                index = min(end + 2, bytes.count)
                pendingSpace = true
                continue
            }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
                || byte == UInt8(ascii: "\r") || byte == 0x0C
            {
                pendingSpace = !out.isEmpty
                index += 1
                continue
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                emit(byte)
                index += 1
                while index < bytes.count, bytes[index] != byte, bytes[index] != UInt8(ascii: "\n") {
                    if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                        out.append(bytes[index])
                        index += 1
                    }
                    out.append(bytes[index])
                    index += 1
                }
                if index < bytes.count, bytes[index] == byte {
                    out.append(byte)
                    index += 1
                }
                continue
            }
            emit(byte)
            index += 1
        }
        if !out.isEmpty { out.append(UInt8(ascii: "\n")) }
        return String(decoding: out, as: UTF8.self)
    }
}
