import Foundation
import SitegenLayout

/// Writes a built site into a temporary folder beside the output folder and swaps it in, so a
/// failed or interrupted build leaves the previous output as it was.
struct SiteWriter: Sendable {
    var fileSystem: FileSystem

    /// Writes `files` as the new contents of `output`.
    func write(_ files: [RenderedFile], to output: URL) async -> [Diagnostic] {
        let parent = output.deletingLastPathComponent()
        let name = output.lastPathComponent
        let pid = ProcessInfo.processInfo.processIdentifier
        let staging = parent.appendingPathComponent(".\(name).sitegen-new-\(pid)")
        let retired = parent.appendingPathComponent(".\(name).sitegen-old-\(pid)")
        let position = SourcePosition(file: output.path, line: 1, column: 1)
        try? fileSystem.remove(staging)
        do {
            try fileSystem.createDirectory(staging)
        } catch {
            return [.error("cannot create the build folder \(staging.path): \(error.localizedDescription)", at: position)]
        }
        var all = files
        if fileSystem.kind(output.appendingPathComponent(".gitkeep")) == .file {
            all.append(RenderedFile(path: ".gitkeep", data: Data()))
        }
        let failures = await writeAll(all, into: staging)
        guard failures.isEmpty else {
            try? fileSystem.remove(staging)
            return failures.map { .error("cannot write the output file: \($0.message)", at: SourcePosition(file: "\(output.path)/\($0.path)", line: 1, column: 1)) }
        }
        do {
            let hadOutput = fileSystem.kind(output) != .missing
            if hadOutput { try fileSystem.move(output, retired) }
            do {
                try fileSystem.move(staging, output)
            } catch {
                if hadOutput { try? fileSystem.move(retired, output) }
                throw error
            }
            if hadOutput { try? fileSystem.remove(retired) }
        } catch {
            try? fileSystem.remove(staging)
            return [.error("cannot replace the output folder: \(error.localizedDescription)", at: position)]
        }
        return []
    }

    /// Writes files in parallel batches; returns the failures.
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
                            failures.append((file.path, error.localizedDescription))
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
}
