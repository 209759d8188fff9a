import Foundation
import ServiceLifecycle

/// The open event streams of the browsers; it broadcasts rebuild outcomes to them.
///
/// It is a service: on graceful shutdown (Ctrl-C) it ends every stream first, so the HTTP server
/// has no endless response left to wait for.
actor ReloadHub: Service {
    private var subscribers: [UUID: AsyncStream<ReloadEvent>.Continuation] = [:]
    private var currentError: String?
    private var isShutDown = false

    /// Creates a hub with no subscribers.
    init() {}

    /// Whether the last broadcast was a build error (the pages show its overlay).
    var isShowingError: Bool { currentError != nil }

    /// The number of open streams.
    var subscriberCount: Int { subscribers.count }

    /// A new stream of events; it starts with the current build error, if there is one.
    func subscribe() -> AsyncStream<ReloadEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: ReloadEvent.self, bufferingPolicy: .bufferingNewest(16))
        guard !isShutDown else {
            continuation.finish()
            return stream
        }
        let id = UUID()
        subscribers[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { await self?.remove(id) }
        }
        if let currentError { continuation.yield(.buildError(currentError)) }
        return stream
    }

    private func remove(_ id: UUID) {
        subscribers[id] = nil
    }

    /// Sends an event to every open stream.
    func broadcast(_ event: ReloadEvent) {
        if case .buildError(let text) = event { currentError = text } else { currentError = nil }
        for continuation in subscribers.values { continuation.yield(event) }
    }

    /// Ends every stream, now and for later subscribers.
    func finishAll() {
        isShutDown = true
        for continuation in subscribers.values { continuation.finish() }
        subscribers = [:]
    }

    /// Waits for graceful shutdown (or cancellation), then ends every stream.
    nonisolated func run() async throws {
        try? await gracefulShutdown()
        await finishAll()
    }
}
