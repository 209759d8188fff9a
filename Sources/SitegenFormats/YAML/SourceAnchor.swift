/// A place in a YAML text that stands for a place in the file it was made from (TOML front
/// matter turned into YAML): the YAML's line and scalar column, the file's line and UTF-8 column.
package struct SourceAnchor: Sendable, Hashable {
    /// The 1-based line of the YAML text.
    package var yamlLine: Int
    /// The 1-based column of the YAML line, in Unicode scalars (as YAML's marks count).
    package var yamlColumn: Int
    /// The 1-based line of the file.
    package var line: Int
    /// The 1-based column of the file's line, in UTF-8 bytes.
    package var column: Int

    /// An anchor from a YAML place to a file's place.
    package init(yamlLine: Int, yamlColumn: Int, line: Int, column: Int) {
        self.yamlLine = yamlLine
        self.yamlColumn = yamlColumn
        self.line = line
        self.column = column
    }
}
