/// Where each key and value of a TOML text is written: TOMLKit reads the values but keeps no
/// places, so this follows the text (which TOMLKit has already found valid) for them.
///
/// A key's path names it from the top: `[params]` `guest = …` is `params.guest`; the second
/// `[[chapters]]` item's `title` is `chapters[1].title`, and so is an inline array's second
/// table's; a dotted key (`params.guest = …`) and an inline table's keys are paths like any other.
struct TOMLPositions {
    /// One step of a path: a key of a table or an item of an array.
    enum Step: Hashable {
        case key(String)
        case index(Int)
    }

    /// A 1-based line and 1-based column in UTF-8 bytes of the TOML text.
    struct Place: Hashable {
        var line: Int
        var column: Int
    }

    /// Where each key is first written (its first character, or a quoted key's opening quote).
    private(set) var keys: [[Step]: Place] = [:]
    /// Where each value starts; a table's (`[params]`) or an array of tables' item is its header's `[`.
    private(set) var values: [[Step]: Place] = [:]
    /// The keys of each table in the order they are first written.
    private(set) var children: [[Step]: [String]] = [:]

    /// Follows a TOML text.
    init(scanning text: String) {
        var cursor = Cursor(bytes: Array(text.utf8))
        var table: [Step] = []
        var arrayItems: [[Step]: Int] = [:]
        while true {
            cursor.skipBlank()
            guard let byte = cursor.current else { break }
            let start = cursor.index
            if byte == UInt8(ascii: "[") {
                let header = cursor.place
                cursor.advance()
                let isArray = cursor.current == UInt8(ascii: "[")
                if isArray { cursor.advance() }
                let parts = cursor.readKey()
                var path: [Step] = []
                for (number, part) in parts.enumerated() {
                    path = note(part, under: path)
                    if number < parts.count - 1, let count = arrayItems[path] { path.append(.index(count - 1)) }
                }
                if isArray {
                    let count = arrayItems[path, default: 0]
                    arrayItems[path] = count + 1
                    path.append(.index(count))
                }
                if values[path] == nil { values[path] = header }
                table = path
                cursor.skipLine()
            } else {
                var path = table
                for part in cursor.readKey() { path = note(part, under: path) }
                cursor.skipSpaces()
                if cursor.current == UInt8(ascii: "=") { cursor.advance() }
                cursor.skipSpaces()
                readValue(&cursor, at: path)
                cursor.skipLine()
            }
            if cursor.index == start { cursor.advance() }
        }
    }

    /// Records a key under a path the first time it is written; returns the key's path.
    private mutating func note(_ part: (name: String, place: Place), under path: [Step]) -> [Step] {
        let keyPath = path + [.key(part.name)]
        if keys[keyPath] == nil {
            keys[keyPath] = part.place
            children[path, default: []].append(part.name)
        }
        return keyPath
    }

    /// Reads one value (a string, a scalar, an array, an inline table) and the places within it.
    private mutating func readValue(_ cursor: inout Cursor, at path: [Step]) {
        if values[path] == nil { values[path] = cursor.place }
        guard let byte = cursor.current else { return }
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            cursor.skipString()
        case UInt8(ascii: "["):
            var index = 0
            Self.readItems(&cursor, closedBy: UInt8(ascii: "]")) { cursor in
                readValue(&cursor, at: path + [.index(index)])
                index += 1
            }
        case UInt8(ascii: "{"):
            Self.readItems(&cursor, closedBy: UInt8(ascii: "}")) { cursor in
                var keyPath = path
                for part in cursor.readKey() { keyPath = note(part, under: keyPath) }
                cursor.skipSpaces()
                if cursor.current == UInt8(ascii: "=") { cursor.advance() }
                cursor.skipSpaces()
                readValue(&cursor, at: keyPath)
            }
        default:
            // A number, a boolean, a date or a time (which may hold one space): up to what ends it.
            while let current = cursor.current,
                ![UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "#"), 10, 13].contains(current)
            {
                cursor.advance()
            }
        }
    }

    /// Reads the items of an array or an inline table from its opening bracket to `closing`,
    /// skipping blanks and commas between them; `item` reads one (and must move the cursor).
    private static func readItems(
        _ cursor: inout Cursor, closedBy closing: UInt8, item: (inout Cursor) -> Void
    ) {
        cursor.advance()
        while true {
            cursor.skipBlank()
            guard let current = cursor.current else { return }
            if current == closing {
                cursor.advance()
                return
            }
            let start = cursor.index
            if current == UInt8(ascii: ",") {
                cursor.advance()
                continue
            }
            item(&cursor)
            if cursor.index == start { cursor.advance() }
        }
    }
}
