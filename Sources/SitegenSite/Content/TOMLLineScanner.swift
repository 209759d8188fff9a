/// Follows TOML text line by line far enough to tell whether the next line starts a new key or
/// table: whether a multi-line string, an array or an inline table is still open.
struct TOMLLineScanner {
    private var depth = 0
    private var multiline: Character?

    /// Whether the next line starts at the top level (not inside a value).
    var isAtTopLevel: Bool { depth == 0 && multiline == nil }

    /// Reads a line (or what follows a key's `=`).
    mutating func scan(_ line: String) {
        let characters = Array(line)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if let quote = multiline {
                if character == "\\" && quote == "\"" {
                    index += 2
                    continue
                }
                if character == quote, index + 2 < characters.count, characters[index + 1] == quote,
                    characters[index + 2] == quote
                {
                    multiline = nil
                    index += 3
                    continue
                }
                index += 1
                continue
            }
            switch character {
            case "#": return
            case "\"", "'":
                if index + 2 < characters.count, characters[index + 1] == character, characters[index + 2] == character
                {
                    multiline = character
                    index += 3
                    continue
                }
                index += 1
                while index < characters.count, characters[index] != character {
                    if characters[index] == "\\" && character == "\"" { index += 1 }
                    index += 1
                }
            case "[", "{": depth += 1
            case "]", "}": depth = max(depth - 1, 0)
            default: break
            }
            index += 1
        }
    }
}
