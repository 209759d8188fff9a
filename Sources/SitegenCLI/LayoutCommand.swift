import ArgumentParser
import Foundation
import SitegenDiagnostics
import SitegenFormats
import SitegenLayout

/// `sitegen layout FILE`: runs the layout engine on one layout file.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Solve a layout file: frames as JSON, a preview page, an SVG, the CSS or the breakpoints.",
        discussion: """
            Examples:
              sitegen layout feed.yml --widths 375,768,1280 --format json
              sitegen layout feed.yml --widths 375,1280 --items 9 --format html > preview.html
              sitegen layout feed.yml --breakpoints
            """
    )

    /// What `layout` prints.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, html, svg, css, breakpoints
    }

    @Argument(help: "The layout file (YAML).")
    var file: String

    @Option(help: "Comma-separated root widths in CSS pixels.", transform: LayoutCommand.parseWidths)
    var widths: [Int] = [375, 768, 1280]

    @Option(help: "Fill every section with this many items (default: each section's `items:`, else 6).")
    var items: Int?

    @Option(
        help: "The viewport height: what section-level fractionalHeight refers to, and where pinned footers are drawn."
    )
    var height: Double = 900

    @Option(help: "Output format: json, html, svg, css or breakpoints.")
    var format: Format = .json

    @Flag(help: "Print the precomputed breakpoint ranges instead of frames (the same as --format breakpoints).")
    var breakpoints = false

    func validate() throws {
        if let items, !(0...10_000).contains(items) {
            throw ValidationError("--items must be a whole number from 0 to 10000, not \(items)")
        }
        guard height.isFinite, height > 0, height <= 100_000 else {
            throw ValidationError("--height must be a number of pixels from 1 to 100000")
        }
    }

    func run() throws {
        // Here rather than in `validate()`: only an `ExitCode` thrown by `run()` ends the process quietly.
        try Self.refuseRepeatedWidth(in: widths, arguments: CommandLineMistake.processArguments)
        let layout = try LayoutFileLoader.load(path: file)
        let analysis = layout.breakpoints()
        Diagnostics.print(analysis.diagnostics)
        guard !analysis.hasErrors else { throw ExitCode.failure }
        if breakpoints || format == .breakpoints {
            print(BreakpointReport(layout: layout, analysis: analysis).render(), terminator: "")
            return
        }
        let counts = layout.previewItemCounts(override: items)
        switch format {
        case .json, .svg:
            var framesByWidth: [(width: Int, frames: [LayoutFrame])] = []
            for width in widths {
                switch layout.frames(width: Double(width), height: height, itemCounts: counts) {
                case .success(let frames): framesByWidth.append((width, frames))
                case .failure(let diagnostic):
                    Diagnostics.print([diagnostic])
                    throw ExitCode.failure
                }
            }
            let text = format == .json ? FrameJSON.render(framesByWidth) : FrameSVG.render(framesByWidth)
            print(text, terminator: "")
        case .html:
            let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            print(
                try Diagnostics.unwrap(PreviewPage.render(layout: layout, name: name, itemCounts: counts)),
                terminator: "")
        case .css:
            let compiler = CSSGridCompiler(layout: layout, options: .init(scope: "preview"))
            print(CSSGridCompiler.baseStyleSheet + (try Diagnostics.unwrap(compiler.compile())), terminator: "")
        case .breakpoints:
            return  // printed above
        }
    }

    /// Parses `375,768,1280`.
    static func parseWidths(_ text: String) throws -> [Int] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        var widths: [Int] = []
        for part in parts {
            let trimmed = part.trimmingCharacters(in: .whitespaces)
            guard let width = Int(trimmed), (1...100_000).contains(width) else {
                throw ValidationError(
                    "--widths takes comma-separated whole numbers from 1 to 100000; '\(trimmed)' is not one")
            }
            widths.append(width)
        }
        guard !widths.isEmpty else { throw ValidationError("--widths needs at least one width") }
        return widths
    }
}
