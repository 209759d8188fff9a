import SitegenFormats
import Yams

extension FrontMatterReader {
    /// Reads a whole number in a range that may also be written as text of digits (`"007"`, as
    /// Jekyll's and Hugo's themes often quote an episode's number to keep its zeros).
    mutating func countingNumber(_ node: Node, label: String, in range: ClosedRange<Int>) -> Int? {
        if case .scalar(let scalar) = node, node.tagName == .str {
            let text = scalar.string.trimmingWhitespace(newlines: false)
            if !text.isEmpty, text.utf8.count <= 18, text.utf8.allSatisfy({ (48...57).contains($0) }),
                let value = Int(text)
            {
                guard range.contains(value) else {
                    error(
                        "`\(label)` must be a whole number from \(range.lowerBound) to \(range.upperBound), not \(text)",
                        at: node)
                    return nil
                }
                return value
            }
        }
        return wholeNumber(node, label: label, in: range)
    }
}
