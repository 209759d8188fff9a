/// The lines of a Markdown body outside its fenced code blocks, as the chapter scanners read them.
enum BodyLines {
    /// Calls `visit` with each line outside fenced code (a fence's own lines are left out too):
    /// its number from 1, the line without its `\r`, and the line without its leading spaces.
    /// Lines are split by their bytes: splitting Characters finds grapheme breaks through every
    /// body. `visit` returns `false` to stop.
    static func forEach(
        in body: String, _ visit: (_ number: Int, _ line: Substring, _ trimmed: Substring) -> Bool
    ) {
        var number = 0
        var inFence = false
        for bytes in body.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            number += 1
            let raw = Substring(bytes)
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                inFence.toggle()
                continue
            }
            if inFence { continue }
            guard visit(number, line, trimmed) else { return }
        }
    }
}
