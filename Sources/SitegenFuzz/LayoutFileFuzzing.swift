import SitegenFormats
import SitegenLayout
import SitegenLayoutFile
import SitegenPipeline

/// Fuzzes the layout-file decoder and, for a file that decodes, the engine behind it:
/// breakpoints, frames at several widths and the CSS grid compiler.
enum LayoutFileFuzzing {
    static let path = "Themes/fuzz/layouts/fuzz.yml"
    /// Widths the engine solves: zero, tiny, the usual three, huge.
    static let widths: [Double] = [0, 1, 375, 768, 1280, 5000]
    /// How Swift prints a non-finite number, as a word of its own.
    nonisolated(unsafe) static let nonFinite = #/(?:^|[^\w.-])-?(?:nan|inf)(?![\w-])/#

    static func run(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let result = LayoutFileDecoder().decode(text, path: path)
        FuzzCheck.diagnostics(result.diagnostics, path: path, text: text)
        FuzzCheck.require(
            (result.layout != nil) != result.hasErrors, "layout \(result.layout != nil), errors \(result.hasErrors)")
        guard let layout = result.layout else { return }
        let analysis = layout.breakpoints()
        guard !analysis.hasErrors else { return }
        // Previews may ask for thousands of items; a few dozen exercise the same code.
        let counts = layout.previewItemCounts().map { min($0, 40) }
        for width in widths {
            guard case .success(let frames) = layout.frames(width: width, itemCounts: counts) else { continue }
            for frame in frames {
                FuzzCheck.require(
                    frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite,
                    "frame \(frame.id) at width \(width) is not finite: \(frame)")
            }
        }
        if case .success(let css) = CSSGridCompiler(layout: layout, options: .init(scope: "fuzz")).compile() {
            FuzzCheck.require(css.firstMatch(of: nonFinite) == nil, "non-finite numbers in the CSS")
        }
    }
}
