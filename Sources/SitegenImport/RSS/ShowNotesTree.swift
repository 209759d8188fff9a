import Foundation

/// Show notes' HTML as a tree, read as browsers read the markup feeds carry: tags matched
/// loosely (an end tag with no open element is skipped, an element left open is closed by its
/// parent's end), void elements, a `<p>` or `<li>` closed by the next one.
struct ShowNotesTree {
    /// A node: text (as written, entities not decoded) or an element.
    indirect enum Node: Equatable {
        case text(String)
        case element(name: String, attributes: [String: String], children: [Node])
    }

    /// The top-level nodes.
    var nodes: [Node]

    /// Elements that have no end tag.
    static let voidElements: Set<String> = ["br", "img", "hr", "wbr", "source", "input", "meta", "link", "area", "col"]
    /// Reads HTML; `nil` for markup the tree cannot hold faithfully (a comment, a `<script>`, an
    /// unclosed tag).
    init?(html: String) {
        var open: [(name: String, attributes: [String: String], children: [Node])] = [("", [:], [])]
        func close(at index: Int) {
            while open.count > index {
                let element = open.removeLast()
                open[open.count - 1].children.append(
                    .element(name: element.name, attributes: element.attributes, children: element.children))
            }
        }
        var rest = Substring(html)
        while !rest.isEmpty {
            guard let lessThan = rest.firstIndex(of: "<") else {
                open[open.count - 1].children.append(.text(String(rest)))
                break
            }
            if lessThan > rest.startIndex { open[open.count - 1].children.append(.text(String(rest[..<lessThan]))) }
            rest = rest[lessThan...]
            guard let tag = Self.tag(in: rest) else {
                // A `<` that starts no tag is text (`1 < 2`).
                if let next = rest.dropFirst().firstIndex(of: "<") {
                    open[open.count - 1].children.append(.text(String(rest[..<next])))
                    rest = rest[next...]
                } else {
                    open[open.count - 1].children.append(.text(String(rest)))
                    rest = ""
                }
                continue
            }
            rest = rest[tag.end...]
            // A comment shows nothing (WordPress's and Jekyll's `<!-- more -->` marks an excerpt).
            if tag.isComment { continue }
            if ["script", "style"].contains(tag.name) { return nil }
            if tag.isEnd {
                if let index = open.lastIndex(where: { $0.name == tag.name }), index > 0 { close(at: index) }
                continue
            }
            if open.count > 1, open[open.count - 1].name == "p",
                tag.name == "p" || ShowNotes.blockElements.contains(tag.name)
            {
                close(at: open.count - 1)
            }
            if tag.name == "li", let index = open.lastIndex(where: { ["li", "ul", "ol"].contains($0.name) }),
                open[index].name == "li"
            {
                close(at: index)
            }
            if Self.voidElements.contains(tag.name) || tag.selfCloses {
                open[open.count - 1].children.append(.element(name: tag.name, attributes: tag.attributes, children: []))
            } else {
                open.append((tag.name, tag.attributes, []))
            }
        }
        close(at: 1)
        nodes = open[0].children
    }

    /// The tree without the `<audio>` and `<video>` players whose every source is one of
    /// `media` (the episode's own file, which its page plays), and how many there were.
    func removingPlayers(of media: Set<String>) -> (tree: ShowNotesTree, removed: Int) {
        var removed = 0
        func sources(_ node: Node) -> [String] {
            guard case .element(let name, let attributes, let children) = node else { return [] }
            return (["audio", "video", "source"].contains(name) ? [attributes["src"]].compactMap { $0 } : [])
                + children.flatMap(sources)
        }
        func kept(_ nodes: [Node]) -> [Node] {
            nodes.compactMap { node in
                guard case .element(let name, let attributes, let children) = node else { return node }
                if ["audio", "video"].contains(name) {
                    let urls = sources(node)
                    if !urls.isEmpty, urls.allSatisfy(media.contains) {
                        removed += 1
                        return nil
                    }
                }
                return .element(name: name, attributes: attributes, children: kept(children))
            }
        }
        let nodes = kept(self.nodes)
        var tree = self
        tree.nodes = nodes
        return (tree, removed)
    }

    /// The tree with each link's and picture's address that is relative to the old site (`/images/a.png`)
    /// made absolute against `base` (the episode's old page), and how many were.
    func resolvingAddresses(against base: URL?) -> (tree: ShowNotesTree, resolved: Int) {
        guard let base else { return (self, 0) }
        var resolved = 0
        func resolve(_ nodes: [Node]) -> [Node] {
            nodes.map { node in
                guard case .element(let name, var attributes, let children) = node else { return node }
                for key in ["href", "src"] {
                    guard let value = attributes[key], let absolute = Self.absolute(value, base: base) else { continue }
                    attributes[key] = absolute
                    resolved += 1
                }
                return .element(name: name, attributes: attributes, children: resolve(children))
            }
        }
        var tree = self
        tree.nodes = resolve(nodes)
        return (tree, resolved)
    }

    /// An address relative to `base` made absolute; `nil` for one that is absolute already, a
    /// fragment, or another scheme's (`mailto:`).
    static func absolute(_ value: String, base: URL) -> String? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#"), !trimmed.contains(":") || trimmed.hasPrefix("//") else {
            return nil
        }
        return URL(string: trimmed, relativeTo: base)?.absoluteString
    }

    /// A tag at the start of `text`.
    private struct Tag {
        var name: String
        var attributes: [String: String] = [:]
        var isEnd = false
        var selfCloses = false
        var isComment = false
        var end: Substring.Index
    }

    /// The tag `text` starts with, or `nil` when its `<` starts none.
    private static func tag(in text: Substring) -> Tag? {
        if text.hasPrefix("<!--") {
            guard let close = text.range(of: "-->") else { return nil }
            return Tag(name: "", isComment: true, end: close.upperBound)
        }
        var index = text.index(after: text.startIndex)
        let isEnd = index < text.endIndex && text[index] == "/"
        if isEnd { index = text.index(after: index) }
        let nameStart = index
        while index < text.endIndex, text[index].isLetter || text[index].isNumber { index = text.index(after: index) }
        guard index > nameStart, text[nameStart].isLetter else { return nil }
        var tag = Tag(name: text[nameStart..<index].lowercased(), isEnd: isEnd, end: index)
        // Attributes: name, name=value, name="value", name='value'.
        while index < text.endIndex {
            let character = text[index]
            if character == ">" {
                tag.end = text.index(after: index)
                return tag
            }
            if character == "/" {
                tag.selfCloses = true
                index = text.index(after: index)
                continue
            }
            if character.isWhitespace {
                index = text.index(after: index)
                continue
            }
            tag.selfCloses = false
            let attributeStart = index
            while index < text.endIndex, !text[index].isWhitespace, !"=>/".contains(text[index]) {
                index = text.index(after: index)
            }
            let name = text[attributeStart..<index].lowercased()
            guard !name.isEmpty else { return nil }
            var value = ""
            if index < text.endIndex, text[index] == "=" {
                index = text.index(after: index)
                guard index < text.endIndex else { return nil }
                if text[index] == "\"" || text[index] == "'" {
                    let quote = text[index]
                    let valueStart = text.index(after: index)
                    guard let close = text[valueStart...].firstIndex(of: quote) else { return nil }
                    value = String(text[valueStart..<close])
                    index = text.index(after: close)
                } else {
                    let valueStart = index
                    while index < text.endIndex, !text[index].isWhitespace, text[index] != ">" {
                        index = text.index(after: index)
                    }
                    value = String(text[valueStart..<index])
                }
            }
            tag.attributes[name] = value
        }
        return nil
    }
}
