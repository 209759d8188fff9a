import Foundation

extension SiteImporter.Report {
    /// The most items of a list a terminal line shows; import-report.md has them all.
    static let shownItems = 3

    /// The report's lines for a terminal: a line that lists many items (`imported as pages:
    /// content/a.md, content/b.md, …`) shows its first few and how many more there are.
    public var shortLines: [String] {
        lines.map(Self.shortened)
    }

    /// A line with its list cut to ``shownItems`` when it holds more than twice as many.
    static func shortened(_ line: String) -> String {
        guard let colon = line.range(of: ": ") else { return line }
        let items = topLevelItems(String(line[colon.upperBound...]))
        guard items.count > shownItems * 2 else { return line }
        return String(line[..<colon.upperBound]) + items.prefix(shownItems).joined(separator: ", ")
            + " and \(items.count - shownItems) more (\(SiteImporter.reportFile) lists them all)"
    }

    /// A list's items, split at `, ` outside parentheses and backticks.
    private static func topLevelItems(_ text: String) -> [String] {
        var items: [String] = []
        var current = ""
        var depth = 0
        var quoted = false
        var previous: Character?
        for character in text {
            switch character {
            case "`": quoted.toggle()
            case "(" where !quoted: depth += 1
            case ")" where !quoted: depth = max(0, depth - 1)
            case " " where previous == "," && depth == 0 && !quoted:
                current.removeLast()
                items.append(current)
                current = ""
                previous = character
                continue
            default: break
            }
            current.append(character)
            previous = character
        }
        items.append(current)
        return items
    }
}
