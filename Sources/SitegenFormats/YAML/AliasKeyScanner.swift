/// Finds keys that are not plain scalars in a file that uses aliases, before the YAML is composed.
///
/// Yams hashes every mapping key while composing (to find duplicates). A key that is a
/// collection built from aliases (`? *a` with `&a [*b, *b, ...]`) expands exponentially while it
/// is hashed, so such a file could keep the decoder busy for hours. Layout files only ever need
/// plain keys, so a file that has both aliases and complex keys is refused up front. The scan is
/// textual and errs on the side of refusing.
package enum AliasKeyScanner {
    /// The 1-based line and column (in Unicode scalars) of the first complex key, if the text also uses an alias.
    package static func firstRisk(in text: String) -> (line: Int, column: Int)? {
        // Every alias starts with `*`: most files have none and need no closer look.
        guard text.utf8.contains(UInt8(ascii: "*")) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
        guard lines.contains(where: { !aliasEnds(in: $0).isEmpty }) else { return nil }
        for (number, line) in lines.enumerated() {
            if let column = firstComplexKey(in: line) { return (number + 1, column + 1) }
        }
        return nil
    }

    /// The 0-based column of the first complex key on a line: `? x`, `*alias:`, `[...]:` or `{...}:`.
    private static func firstComplexKey(in line: [Unicode.Scalar]) -> Int? {
        let code = Array(line.prefix(while: { $0 != "#" }))
        for (index, scalar) in code.enumerated() where scalar == "?" && isTokenStart(code, index) {
            if index + 1 == code.count || code[index + 1] == " " || code[index + 1] == "\t" { return index }
        }
        var candidates = aliasEnds(in: code).map { (start: $0.start, end: $0.end) }
        for (index, scalar) in code.enumerated() where scalar == "]" || scalar == "}" {
            candidates.append((start: index, end: index + 1))
        }
        for candidate in candidates.sorted(by: { $0.start < $1.start }) {
            var next = candidate.end
            while next < code.count, code[next] == " " || code[next] == "\t" { next += 1 }
            if next < code.count, code[next] == ":" { return candidate.start }
        }
        return nil
    }

    /// The start and end (0-based, end exclusive) of every alias token `*name` on a line.
    private static func aliasEnds(in line: [Unicode.Scalar]) -> [(start: Int, end: Int)] {
        var aliases: [(start: Int, end: Int)] = []
        for (index, scalar) in line.enumerated() where scalar == "*" && isTokenStart(line, index) {
            var end = index + 1
            while end < line.count, isAnchorCharacter(line[end]) { end += 1 }
            if end > index + 1 { aliases.append((index, end)) }
        }
        return aliases
    }

    /// Whether a token may start at `index`: at the line start or after a space or a flow indicator.
    private static func isTokenStart(_ line: [Unicode.Scalar], _ index: Int) -> Bool {
        guard index > 0 else { return true }
        return [" ", "\t", "[", "{", ","].contains(line[index - 1])
    }

    /// Whether a scalar may appear in an anchor or alias name (libYAML: letters, digits, `-`, `_`).
    private static func isAnchorCharacter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
            || scalar == "-" || scalar == "_"
    }
}
