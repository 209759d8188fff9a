internal import CcmarkGFM
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension CmarkConverter {
    /// What the flattened paragraph is made of, in document order.
    private enum Piece {
        /// An inline node whose parent is a block, moved as it is.
        case inline(OpaquePointer)
        /// A code block's text, as a code span.
        case code(String)
        /// Text (a raw HTML block's, an ordered item's number).
        case text(String)
        /// The boundary between two blocks: a space.
        case separator
    }

    /// Renders a short text as one paragraph of inline HTML and its plain text: every block's
    /// inlines are moved into one paragraph, raw HTML becomes text, and the tree is scanned as
    /// a body's is (links resolved and neutralised) before rendering.
    static func convertInline(_ markdown: String, options: MarkdownOptions) -> InlineMarkdown {
        let markdown = ByteOrderMark.removed(from: markdown)
        let empty = InlineMarkdown(html: "", text: "")
        ensureExtensionsRegistered()
        // Without footnotes: a summary has no place for their definitions.
        let cmarkOptions = sitegen_cmark_opt_table_style()
        guard let parser = newParser(options: cmarkOptions) else { return empty }
        defer { cmark_parser_free(parser) }
        guard let root = parse(markdown, with: parser) else { return empty }
        defer { cmark_node_free(root) }
        // Unlinked nodes are freed only after rendering: moved literals may point into them.
        var detached: [OpaquePointer] = []
        defer { detached.forEach { cmark_node_free($0) } }

        let (pieces, rawHTML, depth) = collect(root)
        // Deeper than browsers draw (`CmarkScanner.maxNesting`): no HTML, the text as written.
        guard depth <= CmarkScanner.maxNesting else { return empty }
        var replaced: [OpaquePointer: OpaquePointer] = [:]
        for node in rawHTML {
            guard let text = newNode(CMARK_NODE_TEXT, literal: string(cmark_node_get_literal(node))) else { continue }
            if cmark_node_replace(node, text) != 0 {
                replaced[node] = text
                detached.append(node)
            } else {
                cmark_node_free(text)
            }
        }
        guard let paragraph = cmark_node_new(CMARK_NODE_PARAGRAPH) else { return empty }
        for piece in pieces {
            switch piece {
            case .inline(let node):
                cmark_node_append_child(paragraph, replaced[node] ?? node)
            case .code(let literal):
                append(newNode(CMARK_NODE_CODE, literal: literal), to: paragraph)
            case .text(let literal):
                append(newNode(CMARK_NODE_TEXT, literal: literal), to: paragraph)
            case .separator:
                if cmark_node_first_child(paragraph) != nil {
                    append(cmark_node_new(CMARK_NODE_SOFTBREAK), to: paragraph)
                }
            }
        }
        while let block = cmark_node_first_child(root) {
            cmark_node_unlink(block)
            detached.append(block)
        }
        guard cmark_node_append_child(root, paragraph) != 0 else {
            cmark_node_free(paragraph)
            return empty
        }
        var scanner = CmarkScanner(options: options, source: markdown)
        scanner.scan(root)
        var html = renderHTML(root, options: cmarkOptions, parser: parser)
        if html.hasPrefix("<p>") { html.removeFirst(3) }
        while html.hasSuffix("\n") { html.removeLast() }
        if html.hasSuffix("</p>") { html.removeLast(4) }
        var rendered = InlineMarkdown(html: html, text: scanner.summary)
        // Links start with `[` or `<` or are bare addresses (GFM's autolinks), template syntax
        // starts with `{`: most summaries need no second parse.
        if markdown.utf8.contains(where: {
            $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "<")
        })
            || markdown.contains("://") || markdown.contains("www.") || markdown.contains("@")
        {
            (rendered.links, rendered.warnings) = places(in: markdown, options: options, cmarkOptions: cmarkOptions)
        }
        return rendered
    }

    /// The links and images of a short text, and its warnings, at their lines and columns in it:
    /// a parse of its own, since the flattened paragraph's inlines have lost their blocks' positions.
    private static func places(
        in markdown: String, options: MarkdownOptions, cmarkOptions: Int32
    ) -> ([MarkdownLink], [MarkdownWarning]) {
        guard let parser = newParser(options: cmarkOptions) else { return ([], []) }
        defer { cmark_parser_free(parser) }
        guard let root = parse(markdown, with: parser) else { return ([], []) }
        defer { cmark_node_free(root) }
        var options = options
        options.lineOffset = 0
        options.highlightsCode = false
        var scanner = CmarkScanner(options: options, source: markdown)
        scanner.scan(root)
        return (scanner.links, scanner.warnings)
    }

    /// The pieces of the flattened paragraph, every raw HTML inline, in document order, and
    /// the deepest nesting of inlines (emphasis in a link in emphasis ...).
    private static func collect(_ root: OpaquePointer) -> (pieces: [Piece], rawHTML: [OpaquePointer], depth: Int) {
        var pieces: [Piece] = []
        var rawHTML: [OpaquePointer] = []
        var depth = 0
        var deepest = 0
        guard let iterator = cmark_iter_new(root) else { return (pieces, rawHTML, 0) }
        defer { cmark_iter_free(iterator) }
        var lastBlock: OpaquePointer?
        var pendingNumber: String?
        var itemNumbers: [OpaquePointer: Int] = [:]
        /// Starts the text of another block: a space, then an ordered item's number.
        func begin(_ block: OpaquePointer) {
            guard block != lastBlock else { return }
            lastBlock = block
            pieces.append(.separator)
            if let number = pendingNumber {
                pieces.append(.text(number))
                pendingNumber = nil
            }
        }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE || event == CMARK_EVENT_NONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let isInline = sitegen_cmark_node_is_block(node) == 0
            if event == CMARK_EVENT_EXIT {
                if isInline { depth -= 1 }
                continue
            }
            guard event == CMARK_EVENT_ENTER else { continue }
            let type = cmark_node_get_type(node)
            if type == CMARK_NODE_HTML_INLINE { rawHTML.append(node) }
            if isInline {
                // cmark's iterator exits every inline but its leaves (`S_is_leaf`).
                let isLeaf = [
                    CMARK_NODE_TEXT, CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_CODE,
                    CMARK_NODE_HTML_INLINE,
                ].contains(type)
                if !isLeaf {
                    depth += 1
                    deepest = max(deepest, depth)
                }
                if let parent = cmark_node_parent(node), sitegen_cmark_node_is_block(parent) != 0 {
                    begin(parent)
                    pieces.append(.inline(node))
                }
                continue
            }
            switch type {
            case CMARK_NODE_ITEM:
                guard let list = cmark_node_parent(node), cmark_node_get_list_type(list) == CMARK_ORDERED_LIST else {
                    break
                }
                let number = itemNumbers[list] ?? Int(cmark_node_get_list_start(list))
                itemNumbers[list] = number + 1
                let delimiter = cmark_node_get_list_delim(list) == CMARK_PAREN_DELIM ? ")" : "."
                pendingNumber = "\(number)\(delimiter) "
            case CMARK_NODE_CODE_BLOCK, CMARK_NODE_HTML_BLOCK:
                var literal = string(cmark_node_get_literal(node))
                while literal.hasSuffix("\n") { literal.removeLast() }
                guard !literal.isEmpty else { break }
                begin(node)
                pieces.append(type == CMARK_NODE_CODE_BLOCK ? .code(literal) : .text(literal))
            default:
                break
            }
        }
        return (pieces, rawHTML, deepest)
    }

    /// A new inline node of `type` holding `literal`.
    private static func newNode(_ type: cmark_node_type, literal: String) -> OpaquePointer? {
        guard let node = cmark_node_new(type) else { return nil }
        cmark_node_set_literal(node, literal)
        return node
    }

    /// Appends `node` to `paragraph`, freeing it if that fails.
    private static func append(_ node: OpaquePointer?, to paragraph: OpaquePointer) {
        guard let node else { return }
        if cmark_node_append_child(paragraph, node) == 0 { cmark_node_free(node) }
    }

    /// A C string as a Swift string; empty for `NULL`.
    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}
