import Foundation
import SitegenDiagnostics
import TOMLKit

/// TOML front matter (`+++` … `+++`, as Hugo writes it) read by TOMLKit and turned into YAML,
/// so that front matter in either language is checked by the same code, with anchors that put
/// every diagnostic at the TOML key or value it is about.
///
/// Tables (`[params]`, `[params.social]`, dotted keys `params.guest = …`, inline tables) become
/// block mappings, arrays of tables (`[[chapters]]`, a Hugo video course's chapters, or an array
/// of inline tables) block lists of mappings, and other values YAML's flow style; each key, value
/// and array item is anchored at the place `TOMLPositions` found it written.
package enum TOMLFrontMatter {
    /// A syntax error: where (relative to the TOML text) and what.
    package struct SyntaxError: Error {
        package var line: Int
        package var column: Int
        package var message: String
    }

    /// TOML turned into YAML: the text, and the TOML places its places stand for.
    package struct Converted {
        /// The YAML text.
        package var yaml: String
        /// YAML places (lines of `yaml`) anchored at TOML places (lines of the TOML text).
        package var anchors: [SourceAnchor]
    }

    /// The YAML, or the position and message of TOML's syntax error (line relative to `toml`).
    package static func yaml(from toml: String) -> Result<String, SyntaxError> {
        converted(from: toml).map(\.yaml)
    }

    /// The YAML with its anchors, or the position and message of TOML's syntax error (line
    /// relative to `toml`).
    package static func converted(from toml: String) -> Result<Converted, SyntaxError> {
        // toml++ would end the process on these instead of reporting them.
        if let problem = TOMLAssertionCheck.firstProblem(in: toml) {
            return .failure(
                SyntaxError(
                    line: problem.line, column: problem.column, message: problem.kind.message(found: problem.found)))
        }
        let table: TOMLTable
        do {
            table = try TOMLTable(string: toml)
        } catch let error as TOMLParseError {
            let line = error.source.begin.line
            let column = error.source.begin.column
            return .failure(
                SyntaxError(
                    line: line, column: column,
                    message: explained(error.description, line: line, column: column, in: toml)))
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
        var writer = TOMLYAMLWriter(positions: TOMLPositions(scanning: toml))
        writer.mapping(table, path: [], first: "", rest: "")
        return .success(Converted(yaml: writer.lines.joined(separator: "\n"), anchors: writer.anchors))
    }

    /// toml++'s message, or for a string that the end of its line or of the front matter cuts
    /// short (toml++ names the line break, a control character, or the end of the file) the
    /// mistake as a writer sees it: the closing quote is missing.
    static func explained(_ message: String, line: Int, column: Int, in toml: String) -> String {
        let literal = message.contains("parsing literal string")
        if message.contains("control characters other than TAB"), line >= 1 {
            let lines = toml.split(separator: "\n", omittingEmptySubsequences: false)
            guard line <= lines.count,
                column > lines[line - 1].unicodeScalars.count - (lines[line - 1].hasSuffix("\r") ? 1 : 0)
            else { return message }
            let quote = literal ? "'" : "\""
            return
                "this string is not closed on its line; add the closing \(quote) (a string of several lines goes between \(quote)\(quote)\(quote) and \(quote)\(quote)\(quote))"
        }
        if message.contains("parsing"), message.contains("string"), message.contains("end-of-file") {
            return "this string is never closed: the front matter ends first; add its closing quotes"
        }
        return message
    }

    /// A key as YAML reads it back as the same string: bare when it is a plain word, else quoted.
    static func yamlKey(_ name: String) -> String {
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
