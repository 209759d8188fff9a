package import Foundation
import SitegenContent
package import SitegenDiagnostics
package import SitegenFileSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a built site as the new contents of the output folder, so that a failed or
/// interrupted build (even one killed with SIGKILL) leaves the previous output as it was, and
/// only one process writes an output folder at a time (``OutputLock``).
///
/// With the digest of what the last write left there (`sitegen serve`), only the files whose
/// bytes differ are written: a change of up to ``inPlaceLimit`` files updates the folder in
/// place (each file written beside its target and renamed over it, so a request sees the old
/// file or the new one, never a part); a larger one writes a new folder beside the output,
/// hard-linking the unchanged files into it, and swaps it in atomically. Without a digest
/// (`sitegen build`), every file is written into the new folder, unless the output already holds
/// them all and nothing else (then nothing is written; `OutputWriter+Unchanged.swift`). The new
/// folder's data reaches the disk with one flush before the swap (`Platform.flush`), not as each
/// file is written.
package struct OutputWriter: Sendable {
    var fileSystem: FileSystem
    /// How long to wait for another build writing the same output, in seconds.
    var lockTimeout: Double = OutputLock.defaultTimeout

    /// The most changed and removed files a rebuild writes in place.
    static let inPlaceLimit = 200

    /// What a write changed, and its problems.
    package struct Outcome: Sendable {
        package var changed: [String] = []
        package var removed: [String] = []
        package var diagnostics: [Diagnostic] = []
        /// How long `finishing` took (the search index of a plain build).
        package var finishing: Duration = .zero
        /// Whether the output already held every file, so that nothing was written.
        package var unchanged = false
    }

    /// Writes `files` as the new contents of `output`.
    /// - Parameters:
    ///   - previous: what the last successful write put there (nil: write everything).
    ///   - candidates: when the files are those of the last write and only these may differ (known
    ///     from how they were made), those files; nil: compare every file.
    ///   - finishing: run on a new folder once its files are written, before it replaces the
    ///     output (the search index is written there); its error leaves the output as it was.
    ///   - finished: the folder `finishing` writes, when the output may already hold it as it
    ///     would be written (then a write whose files are all there writes nothing).
    ///   - generation: where the output a write replaces is kept, to be the next write's new
    ///     folder (`OutputWriter+Generation.swift`); nil: it is removed.
    ///   - succeeded: run once the new files are in place, while the old output is removed
    ///     (work that must wait for a successful write, such as pruning the picture cache).
    package func write(
        _ files: [RenderedFile], to output: URL, previous: [String: Data]?, candidates: [RenderedFile]? = nil,
        finishing: (@Sendable (URL) async -> Diagnostic?)? = nil, finished: FinishedFolder? = nil,
        generation: URL? = nil,
        succeeded: (@Sendable () async -> Void)? = nil
    ) async -> Outcome {
        let lock: OutputLock
        switch await OutputLock.acquire(for: output, timeout: lockTimeout) {
        case .success(let acquired): lock = acquired
        case .failure(let diagnostic): return Outcome(diagnostics: [diagnostic])
        }
        defer { lock.release() }
        let swap = OutputSwap(output: output, fileSystem: fileSystem)
        let carriable = ReusedOutputFolders.candidates(in: files)
        swap.removeLeftovers(restoring: carriable.keys.sorted())
        if let problem = swap.readOnlyProblem() { return Outcome(diagnostics: [problem]) }
        var all = files
        if fileSystem.kind(output.appendingPathComponent(SiteRoutes.outputPlaceholder)) == .file {
            all.append(RenderedFile(path: SiteRoutes.outputPlaceholder, data: Data()))
        }
        let previous = fileSystem.kind(output) == .directory ? previous : nil
        let changed: [RenderedFile]
        let removed: [String]
        if let previous, let candidates {
            changed = candidates.filter { previous[$0.path] != $0.data }
            removed = []
        } else {
            // Files reused from the previous build share its bytes' storage: comparing them is cheap.
            changed = all.filter { $0.path != SiteRoutes.outputPlaceholder && previous?[$0.path] != $0.data }
            if let previous {
                let current = Set(all.map(\.path))
                removed = previous.keys.filter { !current.contains($0) && $0 != SiteRoutes.outputPlaceholder }.sorted()
            } else {
                removed = []
            }
        }
        if previous == nil, finishing == nil || finished != nil, fileSystem.kind(output) == .directory,
            holdsExactly(
                all, in: output.path, generation: generation.flatMap { Self.isApart($0, from: output) ? $0.path : nil },
                besides: finished?.path),
            await finished?.isCurrent(output) ?? true
        {
            await succeeded?()
            return Outcome(unchanged: true)
        }
        if previous != nil, changed.count + removed.count <= Self.inPlaceLimit, !changed.contains(where: \.isStored),
            updateInPlace(changed, removing: removed, in: output.path)
        {
            await succeeded?()
            return Outcome(changed: changed.map(\.path), removed: removed)
        }
        let position = SourcePosition.start(of: output.path)
        let staging = swap.staging
        let generation = generation.flatMap { Self.isApart($0, from: output) ? $0 : nil }
        var carried = ReusedOutputFolders(carriable, output: output.path, fileSystem: fileSystem)
        var written = carried.notCarried(all)
        // The folders that hold the carried ones are made, so that each is moved in one rename.
        let folders = Self.folders(for: written, also: carried.folders.keys.map(\.parentPath))
        if let generation, takeGeneration(generation, as: staging, output: output) {
            let kept = await prepare(generation: staging, for: written, output: output, folders: folders)
            written = written.filter { !kept.contains($0.path) }
        }
        if let problem = await createFolders(folders, in: staging) {
            try? fileSystem.remove(staging)
            return Outcome(diagnostics: [
                .error("cannot create the build folder \(staging.path): \(problem)", at: position)
            ])
        }
        // The carried folders are listed and filled on one core while the new folder is written.
        let unfilled = carried
        let outputPath = output.path
        let fileSystem = self.fileSystem
        async let filling: ReusedOutputFolders = {
            var folders = unfilled
            folders.fill(outputPath, fileSystem: fileSystem)
            return folders
        }()
        var failures = await writeAll(
            written, into: staging, linkingUnchangedFrom: previous.map { ($0, output.path) },
            copiesFrom: fileSystem.kind(output) == .directory ? output.path : nil, comparing: previous == nil)
        carried = await filling
        if carried.folders.count < unfilled.folders.count {
            // Folders that filling dropped (or all, when it failed): the new folder gets their files.
            let rest = unfilled.carriedFiles(of: all).filter { carried.folders[$0.path.parentPath] == nil }
            if let problem = await createFolders(Self.folders(for: rest), in: staging) {
                failures.append((rest.first?.path.parentPath ?? "", problem))
            } else {
                failures += await writeAll(
                    rest, into: staging, linkingUnchangedFrom: nil,
                    copiesFrom: fileSystem.kind(output) == .directory ? output.path : nil)
            }
            failures.sort { $0.path < $1.path }
        }
        if let first = failures.first {
            carried.undo()
            try? fileSystem.remove(staging)
            let more =
                failures.count > 1 ? " (and \(failures.count - 1) more file\(failures.count == 2 ? "" : "s"))" : ""
            return Outcome(diagnostics: [
                .error(
                    "cannot write the output file: \(first.message)\(more); \(output.lastPathComponent)/ was left as it was",
                    at: .start(of: "\(output.path)/\(first.path)"))
            ])
        }
        let finishingStart = ContinuousClock.now
        if let finishing, let problem = await finishing(staging) {
            carried.undo()
            try? fileSystem.remove(staging)
            return Outcome(diagnostics: [problem])
        }
        let finished = finishing == nil ? Duration.zero : finishingStart.duration(to: .now)
        fileSystem.sync(staging)
        let retired: URL?
        do {
            retired = try swap.replace { carried.carry(from: $0, into: output.path, fileSystem: fileSystem) }
        } catch {
            carried.undo()
            try? fileSystem.remove(staging)
            return Outcome(diagnostics: [
                .error("cannot replace the output folder: \(FileSystem.describe(error))", at: position)
            ])
        }
        // The old output is kept for the next write, or removed on every core, beside the work
        // after a success.
        async let removal: Void = {
            if let retired, !(generation.map { keepGeneration(retired, at: $0) } ?? false) {
                await fileSystem.removeInParallel(retired)
            }
        }()
        await succeeded?()
        await removal
        return Outcome(changed: changed.map(\.path), removed: removed, finishing: finished)
    }

    /// Every folder the files need, and the folders `extra`, with the folders that hold them.
    static func folders(for files: [RenderedFile], also extra: [String] = []) -> Set<String> {
        var folders = Set<String>()
        for start in files.map(\.path.parentPath) + extra {
            var folder = start
            while !folder.isEmpty, folders.insert(folder).inserted {
                folder = folder.parentPath
            }
        }
        return folders
    }

    /// Writes the files into `folder` on every core, hard-linking those whose bytes equal the
    /// previous write's from the output folder, and the copied files that the output folder
    /// `copiesFrom` still holds copies of; returns the failures, sorted by path.
    ///
    /// `comparing` (a build without the digest of the last write: `sitegen build`) hard-links
    /// every file whose bytes the output folder `copiesFrom` holds under its path: a rebuild
    /// writes only what changed, so an unchanged page keeps its modification time (a deploy by
    /// `rsync` or `aws s3 sync` sends only what changed) and a build on a disk flushes less.
    private func writeAll(
        _ files: [RenderedFile], into folder: URL,
        linkingUnchangedFrom previous: (files: [String: Data], path: String)?,
        copiesFrom output: String?, comparing: Bool = false
    ) async -> [(path: String, message: String)] {
        let fileSystem = self.fileSystem
        let folderPath = folder.path
        let failures = await files.concurrentMap { file -> (path: String, message: String)? in
            if let previous, file.storedAt == nil,
                file.path == SiteRoutes.outputPlaceholder || previous.files[file.path] == file.data,
                link(previous.path + "/" + file.path, folderPath + "/" + file.path) == 0
            {
                return nil
            }
            // A stored page was compared when it was stored (``PageStore``).
            if comparing, let output, file.copiedFrom == nil, file.linkedFrom == nil, file.storedAt == nil,
                FileSystem.holds(file.data, at: output + "/" + file.path),
                link(output + "/" + file.path, folderPath + "/" + file.path) == 0
            {
                return nil
            }
            do {
                try Self.place(file, at: folderPath + "/" + file.path, fileSystem: fileSystem, copiesFrom: output)
                return nil
            } catch {
                return (file.path, FileSystem.describe(error))
            }
        }
        return failures.compactMap { $0 }.sorted { $0.path < $1.path }
    }

    /// Whether the file at `path` is still a copy of a copied file's source: its size and
    /// modification time are the source's, and the source's stamp is old enough to be trusted.
    static func holdsCopy(of file: RenderedFile, at path: String, fileSystem: FileSystem) -> Bool {
        guard let source = file.copiedFrom,
            let old = fileSystem.stamp(URL(fileURLWithPath: path, isDirectory: false)),
            // The source's stamp as the composition took it (its `data`) spares a second `lstat`.
            let new = FileStamp(identity: file.data)
                ?? fileSystem.stamp(URL(fileURLWithPath: source, isDirectory: false))
        else { return false }
        return new.isOldEnoughToTrust() && old.size == new.size && old.modified == new.modified
    }

    /// Writes a file's bytes at a path, or for a linked or stored file hard-links its source
    /// there (a copy when the two are on different file systems); a copied file is hard-linked from the
    /// folder `copiesFrom` (the output being replaced) when the file there is still a copy of
    /// its source, else copied; a linked file whose source is gone is linked from `copiesFrom`.
    static func place(
        _ file: RenderedFile, at path: String, fileSystem: FileSystem, copiesFrom output: String? = nil
    )
        throws
    {
        if let stored = file.storedAt {
            // The folder is new, so the name is free: unlink only when something is there after all.
            if link(stored, path) == 0 || (errno == EEXIST && unlink(path) == 0 && link(stored, path) == 0) { return }
            try fileSystem.write(
                try fileSystem.read(URL(fileURLWithPath: stored, isDirectory: false)),
                URL(fileURLWithPath: path, isDirectory: false))
            return
        }
        if let source = file.copiedFrom {
            // Made only where it is needed: most copied files are linked from the last output.
            var sourceURL: URL { URL(fileURLWithPath: source, isDirectory: false) }
            if let output, holdsCopy(of: file, at: output + "/" + file.path, fileSystem: fileSystem),
                link(output + "/" + file.path, path) == 0
            {
                return
            }
            if let copy = fileSystem.copy {
                try copy(sourceURL, URL(fileURLWithPath: path, isDirectory: false))
            } else {
                try fileSystem.write(try fileSystem.read(sourceURL), URL(fileURLWithPath: path, isDirectory: false))
            }
            return
        }
        guard let source = file.linkedFrom else {
            try fileSystem.write(file.data, URL(fileURLWithPath: path, isDirectory: false))
            return
        }
        // The folder is new, so the name is free: unlink only when something is there after all.
        if link(source, path) == 0 || (errno == EEXIST && unlink(path) == 0 && link(source, path) == 0) { return }
        // A linked file's name holds the hash of its bytes, so the output being replaced holds the
        // same bytes under it: the build found it there, and its cache file may have been pruned.
        if let output, link(output + "/" + file.path, path) == 0 { return }
        try fileSystem.write(
            try fileSystem.read(URL(fileURLWithPath: source, isDirectory: false)),
            URL(fileURLWithPath: path, isDirectory: false))
    }

    /// Creates a value of its parts.
    package init(fileSystem: FileSystem, lockTimeout: Double = OutputLock.defaultTimeout) {
        self.fileSystem = fileSystem
        self.lockTimeout = lockTimeout
    }
}
