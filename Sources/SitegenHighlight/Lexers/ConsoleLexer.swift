/// Console transcripts: prompt lines (`$ swift build`) hold shell commands, highlighted as
/// such, with the prompt marked so that copying can leave it out; other lines are output.
enum ConsoleLexer {
    /// The tokens of `bytes`.
    static func tokens(_ bytes: [UInt8]) -> [HighlightToken] {
        var prompts: [HighlightToken] = []
        var continues = false
        let projection = LineProjection(bytes) { start, end in
            if continues {
                continues = end > start && bytes[end - 1] == 0x5C
                return start
            }
            guard let promptEnd = promptEnd(bytes, start, end) else {
                if end > start { prompts.append(HighlightToken(start: start, end: end, kind: .output)) }
                return nil
            }
            prompts.append(HighlightToken(start: start, end: promptEnd, kind: .prompt))
            continues = end > start && bytes[end - 1] == 0x5C
            return promptEnd
        }
        let commands = projection.map(TableLexer.tokens(projection.text, rules: .shell))
        return (prompts + commands).sorted { $0.start < $1.start }
    }

    /// The end of a prompt at a line's start, if the line has one: `$`, `%`, `#` or `>` and a
    /// space, after nothing (`$ swift build`), after one word (`~/app$ `) or after a prefix with
    /// `@` or `~` in it (`user@mac ~ % `).
    private static func promptEnd(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Int? {
        var index = start
        var spaces = 0
        var userOrHome = false
        while index < end, index - start < 60 {
            let byte = bytes[index]
            if "$%#>".utf8.contains(byte), index + 1 < end ? bytes[index + 1] == 0x20 : index == start {
                let afterWord = index > start && bytes[index - 1] != 0x20 && spaces == 0
                let afterSpace = index > start && bytes[index - 1] == 0x20
                if index == start || afterWord || (userOrHome && spaces <= 3) && (afterSpace || afterWord) {
                    return min(index + 2, end)
                }
                return nil
            }
            if byte == 0x20 { spaces += 1 }
            if byte == 0x40 || byte == 0x7E { userOrHome = true }
            index += 1
        }
        return nil
    }
}
