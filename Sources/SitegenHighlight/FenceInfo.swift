/// A fence's info string read the way Docusaurus and Hugo users write it:
/// ```` ```swift {3,5-7} title="Package.swift" showLineNumbers ````.
public struct FenceInfo: Sendable, Hashable {
    /// The language name: the info string up to the first space (as cmark takes it).
    public var language: String
    /// The 1-based numbers of the lines to highlight.
    public var highlightedLines: Set<Int> = []
    /// The file name shown above the code, if any.
    public var title: String?
    /// Whether lines are numbered.
    public var showsLineNumbers = false

    /// Whether any option beyond the language is set.
    public var hasOptions: Bool { !highlightedLines.isEmpty || title != nil || showsLineNumbers }

    /// Reads an info string; words it does not know are ignored.
    /// - Parameter info: The text after the opening fence.
    public init(_ info: String) {
        let scalars = Array(info.unicodeScalars)
        var index = 0
        func skipSpaces() { while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 } }
        func word() -> String {
            var text = String.UnicodeScalarView()
            while index < scalars.count, !scalars[index].properties.isWhitespace {
                text.append(scalars[index])
                index += 1
            }
            return String(text)
        }
        func quoted() -> String {
            guard index < scalars.count, scalars[index] == "\"" || scalars[index] == "'" else { return word() }
            let quote = scalars[index]
            index += 1
            var text = String.UnicodeScalarView()
            while index < scalars.count, scalars[index] != quote {
                text.append(scalars[index])
                index += 1
            }
            index += 1
            return String(text)
        }
        skipSpaces()
        language = word()
        while index < scalars.count {
            skipSpaces()
            guard index < scalars.count else { break }
            if scalars[index] == "{" {
                var text = String.UnicodeScalarView()
                index += 1
                while index < scalars.count, scalars[index] != "}" {
                    text.append(scalars[index])
                    index += 1
                }
                index += 1
                highlightedLines.formUnion(Self.lines(String(text)))
            } else if Self.hasPrefix(scalars, index, "title=") {
                index += 6
                title = quoted()
            } else {
                switch word().lowercased() {
                case "showlinenumbers", "linenos", "linenos=true", "linenos=table", "linenos=inline", "numberlines":
                    showsLineNumbers = true
                default: break
                }
            }
        }

    }

    private static func hasPrefix(_ scalars: [Unicode.Scalar], _ index: Int, _ prefix: String) -> Bool {
        let wanted = Array(prefix.unicodeScalars)
        guard index + wanted.count <= scalars.count else { return false }
        return Array(scalars[index..<index + wanted.count]) == wanted
    }

    /// `3,5-7` as a set of line numbers (at most 10,000 of them; other words ignored).
    static func lines(_ text: String) -> Set<Int> {
        var lines: Set<Int> = []
        for part in text.split(whereSeparator: { $0 == "," || $0 == " " }) {
            let bounds = part.split(separator: "-", maxSplits: 1).compactMap { Int($0) }
            if bounds.count == 2, bounds[0] >= 1, bounds[0] <= bounds[1], bounds[1] - bounds[0] < 10_000 {
                lines.formUnion(bounds[0]...bounds[1])
            } else if bounds.count == 1, !part.contains("-"), bounds[0] >= 1 {
                lines.insert(bounds[0])
            }
        }
        return lines
    }
}
