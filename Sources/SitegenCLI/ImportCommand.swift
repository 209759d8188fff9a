import ArgumentParser
import Foundation
import SitegenContent
import SitegenDiagnostics
import SitegenImport

/// `sitegen import hugo|jekyll|zola|rss PATH`: another generator's site, or a podcast's RSS
/// feed, as a sitegen site.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract:
            "Turn a Hugo, Jekyll or Zola site, or a podcast's RSS feed, into a sitegen site: settings, shows, episodes, pages, static files, old URLs as aliases."
    )

    @Argument(help: "The generator: hugo, jekyll or zola; rss for a podcast's feed.")
    var generator: String

    @Argument(help: "The Hugo, Jekyll or Zola site's folder, or the RSS feed's file.")
    var path: String

    @Option(help: "The sitegen site's folder, where Content/ is written (default: the current folder).")
    var into: String = "."

    @Flag(help: "Write over a Content/ that holds files already.")
    var force = false

    @Flag(help: "Leave out files of the source that cannot be read (each is named) instead of stopping.")
    var skipUnreadable = false

    @Flag(help: "Print every warning and every file a report line names, not one line with a few examples.")
    var verbose = false

    @Option(
        help: ArgumentHelp(
            "Import the source files this pattern names as episodes (repeatable).",
            discussion: "Paths as the report names them: `*` within a folder, `**` any folders.",
            valueName: "pattern"))
    var episodes: [String] = []

    @Option(
        help: ArgumentHelp(
            "Import the source files this pattern names as pages (repeatable), e.g. 'content/sponsors/**'.",
            valueName: "pattern"))
    var pages: [String] = []

    func validate() throws {
        guard SiteImporter.Generator(rawValue: generator) != nil else {
            throw ValidationError("the generator must be hugo, jekyll, zola or rss, not '\(generator)'")
        }
    }

    func run() throws {
        var importer = SiteImporter(
            generator: SiteImporter.Generator(rawValue: generator)!,
            source: URL(fileURLWithPath: path).standardizedFileURL,
            target: URL(fileURLWithPath: into).standardizedFileURL)
        importer.skipsUnreadable = skipUnreadable
        importer.episodePatterns = episodes
        importer.pagePatterns = pages
        switch importer.run(force: force) {
        case .failure(let failure):
            // A pattern's mistake is at its place in the command line.
            Diagnostics.print(
                failure.diagnostics.map { diagnostic in
                    guard diagnostic.position?.file == CommandLineMistake.file else { return diagnostic }
                    var placed = diagnostic
                    placed.position?.column = CommandLineMistake.column(
                        of: diagnostic.message, in: Array(CommandLine.arguments.dropFirst()))
                    return placed
                })
            throw ExitCode.failure
        case .success(let report):
            Diagnostics.print(report.diagnostics, verbose: verbose)
            for line in verbose ? report.lines : report.shortLines { print("sitegen: \(line)") }
        }
    }
}
