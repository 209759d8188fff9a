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
        var html = "<div class=\"sg-layout \(CSSGridCompiler.scopeClass(scope))\" data-frame=\"root\">"
        html += "<div class=\"sg-root\">"
        for element in layout.layoutElements() {
            html += "<div class=\"sg-b \(element.cssClass)\" data-frame=\"layout-\(escapeAttribute(element.suffix))\">"
            html += supplementary(nil, element.suffix) + "</div>"
        }
        html += "<div class=\"sg-cols\">"
        let sides: [LayoutSide] = layout.hasSplit ? [.left, .right] : [.left]
        for side in sides {
            html += "<div class=\"sg-side sg-side-\(side.rawValue)\">"
            for index in layout.sections.indices where !layout.hasSplit || layout.sections[index].side == side {
                let count = index < itemCounts.count ? max(itemCounts[index], 0) : 0
                html += section(index, itemCount: count, cell: cell, supplementary: supplementary)
            }
            html += "</div>"
        }
        return html + "</div></div></div>"
    }

    private func section(
        _ index: Int, itemCount: Int, cell: (Int, Int) -> String, supplementary: (Int?, String) -> String
    ) -> String {
        let name = escapeAttribute(layout.sections[index].name)
        var html = "<section class=\"sg-s sg-s\(index)\" data-section=\"\(name)\" data-frame=\"s\(index)\">"
        let elements = layout.sectionElements(index)
        for element in elements where !element.isDecoration {
            html += "<div class=\"sg-b \(element.cssClass)\" data-frame=\"s\(index)-\(escapeAttribute(element.suffix))\">"
            html += supplementary(index, element.suffix) + "</div>"
        }
        html += "<div class=\"sg-c\">"
        for element in elements where element.isDecoration {
            html += "<div class=\"sg-d \(element.cssClass)\" data-frame=\"s\(index)-\(escapeAttribute(element.suffix))\">"
            html += supplementary(index, element.suffix) + "</div>"
        }
        html += "<div class=\"sg-r\" style=\"--n:\(itemCount)\">"
        for item in 0..<itemCount {
            html += "<div class=\"sg-i\" data-frame=\"s\(index)-i\(item)\" style=\"--i:\(item)\">\(cell(index, item))</div>"
        }
        if itemCount > 0 { html += "<div class=\"sg-t\"></div>" }
        if usesPaging(index) {
            for page in 0..<min(itemCount, 64) { html += "<span class=\"sg-p\" style=\"--p:\(page)\"></span>" }
        }
        return html + "</div></div></section>"
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
        guard bytes.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else { return nil }
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
        output.append(contentsOf: UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
        runStart = index + 1
    }
    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
}
