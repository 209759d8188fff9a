import ArgumentParser
import Foundation
import SitegenDiagnostics
import SitegenPipeline

/// `sitegen theme values`: every value each template receives, from a build of the site.
struct ThemeValuesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "values",
        abstract: "Print, as Markdown, every value each template receives, recorded from a build of the site.")

    @OptionGroup var site: ThemeSiteOption

    func run() async throws {
        let (recorder, problems) = await SiteTheme.recordedValues(site: site.url)
        guard let recorder else {
            Diagnostics.print(problems)
            throw ExitCode.failure
        }
        print(SiteTheme.valuesReference(recorder), terminator: "")
    }
}
