import Foundation

/// Runs blocking work (waiting for a child process) on a thread of its own, so that it never
/// holds one of the few threads Swift concurrency's shared pool has.
///
/// The pool has as many threads as the machine has cores: on a 2-core CI machine two tests
/// blocked on Chromium or the Nu checker would otherwise starve every other test's tasks, such
/// as a preview server's first build, for as long as those programs run.
public enum BlockingThread {
    /// Runs `work` on a new thread and returns its result.
    public static func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread { continuation.resume(with: Result { try work() }) }
            thread.stackSize = 8 << 20
            thread.start()
        }
    }

    /// Runs `work`, which cannot throw, on a new thread and returns its result.
    public static func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: work()) }
            thread.stackSize = 8 << 20
            thread.start()
        }
    }
}
