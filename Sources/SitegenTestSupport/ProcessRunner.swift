public import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The outcome of a finished process.
public struct ProcessOutput: Sendable {
    /// The exit status.
    public var status: Int32
    /// Everything written to standard output.
    public var standardOutput: String
    /// Everything written to standard error.
    public var standardError: String
}

/// Runs a program to completion, collecting its output.
public enum ProcessRunner {
    /// Runs `executable` with `arguments`, feeding `input` on standard input, once one of the
    /// ``ProcessSlots`` is free, and waits on a thread of its own (``BlockingThread``). A program still running after
    /// ``SpawnedProcess/hangCeiling`` seconds is killed (a hang, never a slow machine), and its
    /// standard error says so.
    public static func run(
        _ executable: String, _ arguments: [String], input: Data? = nil, currentDirectory: URL? = nil
    ) async throws -> ProcessOutput {
        try await ProcessSlots.shared.withSlot {
            try await BlockingThread.run {
                try runBlocking(executable, arguments, input: input, currentDirectory: currentDirectory)
            }
        }
    }

    /// Runs a program as ``run(_:_:input:currentDirectory:)`` does, blocking the calling thread:
    /// only for short probes made outside Swift concurrency.
    public static func runBlocking(
        _ executable: String, _ arguments: [String], input: Data? = nil, currentDirectory: URL? = nil
    ) throws -> ProcessOutput {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        let folder = try PackagePaths.temporaryFolder("sitegen-process")
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("out")
        let errURL = folder.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        if let input {
            let inURL = folder.appendingPathComponent("in")
            try input.write(to: inURL)
            process.standardInput = try FileHandle(forReadingFrom: inURL)
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        try process.run()
        let start = Date()
        var outlived = false
        while process.isRunning {
            if !outlived, Date().timeIntervalSince(start) > SpawnedProcess.hangCeiling {
                outlived = true
                kill(process.processIdentifier, SIGKILL)
            }
            usleep(5_000)
        }
        process.waitUntilExit()
        try out.close()
        try err.close()
        let note = outlived ? "\n(killed after \(Int(SpawnedProcess.hangCeiling)) s: a hang)\n" : ""
        return ProcessOutput(
            status: process.terminationStatus,
            standardOutput: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
            standardError: ((try? String(contentsOf: errURL, encoding: .utf8)) ?? "") + note
        )
    }
}
