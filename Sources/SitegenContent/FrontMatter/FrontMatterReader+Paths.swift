import SitegenDiagnostics
import SitegenFormats
import Yams

extension FrontMatterReader {
    /// A file's path or URL (`thumbnail`, `audio`, `avatar`, …), trimmed as ``text(_:label:)``
    /// trims it. A quoted value with a space or tab at either end (`audio: " episodes/a.mp3"`,
    /// which Hugo and Zola would keep, making a path no file has) is a warning at that character:
    /// the trimmed path is the one meant.
    mutating func path(_ node: Node, label: String) -> String? {
        guard let value = text(node, label: label) else { return nil }
        guard case .scalar(let scalar) = node, scalar.style == .singleQuoted || scalar.style == .doubleQuoted,
            let first = scalar.string.first, let last = scalar.string.last
        else { return value }
        let isSpace = { (character: Character) in character.isWhitespace && !character.isNewline }
        let begins = isSpace(first)
        guard begins || isSpace(last) else { return value }
        let character = begins ? first : last
        let name = character == " " ? "a space" : character == "\t" ? "a tab" : "white space"
        diagnostics.append(
            .warning(
                "`\(label)` '\(FileNameCheck.printable(Self.shortened(scalar.string)))' \(begins ? "begins" : "ends") "
                    + "with \(name); it is read as '\(FileNameCheck.printable(value))' (a file's path has none there)",
                at: spacePosition(of: node, value: scalar.string, atStart: begins)))
        return value
    }

    /// Where the space is: after the opening quote, or (for a value written on its line without
    /// escapes) after its last visible character; else at the value.
    private func spacePosition(of node: Node, value: String, atStart: Bool) -> SourcePosition {
        guard let mark = node.mark else { return position(of: node) }
        guard !atStart else { return position(line: mark.line, scalarColumn: mark.column + 1) }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard mark.line >= 1, mark.line <= lines.count else { return position(of: node) }
        let written = lines[mark.line - 1].unicodeScalars.dropFirst(mark.column)
        guard String(String.UnicodeScalarView(written)).hasPrefix(value) else { return position(of: node) }
        let kept = value.unicodeScalars.reversed().drop { $0 == " " || $0 == "\t" }.count
        return position(line: mark.line, scalarColumn: mark.column + 1 + kept)
    }
}
