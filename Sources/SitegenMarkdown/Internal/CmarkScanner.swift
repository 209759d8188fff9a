internal import CcmarkGFM
internal import SitegenHighlight

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Walks a parsed cmark tree once, gathering a document's facts and neutralising unsafe URLs.
///
/// The walk uses cmark's iterator, never recursion, so nesting depth cannot exhaust the stack.
struct CmarkScanner {
    /// A heading found by the walk, with the node whose rendering must carry its id.
    struct HeadingNode {
        var node: OpaquePointer
        var heading: MarkdownHeading
    }

    /// A heading whose text is still being collected.
    private struct OpenHeading {
        var node: OpaquePointer
        var level: Int
        var line: Int
        var text = PlainTextBuilder()
    }

    /// A paragraph that may become the summary.
    private struct OpenParagraph {
        var text = PlainTextBuilder()
        var hasTextOutsideImages = false
    }

    private let options: MarkdownOptions
    private let highlights: SwiftHighlightCache?
    /// The Swift blocks' cache entries (with a cache).
    private(set) var swiftHighlights: [SwiftHighlightCache.Entry] = []
    private(set) var headings: [HeadingNode] = []
    private(set) var links: [MarkdownLink] = []
    private(set) var codeLanguages: [String] = []
    /// Highlighted code blocks: the node and the HTML that replaces its rendering.
    private(set) var highlightedCode: [(node: OpaquePointer, html: String)] = []
    private(set) var warnings: [MarkdownWarning] = []
    private(set) var firstImage: String?
    private(set) var summary = ""
    private(set) var words = WordCounter()

    private var slugger = HeadingSlugger()
    /// The id each heading asks for (`{#id}`), by the heading's index, or `nil`.
    private var askedIDs: [String?] = []
    /// Where each heading's attribute list (`{#id}`) is written, by the heading's index: where a
    /// warning about its id points.
    private var askedPlaces: [(line: Int, column: Int)] = []
    private var openHeading: OpenHeading?
    private var openParagraph: OpenParagraph?
    private var summaryFound = false
    private var imageDepth = 0
    private var footnoteDepth = 0
    private var lastBlockLine = 1
    /// The first tag of another generator's templates in the text, where it is, and how many.
    private var foreignTag: (tag: ForeignTemplateTag, line: Int, column: Int, count: Int)?

    /// Maps cmark's inline positions to where the text is written in the Markdown body.
    private var locator: SourceLocator

    /// Creates a scanner for one document whose Markdown is `source`.
    init(options: MarkdownOptions, highlights: SwiftHighlightCache? = nil, source: String = "") {
        self.options = options
        self.highlights = highlights
        self.locator = SourceLocator(source: source)
    }

    /// The deepest nesting of elements a body may have (blockquotes, lists, emphasis): Chromium's
    /// HTML parser stops nesting at 512, and Pagefind's indexing time grows with the square of
    /// the depth (so one long line of `*` could hold up a whole build's index).
    static let maxNesting = 256

