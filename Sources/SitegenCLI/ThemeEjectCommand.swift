import ArgumentParser
import Foundation
import SitegenDiagnostics
import SitegenPipeline

/// `sitegen theme eject PATH…`: copies theme files into the site's `Overrides/`.
struct ThemeEjectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eject",
        abstract: "Copy theme files into Overrides/ (words into i18n/) to change them; never over an existing file.")

    @Argument(help: "Paths inside the theme, like templates/cells/episode-card.mustache or i18n/en.yml.")
    var paths: [String]

    @OptionGroup var site: ThemeSiteOption

    func validate() throws {
        if paths.isEmpty { throw ValidationError("Missing expected argument '<paths> ...'") }
    }

    func run() throws {
        let theme = try ThemeCommand.load(site)
        let (written, problems) = theme.eject(paths)
        for path in written { print("sitegen: wrote \(path)") }
        guard problems.isEmpty else {
            let arguments = CommandLineMistake.processArguments
            Diagnostics.print(problems.map { ThemeCommand.atArgument($0, arguments: arguments) })
            throw ExitCode.failure
        }
    }
}
