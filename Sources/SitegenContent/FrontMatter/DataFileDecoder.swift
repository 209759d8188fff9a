import Foundation
package import SitegenDiagnostics
package import SitegenFormats

/// Decodes a data file of `Content/data/` (YAML, TOML or JSON) into the value templates read,
/// with the readers that front matter goes through: every mistake at its line and column.
package enum DataFileDecoder {
    /// How messages name a data file.
    static let documentName = "the data file"

    /// A data file's value: a map, a list or a scalar, as an episode's `params` are.
    /// - Parameters:
    ///   - text: The file's text.
    ///   - format: Its language, by its extension.
    ///   - path: Its path, for diagnostics (`Content/data/sponsor.yml`).
    /// - Returns: The value (`nil` after an error), and the diagnostics.
    package static func decode(
        _ text: String, format: SplitDocument.Format, path: String
    ) -> (value: ParamValue?, diagnostics: [Diagnostic]) {
        var text = text
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        // As front matter is read: TOML's positions are found in text with `\n` line ends.
        if text.utf8.contains(13) { text = text.replacingOccurrences(of: "\r\n", with: "\n") }
        var yaml = text
        var anchors: [SourceAnchor] = []
        // An empty file of any language is reported alike, by the YAML reader.
        let isEmpty = text.allSatisfy(\.isWhitespace)
        switch format {
        case .yaml: break
        case .toml where !isEmpty:
            switch TOMLFrontMatter.converted(from: text) {
            case .success(let converted):
                yaml = converted.yaml
                anchors = converted.anchors
            case .failure(let problem):
                let place = SourcePosition(file: path, line: problem.line, column: problem.column)
                return (nil, [.error("invalid TOML: \(problem.message)", at: place)])
            }
        case .json where !isEmpty:
            switch JSONFrontMatter.yaml(from: text, document: "data file", anyValue: true) {
            case .success(let converted): yaml = converted
            case .failure(let problem):
                let place = SourcePosition(file: path, line: problem.line, column: problem.column)
                return (nil, [.error("invalid JSON: \(problem.message)", at: place)])
            }
        case .toml, .json: yaml = ""
        }
        var reader = FrontMatterReader(
            path: path, yaml: yaml, firstLine: 1, documentName: documentName, anchors: anchors)
        guard let node = reader.document() else { return (nil, reader.uniqueDiagnostics) }
        let value = reader.paramValue(node, place: "a data file")
        return (reader.hasErrors ? nil : value, reader.uniqueDiagnostics)
    }
}
