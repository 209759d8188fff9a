public import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A child process started with `posix_spawn`, whose standard output and error go to files, so
/// that a test can kill it at any moment and read how much memory and time it used.
///
/// The peak memory is the process's own high-water mark (`VmHWM` in `/proc/<pid>/status`,
/// Linux), sampled every 2 ms until it ends: `ru_maxrss` from `wait4` would not do, because
/// Linux carries the spawning test process's (much larger) peak over into the child at exec.
public struct SpawnedProcess: Sendable {
    /// How a finished process ended and what it used.
    public struct Outcome: Sendable {
        /// The exit status, or `nil` when a signal ended the process.
        public var exitStatus: Int32?
        /// The signal that ended the process, if one did.
        public var signal: Int32?
        /// Everything written to standard output.
        public var standardOutput: String
        /// Everything written to standard error.
        public var standardError: String
        /// The peak resident memory in bytes, as last sampled before the end (0 where `/proc` is missing).
        public var peakMemory: Int
        /// The wall-clock time from start to end, in seconds (for reports and for aiming kills,
        /// never for a pass/fail limit: timings belong to `make bench`).
        public var seconds: Double
        /// Whether the process was killed because it outlived the ceiling against hangs.
        public var outlivedCeiling = false
    }

    /// How long ``wait(ceiling:)`` lets a process run before it counts as hung: ten minutes, so
    /// that no machine is too slow for it, while a real hang still ends the test.
    public static let hangCeiling: Double = 600

    /// The process id.
    public let pid: pid_t
    private let folder: URL
    private let start: Date
    /// The name the process has once its program runs (`Name:` in `/proc/PID/status`, at most 15
    /// bytes): until then it is the test runner's copy, whose memory is not the program's.
    private let command: String

    /// Starts `executable` with `arguments` (standard input is /dev/null).
    /// - Throws: `POSIXError` when the process cannot be started.
    public init(_ executable: String, _ arguments: [String]) throws {
        folder = try PackagePaths.temporaryFolder("sitegen-spawn")
        command = String(
            decoding: Array(URL(fileURLWithPath: executable).lastPathComponent.utf8.prefix(15)), as: UTF8.self)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(
            &actions, 1, folder.appendingPathComponent("out").path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(
            &actions, 2, folder.appendingPathComponent("err").path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        start = Date()
        let status = posix_spawn(&child, executable, &actions, nil, argv, environ)
        guard status == 0 else {
            try? FileManager.default.removeItem(at: folder)
            throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EINVAL)
        }
        pid = child
    }

    /// Sends a signal (SIGINT is what Ctrl-C sends).
    public func send(_ signal: Int32) {
        #if canImport(Glibc)
            _ = Glibc.kill(pid, signal)
        #else
            _ = Darwin.kill(pid, signal)
        #endif
    }

    /// What the process has written to standard output so far.
    public var outputSoFar: String {
        (try? String(contentsOf: folder.appendingPathComponent("out"), encoding: .utf8)) ?? ""
    }

    /// Sends SIGKILL.
    public func kill() {
        #if canImport(Glibc)
            _ = Glibc.kill(pid, SIGKILL)
        #else
            _ = Darwin.kill(pid, SIGKILL)
        #endif
    }

    /// Whether the process has ended (without collecting it: ``wait(ceiling:)`` still can).
    public var hasEnded: Bool {
        var info = siginfo_t()
        guard waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 else { return true }
        #if canImport(Glibc)
            return info._sifields._kill.si_pid == pid
        #else
            return info.si_pid == pid
        #endif
    }

    /// Waits (on a thread of its own, ``BlockingThread``) for the process to end and collects its
    /// output; a process still running after `ceiling` seconds is killed (a hang), and the
    /// outcome says so.
    public func wait(ceiling: Double = hangCeiling) async -> Outcome {
        await BlockingThread.run { waitBlocking(ceiling: ceiling) }
    }

    /// Waits as ``wait(ceiling:)`` does, blocking the calling thread.
    func waitBlocking(ceiling: Double) -> Outcome {
        var status: Int32 = 0
        var peak = 0
        var outlived = false
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid || (result < 0 && errno != EINTR) { break }
            peak = max(peak, Self.highWaterMark(of: pid, command: command))
            if !outlived, Date().timeIntervalSince(start) > ceiling {
                outlived = true
                kill()
            }
            usleep(2_000)
        }
        let seconds = Date().timeIntervalSince(start)
        let read = { (name: String) in
            (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
        }
        let outcome = Outcome(
            exitStatus: status & 0x7f == 0 ? (status >> 8) & 0xff : nil,
            signal: status & 0x7f == 0 ? nil : status & 0x7f,
            standardOutput: read("out"), standardError: read("err"),
            peakMemory: peak, seconds: seconds, outlivedCeiling: outlived)
        try? FileManager.default.removeItem(at: folder)
        return outcome
    }

    /// A running process's peak resident memory in bytes (`VmHWM`), or 0 when unknown or when
    /// the process does not run `command` yet: `posix_spawn` returns while the child still has
    /// the test runner's memory (the kernel lets the parent go on before the child's memory is
    /// swapped for the program's), and that memory's peak is the runner's (much larger).
    static func highWaterMark(of pid: pid_t, command: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return 0 }
        let lines = status.split(separator: "\n")
        guard
            lines.first(where: { $0.hasPrefix("Name:") })?.dropFirst(5).trimmingCharacters(in: .whitespaces) == command,
            let line = lines.first(where: { $0.hasPrefix("VmHWM:") })
        else { return 0 }
        let kilobytes = line.split(separator: " ").compactMap { Int($0) }.first ?? 0
        return kilobytes * 1024
    }

    /// Runs a program to its end.
    public static func run(_ executable: String, _ arguments: [String]) async throws -> Outcome {
        try await SpawnedProcess(executable, arguments).wait()
    }
}
