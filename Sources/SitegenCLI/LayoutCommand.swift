import ArgumentParser

/// `sitegen layout FILE`: runs the layout engine on one layout file.
struct LayoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Solve a layout file: frames as JSON, a preview page, an SVG, the CSS or the breakpoints."
    )

    func run() async throws {}
}
