import Foundation
import SitegenLayout

/// Writes a built site into a temporary folder beside the output folder and swaps it in, so a
/// failed or interrupted build (even one killed with SIGKILL) leaves the previous output as it
/// was. Only one process writes an output folder at a time (``OutputLock``).
struct SiteWriter: Sendable {
    var fileSystem: FileSystem
    /// How long to wait for another build writing the same output, in seconds.
    var lockTimeout: Double = OutputLock.defaultTimeout

    /// Writes `files` as the new contents of `output`.
    func write(_ files: [RenderedFile], to output: URL) async -> [Diagnostic] {
        let lock: OutputLock
        switch await OutputLock.acquire(for: output, timeout: lockTimeout) {
        case .success(let acquired): lock = acquired
        case .failure(let diagnostic): return [diagnostic]
        }
        defer { lock.release() }
        let swap = OutputSwap(output: output, fileSystem: fileSystem)
        swap.removeLeftovers()
        if let problem = swap.readOnlyProblem() { return [problem] }
        let staging = swap.staging
        let position = SourcePosition(file: output.path, line: 1, column: 1)
        do {
            try fileSystem.createDirectory(staging)
        } catch {
            return [.error("cannot create the build folder \(staging.path): \(Self.describe(error))", at: position)]
        }
        var all = files
        if fileSystem.kind(output.appendingPathComponent(".gitkeep")) == .file {
            all.append(RenderedFile(path: ".gitkeep", data: Data()))
        }
        let failures = await writeAll(all, into: staging)
        if let first = failures.first {
            try? fileSystem.remove(staging)
            let more = failures.count > 1 ? " (and \(failures.count - 1) more file\(failures.count == 2 ? "" : "s"))" : ""
            return [.error("cannot write the output file: \(first.message)\(more); \(output.lastPathComponent)/ was left as it was",
                           at: SourcePosition(file: "\(output.path)/\(first.path)", line: 1, column: 1))]
        }
        do {
            try swap.replace()
        } catch {
            try? fileSystem.remove(staging)
            return [.error("cannot replace the output folder: \(Self.describe(error))", at: position)]
        }
        return []
    }

    /// Writes files in parallel batches; returns the failures, sorted by path.
    private func writeAll(_ files: [RenderedFile], into folder: URL) async -> [(path: String, message: String)] {
        let fileSystem = self.fileSystem
        let batches = stride(from: 0, to: files.count, by: 64).map { Array(files[$0..<min($0 + 64, files.count)]) }
        return await withTaskGroup(of: [(path: String, message: String)].self) { group in
            for batch in batches {
                group.addTask {
                    var failures: [(path: String, message: String)] = []
                    for file in batch {
                        do {
                            try fileSystem.write(file.data, folder.appendingPathComponent(file.path))
                        } catch {
                            failures.append((file.path, Self.describe(error)))
                        }
                    }
                    return failures
                }
            }
            var failures: [(path: String, message: String)] = []
            for await batch in group { failures += batch }
            return failures.sorted { $0.path < $1.path }
        }
    }

    /// A file-system error in a few words: the POSIX reason when there is one ("No space left on device").
    static func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }
}
