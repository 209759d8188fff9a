import Foundation
import Mustache
import SitegenDiagnostics

/// Checks a Mustache template's tags before the Mustache parser sees it, so that a mistake is
/// reported where it is made (the section that is never closed, the `{{/name}}` that closes the
/// wrong one, the `{{` that never ends) in words, and so that absurd nesting cannot exhaust the
/// parser's stack.
///
/// Only the default `{{ }}` delimiters are understood: after a set-delimiter tag the check stops
/// and leaves the rest to the parser, whose errors ``explain(_:source:file:)`` words.
enum TemplateSyntaxChecker {
    /// The deepest nesting of sections a template may have.
    static let maximumDepth = 100

    /// An open section: its tag's text and where the tag starts.
    private struct OpenSection {
        var name: String
        var line: Int
        var column: Int
    }

    /// The first mistake in `source`, or `nil` when the tags are balanced.
    static func firstMistake(in source: String, file: String) -> Diagnostic? {
        let bytes = Array(source.utf8)
        var stack: [OpenSection] = []
        var line = 1
        var lineStart = 0
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == 10 { line += 1; lineStart = index + 1 }
            guard bytes[index] == 123, bytes[index + 1] == 123 else { index += 1; continue }
            let column = index - lineStart + 1
            let triple = index + 2 < bytes.count && bytes[index + 2] == 123
            let closer: [UInt8] = triple ? [125, 125, 125] : [125, 125]
            let contentStart = index + (triple ? 3 : 2)
            guard let end = find(closer, in: bytes, from: contentStart) else {
                return .error(
                    "this tag is never closed with `\(triple ? "}}}" : "}}")`",
                    at: SourcePosition(file: file, line: line, column: column))
            }
            let content = String(decoding: bytes[contentStart..<end], as: UTF8.self)
            let kind = content.first
            let name = String(content.dropFirst()).trimmingCharacters(in: .whitespaces)
            switch kind {
            case "=":
                return nil
            case "#", "^", "$", "<":
                stack.append(OpenSection(name: name, line: line, column: column))
                if stack.count > maximumDepth {
                    return .error(
                        "sections are nested more than \(maximumDepth) deep",
                        at: SourcePosition(file: file, line: line, column: column))
                }
            case "/":
                guard let open = stack.popLast() else {
                    return .error(
                        "`{{/\(name)}}` closes a section that was never opened",
                        at: SourcePosition(file: file, line: line, column: column))
                }
                guard open.name == name else {
                    return .error(
                        "`{{/\(name)}}` does not close the innermost open section `\(open.name)` "
                            + "(opened at line \(open.line), column \(open.column)); close `\(open.name)` first",
                        at: SourcePosition(file: file, line: line, column: column))
                }
            default:
                break
            }
            for byte in bytes[index..<end] where byte == 10 { line += 1 }
            if let lastNewline = bytes[index..<end].lastIndex(of: 10) { lineStart = lastNewline + 1 }
            index = end + closer.count
        }
        if let open = stack.last {
            return .error(
                "the section `\(open.name)` opened here is never closed; add `{{/\(open.name)}}`",
                at: SourcePosition(file: file, line: open.line, column: open.column))
        }
        return nil
    }

    /// A parser error in words, at its line and UTF-8 column.
    static func explain(_ error: MustacheTemplate.ParserError, file: String) -> Diagnostic {
        let context = error.context
        let characters = max(context.columnNumber - 1, 0)
        let column = String(context.line.prefix(characters)).utf8.count + 1
        let position = SourcePosition(file: file, line: max(context.lineNumber, 1), column: column)
        let message: String
        switch error.error as? MustacheTemplate.Error {
        case .sectionCloseNameIncorrect: message = "this `{{/…}}` tag does not close the section that is open"
        case .unfinishedName: message = "this tag is not finished; a tag is a name between `{{` and `}}`"
        case .expectedSectionEnd: message = "a section is never closed with its `{{/name}}` tag"
        case .invalidSetDelimiter: message = "invalid set-delimiter tag; write it like `{{=<% %>=}}`"
        case .transformAppliedToInheritanceSection: message = "a transform cannot be applied to an inherited section"
        case .illegalTokenInsideInheritSection, .textInsideInheritSection:
            message = "inside `{{<parent}}` only `{{$block}}` sections may appear"
        case .invalidConfigVariableSyntax, .unrecognisedConfigVariable: message = "invalid configuration tag `{{% … }}`"
        case nil: message = "the template ends inside a tag"
        }
        return .error("template syntax error: \(message)", at: position)
    }

    /// The index where `needle` starts in `bytes` at or after `start`.
    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], Array(bytes[index..<(index + needle.count)]) == needle { return index }
            index += 1
        }
        return nil
    }
}
