import ArgumentParser
import Foundation

/// The site folder every `sitegen theme` command works on.
struct ThemeSiteOption: ParsableArguments {
    @Option(name: [.customShort("s"), .long], help: "The site folder, holding Content/.")
    var source: String = "."

    /// The site folder as a URL.
    var url: URL { URL(fileURLWithPath: source).standardizedFileURL }
}
