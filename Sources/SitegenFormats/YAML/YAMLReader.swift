package import SitegenDiagnostics
package import Yams

/// Walks a YAML node tree of one file, building values and collecting diagnostics with their
/// line and column: the shared reading of layout files, front matter and configuration files.
package protocol YAMLReader {
    /// The file's path, for diagnostics.
    var path: String { get }
    /// How messages name the whole document, e.g. "the layout file".
    var documentName: String { get }
    /// Converts YAML's character columns to the UTF-8 columns of ``SourcePosition``.
    var columns: SourceColumns { get }
    /// Everything reported so far.
    var diagnostics: [Diagnostic] { get set }
    /// How many nodes the walk has visited.
    var visitedNodes: Int { get set }
    /// Whether the node budget ran out (the walk then stops reading).
    var isExhausted: Bool { get set }
}

/// The limits every YAML reader keeps.
package enum YAMLReaderLimits {
    /// The most YAML nodes one file may make the reader visit (aliases count each time they are used).
    package static let nodeBudget = 100_000
    /// The most errors reported for one file before the walk stops.
    package static let maxErrors = 200
}

extension YAMLReader {
    /// Whether an error has been reported.
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The sorted diagnostics without duplicates.
    package var uniqueDiagnostics: [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.filter { seen.insert($0).inserted }.sorted()
    }

    /// The position of a YAML mark (1:1 when unknown).
    package func position(_ mark: Mark?) -> SourcePosition {
        guard let mark else { return SourcePosition.start(of: path) }
        return position(line: mark.line, scalarColumn: mark.column)
    }

    /// The position of a node (1:1 when unknown).
    package func position(of node: Node) -> SourcePosition { position(node.mark) }

    /// The position of a line and a column counted in Unicode scalars, as YAML counts.
    package func position(line: Int, scalarColumn: Int) -> SourcePosition {
        let place = columns.place(line: max(line, 1), scalarColumn: max(scalarColumn, 1))
        return SourcePosition(file: path, line: place.line, column: place.column)
    }

    /// Reports an error at a node.
    package mutating func error(_ message: String, at node: Node) {
        error(message, at: position(of: node))
    }

    /// Reports a warning at a node.
    package mutating func warning(_ message: String, at node: Node) {
        diagnostics.append(.warning(message, at: position(of: node)))
    }

    /// Reports an error at a position; after the error limit the walk stops.
    package mutating func error(_ message: String, at position: SourcePosition) {
        let limit = YAMLReaderLimits.maxErrors
        guard diagnostics.count < limit else { return }
        diagnostics.append(.error(message, at: position))
        if diagnostics.count == limit {
            isExhausted = true
            diagnostics.append(.error("too many errors; stopped reading after \(limit)", at: position))
        }
    }

    /// Counts `count` visited nodes; returns `false` (after one error) once the budget is spent.
    package mutating func visit(_ node: Node, count: Int = 1) -> Bool {
        guard !isExhausted else { return false }
        visitedNodes += count
        guard visitedNodes > YAMLReaderLimits.nodeBudget else { return true }
        isExhausted = true
        error(
            "\(documentName) is too large: reading it visits more than \(YAMLReaderLimits.nodeBudget) YAML nodes "
                + "(aliases count every time they are used)",
            at: node)
        return false
    }
}
