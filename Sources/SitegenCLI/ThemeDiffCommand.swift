import ArgumentParser
import Foundation
import SitegenPipeline

/// `sitegen theme diff`: how the site's overrides differ from the files they replace.
struct ThemeDiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show how each file of Overrides/ differs from the theme file it replaces, in this sitegen.")

    @OptionGroup var site: ThemeSiteOption

    func run() throws {
        print(try ThemeCommand.load(site).overridesDifference, terminator: "")
    }
}
