import ArgumentParser
import Foundation
import SitegenContent
import SitegenDiagnostics
import SitegenPipeline

/// `sitegen add [episode] TITLE` and `sitegen add person NAME`: a new content file, as
/// `hugo new content` or jekyll-compose's `post`.
struct AddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add an episode (the default) or a person to the site's Content/.",
        subcommands: [AddEpisodeCommand.self, AddPersonCommand.self],
        defaultSubcommand: AddEpisodeCommand.self
    )
}

/// `sitegen add [episode] TITLE`: the next episode file.
struct AddEpisodeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "episode",
        abstract:
            "Add an episode: Content/episodes/<next number>-<slug>.md, dated today, a draft, with the media fields to fill in."
    )

    @Argument(help: "The episode's title.")
    var title: String

    @Option(help: "The site folder, holding Content/.")
    var source: String = "."

    @Option(help: "The collection it belongs to (the slug of a file of Content/collections/).")
    var collection: String?

    @Option(help: "The date, YYYY-MM-DD (default: today, UTC).")
    var date: String?

    @Flag(help: "Publish it at once instead of writing it as a draft.")
    var publish = false

    func run() throws {
        let today = ISO8601DateFormatter.string(
            from: Date(), timeZone: TimeZone(identifier: "UTC")!, formatOptions: [.withFullDate])
        let arguments = CommandLineMistake.processArguments
        let request = NewEpisode.Request(title: title, date: date ?? today, collection: collection, draft: !publish)
        let result = NewEpisode.write(request, site: URL(fileURLWithPath: source).standardizedFileURL) { field in
            // The title is its own argument; the others are their flags' values.
            let column =
                field == "title"
                ? arguments.firstIndex(of: title).map { arguments[..<$0].joined(separator: " ").count + 2 }
                : CommandLineMistake.column(ofValueOf: "--" + field, in: arguments)
            return SourcePosition(file: CommandLineMistake.file, line: 1, column: column ?? 1)
        }
        switch result {
        case .failure(let diagnostic):
            Diagnostics.print([diagnostic])
            throw ExitCode.failure
        case .success(let path):
            print("sitegen: added \(path)\(publish ? "" : " (a draft: sitegen serve --drafts shows it)")")
        }
    }
}

/// `sitegen add person NAME`: a host's or guest's file in `Content/people/`.
struct AddPersonCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "person",
        abstract: "Add a person (a host or a guest): Content/people/<slug>.md, named in episodes' hosts: or guests:."
    )

    @Argument(help: "The person's name.")
    var name: String

    @Option(help: "The site folder, holding Content/.")
    var source: String = "."

    func run() throws {
        let arguments = CommandLineMistake.processArguments
        let column = arguments.lastIndex(of: name).map { arguments[..<$0].joined(separator: " ").count + 2 } ?? 1
        let result = NewPerson.write(
            name: name, site: URL(fileURLWithPath: source).standardizedFileURL,
            problemPosition: SourcePosition(file: CommandLineMistake.file, line: 1, column: column))
        switch result {
        case .failure(let diagnostic):
            Diagnostics.print([diagnostic])
            throw ExitCode.failure
        case .success(let added):
            print(
                "sitegen: added \(added.path) (episodes name them with hosts: [\(added.slug)] or guests: [\(added.slug)])"
            )
        }
    }
}
