import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import ServiceLifecycle
import SitegenDiagnostics
import SitegenOutput
public import SitegenPipeline
import SitegenPlatform
import UnixSignals

/// `sitegen serve`: builds the site, serves Output/ over HTTP, watches Content/ and Themes/,
/// rebuilds incrementally and tells open pages to reload.
public struct PreviewServer: Sendable {
    /// The build to run (and re-run after every change).
    public var options: SiteBuildOptions
    /// The address to bind (`127.0.0.1` unless told otherwise).
    public var host: String
    /// The port; 0 picks a free one.
    public var port: Int
    /// Receives messages for the terminal: the address, rebuild summaries, diagnostics.
    public var report: @Sendable (PreviewMessage) -> Void

    /// Creates a server.
    /// - Parameters:
    ///   - options: the build to run.
    ///   - host: the address to bind.
    ///   - port: the port, 0 for any free one.
    ///   - report: receives what the terminal should show.
    public init(
        options: SiteBuildOptions, host: String = "127.0.0.1", port: Int = 8000,
        report: @escaping @Sendable (PreviewMessage) -> Void
    ) {
        self.options = options
        self.host = host
        self.port = port
        self.report = report
    }

    /// Builds, serves and watches until Ctrl-C (SIGINT / SIGTERM) or the task is cancelled.
    /// - Parameter handleSignals: whether SIGINT and SIGTERM end the server gracefully.
    /// - Throws: `PreviewServerError` when the first build fails or the port cannot be bound.
    public func run(handleSignals: Bool = true) async throws {
        let session = SiteBuildSession()
        // The watcher starts before the first build reads anything: a save made while it runs
        // (or before the coordinator starts) is the first burst, never lost.
        let watcher = Platform.current.startWatcher(roots: options.inputFolders)
        defer { watcher.stop() }
        defer { OutputWriter.removeSpares(beside: options.output) }
        let first = await session.build(options.withCurrentTime())
        report(.built(first, milliseconds: nil))
        guard first.succeeded else { throw PreviewServerError.firstBuildFailed }
        let hub = ReloadHub()
        let responder = PreviewResponder(
            folder: OutputFolder(root: options.output), hub: hub, hosts: HostCheck(listeningOn: host))
        var logger = Logger(label: "sitegen-serve")
        logger.logLevel = .critical
        let report = self.report
        let host = self.host
        let app = Application(
            responder: responder,
            configuration: .init(address: .hostname(host, port: port), serverName: nil, reuseAddress: false),
            onServerRunning: { channel in
                report(.listening(host: host, port: channel.localAddress?.port ?? 0))
            },
            logger: logger
        )
        let coordinator = RebuildCoordinator(
            session: session, options: options, hub: hub, watcher: watcher, report: report)
        let group = ServiceGroup(
            configuration: .init(
                services: [.init(service: app), .init(service: coordinator), .init(service: hub)],
                gracefulShutdownSignals: handleSignals ? [.sigterm, .sigint] : [],
                logger: logger
            ))
        do {
            try await group.run()
        } catch let error as IOError where error.errnoCode == EADDRINUSE {
            throw PreviewServerError.portInUse(host: host, port: port)
        } catch let error as IOError where error.errnoCode == EADDRNOTAVAIL {
            throw PreviewServerError.cannotBind(
                host: host, port: port, reason: "the address is not one of this machine's")
        } catch let error as IOError {
            throw PreviewServerError.cannotBind(host: host, port: port, reason: String(describing: error))
        } catch is CancellationError {
            return
        }
    }
}

/// What `PreviewServer` tells the terminal.
public enum PreviewMessage: Sendable {
    /// The server listens.
    case listening(host: String, port: Int)
    /// A build ended (the first build has no timing here).
    case built(SiteBuildResult, milliseconds: Int?)
}

/// Why the preview server stopped.
public enum PreviewServerError: Error, Equatable, CustomStringConvertible {
    /// The first build had errors (they were reported).
    case firstBuildFailed
    /// Another program listens on the port.
    case portInUse(host: String, port: Int)
    /// The address could not be bound.
    case cannotBind(host: String, port: Int, reason: String)

    /// The message for the terminal.
    public var description: String {
        switch self {
        case .firstBuildFailed: "the site did not build; fix the errors above and run sitegen serve again"
        case .portInUse(let host, let port):
            "port \(port) on \(host) is already in use; stop the other server or pick another port with --port (--port 0 picks a free one)"
        case .cannotBind(let host, let port, let reason): "cannot listen on \(host):\(port): \(reason)"
        }
    }
}

extension SiteBuildOptions {
    /// The options with the clock set to now (future-dated episodes appear when their time comes).
    func withCurrentTime() -> SiteBuildOptions {
        var copy = self
        copy.now = Int(Date().timeIntervalSince1970)
        return copy
    }
}
