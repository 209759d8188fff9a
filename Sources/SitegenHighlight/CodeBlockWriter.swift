/// Writes the HTML of one code block from its bytes and tokens (see ``CodeBlockRenderer``).
struct CodeBlockWriter {
    let code: [UInt8]
    let highlighted: HighlightedCode
    let info: FenceInfo
    private var out: [UInt8] = []
    private let wrapsLines: Bool
    private var line = 0

    init(code: [UInt8], highlighted: HighlightedCode, info: FenceInfo) {
        self.code = code
        self.highlighted = highlighted
        self.info = info
        wrapsLines = info.showsLineNumbers || !info.highlightedLines.isEmpty || !highlighted.lineMarks.isEmpty
        out.reserveCapacity(code.count * 2 + 64)
    }

    mutating func html() -> String {
        if let title = info.title {
            append("<figure class=\"code\"><figcaption>")
            escape(Array(title.utf8)[...])
            append("</figcaption>")
        }
        append(info.showsLineNumbers ? "<pre class=\"numbered\" tabindex=\"0\"><code" : "<pre tabindex=\"0\"><code")
        if !info.language.isEmpty {
            append(" class=\"language-")
            escape(Array(info.language.utf8)[...])
            append("\"")
        }
        append(">")
        if wrapsLines, !code.isEmpty { openLine() }
        var cursor = 0
        for token in highlighted.tokens where token.start >= cursor && token.end <= code.count {
            text(cursor, token.start, kind: nil)
            text(token.start, token.end, kind: token.kind)
            cursor = token.end
        }
        text(cursor, code.count, kind: nil)
        if wrapsLines, !code.isEmpty, code.last != 0x0A { append("</span>") }
        append("</code></pre>")
        if info.title != nil { append("</figure>") }
        append("\n")
        return String(decoding: out, as: UTF8.self)
    }

    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    /// Writes `code[start..<end]`, in a span of `kind` cut at every line end.
    private mutating func text(_ start: Int, _ end: Int, kind: TokenKind?) {
        var from = start
        while from < end {
            var to = from
            while to < end, code[to] != 0x0A { to += 1 }
            if to > from {
                if let kind {
                    append("<span class=\"")
                    out.append(contentsOf: kind.cssClass.utf8)
                    append("\">")
                }
                escape(code[from..<to])
                if kind != nil { append("</span>") }
            }
            if to < end {
                out.append(0x0A)
                if wrapsLines {
                    append("</span>")
                    line += 1
                    if to + 1 < code.count { openLine() }
                }
                to += 1
            }
            from = to
        }
    }

    private mutating func openLine() {
        append("<span class=\"line")
        if info.highlightedLines.contains(line + 1) { append(" hl-line") }
        switch highlighted.lineMarks[line] {
        case .inserted: append(" hl-ins")
        case .deleted: append(" hl-del")
        case nil: break
        }
        append("\">")
    }

    /// Escapes `&`, `<`, `>` and `"` as cmark does in code.
    private mutating func escape(_ bytes: ArraySlice<UInt8>) {
        for byte in bytes {
            switch byte {
            case 0x26: append("&amp;")
            case 0x3C: append("&lt;")
            case 0x3E: append("&gt;")
            case 0x22: append("&quot;")
            default: out.append(byte)
            }
        }
    }
}
