import ArgumentParser
import Foundation
import SitegenDiagnostics
import SitegenServer
import SitegenSite

/// `sitegen serve`: build, serve Output/, watch, rebuild, live reload.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the site, serve Output/ locally, and rebuild and reload the browser on every change."
    )

    @OptionGroup var siteFolder: SiteFolderOptions

    @Option(
        help:
            "The address to listen on. Anything but 127.0.0.1 / ::1 / localhost makes the site reachable from the network."
    )
    var host: String = "127.0.0.1"

    @Option(help: "The port to listen on (0 picks a free port).")
    var port: Int = 8000

    @Flag(help: "Publish drafts too.")
    var drafts = false

    @Flag(help: "Publish episodes dated in the future too.")
    var future = false

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
    }

    func run() async throws {
        var settings = SiteBuildOptions(
            source: siteFolder.sourceURL, baseURL: nil, includeDrafts: drafts, includeFuture: future,
            imageCache: siteFolder.imageCacheURL)
        settings.searchIndexer = SearchIndexer.fromEnvironment()
        // Every rebuild replaces Output/ as `sitegen build` does, so the same folders are refused.
        try settings.refuseDangerousFolders()
        // An address the server could not listen on is refused before the build touches Output/.
        if let problem = ListenAddress.problem(host: host, port: port) { try Self.stop(with: problem) }
        let options = settings
        let host = self.host
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
                Diagnostics.print(result.diagnostics)
                if result.succeeded {
                    let leftOut = statistics.leftOut.sentence.map { "; \($0)" } ?? ""
                    if let milliseconds {
                        print(
                            "sitegen: rebuilt in \(milliseconds) ms (\(statistics.filesParsed) file(s) parsed, \(statistics.pagesRendered) page(s) rendered, \(statistics.filesChanged) output file(s) changed, \(statistics.filesRemoved) removed)\(leftOut)"
                        )
                    } else {
                        print("sitegen: built \(result.pagesWritten) pages (\(result.filesWritten) files)\(leftOut)")
                    }
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
