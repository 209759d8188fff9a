import Foundation

/// The Liquid tags (`{% include audio.html %}`) a Jekyll page's body holds outside code, which
/// sitegen has nothing like and the import leaves as text: their names, for the report.
struct LiquidTags {
    /// The name of each tag, in order (`include`, `raw`, `highlight`).
    var names: [String] = []

    /// Finds the tags of `body`, past fenced and indented code blocks.
    init(_ body: String) {
        var fence = MarkdownFence()
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            if fence.isCode(line) || MarkdownFence.isIndented(line) { continue }
            var rest = Substring(line)
            while let start = rest.range(of: "{%") {
                rest = rest[start.upperBound...]
                let name = rest.drop { $0 == "-" || $0 == " " }.prefix { $0.isLetter || $0 == "_" }
                if !name.isEmpty { names.append(String(name)) }
            }
        }
    }
}
