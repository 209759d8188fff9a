import Foundation
import SitegenLayout

/// Finds partials (`{{> name}}`) that name no template: Mustache would render them as nothing.
enum TemplatePartialChecker {
    static func missingPartials(in sources: [String: String], known: Set<String>, folder: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
            var line = 1
            var column = 1
            var index = source.startIndex
            while index < source.endIndex {
                if source[index...].hasPrefix("{{>") || source[index...].hasPrefix("{{<") {
                    let start = source.index(index, offsetBy: 3)
                    if let end = source[start...].range(of: "}}") {
                        let partial = source[start..<end.lowerBound].trimmingCharacters(in: .whitespaces)
                        if !partial.isEmpty, !known.contains(partial) {
                            diagnostics.append(.error("the partial `\(partial)` names no template (templates/\(partial).mustache does not exist)",
                                                      at: SourcePosition(file: "\(folder)/\(name).mustache", line: line, column: column)))
                        }
                    }
                }
                if source[index] == "\n" { line += 1; column = 1 } else { column += source[index].utf8.count }
                index = source.index(after: index)
            }
        }
        return diagnostics
    }
}
