import SitegenFormats
import Yams

/// Decodes layout files (`Themes/<theme>/layouts/NAME.yml`) into a ``CompositionalLayout``,
/// collecting every mistake as a diagnostic with its line and column.
///
/// The decoder walks the YAML node tree itself, so that each error points at the offending key
/// or value; it never stops at the first mistake and never traps on user input.
public struct LayoutFileDecoder: Sendable {
    /// Creates a decoder.
    public init() {}

    /// Decodes a layout file's text; `path` is used in diagnostics.
    /// - Parameters:
    ///   - text: The YAML text of the layout file.
    ///   - path: The file's path as it should appear in diagnostics.
    /// - Returns: The layout (`nil` when there is any error) and the sorted diagnostics.
    public func decode(_ text: String, path: String) -> LayoutFileResult {
        var reader = LayoutFileReader(path: path, text: text)
        if let risk = AliasKeyScanner.firstRisk(in: text) {
            reader.error(
                "keys must be plain names; this file uses aliases, and a key that is not a plain name could "
                    + "expand them without bound, so the file is not read",
                at: reader.position(line: risk.line, scalarColumn: risk.column))
            return reader.result(layout: nil)
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text, .basic, .default, .utf8)
        } catch {
            reader.report(yamlError: error)
            return reader.result(layout: nil)
        }
        let layout = reader.layout(root)
        return reader.result(layout: layout)
    }
}
