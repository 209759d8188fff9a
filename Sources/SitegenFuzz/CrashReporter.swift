import Foundation

/// Saves the input being run when the process crashes or an input runs too long, so that a
/// crash found by `sitegen-fuzz` can be replayed: `sitegen-fuzz TARGET ARTIFACT`.
///
/// The signal handler may only make async-signal-safe calls, so the input is copied into a
/// preallocated buffer before each run and the artifact's path is prepared up front.
enum CrashReporter {
    private nonisolated(unsafe) static var buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    private nonisolated(unsafe) static var capacity = 1
    private nonisolated(unsafe) static var length = 0
    private nonisolated(unsafe) static var artifactPath: UnsafeMutablePointer<CChar>?
    private nonisolated(unsafe) static var message: UnsafeMutablePointer<CChar>?
    private nonisolated(unsafe) static var timeoutMessage: UnsafeMutablePointer<CChar>?
    /// The signals a failing input can raise (traps, bad accesses, aborts) and SIGALRM (timeouts).
    private static let signals = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE, SIGALRM]

    /// Installs the handlers; a crash writes the current input to `artifact`.
    static func install(artifact: URL) {
        artifactPath = strdup(artifact.path)
        message = strdup("\nsitegen-fuzz: the input that crashed or timed out is saved in \(artifact.path)\n")
        timeoutMessage = strdup("\nsitegen-fuzz: timeout: an input ran longer than the time limit\n")
        var mask = sigset_t()
        sigemptyset(&mask)
        for signal in signals {
            _ = Foundation.signal(signal, handle)
            sigaddset(&mask, signal)
        }
        // A parent (a test runner, say) may have blocked SIGALRM or SIGABRT for its children.
        pthread_sigmask(SIG_UNBLOCK, &mask, nil)
    }

    /// Remembers the input about to run and arms the timeout (seconds, 0 for none).
    static func willRun(_ input: [UInt8], timeout: UInt32) {
        if input.count > capacity {
            buffer.deallocate()
            capacity = input.count
            buffer = .allocate(capacity: capacity)
        }
        input.withUnsafeBufferPointer { source in
            if let base = source.baseAddress { buffer.update(from: base, count: input.count) }
        }
        length = input.count
        alarm(timeout)
    }

    /// Disarms the timeout after a run.
    static func didRun() {
        alarm(0)
    }

    private static let handle: @convention(c) (Int32) -> Void = { signal in
        if let path = CrashReporter.artifactPath {
            let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            if file >= 0 {
                _ = write(file, CrashReporter.buffer, CrashReporter.length)
                close(file)
            }
        }
        if signal == SIGALRM, let text = CrashReporter.timeoutMessage { _ = write(2, text, strlen(text)) }
        if let message = CrashReporter.message { _ = write(2, message, strlen(message)) }
        if signal == SIGALRM { _exit(70) }
        _ = Foundation.signal(signal, SIG_DFL)
        raise(signal)
    }
}
