import SitegenFormats
import SitegenLayout
import Yams

extension LayoutFileReader {
    /// The dimension spellings, as written in layout files.
    static let dimensionNames = [
        "fractionalWidth", "fractionalHeight", "absolute", "estimated", "uniformAcrossSiblings",
    ]
    /// The spacing spellings, as written in layout files.
    static let spacingNames = ["fixed", "flexible"]

    /// Reads a dimension such as `fractionalWidth(0.5)` or `uniformAcrossSiblings(estimate: 200)`.
    mutating func dimension(_ node: Node, label: String) -> LayoutDimension? {
        guard let text = string(node, label: label) else { return nil }
        let shown = Self.shortened(text)
        let spellings = Self.list(Self.dimensionNames.map { "\($0)(_)" }, conjunction: "or")
        guard let call = CallSyntax(text) else {
            error("'\(shown)' is not a dimension; write one of \(spellings)", at: node)
            return nil
        }
        guard Self.dimensionNames.contains(call.name) else {
            let hint =
                KeySuggestion.closest(to: call.name, in: Self.dimensionNames)
                .map { "did you mean `\($0)`?" } ?? "use one of \(spellings)"
            error("unknown dimension '\(shown)'; \(hint)", at: node)
            return nil
        }
        guard let value = callArgument(call, text: shown, allowedLabel: "estimate", at: node, noun: "dimension") else {
            return nil
        }
        switch call.name {
        case "fractionalWidth": return .fractionalWidth(value)
        case "fractionalHeight": return .fractionalHeight(value)
        case "absolute": return .absolute(value)
        case "estimated": return .estimated(value)
        default: return .uniformAcrossSiblings(value)
        }
    }

    /// Reads a spacing: `fixed(10)`, `flexible(10)` or a plain number (fixed).
    mutating func spacing(_ node: Node, label: String) -> LayoutSpacing? {
        let tag = node.tagName
        if case .scalar = node, tag == .int || tag == .float {
            return length(node, label: label).map(LayoutSpacing.fixed)
        }
        guard let text = string(node, label: label) else { return nil }
        let shown = Self.shortened(text)
        guard let call = CallSyntax(text), Self.spacingNames.contains(call.name) else {
            let hint =
                CallSyntax(text).flatMap { KeySuggestion.closest(to: $0.name, in: Self.spacingNames) }
                .map { "; did you mean `\($0)`?" } ?? "; write fixed(_), flexible(_) or a number"
            error("'\(shown)' is not a spacing\(hint)", at: node)
            return nil
        }
        guard let value = callArgument(call, text: shown, allowedLabel: nil, at: node, noun: "spacing") else {
            return nil
        }
        return call.name == "fixed" ? .fixed(value) : .flexible(value)
    }

    /// The number inside a call's parentheses: finite, not negative and within its bound.
    private mutating func callArgument(
        _ call: CallSyntax, text: String, allowedLabel: String?, at node: Node, noun: String
    ) -> Double? {
        let problem: String
        let isFraction = call.name.hasPrefix("fractional")
        let subject = isFraction ? "a fraction" : "the value"
        if let label = call.label, label != allowedLabel || call.name != "uniformAcrossSiblings" {
            problem = "unexpected label '\(label):'"
        } else if call.argument.isEmpty {
            problem = "the value is missing"
        } else if let value = CallSyntax.number(call.argument) {
            if !value.isFinite {
                problem = "the value must be a finite number"
            } else if value < 0 {
                problem = "\(subject) must be >= 0"
            } else if let bound = Self.boundProblem(value, isFraction: isFraction) {
                problem = "\(subject) \(bound)"
            } else {
                return value
            }
        } else {
            problem = "'\(call.argument)' is not a number"
        }
        error("'\(text)' is not a valid \(noun): \(problem)", at: node)
        return nil
    }
}
