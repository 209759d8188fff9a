import SitegenLayout
import Yams

/// Walks the YAML node tree of one layout file, building model values and collecting diagnostics.
struct LayoutFileReader {
    /// The most YAML nodes one file may make the reader visit (aliases count each time they are used).
    static let nodeBudget = 100_000
    /// The most errors reported for one file before the walk stops.
    static let maxErrors = 200
    /// The deepest nesting of groups inside groups.
    static let maxGroupDepth = 32

    /// The file's path, for diagnostics.
    let path: String
    /// Converts YAML's character columns to the UTF-8 columns of ``SourcePosition``.
    var columns: SourceColumns
    /// Everything reported so far.
    private(set) var diagnostics: [Diagnostic] = []
    /// How many nodes the walk has visited.
    private var visitedNodes = 0
    /// Whether the node budget ran out (the walk then stops reading).
    private(set) var isExhausted = false
    /// The section names seen so far, with where each was first given.
    var sectionNames: [String: SourcePosition] = [:]

    /// Creates a reader for one file.
    init(path: String, text: String) {
        self.path = path
        self.columns = SourceColumns(text: text)
    }

    /// Whether an error has been reported.
    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The result: the layout unless an error was reported, and the sorted, de-duplicated diagnostics.
    func result(layout: CompositionalLayout?) -> LayoutFileResult {
        var seen = Set<Diagnostic>()
        let unique = diagnostics.filter { seen.insert($0).inserted }
        return LayoutFileResult(layout: hasErrors ? nil : layout, diagnostics: unique.sorted())
    }

    /// The position of a YAML mark (1:1 when unknown).
    func position(_ mark: Mark?) -> SourcePosition {
        guard let mark else { return SourcePosition(file: path, line: 1, column: 1) }
        return position(line: mark.line, scalarColumn: mark.column)
    }

    /// The position of a node (1:1 when unknown).
    func position(of node: Node) -> SourcePosition { position(node.mark) }

    /// The position of a line and a column counted in Unicode scalars, as YAML counts.
    func position(line: Int, scalarColumn: Int) -> SourcePosition {
        let line = max(line, 1)
        let column = columns.utf8Column(line: line, scalarColumn: max(scalarColumn, 1))
        return SourcePosition(file: path, line: line, column: column)
    }

    /// Reports an error at a node.
    mutating func error(_ message: String, at node: Node) {
        error(message, at: position(of: node))
    }

    /// Reports an error at a position; after ``maxErrors`` errors the walk stops.
    mutating func error(_ message: String, at position: SourcePosition) {
        guard diagnostics.count < Self.maxErrors else { return }
        diagnostics.append(.error(message, at: position))
        if diagnostics.count == Self.maxErrors {
            isExhausted = true
            diagnostics.append(.error("too many errors; stopped reading after \(Self.maxErrors)", at: position))
        }
    }

    /// Counts `count` visited nodes; returns `false` (after one error) once the budget is spent.
    mutating func visit(_ node: Node, count: Int = 1) -> Bool {
        guard !isExhausted else { return false }
        visitedNodes += count
        guard visitedNodes > Self.nodeBudget else { return true }
        isExhausted = true
        error(
            "the layout file is too large: reading it visits more than \(Self.nodeBudget) YAML nodes "
                + "(aliases count every time they are used)",
            at: node)
        return false
    }
}
