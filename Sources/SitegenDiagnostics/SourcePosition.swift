/// A place in a source file: `path:line:column`, 1-based.
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible, Codable {
    /// The file's path as the user gave it (or site-relative).
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, counted in UTF-8 bytes: cmark-gfm's unit, which the YAML reader's
    /// character columns are converted to (`SourceColumns`), so `é` or `漢` before a mistake
    /// counts 2 or 3 and a tab 1, as in compilers' diagnostics and editors' byte-column jumps.
    public var column: Int

    /// Creates a position.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, the form editors and CI parse.
    public var description: String { "\(file):\(line):\(column)" }

    /// Orders by file, then line, then column.
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

extension SourcePosition {
    /// The first line and column of a file: where a problem with the whole file is reported.
    public static func start(of file: String) -> SourcePosition {
        SourcePosition(file: file, line: 1, column: 1)
    }
}
