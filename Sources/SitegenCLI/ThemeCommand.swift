import ArgumentParser
import Foundation
import SitegenDiagnostics
import SitegenPipeline

/// `sitegen theme list|eject|diff|new`: change one theme file without copying the theme.
struct ThemeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "theme",
        abstract: "See which theme file is used from where, copy one to change it, compare, or start a theme.",
        discussion: """
            A file in the site's Overrides/ with the path of a theme file replaces that file alone
            (the site's words are in i18n/). The lookup order: Overrides/, Themes/<theme>/, the
            themes it extends:, the built-in default.

            Examples:
              sitegen theme list
              sitegen theme eject templates/cells/episode-card.mustache layouts/feed.yml
              sitegen theme diff
              sitegen theme new brand --extends default
            """,
        subcommands: [
            ThemeListCommand.self, ThemeEjectCommand.self, ThemeDiffCommand.self, ThemeNewCommand.self,
            ThemeValuesCommand.self,
        ]
    )

    /// The site's theme, or its errors printed and exit status 1.
    static func load(_ site: ThemeSiteOption) throws -> SiteTheme {
        let (theme, problems) = SiteTheme.load(site: site.url)
        guard let theme else {
            Diagnostics.print(problems)
            throw ExitCode.failure
        }
        return theme
    }

    /// A diagnostic about an argument moved to that argument's column of the command line.
    static func atArgument(_ diagnostic: Diagnostic, arguments: [String]) -> Diagnostic {
        guard let file = diagnostic.position?.file, let index = arguments.lastIndex(of: file) else { return diagnostic }
        var moved = diagnostic
        let column = arguments[..<index].reduce(1) { $0 + $1.count + 1 }
        moved.position = SourcePosition(file: CommandLineMistake.file, line: 1, column: column)
        return moved
    }
}
