public import SitegenDiagnostics

/// A standalone preview page for a layout: the compiled CSS and coloured boxes at their
/// estimated sizes, every element carrying its `data-frame` id.
public enum PreviewPage {
    /// Renders the page.
    /// - Parameters:
    ///   - layout: The layout.
    ///   - name: A name for the title and the CSS scope.
    ///   - itemCounts: How many items each section holds.
    /// - Returns: The HTML page, or the errors that leave widths uncovered.
    public static func render(
        layout: CompositionalLayout, name: String, itemCounts: [Int]
    ) -> Result<String, DiagnosticError> {
        let compiler = CSSGridCompiler(layout: layout, options: .init(scope: "preview", preview: true))
        let css: String
        switch compiler.compile() {
        case .failure(let error): return .failure(error)
        case .success(let compiled): css = compiled
        }
        let markup = LayoutMarkup(layout: layout, scope: "preview").render(
            itemCounts: itemCounts,
            cell: { section, item in "<span>s\(section)-i\(item)</span>" },
            supplementary: { section, suffix in "<span>\(escapeAttribute(suffix))</span>" }
        )
        return .success(
            """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escapeAttribute(name)) — sitegen layout preview</title>
            <style>
            html, body { margin: 0; padding: 0; }
            body { font: 11px/1.2 sans-serif; color: #1d1d1f; background: #fff; }
            .sg-i { background: hsl(calc(var(--i) * 47) 70% 80%); overflow: hidden; outline: 1px solid rgb(0 0 0 / 0.15); outline-offset: -1px; }
            .sg-b { background: rgb(0 0 0 / 0.06); overflow: hidden; }
            .sg-d { background: rgb(0 80 200 / 0.08); overflow: hidden; }
            .sg-i > span, .sg-b > span, .sg-d > span { position: absolute; top: 0; left: 0; padding: 2px 4px; white-space: nowrap; }
            \(CSSGridCompiler.baseStyleSheet)\(css)</style>
            </head>
            <body>
            \(markup)
            </body>
            </html>

            """)
    }
}
