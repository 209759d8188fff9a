internal import CcmarkGFM
internal import CmarkParallelParse
import Foundation
internal import SitegenHighlight

/// The engine: parses with cmark-gfm, gathers facts, gives headings ids and renders HTML.
///
/// Every cmark object is created and freed within one call; nothing C-typed escapes.
enum CmarkConverter {
    /// The GFM extensions attached to every parser.
    private static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]

    /// Runs cmark-gfm's (not thread-safe) extension registration exactly once, then one parse;
    /// `true` when that parse showed that parses may run at the same time.
    ///
    /// cmark-gfm 0.29.0.gfm.6 adds the inline extensions' trigger characters (`~`, `w`, `:`,
    /// `@`, ...) to a process-wide table before each inline parse, and removes them after it
    /// (`cmark_manage_extensions_special_characters`, also called by the table extension while
    /// feeding). Two parses at once therefore drop each other's strikethrough and autolinks:
    /// in a C test 4 threads rendered about 18 % of documents wrongly. The `CmarkParallelParse`
    /// target replaces that function with one that only adds; when the link lets the library's
    /// calls reach it (checked here, on the first parse), parses run in parallel, else one at a
    /// time under ``parseLock``. Rendering is unaffected either way.
    private static let parsesInParallel: Bool = {
        cmark_gfm_core_extensions_ensure_registered()
        if let parser = newParser(options: sitegen_cmark_opt_footnotes()) {
            let sample = "~~a~~ www.example.org a@example.org\n\n| a |\n| - |\n| ~b~ |\n"
            var root: OpaquePointer?
            sample.withCString { root = feedAndFinish(parser, $0, strlen($0)) }
            if let root { cmark_node_free(root) }
            cmark_parser_free(parser)
        }
        return sitegen_cmark_special_characters_interposed() != 0
    }()

    /// Serialises parsing (not rendering) where parses may not run in parallel.
    private static let parseLock = NSLock()

    /// Registers the extensions if that has not happened yet.
    static func ensureExtensionsRegistered() {
        _ = parsesInParallel
    }

    /// Whether documents are parsed on several threads at once (see ``parsesInParallel``).
    static var parsesConcurrently: Bool { parsesInParallel }

    /// A parser with the GFM extensions attached; without the tag filter when raw HTML is
    /// allowed (as Hugo's `unsafe`: the author's `<iframe>` and `<script>` pass as written).
    static func newParser(options: Int32, tagFilter: Bool = true) -> OpaquePointer? {
        guard let parser = cmark_parser_new(options) else { return nil }
        for name in extensionNames where tagFilter || name != "tagfilter" {
            if let syntaxExtension = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, syntaxExtension)
            }
        }
        return parser
    }

    private static func feedAndFinish(
        _ parser: OpaquePointer, _ bytes: UnsafePointer<CChar>, _ count: Int
    ) -> OpaquePointer? {
        if count > 0 { cmark_parser_feed(parser, bytes, count) }
        return cmark_parser_finish(parser)
    }

    /// Renders one body and gathers its facts.
    static func convert(
        _ markdown: String, options: MarkdownOptions, highlights: SwiftHighlightCache? = nil
    ) -> MarkdownDocument {
        let markdown = ByteOrderMark.removed(from: markdown)
        ensureExtensionsRegistered()
        // Swift strings are valid UTF-8 already, so CMARK_OPT_VALIDATE_UTF8 would be a no-op.
        var cmarkOptions = sitegen_cmark_opt_footnotes() | sitegen_cmark_opt_table_style()
        if options.unsafeHTML { cmarkOptions |= sitegen_cmark_opt_unsafe() }

        guard let parser = newParser(options: cmarkOptions, tagFilter: !options.unsafeHTML) else {
            return MarkdownDocument()
        }
        defer { cmark_parser_free(parser) }
        guard let root = parse(markdown, with: parser) else { return MarkdownDocument() }
        defer { cmark_node_free(root) }

        var scanner = CmarkScanner(options: options, highlights: highlights, source: markdown)
        scanner.scan(root)
        if options.marksElements { ElementMarker.removeMarkerCharacters(under: root) }
        let marker =
            options.marksElements
            ? ElementMarker(root: root, scanner: scanner) { renderHTML($0, options: cmarkOptions, parser: parser) }
            : nil
        marker?.markInlines()
        // Replaced headings are freed only after rendering: see `giveID`.
        var replacedHeadings: [OpaquePointer] = []
        defer { replacedHeadings.forEach { cmark_node_free($0) } }
        for found in scanner.headings {
            let wrap = marker?.wrap(ofHeading: found.node) ?? ElementMarker.Wrap()
            if let heading = giveID(found.heading.id, level: found.heading.level, to: found.node, wrap: wrap) {
                replacedHeadings.append(heading)
            }
        }
        var replacedCode: [OpaquePointer] = []
        defer { replacedCode.forEach { cmark_node_free($0) } }
        for block in marker?.codeBlocks ?? scanner.highlightedCode where replace(block.node, byHTML: block.html) {
            replacedCode.append(block.node)
        }
        let words = scanner.words.count
        var document = MarkdownDocument(
            html: renderHTML(root, options: cmarkOptions, parser: parser),
            summary: scanner.summary,
            firstImage: scanner.firstImage,
            headings: scanner.headings.map(\.heading),
            wordCount: words,
            readingTimeMinutes: (words + 199) / 200,
            codeLanguages: scanner.codeLanguages,
            links: scanner.links,
            warnings: scanner.warnings
        )
        document.swiftHighlights = scanner.swiftHighlights
        document.elements = marker?.elements ?? []
        return document
    }

    /// Parses `markdown` with `parser` (one parse at a time where parses may not run in
    /// parallel); the document's root, which the caller frees, or `nil`.
    static func parse(_ markdown: String, with parser: OpaquePointer) -> OpaquePointer? {
        var source = markdown
        return source.withUTF8 { bytes in
            let serial = !parsesInParallel
            if serial { parseLock.lock() }
            defer { if serial { parseLock.unlock() } }
            guard let base = bytes.baseAddress else { return cmark_parser_finish(parser) }
            return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                feedAndFinish(parser, $0, bytes.count)
            }
        }
    }

    /// Replaces a heading node by a custom block that renders `<hN id="…">…</hN>`.
    ///
    /// Custom nodes render their text verbatim even in safe mode, and unlike post-processing
    /// the HTML this cannot be confused by raw `<h2>` tags when unsafe HTML is allowed.
    /// The block carries no text of its own, so the output matches cmark's `<hN>` line exactly.
    ///
    /// Returns the unlinked heading, which the caller must free after rendering, not before: the
    /// literals of inline raw HTML moved out of it still point into its text buffer (freeing it
    /// first made `# <b>x</b>` with unsafe HTML read freed memory; found by the fuzzer).
    /// `wrap` puts an element's markers around the heading and its text (see ``ElementMarker``).
    private static func giveID(
        _ id: String, level: Int, to heading: OpaquePointer, wrap: ElementMarker.Wrap
    ) -> OpaquePointer? {
        guard let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { return nil }
        guard let wrapper = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) else {
            cmark_node_free(block)
            return nil
        }
        cmark_node_set_on_enter(block, "")
        cmark_node_set_on_exit(block, "")
        cmark_node_set_on_enter(
            wrapper, wrap.open + "<h\(level) id=\"\(HTMLEscaping.attribute(id))\">" + wrap.innerStart)
        cmark_node_set_on_exit(wrapper, wrap.innerEnd + "</h\(level)>" + wrap.close)
        guard cmark_node_append_child(block, wrapper) != 0, cmark_node_replace(heading, block) != 0 else {
            cmark_node_free(block)
            return nil
        }
        while let child = cmark_node_first_child(heading) {
            if cmark_node_append_child(wrapper, child) == 0 { break }
        }
        return heading
    }

    /// Replaces a code block by a custom block that renders `html` verbatim (the highlighted
    /// block); `true` when it did, and the caller must then free the unlinked code block.
    private static func replace(_ node: OpaquePointer, byHTML html: String) -> Bool {
        guard let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { return false }
        cmark_node_set_on_enter(block, html)
        cmark_node_set_on_exit(block, "")
        guard cmark_node_replace(node, block) != 0 else {
            cmark_node_free(block)
            return false
        }
        return true
    }

    /// The HTML of the tree under `root`, rendered with the parser's extensions.
    static func renderHTML(_ root: OpaquePointer, options: Int32, parser: OpaquePointer) -> String {
        // Without the parser's extension list, cmark silently skips the tag filter.
        guard let html = cmark_render_html(root, options, cmark_parser_get_syntax_extensions(parser)) else {
            return ""
        }
        defer { free(html) }
        return AccessibleMarkup.apply(to: String(cString: html))
    }
}
