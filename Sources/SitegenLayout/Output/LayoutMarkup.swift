/// Writes the HTML skeleton that the compiled CSS styles: the root, the columns, the sections,
/// their boundary and decoration elements, the cells, each carrying its `data-frame` id.
public struct LayoutMarkup: Sendable {
    /// The layout.
    public var layout: CompositionalLayout
    /// The scope used when compiling the CSS.
    public var scope: String

    /// Creates a markup writer.
    public init(layout: CompositionalLayout, scope: String) {
        self.layout = layout
        self.scope = scope
    }

    /// Renders the layout's markup.
    /// - Parameters:
    ///   - itemCounts: How many cells each section holds.
    ///   - cell: The inner HTML of cell `item` of section `section` (already escaped).
    ///   - supplementary: The inner HTML of a boundary or decoration element: its section
    ///     (`nil` for layout-wide items) and its id suffix (`header`, `header-1`, ...).
    /// - Returns: The HTML of the layout root.
    public func render(
        itemCounts: [Int], cell: (_ section: Int, _ item: Int) -> String,
        supplementary: (_ section: Int?, _ suffix: String) -> String = { _, _ in "" }
    ) -> String {
        var html = ""
        render(
            into: &html, itemCounts: itemCounts, cell: { html, section, item in html += cell(section, item) },
            supplementary: { html, section, suffix in html += supplementary(section, suffix) }
        )
        return html
    }

    /// Appends the layout's markup to `html`; the closures append the inner HTML of a cell and
    /// of a boundary or decoration element (see ``render(itemCounts:cell:supplementary:)``).
    /// With `omittingEmptySections`, a section without items is left out with its header,
    /// footer and decorations (a page's query found nothing to show there).
    public func render(
        into html: inout String, itemCounts: [Int], omittingEmptySections: Bool = false,
        cell: (_ html: inout String, _ section: Int, _ item: Int) -> Void,
        supplementary: (_ html: inout String, _ section: Int?, _ suffix: String) -> Void
    ) {
        let instances = layout.sections.indices.map {
            SectionInstance(section: $0, itemCount: $0 < itemCounts.count ? max(itemCounts[$0], 0) : 0)
        }
        render(
            into: &html, instances: instances, omittingEmptySections: omittingEmptySections, cell: cell,
            supplementary: supplementary)
    }

    /// One section as a page shows it: a section of the layout with its items. A page may show
    /// a section of the layout several times (a shelf for each collection); each instance is
    /// styled by its section's CSS and stands where the section stands, in the order given.
    public struct SectionInstance: Sendable, Equatable {
        /// The section of the layout, an index into its sections.
        public var section: Int
        /// How many cells it holds.
        public var itemCount: Int

        /// Creates an instance of section `section` with `itemCount` cells.
        public init(section: Int, itemCount: Int) {
            self.section = section
            self.itemCount = itemCount
        }
    }

    /// Appends the markup of a page that shows the layout's sections as `instances`; the
    /// closures get an instance's index (not its section's) with the cell or element.
    public func render(
        into html: inout String, instances: [SectionInstance], omittingEmptySections: Bool = false,
        cell: (_ html: inout String, _ instance: Int, _ item: Int) -> Void,
        supplementary: (_ html: inout String, _ instance: Int?, _ suffix: String) -> Void
    ) {
        html.reserveCapacity(html.utf8.count + 2048 + 256 * instances.reduce(0) { $0 + $1.itemCount })
        html += "<div class=\"sg-layout "
        html += CSSGridCompiler.scopeClass(scope)
        html += "\" data-frame=\"root\"><div class=\"sg-root\">"
        for element in layout.layoutElements() {
            html += "<div class=\"sg-b "
            html += element.cssClass
            html += "\" data-frame=\"layout-"
            html += escapeAttribute(element.suffix)
            html += "\">"
            supplementary(&html, nil, element.suffix)
            html += "</div>"
        }
        html += "<div class=\"sg-cols\">"
        let sides: [LayoutSide] = layout.hasSplit ? [.left, .right] : [.left]
        for side in sides {
            html += "<div class=\"sg-side sg-side-"
            html += side.rawValue
            html += "\">"
            for (number, instance) in instances.enumerated()
            where layout.sections.indices.contains(instance.section)
                && (!layout.hasSplit || layout.sections[instance.section].side == side)
            {
                if omittingEmptySections && instance.itemCount == 0 { continue }
                section(
                    instance.section, into: &html, itemCount: instance.itemCount,
                    cell: { html, _, item in cell(&html, number, item) },
                    supplementary: { html, _, suffix in supplementary(&html, number, suffix) })
            }
            html += "</div>"
        }
        html += "</div></div></div>"
    }

