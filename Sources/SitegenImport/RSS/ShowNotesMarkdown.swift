import Foundation

/// Markdown for the show notes' tree (``ShowNotesTree``): blocks for block elements, Markdown
/// inline syntax for the rest, text escaped so that it reads as the text it was. Throws for an
/// element Markdown has nothing for, so that the notes are kept as HTML instead.
enum ShowNotesMarkdown {
    typealias Node = ShowNotesTree.Node

    /// An element Markdown cannot write.
    struct Unsupported: Error {
        var name: String
    }

    /// Elements whose markup carries nothing but their content.
    static let transparent: Set<String> = ["span", "font", "u", "small", "big", "div"]

    /// The blocks of `nodes`, in order; runs of inline nodes make paragraphs. Text alone (no
    /// element at all) keeps its lines: a blank line between paragraphs, a line break within.
    static func blocks(_ nodes: [Node]) throws -> [String] {
        if nodes.allSatisfy({ if case .text = $0 { true } else { false } }) {
            return plainBlocks(nodes.map { if case .text(let text) = $0 { text } else { "" } }.joined())
        }
        var blocks: [String] = []
        var inline: [Node] = []
        func flush() throws {
            // A line break that starts or ends a paragraph shows nothing: Markdown has no such break.
            var text = try self.inline(inline).trimmingCharacters(in: .whitespaces)
            while let edge = breakEdges.first(where: text.hasSuffix) { text.removeLast(edge.count) }
            while let edge = breakEdges.first(where: text.hasPrefix) { text.removeFirst(edge.count) }
            if !text.isEmpty { blocks.append(text) }
            inline = []
        }
        for node in nodes {
            guard case .element(let name, _, let children) = node, ShowNotes.blockElements.contains(name) else {
                inline.append(node)
                continue
            }
            try flush()
            switch name {
            case "p", "div": blocks += try self.blocks(children)
            case "h1", "h2", "h3", "h4", "h5", "h6":
                let text = try self.inline(children).trimmingCharacters(in: .whitespaces)
                if !text.isEmpty { blocks.append(String(repeating: "#", count: Int(String(name.last!))!) + " " + text) }
            case "ul", "ol": blocks.append(try list(children, ordered: name == "ol"))
            case "blockquote":
                let inner = try self.blocks(children).joined(separator: "\n\n")
                blocks.append(
                    inner.split(separator: "\n", omittingEmptySubsequences: false)
                        .map { $0.isEmpty ? ">" : "> " + $0 }.joined(separator: "\n"))
            case "pre": blocks.append(try pre(children))
            case "hr": blocks.append("* * *")
            default: throw Unsupported(name: name)  // an `li` outside a list
            }
        }
        try flush()
        return blocks
    }

