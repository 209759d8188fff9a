import Foundation
import SitegenLayout
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a built site like `SiteWriter` (a new folder beside the output, swapped in), but only
/// the files whose bytes differ from the previous build: unchanged files are hard-linked from
/// the current output into the new folder.
struct IncrementalSiteWriter: Sendable {
    var fileSystem: FileSystem

    /// What a write changed, and its problems.
    struct Outcome: Sendable {
        var changed: [String] = []
        var removed: [String] = []
        var diagnostics: [Diagnostic] = []
    }

    /// Writes `files` as the new contents of `output`; `previous` is what the last successful
    /// write put there (nil: write everything).
    func write(_ files: [RenderedFile], to output: URL, previous: [String: Data]?) async -> Outcome {
        guard let previous, fileSystem.kind(output) == .directory else {
            let diagnostics = await SiteWriter(fileSystem: fileSystem).write(files, to: output)
            return Outcome(changed: files.map(\.path), removed: [], diagnostics: diagnostics)
        }
        let lock: OutputLock
        switch await OutputLock.acquire(for: output) {
        case .success(let acquired): lock = acquired
        case .failure(let diagnostic): return Outcome(diagnostics: [diagnostic])
        }
        defer { lock.release() }
        let swap = OutputSwap(output: output, fileSystem: fileSystem)
        swap.removeLeftovers()
        if let problem = swap.readOnlyProblem() { return Outcome(diagnostics: [problem]) }
        let staging = swap.staging
        let position = SourcePosition(file: output.path, line: 1, column: 1)
        var all = files
        if fileSystem.kind(output.appendingPathComponent(".gitkeep")) == .file {
            all.append(RenderedFile(path: ".gitkeep", data: Data()))
        }
        var outcome = Outcome()
        var folders = Set<String>()
        for file in all {
            var folder = (file.path as NSString).deletingLastPathComponent
            while !folder.isEmpty, folders.insert(folder).inserted { folder = (folder as NSString).deletingLastPathComponent }
        }
        // Plain paths and mkdir(2): URL arithmetic and FileManager cost more than the 10,000 links.
        let stagingPath = staging.path
        let outputPath = output.path
        do {
            try fileSystem.createDirectory(staging)
            for folder in folders.sorted() where mkdir(stagingPath + "/" + folder, 0o755) != 0 && errno != EEXIST {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: stagingPath + "/" + folder])
            }
        } catch {
            try? fileSystem.remove(staging)
            return Outcome(diagnostics: [.error("cannot create the build folder \(staging.path): \(error.localizedDescription)", at: position)])
        }
        let current = Set(all.map(\.path))
        outcome.removed = previous.keys.filter { !current.contains($0) && $0 != ".gitkeep" }.sorted()
        for file in all {
            let unchanged = file.path == ".gitkeep" || previous[file.path] == file.data
            if unchanged, link(outputPath + "/" + file.path, stagingPath + "/" + file.path) == 0 { continue }
            if !unchanged { outcome.changed.append(file.path) }
            do {
                try fileSystem.write(file.data, staging.appendingPathComponent(file.path))
            } catch {
                outcome.diagnostics.append(.error("cannot write the output file: \(error.localizedDescription)", at: SourcePosition(file: "\(output.path)/\(file.path)", line: 1, column: 1)))
            }
        }
        guard outcome.diagnostics.isEmpty else {
            try? fileSystem.remove(staging)
            return outcome
        }
        do {
            try swap.replace()
        } catch {
            try? fileSystem.remove(staging)
            outcome.diagnostics.append(.error("cannot replace the output folder: \(SiteWriter.describe(error))", at: position))
        }
        return outcome
    }
}
