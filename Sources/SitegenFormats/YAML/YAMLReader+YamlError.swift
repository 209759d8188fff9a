import SitegenDiagnostics
import Yams

extension YAMLReader {
    /// Reports an error thrown while composing the YAML, at the line and column it names.
    package mutating func report(yamlError: any Error) {
        guard let yamlError = yamlError as? YamlError else {
            error("invalid YAML: \(yamlError)", at: position(nil))
            return
        }
        switch yamlError {
        case .scanner(let context, let problem, let mark, _),
            .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            if problem.hasPrefix("Maximum nesting level reached") {
                error("invalid YAML: lists and mappings are nested more than 1000 levels deep", at: position(mark))
                return
            }
            if problem.hasPrefix("found unexpected end of stream"), let context,
                context.text.hasPrefix("while scanning a quoted scalar")
            {
                let quote = columns.scalars(ofLine: context.mark.line).dropFirst(max(context.mark.column - 1, 0)).first
                error(
                    "invalid YAML: the string that starts here is never closed; add its closing \(quote == "'" ? "'" : "\"")",
                    at: position(context.mark))
                return
            }
            var hint = ""
            if problem.hasPrefix("mapping values are not allowed") {
                let line = columns.scalars(ofLine: mark.line)
                if mark.line > 1, line.firstIndex(of: ":") == mark.column - 1 {
                    // The line's own key: the line is read as the rest of the value above it.
                    hint =
                        "; this line is indented deeper than the key above it, so it reads as part of that key's value; line its key up with the key above"
                } else {
                    hint =
                        "; quote a value that contains ': ', e.g. "
                        + (quotedValue(ofLine: mark.line) ?? "\"uniformAcrossSiblings(estimate: 200)\"")
                }
            } else if problem.contains("tab character")
                || columns.scalars(ofLine: mark.line).dropFirst(max(mark.column - 1, 0)).first == "\t"
            {
                hint = "; YAML indents with spaces, never with tabs"
            }
            error("invalid YAML: \(problem)\(describe(context))\(hint)", at: position(mark))
        case .reader(let problem, let offset, _, let yaml):
            let place = SourceColumns.lineAndColumn(of: offset ?? 0, in: yaml)
            error("invalid YAML: \(problem)", at: position(line: place.line, scalarColumn: place.column))
        case .duplicatedKeysInMapping(let duplicates, let context):
            if duplicates.count == 1, let key = duplicates.first, let again = repeatedKey(key, after: context.mark) {
                error(
                    "duplicate key `\(key)`: it was already given at line \(context.mark.line); each key may appear only once",
                    at: position(line: again.line, scalarColumn: again.column))
                return
            }
            let keys = duplicates.map { "`\($0)`" }.joined(separator: ", ")
            let noun = duplicates.count == 1 ? "key" : "keys"
            error(
                "duplicate \(noun) \(keys) in the same mapping; each key may appear only once",
                at: position(context.mark))
        default:
            error("invalid YAML: \(yamlError)", at: position(nil))
        }
    }

    /// A line `key: a: b` written with its value quoted (`key: "a: b"`), for the hint; nil for a
    /// line that is not a plain key and value (a flow mapping, a quoted or empty value).
    private func quotedValue(ofLine line: Int) -> String? {
        func trimmed(_ text: Substring) -> Substring {
            let start = text.drop { $0 == " " || $0 == "\t" }
            return start.dropLast(start.reversed().prefix { $0 == " " || $0 == "\t" }.count)
        }
        var rest = trimmed(Substring(String(String.UnicodeScalarView(columns.scalars(ofLine: line)))))
        var prefix = ""
        while rest.hasPrefix("- ") {
            prefix += "- "
            rest = trimmed(rest.dropFirst(2))
        }
        guard let separator = rest.firstRange(of: ": ") else { return nil }
        let key = rest[..<separator.lowerBound]
        var value = trimmed(rest[separator.upperBound...])
        // A plain value ends at a comment.
        if let comment = value.firstRange(of: " #") { value = trimmed(value[..<comment.lowerBound]) }
        guard !key.isEmpty, !key.contains(where: { "{}[],\"'#&*!|>%@`".contains($0) }), value.contains(": "),
            let first = value.first, !"\"'{[#&*!|>".contains(first)
        else { return nil }
        let escaped = value.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
        return "\(prefix)\(key): \"\(escaped)\""
    }

    /// The context libYAML gives for a problem, e.g. " (while parsing a block mapping at line 2, column 1)".
    private func describe(_ context: YamlError.Context?) -> String {
        guard let context, !context.text.isEmpty else { return "" }
        let place = position(context.mark)
        return " (\(context.text) at line \(place.line), column \(place.column))"
    }

    /// Where a plain key given first at `first` is given again in the same mapping: on a later
    /// line at the same column (a block mapping) or later on the same line (a flow mapping).
    private func repeatedKey(_ key: String, after first: Mark) -> (line: Int, column: Int)? {
        let name = Array(key.unicodeScalars)
        guard !name.isEmpty else { return nil }
        func isKey(_ line: [Unicode.Scalar], at start: Int) -> Bool {
            guard start >= 0, start + name.count <= line.count, Array(line[start..<(start + name.count)]) == name else {
                return false
            }
            let rest = line[(start + name.count)...].drop { $0 == " " }
            return rest.first == ":"
        }
        let firstLine = columns.scalars(ofLine: first.line)
        var column = first.column + name.count
        while column < firstLine.count {
            if [" ", "{", ","].contains(firstLine[column - 1]), isKey(firstLine, at: column) {
                return (first.line, column + 1)
            }
            column += 1
        }
        guard first.line < columns.lineCount else { return nil }
        for number in (first.line + 1)...columns.lineCount {
            let line = columns.scalars(ofLine: number)
            let indent = first.column - 1
            if line.prefix(indent).allSatisfy({ $0 == " " || $0 == "-" }), isKey(line, at: indent) {
                return (number, first.column)
            }
        }
        return nil
    }
}