    /// Walks every node under `root` in document order.
    mutating func scan(_ root: OpaquePointer) {
        guard let iterator = cmark_iter_new(root) else { return }
        defer { cmark_iter_free(iterator) }
        // The open ancestors of the current node (leaves are entered only, so each node drops
        // what is not its parent): the stack's size is the nesting depth.
        var open: [OpaquePointer] = []
        var tooDeep = false
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE || event == CMARK_EVENT_NONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            if event == CMARK_EVENT_ENTER {
                let parent = cmark_node_parent(node)
                while let last = open.last, last != parent { open.removeLast() }
                open.append(node)
                if open.count > Self.maxNesting, !tooDeep {
                    tooDeep = true
                    warnings.append(
                        MarkdownWarning(
                            line: line(of: node), column: max(Int(cmark_node_get_start_column(node)), 1),
                            message:
                                "the text nests more than \(Self.maxNesting) levels deep (blockquotes, lists or emphasis), more than browsers draw",
                            isError: true))
                }
            } else {
                while let last = open.popLast(), last != node {}
            }
            visit(node, entering: event == CMARK_EVENT_ENTER)
        }
        words.endWord()
        giveIDs()
        if let foreignTag {
            warnings.append(
                MarkdownWarning(
                    line: foreignTag.line, column: foreignTag.column,
                    message: foreignTag.tag.message(more: foreignTag.count - 1)))
            warnings.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        }
    }

    /// Counts the tags of other generators' templates in a text node (`{` is in it), keeping
    /// where the first is.
    private mutating func findForeignTag(_ node: OpaquePointer, _ literal: UnsafePointer<CChar>) {
        literal.withMemoryRebound(to: UInt8.self, capacity: 1) { bytes in
            let text = UnsafeBufferPointer(start: bytes, count: strlen(literal))
            guard let (tag, count) = ForeignTemplateTag.find(in: text) else { return }
            if var known = foreignTag {
                known.count += count
                foreignTag = known
            } else {
                let written = tag.text.hasSuffix("…") ? String(tag.text.dropLast()) : tag.text
                let place = place(of: written, at: node, columnOffset: tag.offset)
                foreignTag = (tag, place.line, place.column, count)
            }
        }
    }

    /// Counts a Hugo shortcode written without a space after `{{<` (`{{<img src="a.jpg">}}`),
    /// which cmark reads as the text `{{`, an inline HTML tag and the text `}}`.
    private mutating func findSplitShortcode(_ node: OpaquePointer) {
        guard let previous = cmark_node_previous(node), cmark_node_get_type(previous) == CMARK_NODE_TEXT,
            let next = cmark_node_next(node), cmark_node_get_type(next) == CMARK_NODE_TEXT,
            let tag = ForeignTemplateTag.shortcode(
                before: Self.string(cmark_node_get_literal(previous)), html: Self.string(cmark_node_get_literal(node)),
                after: Self.string(cmark_node_get_literal(next)))
        else { return }
        if var known = foreignTag {
            known.count += 1
            foreignTag = known
        } else {
            let written = tag.text.hasSuffix("…") ? String(tag.text.dropLast()) : tag.text
            let place = place(of: written, at: node, columnOffset: -2)
            foreignTag = (tag, place.line, place.column, 1)
        }
    }

    private mutating func visit(_ node: OpaquePointer, entering: Bool) {
        if sitegen_cmark_node_is_block(node) != 0 {
            words.endWord()
            let line = Int(cmark_node_get_start_line(node))
            if entering, line > 0 { lastBlockLine = line }
        }
        switch cmark_node_get_type(node) {
        case CMARK_NODE_HEADING:
            entering ? beginHeading(node) : endHeading()
        case CMARK_NODE_PARAGRAPH:
            entering ? beginParagraph() : endParagraph()
        case CMARK_NODE_FOOTNOTE_DEFINITION:
            footnoteDepth += entering ? 1 : -1
        case CMARK_NODE_TEXT, CMARK_NODE_CODE:
            let literal = cmark_node_get_literal(node)
            if let literal, cmark_node_get_type(node) == CMARK_NODE_TEXT, strchr(literal, 0x7B) != nil {
                findForeignTag(node, literal)
            }
            if openHeading == nil, openParagraph == nil, let literal {
                // Most text only counts words: straight from cmark's bytes, no String made.
                literal.withMemoryRebound(to: UInt8.self, capacity: 1) { bytes in
                    words.add(UnsafeBufferPointer(start: bytes, count: strlen(literal)))
                }
            } else {
                text(Self.string(literal))
            }
        case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
            words.endWord()
            openHeading?.text.separate()
            openParagraph?.text.separate()
        case CMARK_NODE_HTML_INLINE:
            words.endWord()
            findSplitShortcode(node)
            rawHTML(node)
        case CMARK_NODE_HTML_BLOCK:
            rawHTML(node)
        case CMARK_NODE_LINK:
            if entering { link(node, isImage: false) }
        case CMARK_NODE_IMAGE:
            if entering { link(node, isImage: true) }
            imageDepth += entering ? 1 : -1
        case CMARK_NODE_CODE_BLOCK:
            codeBlock(node)
        default:
            break
        }
    }

    private mutating func beginHeading(_ node: OpaquePointer) {
        let level = min(max(Int(cmark_node_get_heading_level(node)), 1), 6)
        openHeading = OpenHeading(node: node, level: level, line: line(of: node))
    }

    private mutating func endHeading() {
        guard let open = openHeading else { return }
        openHeading = nil
        var text = open.text.text
        var id: String?
        var place = (line: open.line, column: 1)
        // `## Setup {#setup}`: the list leaves the heading's last text, and its id is the anchor.
        if let last = cmark_node_last_child(open.node), cmark_node_get_type(last) == CMARK_NODE_TEXT,
            let literal = cmark_node_get_literal(last).map({ String(cString: $0) }),
            let attributes = HeadingAttributes.parse(
                literal, isWholeHeading: cmark_node_previous(last) == nil)
        {
            let removed = literal.count - attributes.text.count
            if text.count > removed {
                text = String(text.dropLast(removed))
                while text.hasSuffix(" ") { text.removeLast() }
                id = attributes.id
                if id != nil, let brace = literal.lastIndex(of: "{") {
                    let offset = literal.utf8.distance(from: literal.startIndex, to: brace)
                    place = self.place(of: String(literal[brace...]), at: last, columnOffset: offset)
                }
                cmark_node_set_literal(last, attributes.text)
            }
        }
        // The id is given once the walk has seen every heading (`giveIDs`).
        let heading = MarkdownHeading(level: open.level, text: text, id: "", line: open.line)
        headings.append(HeadingNode(node: open.node, heading: heading))
        askedIDs.append(id)
        askedPlaces.append(place)
    }

    /// Gives every heading its id: first the ids headings ask for (`{#setup}`), in order, so
    /// that a link to `#setup` finds the heading that asked for it wherever it is, then a slug of
    /// the text to each other heading, avoiding those. An id asked for twice is a warning.
    private mutating func giveIDs() {
        for (index, asked) in askedIDs.enumerated() {
            guard let asked else { continue }
            let id = slugger.uniqueID(custom: asked)
            headings[index].heading.id = options.headingIDPrefix + id
            if id != asked, !HeadingSlugger.reservedPrefixes.contains(where: asked.hasPrefix) {
                warnings.append(
                    MarkdownWarning(
                        line: askedPlaces[index].line, column: askedPlaces[index].column,
                        message: "the id `\(asked)` is asked for by an earlier heading too; this one's is `\(id)`"))
            }
        }
        for index in headings.indices where askedIDs[index] == nil {
            headings[index].heading.id = options.headingIDPrefix + slugger.uniqueID(for: headings[index].heading.text)
        }
    }

    private mutating func beginParagraph() {
        guard !summaryFound, footnoteDepth == 0 else { return }
        openParagraph = OpenParagraph()
    }

    private mutating func endParagraph() {
        guard let open = openParagraph else { return }
        openParagraph = nil
        if open.hasTextOutsideImages, !open.text.isEmpty {
            summary = open.text.text
            summaryFound = true
        }
    }

    private mutating func text(_ literal: String) {
        words.add(literal)
        openHeading?.text.append(literal)
        guard openParagraph != nil else { return }
        openParagraph?.text.append(literal)
        if imageDepth == 0, openParagraph?.hasTextOutsideImages == false,
            literal.unicodeScalars.contains(where: { !$0.isPlainTextSpace })
        {
            openParagraph?.hasTextOutsideImages = true
        }
    }

    private mutating func link(_ node: OpaquePointer, isImage: Bool) {
        let written = Self.string(cmark_node_get_url(node))
        let place = linkPlace(node, destination: written, isImage: isImage)
        var record = MarkdownLink(destination: written, isImage: isImage, line: place.line)
        record.column = place.column
        var destination = written
        if let base = options.relativeBase {
            switch RelativeDestination.resolve(written, base: base) {
            case .kept: break
            case .resolved(let resolved):
                record.resolved = resolved
                destination = resolved
                if options.rootPrefix == nil { cmark_node_set_url(node, resolved) }
            case .escapes:
                warnings.append(
                    MarkdownWarning(
                        line: record.line, column: record.column,
                        message: "'\(written)' climbs out of the site's folder (Content/); a page bundle's "
                            + "\(isImage ? "images" : "links") name its own files or other pages of the site",
                        isError: true))
                cmark_node_set_url(node, "#")
                links.append(record)
                return
            }
        }
        links.append(record)
        var neutralised = false
        if !options.unsafeHTML, URLSafety.isScriptCapable(destination) {
            cmark_node_set_url(node, "#")
            neutralised = true
        } else if let prefix = options.rootPrefix, destination.hasPrefix("/"), !destination.hasPrefix("//") {
            cmark_node_set_url(node, RootRelative.rewrite(Substring(destination), prefix: prefix))
        } else if options.rootPrefix != nil,
            destination.utf8.starts(with: "%01".utf8) || destination.utf8.starts(with: "%01".lowercased().utf8)
        {
            // A relative destination that starts like a root prefix made of control characters
            // as cmark writes it: made explicitly relative, so it can never be taken for one.
            cmark_node_set_url(node, "./" + destination)
        }
        if isImage, firstImage == nil, !neutralised, !destination.isEmpty {
            firstImage = destination
        }
    }

    /// Makes the root-relative addresses of raw HTML relative to the page (only kept when raw
    /// HTML is allowed; otherwise cmark writes a placeholder instead).
    private func rawHTML(_ node: OpaquePointer) {
        guard options.unsafeHTML, let prefix = options.rootPrefix, let literal = cmark_node_get_literal(node) else {
            return
        }
        let html = Self.string(literal)
        let rewritten = RootRelative.rewritingAttributes(in: html, prefix: prefix)
        if rewritten != html { cmark_node_set_literal(node, rewritten) }
    }

    private mutating func codeBlock(_ node: OpaquePointer) {
        // cmark's HTML renderer takes the class from the info string up to the first space.
        let info = Self.string(cmark_node_get_fence_info(node))
        let language = String(info.prefix { !" \t\n\u{0B}\u{0C}\r".contains($0) })
        if !language.isEmpty, !codeLanguages.contains(language) {
            codeLanguages.append(language)
        }
        if options.highlightsCode, !language.isEmpty {
            highlight(node, info: info)
        }
    }

    /// Highlights a fenced block, or warns that its language is unknown.
    private mutating func highlight(_ node: OpaquePointer, info: String) {
        let fence = FenceInfo(info)
        let code = Self.string(cmark_node_get_literal(node))
        let rendered = CodeBlockRenderer.render(code, info: fence, cache: highlights)
        if let rendered { highlightedCode.append((node, rendered.html)) }
        if let entry = rendered?.swiftEntry { swiftHighlights.append(entry) }
        let column = max(1, Int(cmark_node_get_start_column(node)))
        if rendered?.isKnown != true {
            warnings.append(
                MarkdownWarning(
                    line: line(of: node), column: column,
                    message: "code block language '\(fence.language)' is not one sitegen highlights; it is shown as "
                        + "plain text (use `text` for plain text, or one of the languages of docs/code-blocks.md)"))
        } else if let reason = SyntaxHighlighter.unhighlightedReason(code, language: fence.language) {
            warnings.append(MarkdownWarning(line: line(of: node), column: column, message: reason))
        }
    }

    /// Where an inline node's text (`written`) is in the file: cmark's position (moved on by
    /// `columnOffset` bytes) checked against the body and corrected by ``SourceLocator``.
    private mutating func place(
        of written: String, at node: OpaquePointer, columnOffset: Int = 0
    ) -> (line: Int, column: Int) {
        let given = givenPlace(of: node)
        let place = locator.locate(
            written, line: given.line, column: max(given.column + columnOffset, 1), lastLine: given.lastLine)
        return (place.line + options.lineOffset, place.column)
    }

    /// Where a link or image starts in the file (its `[` or `!`), by its label's first text when
    /// it starts with text, else by its destination.
    private mutating func linkPlace(
        _ node: OpaquePointer, destination: String, isImage: Bool
    ) -> (line: Int, column: Int) {
        let opening = Self.openingText(of: node, isImage: isImage)
        guard opening == "[" || opening == "![" else { return place(of: opening, at: node) }
        let given = givenPlace(of: node)
        var label: (text: String, line: Int, column: Int)?
        if let leaf = Self.firstLabelText(of: node) {
            let leafPlace = givenPlace(of: leaf.node)
            label = (leaf.text, leafPlace.line, leafPlace.column)
        }
        let place = locator.locateLink(
            destination: destination, isImage: isImage, line: given.line, column: max(given.column, 1),
            lastLine: given.lastLine, label: label)
        return (place.line + options.lineOffset, place.column)
    }

    /// The first text of a label that starts with markup (`Swift` of `[*Swift* guide]`, `map` of
    /// `` [`map`] ``): the first text or code span down its first children (emphasis,
    /// strikethrough; not a link or image), as far as it is written as it reads; `nil` when there
    /// is none.
    private static func firstLabelText(of node: OpaquePointer) -> (node: OpaquePointer, text: String)? {
        var child = cmark_node_first_child(node)
        while let current = child {
            let type = cmark_node_get_type(current)
            if type == CMARK_NODE_TEXT || type == CMARK_NODE_CODE {
                let markup = Set("\\&*_`[]<>!~\n\r")
                let text = string(cmark_node_get_literal(current)).drop { $0 == " " }.prefix { !markup.contains($0) }
                return text.isEmpty ? nil : (current, String(text.prefix(32)))
            }
            // Not into a link or image of the label: its `[` is not the label's.
            guard type != CMARK_NODE_LINK, type != CMARK_NODE_IMAGE, sitegen_cmark_node_is_block(current) == 0
            else { return nil }
            child = cmark_node_first_child(current)
        }
        return nil
    }

    /// Where cmark puts an inline node (body line and byte column), and the last body line of its
    /// block (`0` when unknown). The paragraph cmark-gfm's table extension splits off before a
    /// table (`text\n| a | b |\n| - | - |`) has no position of its own: its inlines' lines count
    /// from 0 and its columns from 0, and the table has the paragraph's first line.
    private func givenPlace(of node: OpaquePointer) -> (line: Int, column: Int, lastLine: Int) {
        var block: OpaquePointer? = cmark_node_parent(node)
        while let parent = block, sitegen_cmark_node_is_block(parent) == 0 { block = cmark_node_parent(parent) }
        let line = Int(cmark_node_get_start_line(node))
        let column = Int(cmark_node_get_start_column(node))
        guard let block, cmark_node_get_start_line(block) <= 0 else {
            let lastLine = block.map { Int(cmark_node_get_end_line($0)) } ?? 0
            return (line > 0 ? line : lastBlockLine, column, lastLine)
        }
        // The table takes the paragraph's first line, the split-off rows being its first.
        var first = lastBlockLine
        var lastLine = 0
        if let next = cmark_node_next(block), cmark_node_get_start_line(next) > 0 {
            first = Int(cmark_node_get_start_line(next))
            lastLine = Int(cmark_node_get_end_line(next))
        }
        return (first + max(line, 0), column + 1, lastLine)
    }

    /// The text a link or image starts with in the source: `[` or `![`, then its label's first
    /// text as far as it is written as it reads (up to a character that could be markup, an
    /// escape or an entity).
    private static func openingText(of node: OpaquePointer, isImage: Bool) -> String {
        let opening = isImage ? "![" : "["
        guard let child = cmark_node_first_child(node), cmark_node_get_type(child) == CMARK_NODE_TEXT else {
            return opening
        }
        return opening + string(cmark_node_get_literal(child)).prefix { !openingMarkup.contains($0) }.prefix(32)
    }

    /// The characters that end a link's opening text: Markdown's markup.
    private static let openingMarkup = Set("\\&*_`[]<>!~\n\r")

    /// The node's 1-based line in the file: cmark's body line (or its block's) plus the offset.
    private func line(of node: OpaquePointer) -> Int {
        let line = Int(cmark_node_get_start_line(node))
        return (line > 0 ? line : lastBlockLine) + options.lineOffset
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }
}
