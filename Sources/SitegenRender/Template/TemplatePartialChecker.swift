import Foundation
import SitegenDiagnostics

/// Checks the partials (`{{> name}}`) of a theme's templates: one that names no template would
/// render as nothing, and one that includes its own template again (directly or through other
/// partials) would never finish rendering.
enum TemplatePartialChecker {
    /// A partial tag: the template it stands in, the partial it names, and where.
    private struct Reference {
        var template: String
        var partial: String
        var position: SourcePosition
    }

    /// The partials' mistakes; `file` gives each template's path for diagnostics.
    static func missingPartials(
        in sources: [String: String], known: Set<String>, file: (String) -> String
    ) -> [Diagnostic] {
        let references = references(in: sources, file: file)
        var diagnostics = references.filter { !known.contains($0.partial) }.map { reference in
            Diagnostic.error(
                "the partial `\(reference.partial)` names no template (templates/\(reference.partial).mustache does not exist)",
                at: reference.position)
        }
        var includes: [String: Set<String>] = [:]
        for reference in references { includes[reference.template, default: []].insert(reference.partial) }
        for reference in references where known.contains(reference.partial) {
            if let path = path(from: reference.partial, to: reference.template, through: includes) {
                let chain = ([reference.template] + path).joined(separator: " → ")
                diagnostics.append(
                    .error(
                        "the partial `\(reference.partial)` includes this template again (\(chain)); rendering it would never end",
                        at: reference.position))
            }
        }
        return diagnostics
    }

    /// The templates from `start` to `target` along partials (both ends included), if any.
    private static func path(
        from start: String, to target: String, through includes: [String: Set<String>]
    ) -> [String]? {
        var previous: [String: String] = [start: start]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let name = queue[head]
            head += 1
            if name == target {
                var path = [name]
                while let step = previous[path[0]], step != path[0] { path.insert(step, at: 0) }
                return path
            }
            for next in (includes[name] ?? []).sorted() where previous[next] == nil {
                previous[next] = name
                queue.append(next)
            }
        }
        return nil
    }

    /// The names the templates include as partials.
    static func partialNames(in sources: [String: String]) -> Set<String> {
        Set(references(in: sources, file: { $0 }).map(\.partial))
    }

    private static func references(in sources: [String: String], file: (String) -> String) -> [Reference] {
        var references: [Reference] = []
        for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
            var line = 1
            var column = 1
            var index = source.startIndex
            while index < source.endIndex {
                if source[index...].hasPrefix("{{>") || source[index...].hasPrefix("{{<") {
                    let start = source.index(index, offsetBy: 3)
                    if let end = source[start...].range(of: "}}") {
                        let partial = source[start..<end.lowerBound].trimmingCharacters(in: .whitespaces)
                        if !partial.isEmpty {
                            references.append(
                                Reference(
                                    template: name, partial: partial,
                                    position: SourcePosition(
                                        file: file(name), line: line, column: column)))
                        }
                    }
                }
                if source[index] == "\n" { line += 1; column = 1 } else { column += source[index].utf8.count }
                index = source.index(after: index)
            }
        }
        return references
    }
}
