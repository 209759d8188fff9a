import Foundation
import SitegenDiagnostics
import TOMLKit

/// TOML front matter (`+++` … `+++`, as Hugo writes it) read by TOMLKit and turned into YAML
/// with the same line for every key, so that front matter in either language is checked by the
/// same code and every diagnostic points at the TOML line it is about.
///
/// Each `key = value` line becomes `key: <the value in YAML's flow style>`, each `[table]` line
/// `table:` with its keys indented under it, an array of tables (`[[chapters]]`, a Hugo video
/// course's chapters) a block list whose items start at their first key, and the other lines of a
/// value that spans several (a multi-line string or array) become blank. TOML that does not fit
/// that shape (dotted keys, a table inside an array's item, an item without keys) becomes one flow
/// mapping on the first line: still checked, placed less finely.
enum TOMLFrontMatter {
    /// The YAML, or the position and message of TOML's syntax error (line relative to `toml`).
    /// A syntax error: where (relative to the TOML text) and what.
    struct SyntaxError: Error {
        var line: Int
        var column: Int
        var message: String
    }

    static func yaml(from toml: String) -> Result<String, SyntaxError> {
        let table: TOMLTable
        do {
            table = try TOMLTable(string: toml)
        } catch let error as TOMLParseError {
            return .failure(
                SyntaxError(
                    line: error.source.begin.line, column: error.source.begin.column, message: error.description))
        } catch {
            return .failure(SyntaxError(line: 1, column: 1, message: "\(error)"))
        }
        // TOMLKit would cut the value short at a U+0000 without a word.
        if let null = TOMLNullEscape.first(in: toml) {
            return .failure(
                SyntaxError(
                    line: null.line, column: null.column,
                    message:
                        "this escape stands for U+0000, a control character that no page or feed may hold; remove it"
                ))
        }
        let lines = toml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let lined = lineForLine(lines, table: table) { return .success(lined) }
        return .success(flow(table.tomlValue) + String(repeating: "\n", count: max(lines.count - 1, 0)))
    }

    /// The line-for-line YAML, or `nil` when the TOML has a shape it does not cover.
    private static func lineForLine(_ lines: [String], table: TOMLTable) -> String? {
        var output: [String] = []
        var current: TOMLTable = table
        var indent = ""
        var scanner = TOMLLineScanner()
        // Arrays of tables: how many items of each were opened, and whether the open item has
        // had its first key (which starts the YAML item, `  - key: value`).
        var items: [String: Int] = [:]
        var itemAwaitsKey = false
        for line in lines {
            guard scanner.isAtTopLevel else {
                output.append("")
                scanner.scan(line)
                continue
            }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") {
                output.append("")
            } else if trimmed.hasPrefix("[[") {
                guard !itemAwaitsKey, let close = trimmed.range(of: "]]"),
                    let name = key(String(trimmed[trimmed.index(trimmed.startIndex, offsetBy: 2)..<close.lowerBound])),
                    let array = table[name]?.array
                else { return nil }
                let index = items[name, default: 0]
                let tables = array.map(\.table)
                guard index < tables.count, let item = tables[index] else { return nil }
                items[name] = index + 1
                output.append(index == 0 ? yamlKey(name) + ":" : "")
                current = item
                indent = "    "
                itemAwaitsKey = true
            } else if trimmed.hasPrefix("[") {
                guard !itemAwaitsKey, let close = trimmed.firstIndex(of: "]"),
                    let name = key(String(trimmed[trimmed.index(after: trimmed.startIndex)..<close])),
                    let nested = table[name]?.table
                else { return nil }
                output.append(yamlKey(name) + ":")
                current = nested
                indent = "  "
            } else {
                guard let equals = trimmed.firstIndex(of: "="), let name = key(String(trimmed[..<equals])),
                    let value = current[name]
                else { return nil }
                // The value starts in the same column as in the TOML where the key leaves room.
                let afterEquals = trimmed[trimmed.index(after: equals)...]
                let characters = Array(line)
                let equalsInLine = characters.firstIndex(of: "=") ?? 0
                let valueColumn =
                    characters[(equalsInLine + 1)...].firstIndex { $0 != " " && $0 != "\t" }.map { $0 + 1 } ?? 1
                let head = (itemAwaitsKey ? "  - " : indent) + yamlKey(name) + ":"
                itemAwaitsKey = false
                output.append(
                    head + String(repeating: " ", count: max(valueColumn - head.count - 1, 1)) + flow(value.tomlValue))
                scanner.scan(String(afterEquals))
            }
        }
        // An item without keys would read as no item at all.
        guard !itemAwaitsKey else { return nil }
        return output.joined(separator: "\n")
    }

    /// A bare or quoted key without dots, unquoted; `nil` for a dotted key.
    private static func key(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.count >= 2, let first = trimmed.first, first == "\"" || first == "'", trimmed.last == first {
            let inner = String(trimmed.dropFirst().dropLast())
            return inner.contains(first) || inner.contains("\\") ? nil : inner
        }
        guard !trimmed.isEmpty,
            trimmed.unicodeScalars.allSatisfy({
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
            })
        else { return nil }
        return trimmed
    }

    /// A key as YAML reads it back as the same string: bare when it is a plain word, else quoted.
    private static func yamlKey(_ name: String) -> String {
        let plain =
            name.first.map { $0.isASCII && ($0.isLetter || $0 == "_") } == true
            && name.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
            }
            && !["true", "false", "yes", "no", "on", "off", "null", "y", "n"].contains(name.lowercased())
        return plain ? name : quoted(name)
    }

    /// A value in YAML's flow style (which JSON's syntax is part of).
    static func flow(_ value: TOMLValue) -> String {
        switch value.type {
        case .string: return quoted(value.string ?? "")
        case .int: return String(value.int ?? 0)
        case .double:
            let number = value.double ?? 0
            return number.isFinite ? String(number) : quoted(String(number))
        case .bool: return (value.bool ?? false) ? "true" : "false"
        case .date:
            guard let date = value.date else { return "\"\"" }
            return quoted("\(pad(date.year, 4))-\(pad(date.month, 2))-\(pad(date.day, 2))")
        case .time:
            guard let time = value.time else { return "\"\"" }
            return quoted("\(pad(time.hour, 2)):\(pad(time.minute, 2)):\(pad(time.second, 2))")
        case .dateTime:
            guard let dateTime = value.dateTime else { return "\"\"" }
            let (date, time) = (dateTime.date, dateTime.time)
            var text = "\(pad(date.year, 4))-\(pad(date.month, 2))-\(pad(date.day, 2))T"
            text += "\(pad(time.hour, 2)):\(pad(time.minute, 2)):\(pad(time.second, 2))"
            if let offset = dateTime.offset?.offset {
                text +=
                    offset == 0
                    ? "Z" : (offset < 0 ? "-" : "+") + "\(pad(abs(offset) / 60, 2)):\(pad(abs(offset) % 60, 2))"
            }
            return quoted(text)
        case .array:
            return "[" + (value.array.map { $0.map { flow($0.tomlValue) } } ?? []).joined(separator: ", ") + "]"
        case .table:
            guard let table = value.table else { return "{}" }
            return "{" + table.keys.map { quoted($0) + ": " + flow(table[$0]!.tomlValue) }.joined(separator: ", ") + "}"
        }
    }

    /// A string in YAML's double-quoted style: JSON's string syntax is part of it.
    static func quoted(_ text: String) -> String {
        JSONText.encode(text)
    }

    private static func pad(_ value: Int, _ width: Int, radix: Int = 10) -> String {
        let text = String(value, radix: radix)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }
}
