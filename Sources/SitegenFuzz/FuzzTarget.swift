import Foundation

/// The code under fuzzing: each case takes arbitrary bytes and must neither crash nor hang,
/// and checks invariants of its component's output (a broken invariant traps like a crash).
enum FuzzTarget: String, CaseIterable, Sendable {
    /// `FrontMatterSplitter`, then the episode, collection and `site.yml` decoders.
    case frontMatter = "front-matter"
    /// `LayoutFileDecoder`, then the engine: breakpoints, frames at a few widths, CSS.
    case layoutFile = "layout-file"
    /// `WidthRange.parse`.
    case widthRange = "width-range"
    /// `MarkdownRenderer.render` with options taken from the first byte.
    case markdown
    /// `TranscriptDecoder` in the format the first byte picks, then `ThemeSettingsDecoder`.
    case sideFile = "side-file"
    /// `HugoItemTemplate` and `JekyllFeedGUID`, the import's readers of a feed template's guid
    /// and enclosure.
    case feedTemplate = "feed-template"
    /// What the import does to a page body: shortcodes, Liquid, bundle links, linked audio.
    case importBody = "import-body"
    /// Checks the tooling itself: traps on the input `crash`, spins on `hang`, else does nothing.
    case selfTest = "self-test"

    /// The target for a name, accepting the `_` spelling as well (`front_matter`).
    init?(name: String) {
        self.init(rawValue: String(name.map { $0 == "_" ? "-" : $0 }))
    }

    /// Runs the target on one input.
    ///
    /// The front-matter and Markdown targets reach internal types through `@testable import`,
    /// which only a debug build allows; a release build of this tool refuses to run them.
    func run(_ bytes: [UInt8]) {
        switch self {
        case .layoutFile: LayoutFileFuzzing.run(bytes)
        case .widthRange: WidthRangeFuzzing.run(bytes)
        case .selfTest:
            FuzzCheck.require(bytes != Array("crash".utf8), "the self-test crash")
            while bytes == Array("hang".utf8) {}
        #if DEBUG
            case .frontMatter: FrontMatterFuzzing.run(bytes)
            case .markdown: MarkdownFuzzing.run(bytes)
            case .sideFile: SideFileFuzzing.run(bytes)
            case .feedTemplate: FeedTemplateFuzzing.run(bytes)
            case .importBody: ImportBodyFuzzing.run(bytes)
        #else
            case .frontMatter, .markdown, .sideFile, .feedTemplate, .importBody:
                FileHandle.standardError.write(Data("sitegen-fuzz: the \(rawValue) target needs a debug build\n".utf8))
                exit(2)
        #endif
        }
    }
}