    private func section(
        _ index: Int, into html: inout String, itemCount: Int,
        cell: (inout String, Int, Int) -> Void, supplementary: (inout String, Int?, String) -> Void
    ) {
        let number = String(index)
        html += "<section class=\"sg-s sg-s"
        html += number
        html += "\" data-section=\""
        html += escapeAttribute(layout.sections[index].name)
        html += "\" data-frame=\"s"
        html += number
        html += "\">"
        let elements = layout.sectionElements(index)
        func open(_ element: SupplementaryElement, kind: String) {
            html += kind
            html += element.cssClass
            html += "\" data-frame=\"s"
            html += number
            html += "-"
            html += escapeAttribute(element.suffix)
            html += "\">"
        }
        for element in elements where !element.isDecoration {
            open(element, kind: "<div class=\"sg-b ")
            supplementary(&html, index, element.suffix)
            html += "</div>"
        }
        html += "<div class=\"sg-c\">"
        for element in elements where element.isDecoration {
            open(element, kind: "<div class=\"sg-d ")
            supplementary(&html, index, element.suffix)
            html += "</div>"
        }
        html += "<div class=\"sg-r\" style=\"--n:"
        html += String(itemCount)
        html += "\">"
        for item in 0..<itemCount {
            let position = String(item)
            html += "<div class=\"sg-i\" data-frame=\"s"
            html += number
            html += "-i"
            html += position
            html += "\" style=\"--i:"
            html += position
            html += "\">"
            cell(&html, index, item)
            html += "</div>"
        }
        if itemCount > 0 { html += "<div class=\"sg-t\"></div>" }
        if usesPaging(index) {
            for page in 0..<min(itemCount, 64) {
                html += "<span class=\"sg-p\" style=\"--p:"
                html += String(page)
                html += "\"></span>"
            }
        }
        html += "</div></div></section>"
    }

    private func usesPaging(_ index: Int) -> Bool {
        let provider = layout.sections[index].provider
        let values = (provider.defaultValue.map { [$0] } ?? []) + provider.variants.map(\.value)
        return values.contains { $0.orthogonalScrollingBehavior == .paging }
    }
}

/// Escapes text for an HTML attribute value or text node.
///
/// `&`, `<`, `>`, `"` and `'` become `&amp;`, `&lt;`, `&gt;`, `&quot;` and `&#39;`, byte by byte
/// (a quote that a combining mark follows is escaped too); text with none of them comes back as
/// it is, without a copy.
public func escapeAttribute(_ text: String) -> String {
    var text = text
    return text.withUTF8 { bytes -> String? in
        guard bytes.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else {
            return nil
        }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 16)
        appendEscapedAttribute(bytes, to: &output)
        return String(decoding: output, as: UTF8.self)
    } ?? text
}

/// Appends UTF-8 text to `output` escaped as ``escapeAttribute(_:)`` escapes it.
public func appendEscapedAttribute(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
    var runStart = 0
    for index in bytes.indices {
        let replacement: StaticString
        switch bytes[index] {
        case 0x26: replacement = "&amp;"
        case 0x3C: replacement = "&lt;"
        case 0x3E: replacement = "&gt;"
        case 0x22: replacement = "&quot;"
        case 0x27: replacement = "&#39;"
        default: continue
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        output.append(
            contentsOf: UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
        runStart = index + 1
    }
    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
}
