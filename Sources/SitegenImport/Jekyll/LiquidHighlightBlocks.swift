import Foundation

/// A Jekyll body's `{% highlight ruby %}` … `{% endhighlight %}` blocks, which Jekyll rendered as
/// highlighted code, as fenced code blocks of that language, which sitegen highlights
/// (fastlane-screencast/fastlane-screencast.github.io's episodes show their Fastfiles so):
/// `linenos` is kept and `mark_lines="1 2"` is the fence's `{1,2}`. Only a tag on a line of its
/// own, outside code, with its end tag on a later line of its own, is a block; the others stay
/// as they are.
struct LiquidHighlightBlocks {
    /// The body with the blocks made fenced code blocks.
    var body: String
    /// The language of each block made a fenced code block, in order.
    var languages: [String] = []

    /// Finds the blocks of `body`.
    init(_ body: String) {
        self.body = body
        guard body.contains("highlight") else { return }
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
        var result: [Substring] = []
        var fence = MarkdownFence()
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.drop { $0 == " " }
            index += 1
            guard !fence.isCode(line), line.count - trimmed.count < 4, let info = Self.openingInfo(trimmed),
                let end = lines[index...].firstIndex(where: { Self.isClosing($0) })
            else {
                result.append(line)
                continue
            }
            let indent = String(line.prefix(line.count - trimmed.count))
            var code = Array(lines[index..<end])
            // Jekyll strips the code: no blank line opens or closes it.
            while code.first?.allSatisfy(\.isWhitespace) == true { code.removeFirst() }
            while code.last?.allSatisfy(\.isWhitespace) == true { code.removeLast() }
            let longest = code.map { Self.backtickRun(in: $0) }.max() ?? 0
            let marks = String(repeating: "`", count: max(3, longest + 1))
            result.append(Substring(indent + marks + info))
            result += code
            result.append(Substring(indent + marks))
            languages.append(String(info.prefix { $0 != " " }))
            index = end + 1
        }
        self.body = result.joined(separator: "\n")
    }

    /// The fence's info string of a line that is one `{% highlight LANGUAGE OPTIONS %}` tag: the
    /// language, then `linenos` and `mark_lines`' numbers as `{…}`.
    private static func openingInfo(_ line: Substring) -> String? {
        guard let words = tagWords(line), words.first == "highlight", words.count >= 2 else { return nil }
        let language = words[1]
        guard language.allSatisfy({ $0.isLetter || $0.isNumber || "+#-_.".contains($0) }) else { return nil }
        var info = language
        let options = words.dropFirst(2).joined(separator: " ")
        if options.contains("linenos") { info += " linenos" }
        if let marks = options.range(of: "mark_lines=") {
            let quoted = options[marks.upperBound...].drop { $0 == "\"" || $0 == "'" }
            let numbers = quoted.prefix { $0.isNumber || $0 == " " }.split(separator: " ")
            if !numbers.isEmpty { info += " {\(numbers.joined(separator: ","))}" }
        }
        return info
    }

    /// Whether a line is one `{% endhighlight %}` tag.
    private static func isClosing(_ line: Substring) -> Bool {
        tagWords(line.drop { $0 == " " }) == ["endhighlight"]
    }

    /// The words of a line that is one Liquid tag (`{%- … -%}` too), else `nil`.
    private static func tagWords(_ line: Substring) -> [String]? {
        var text = line.trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix("{%"), text.hasSuffix("%}"), text.count >= 4 else { return nil }
        text = String(text.dropFirst(2).dropLast(2))
        if text.hasPrefix("-") { text.removeFirst() }
        if text.hasSuffix("-") { text.removeLast() }
        guard !text.contains("%}"), !text.contains("{%") else { return nil }
        return text.split(separator: " ").map(String.init)
    }

    /// The longest run of backticks in a line (so that the fence is longer than any).
    private static func backtickRun(in line: Substring) -> Int {
        var longest = 0
        var run = 0
        for character in line {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }
}
