public import ArgumentParser

/// The `sitegen` command line: build, serve and layout.
public struct SitegenCommand: AsyncParsableCommand {
    /// The command's name, summary and subcommands.
    public static let configuration = CommandConfiguration(
        commandName: "sitegen",
        abstract: "A static site generator for responsive episode galleries.",
        subcommands: [
            BuildCommand.self, ServeCommand.self, CheckCommand.self, NewCommand.self, ImportCommand.self,
            LayoutCommand.self,
        ]
    )

    /// Creates the command (ArgumentParser calls this).
    public init() {}
}

extension SitegenCommand {
    /// Parses the process's arguments, runs the command and exits with its status.
    public static func start() async {
        await main()
    }
}
