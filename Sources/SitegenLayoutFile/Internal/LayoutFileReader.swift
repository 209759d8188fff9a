import SitegenFormats
import SitegenLayout
import Yams

/// Walks the YAML node tree of one layout file, building model values and collecting diagnostics.
struct LayoutFileReader: YAMLReader {
    /// The deepest nesting of groups inside groups.
    static let maxGroupDepth = 32

    /// The file's path, for diagnostics.
    let path: String
    /// How messages name the document.
    let documentName = "the layout file"
    /// Converts YAML's character columns to the UTF-8 columns of ``SourcePosition``.
    var columns: SourceColumns
    /// Everything reported so far.
    var diagnostics: [Diagnostic] = []
    /// How many nodes the walk has visited.
    var visitedNodes = 0
    /// Whether the node budget ran out (the walk then stops reading).
    var isExhausted = false
    /// The section names seen so far, with where each was first given.
    var sectionNames: [String: SourcePosition] = [:]

    /// Creates a reader for one file.
    init(path: String, text: String) {
        self.path = path
        self.columns = SourceColumns(text: text)
    }

    /// The result: the layout unless an error was reported, and the sorted, de-duplicated diagnostics.
    func result(layout: CompositionalLayout?) -> LayoutFileResult {
        LayoutFileResult(layout: hasErrors ? nil : layout, diagnostics: uniqueDiagnostics)
    }
}
