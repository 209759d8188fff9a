import SitegenLayout
import Yams

extension YAMLReader {
    /// Reports an error thrown while composing the YAML, at the line and column it names.
    mutating func report(yamlError: any Error) {
        guard let yamlError = yamlError as? YamlError else {
            error("invalid YAML: \(yamlError)", at: position(nil))
            return
        }
        switch yamlError {
        case .scanner(let context, let problem, let mark, _),
            .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            var hint = ""
            if problem.hasPrefix("mapping values are not allowed") {
                hint = "; quote a value that contains ': ', e.g. \"uniformAcrossSiblings(estimate: 200)\""
            }
            error("invalid YAML: \(problem)\(describe(context))\(hint)", at: position(mark))
        case .reader(let problem, let offset, _, let yaml):
            let place = SourceColumns.lineAndColumn(of: offset ?? 0, in: yaml)
            error("invalid YAML: \(problem)", at: position(line: place.line, scalarColumn: place.column))
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.map { "`\($0)`" }.joined(separator: ", ")
            let noun = duplicates.count == 1 ? "key" : "keys"
            error("duplicate \(noun) \(keys) in the same mapping; each key may appear only once",
                  at: position(context.mark))
        default:
            error("invalid YAML: \(yamlError)", at: position(nil))
        }
    }

    /// The context libYAML gives for a problem, e.g. " (while parsing a block mapping at line 2, column 1)".
    private func describe(_ context: YamlError.Context?) -> String {
        guard let context, !context.text.isEmpty else { return "" }
        let place = position(context.mark)
        return " (\(context.text) at line \(place.line), column \(place.column))"
    }
}
