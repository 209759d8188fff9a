import ArgumentParser
import Foundation
import SitegenDiagnostics
import SitegenPipeline

/// `sitegen theme new NAME [--extends THEME]`: starts a theme under `Themes/`.
struct ThemeNewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Start a theme in Themes/<name>/: one that extends another, or a copy of the built-in one.")

    @Argument(help: "The theme's name (its folder under Themes/).")
    var name: String

    @Option(help: "The theme it builds on (a folder of Themes/, or default); without it, a copy of the default.")
    var extends: String?

    @OptionGroup var site: ThemeSiteOption

    func run() throws {
        switch SiteTheme.makeTheme(named: name, extending: extends, site: site.url) {
        case .success(let folder):
            print("sitegen: made \(folder)/; use it with `theme: \(name)` in Content/site.yml")
        case .failure(let problem):
            Diagnostics.print([ThemeCommand.atArgument(problem, arguments: CommandLineMistake.processArguments)])
            throw ExitCode.failure
        }
    }
}
