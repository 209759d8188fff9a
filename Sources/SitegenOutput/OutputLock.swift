import Foundation
import SitegenDiagnostics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive lock that one sitegen process holds while it writes an output folder, so that
/// two builds (or a build and `sitegen serve`) never write or swap the same output at once.
///
/// The lock is a `flock` on the folder that holds the output folder: that folder outlives every
/// swap of the output and needs no lock file beside it. The kernel drops the lock when the
/// process ends, even by SIGKILL, so a killed build never leaves a stale lock behind.
struct OutputLock: Sendable {
    /// The open folder the lock is held on (-1: nothing could be locked, e.g. an in-memory file system).
    private let descriptor: Int32

    /// How long a build waits for another one before it gives up, in seconds.
    static let defaultTimeout: Double = 300

    /// Waits until no other process writes `output`, then holds the lock.
    /// - Returns: The lock, or an error when another build still holds it after `timeout` seconds.
    static func acquire(for output: URL, timeout: Double = defaultTimeout) async -> Result<OutputLock, Diagnostic> {
        let parent = output.deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        let descriptor = open(parent.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .success(OutputLock(descriptor: -1)) }
        let deadline = Date().addingTimeInterval(timeout)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, Date() < deadline else {
                close(descriptor)
                return .failure(
                    .error(
                        "another sitegen build is running on \(output.path) (it has been writing it for more than \(String(format: "%g", timeout)) s); "
                            + "wait for it to finish or stop it, then build again",
                        at: SourcePosition.start(of: output.path)))
            }
            try? await Task.sleep(nanoseconds: 20_000_000)
        }
        return .success(OutputLock(descriptor: descriptor))
    }

    /// Lets the next writer in.
    func release() {
        guard descriptor >= 0 else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
