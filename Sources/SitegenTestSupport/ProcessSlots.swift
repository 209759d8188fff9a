import Foundation

/// Limits how many programs the tests run at once (Chromium, the Nu checker, Python scripts) to
/// the machine's cores: the test runner starts every test at once, and timings a test reads
/// (web vitals under CPU throttling) mean nothing when a dozen browsers share two cores. Waiting
/// for a slot suspends the task; it never blocks a thread.
public actor ProcessSlots {
    /// The slots of this test process.
    public static let shared = ProcessSlots(limit: max(2, ProcessInfo.processInfo.activeProcessorCount))

    private let limit: Int
    private var used = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Creates slots for `limit` programs at once.
    public init(limit: Int) {
        self.limit = limit
    }

    /// Runs `body` once a slot is free.
    public func withSlot<T: Sendable>(_ body: @Sendable () async throws -> T) async rethrows -> T {
        await acquire()
        defer { release() }
        return try await body()
    }

    private func acquire() async {
        if used < limit {
            used += 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    private func release() {
        if waiting.isEmpty {
            used -= 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
