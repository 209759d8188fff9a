public import ArgumentParser
import Foundation
import SitegenPlatform

/// The `sitegen` command line: build, serve and layout.
public struct SitegenCommand: AsyncParsableCommand {
    /// The command's name, summary and subcommands.
    public static let configuration = CommandConfiguration(
        commandName: "sitegen",
        abstract: "A static site generator for responsive episode galleries.",
        version: SitegenVersion.current,
        subcommands: [
            BuildCommand.self, ServeCommand.self, CheckCommand.self, NewCommand.self, AddCommand.self,
            ImportCommand.self, LayoutCommand.self, ThemeCommand.self,
        ]
    )

    /// Creates the command (ArgumentParser calls this).
    public init() {}
}

extension SitegenCommand {
    /// Parses the process's arguments, runs the command and exits with its status; a mistake
    /// in the arguments (or in `SITEGEN_PLATFORM`) is a diagnostic and exit status 64.
    public static func start() async {
        let arguments = CommandLine.arguments
        // A mistyped SITEGEN_PLATFORM would otherwise run the native calls without a word.
        if case .failure(let mistake) = Platform.selection(from: ProcessInfo.processInfo.environment) {
            FileHandle.standardError.write(Data("<environment>:1:1: error: \(mistake)\n".utf8))
            exit(withError: ExitCode.validationFailure)
        }
        do {
            var command = try parseAsRoot(Array(arguments.dropFirst()))
            if var asynchronous = command as? any AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            // Help, a status the command chose (its diagnostics are written) and failures of the
            // run itself are ArgumentParser's to report.
            guard code == .validationFailure, !(error is ExitCode) else { exit(withError: error) }
            let text = CommandLineMistake.text(
                fullMessage: fullMessage(for: error), arguments: CommandLineMistake.processArguments)
            FileHandle.standardError.write(Data(text.utf8))
            exit(withError: ExitCode.validationFailure)
        }
        exit()
    }
}