    /// Plain text's paragraphs, each line's text escaped, lines within one joined by a hard break.
    private static func plainBlocks(_ text: String) -> [String] {
        let normalized = text.replacingOccurrences(of: "\r\n", with: "\n")
        var paragraphs: [[String]] = [[]]
        for line in normalized.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty {
                if !(paragraphs.last?.isEmpty ?? true) { paragraphs.append([]) }
            } else {
                paragraphs[paragraphs.count - 1].append(MarkdownEscaping.text(trimmed, atLineStart: true))
            }
        }
        return paragraphs.filter { !$0.isEmpty }.map { lines in
            lines.dropLast().map { $0 + lineBreak(after: $0) }.joined() + lines.last!
        }
    }

    /// A list: each item's blocks, its first after the marker, the rest indented under it.
    private static func list(_ items: [Node], ordered: Bool) throws -> String {
        var lines: [String] = []
        var number = 0
        var loose = false
        for item in items {
            guard case .element(let name, _, let children) = item else {
                if case .text(let text) = item, text.allSatisfy(\.isWhitespace) { continue }
                throw Unsupported(name: "text in a list")
            }
            guard name == "li" else { throw Unsupported(name: name) }
            number += 1
            let marker = ordered ? "\(number). " : "- "
            let blocks = try self.blocks(children)
            loose = loose || blocks.count > 1
            let body = blocks.isEmpty ? "" : blocks.joined(separator: "\n\n")
            let indent = String(repeating: " ", count: marker.count)
            let itemLines = body.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
                $0.offset == 0 ? marker + $0.element : ($0.element.isEmpty ? "" : indent + $0.element)
            }
            lines.append(itemLines.joined(separator: "\n"))
        }
        return lines.joined(separator: loose ? "\n\n" : "\n")
    }

    /// A `<pre>` as a fenced block; its `<code class="language-x">`'s language after the fence.
    private static func pre(_ children: [Node]) throws -> String {
        var nodes = children
        var language = ""
        if children.count == 1, case .element("code", let attributes, let inner) = children[0] {
            nodes = inner
            let classes = (attributes["class"] ?? "").split(separator: " ")
            if let named = classes.first(where: { $0.hasPrefix("language-") }) {
                language = String(named.dropFirst("language-".count))
            }
        }
        var text = ""
        for node in nodes {
            guard case .text(let raw) = node else { throw Unsupported(name: "markup in pre") }
            text += try MarkdownEscaping.decoded(raw)
        }
        if text.hasPrefix("\n") { text.removeFirst() }
        while text.hasSuffix("\n") { text.removeLast() }
        let fence = String(repeating: "`", count: max(3, MarkdownEscaping.longestRun(of: "`", in: text) + 1))
        return fence + language + "\n" + text + "\n" + fence
    }

    /// Inline Markdown for `nodes`: white space collapsed as HTML collapses it.
    static func inline(_ nodes: [Node]) throws -> String {
        var text = ""
        for node in nodes {
            switch node {
            case .text(let raw):
                let collapsed = raw.replacing(/\s+/, with: " ")
                text += MarkdownEscaping.text(collapsed, atLineStart: text.isEmpty || text.hasSuffix("\n"))
            case .element(let name, let attributes, let children):
                text += try element(name, attributes, children, after: text)
            }
        }
        return text
    }

    private static func element(
        _ name: String, _ attributes: [String: String], _ children: [Node], after: String
    )
        throws -> String
    {
        switch name {
        case "br": return lineBreak(after: after)
        case "strong", "b": return try wrapped(children, in: "**")
        case "em", "i": return try wrapped(children, in: "*")
        case "s", "del", "strike": return try wrapped(children, in: "~~")
        case "code":
            var code = ""
            for child in children {
                guard case .text(let raw) = child else { throw Unsupported(name: "markup in code") }
                code += try MarkdownEscaping.decoded(raw).replacing(/\s+/, with: " ")
            }
            guard !code.isEmpty else { return "" }
            let ticks = String(repeating: "`", count: MarkdownEscaping.longestRun(of: "`", in: code) + 1)
            let pad = code.hasPrefix("`") || code.hasSuffix("`") || code.hasPrefix(" ") ? " " : ""
            return ticks + pad + code + pad + ticks
        case "a":
            // White space at the label's edges stays between the words, outside the link
            // (`<a>Facebook </a>and` reads "Facebook and").
            // A label of white space alone (`<a>&nbsp;</a>`) stays the link's.
            let markdown = try inline(children)
            var (leading, label, trailing) = Self.edges(of: markdown)
            if label.isEmpty { (leading, label, trailing) = ("", markdown.trimmingCharacters(in: .whitespaces), "") }
            guard let href = try attributes["href"].map(MarkdownEscaping.decoded), !href.isEmpty else {
                return leading + label + trailing
            }
            let destination = MarkdownEscaping.destination(href)
            if label.isEmpty {
                return "[\(MarkdownEscaping.text(href, atLineStart: false))](\(destination))"
            }
            return leading + "[\(label)](\(destination))" + trailing
        case "img":
            guard let source = try attributes["src"].map(MarkdownEscaping.decoded), !source.isEmpty else { return "" }
            let alt = MarkdownEscaping.text(attributes["alt"] ?? "", atLineStart: false)
            return "![\(alt)](\(MarkdownEscaping.destination(source)))"
        case _ where transparent.contains(name): return try inline(children)
        default: throw Unsupported(name: name)
        }
    }

    /// What a line break or white space at a paragraph's or emphasis's edge is written as.
    private static let breakEdges = ["  \n", "\\\n", " "]

    /// A hard line break after `text`: a backslash, or two spaces after a web address (GFM would
    /// take a backslash into the link it makes of it).
    static func lineBreak(after text: String) -> String {
        let word = text.split(whereSeparator: \.isWhitespace).last?.lowercased() ?? ""
        let isAddress = word.hasPrefix("http://") || word.hasPrefix("https://") || word.hasPrefix("www.")
        return isAddress && !text.hasSuffix(")") ? "  \n" : "\\\n"
    }

    /// Emphasis around the children's Markdown, with what Markdown would not let it close or
    /// open against kept outside: white space, a no-break space, a line break (`** a**` is no
    /// emphasis).
    private static func wrapped(_ children: [Node], in marker: String) throws -> String {
        let (leading, inner, trailing) = edges(of: try inline(children))
        guard !inner.isEmpty else { return leading + trailing }
        return leading + marker + inner + marker + trailing
    }

    /// Markdown split into the white space, no-break spaces and line breaks at its edges and
    /// what they surround.
    private static func edges(of markdown: String) -> (leading: String, inner: String, trailing: String) {
        var inner = markdown
        let edges = ["&nbsp;", "&#160;", "\u{A0}"] + breakEdges
        var leading = ""
        var trailing = ""
        while let edge = edges.first(where: { inner.hasPrefix($0) }) {
            leading += edge
            inner.removeFirst(edge.count)
        }
        while let edge = edges.first(where: { inner.hasSuffix($0) }) {
            trailing = edge + trailing
            inner.removeLast(edge.count)
        }
        return (leading, inner, trailing)
    }
}
