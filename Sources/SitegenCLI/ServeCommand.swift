import ArgumentParser
import Foundation
import SitegenContent
import SitegenDiagnostics
import SitegenOutput
import SitegenPipeline
import SitegenServer

/// `sitegen serve`: build, serve Output/, watch, rebuild, live reload.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the site, serve Output/ locally, and rebuild and reload the browser on every change."
    )

    @OptionGroup var siteFolder: SiteFolderOptions

    @Option(
        name: [.long, .customLong("bind")],
        help:
            "The address to listen on. Anything but 127.0.0.1 / ::1 / localhost makes the site reachable from the network."
    )
    var host: String = "127.0.0.1"

    @Option(
        name: [.customShort("p"), .long],
        help: """
            The port to listen on (0 picks a free port). Without --port: 8000, or the next free port \
            up to 8099 when 8000 is in use (as hugo server does).
            """)
    var port: Int?

    /// The port without `--port`.
    static let defaultPort = 8000

    @Flag(name: [.customShort("D"), .long], help: "Publish drafts too.")
    var drafts = false

    @Flag(name: [.customShort("F"), .long], help: "Publish episodes dated in the future too.")
    var future = false

    @Flag(help: "Also print how long each stage of each build took.")
    var timings = false

    @Flag(help: "Print every warning, not one line for a warning said of many places.")
    var verbose = false

    func validate() throws {
        if let port, !(0...65535).contains(port) { throw ValidationError("--port must be between 0 and 65535") }
    }

    func run() async throws {
        var settings = SiteBuildOptions(
            source: siteFolder.sourceURL, baseURL: nil, includeDrafts: drafts, includeFuture: future,
            imageCache: siteFolder.imageCacheURL)
        settings.searchIndexer = SearchIndexer.fromEnvironment()
        // Every rebuild replaces Output/ as `sitegen build` does, so the same folders are refused.
        try settings.refuseDangerousFolders()
        // An address the server could not listen on is refused before the build touches Output/.
        let port = try Self.port(host: host, requested: self.port)
        let options = settings
        let host = self.host
        let shown = ShownWarnings()
        let verbose = self.verbose
        let timings = self.timings
        let server = PreviewServer(options: options, host: host, port: port) { message in
            switch message {
            case .listening(let host, let port):
                let shown = host.contains(":") ? "[\(host)]" : host
                print("sitegen: serving \(options.output.path)/ at http://\(shown):\(port)/ (Ctrl-C stops)")
                if !["127.0.0.1", "::1", "localhost"].contains(host) {
                    print(
                        "sitegen: warning: --host \(host) makes the site reachable from other machines on the network")
                }
            case .built(let result, let milliseconds):
                let statistics = result.statistics
                Diagnostics.print(shown.unseen(result.diagnostics), verbose: verbose)
                if result.succeeded {
                    let leftOut = statistics.unpublished.sentence.map { "; \($0)" } ?? ""
                    if let milliseconds {
                        print(
                            "sitegen: rebuilt in \(milliseconds) ms (\(statistics.filesParsed) file(s) parsed, \(statistics.pagesRendered) page(s) rendered, \(statistics.filesChanged) output file(s) changed, \(statistics.filesRemoved) removed)\(leftOut)"
                        )
                    } else {
                        print("sitegen: built \(result.pagesWritten) pages (\(result.filesWritten) files)\(leftOut)")
                    }
                    if timings { print("sitegen: stages: \(result.times.summary)") }
                } else if milliseconds != nil {
                    // A rebuild's failure (the first build's is summed up when the server stops).
                    let errors = result.diagnostics.filter { $0.severity == .error }.count
                    FileHandle.standardError.write(
                        Data(
                            "sitegen: rebuild failed with \(errors) error\(errors == 1 ? "" : "s"); still serving the last good build\n"
                                .utf8))
                }
            }
            fflush(nil)
        }
        do {
            try await server.run()
        } catch let error as PreviewServerError {
            try Self.stop(with: error)
        }
        print("sitegen: stopped")
    }

    /// The port to listen on: `requested`, else the default or, when another program has it, the
    /// next free port up to 8099 (said on standard output); stops with the problem of a port
    /// given on the command line, or of the default when every port up to 8099 is taken.
    static func port(host: String, requested: Int?) throws -> Int {
        let port = requested ?? defaultPort
        guard let problem = ListenAddress.problem(host: host, port: port) else { return port }
        guard requested == nil, case .portInUse = problem,
            let free = (port + 1...8099).first(where: { ListenAddress.problem(host: host, port: $0) == nil })
        else { try stop(with: problem) }
        print("sitegen: port \(port) on \(host) is in use by another program; using \(free) (--port chooses one)")
        return free
    }

    /// Reports why the server stopped and exits with status 1. The address is the command
    /// line's: a port in use is at --port, an address that cannot be bound at --host (when the
    /// command line gives them).
    static func stop(with error: PreviewServerError) throws -> Never {
        let flags: [String]
        switch error {
        case .firstBuildFailed: flags = []  // a summary: the errors are above, at their files
        case .portInUse: flags = ["--port"]
        case .cannotBind: flags = ["--host", "--port"]
        }
        let arguments = CommandLineMistake.processArguments
        let column = flags.lazy.compactMap { CommandLineMistake.column(ofValueOf: $0, in: arguments) }.first
        let location = error == .firstBuildFailed ? "sitegen" : "\(CommandLineMistake.file):1:\(column ?? 1)"
        FileHandle.standardError.write(Data("\(location): error: \(error)\n".utf8))
        throw ExitCode.failure
    }
}
