public import Foundation
import SitegenContent
public import SitegenDiagnostics

/// Runs Pagefind over a written output folder, so that the default theme's search page finds
/// episodes without a server: the index lands in `Output/pagefind/`.
///
/// Pagefind reads the pages' `data-pagefind-*` attributes (the episode article is the body, its
/// title weighted above it, collection, category and tag as filters). It runs over shards of the
/// pages, kept in the cache folder, whose indexes are merged into one in a hidden folder beside
/// the output, which then replaces `pagefind/` by two renames, so a page being served never sees
/// half an index.
public struct SearchIndexer: Sendable, Hashable {
    /// The command that runs Pagefind (`["python3", "-m", "pagefind_bin"]`, or a binary's path).
    public var command: [String]

    /// The command to install Pagefind, as errors name it.
    public static let installHint = "python3 -m pip install pagefind-bin"

    /// The folder of the index in the output.
    public static let folder = SiteRoutes.searchIndex

    /// The most pages one Pagefind run indexes: Pagefind's time and memory grow faster than its
    /// pages, shards run on every core, and an edit indexes one shard again.
    public var pagesPerShard: Int

    /// Whether shards are indexed in process where their pages allow
    /// (``indexInProcess(_:from:into:bundle:assets:)``); else every shard is a Pagefind run.
    public var inProcess: Bool

    /// Creates an indexer that runs `command`.
    public init(command: [String], pagesPerShard: Int = 250, inProcess: Bool = true) {
        self.command = command
        self.pagesPerShard = pagesPerShard
        self.inProcess = inProcess
    }

    /// The indexer the environment names: `SITEGEN_PAGEFIND` (a Pagefind binary), else a
    /// `pagefind` on the `PATH`, else PyPI's `pagefind-bin` through `python3 -m pagefind_bin`.
    public static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    )
        -> SearchIndexer
    {
        if let path = environment["SITEGEN_PAGEFIND"], !path.isEmpty { return SearchIndexer(command: [path]) }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(folder)/pagefind"
            if FileManager.default.isExecutableFile(atPath: candidate) { return SearchIndexer(command: [candidate]) }
        }
        return SearchIndexer(command: ["python3", "-m", "pagefind_bin"])
    }

    /// Why Pagefind cannot run (with the command that installs it), or `nil` when it can.
    public func unavailability() -> String? {
        let run = Self.run(command + ["--version"])
        if run.status == 0 && run.output.contains("pagefind") { return nil }
        return "`\(command.joined(separator: " ")) --version` failed (status \(run.status)): "
            + run.output.trimmingCharacters(in: .whitespacesAndNewlines).prefix(200)
    }

    /// Indexes the HTML in `output` into `output/pagefind/` after a build session wrote pages in
    /// place: Pagefind reads the output while the server serves it (without the output's lock, so
    /// that the next rebuild does not wait for it), and only the exchange of the new index for
    /// the old takes the lock. Shards whose pages did not change come from `cache`. An error
    /// when Pagefind fails.
    public func indexInPlace(_ output: URL, cache: URL) async -> Diagnostic? {
        let staging = output.deletingLastPathComponent().appendingPathComponent(
            ".\(output.lastPathComponent).search-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: staging) }
        // A session keeps no merged bundle: it keeps the shards it decoded in memory instead.
        if let problem = await makeIndex(of: output, in: staging, cache: cache, keepingMerged: false) {
            return problem
        }
        let lock: OutputLock
        switch await OutputLock.acquire(for: output) {
        case .success(let acquired): lock = acquired
        case .failure(let diagnostic): return diagnostic
        }
        defer { lock.release() }
        return Self.exchange(staging, into: output)
    }

    /// Indexes the HTML in `folder` into `folder/pagefind/` (a plain build's new output folder,
    /// under the output's lock): the index is put together in a staging folder beside `output`
    /// named like the writer's, so that a killed run's is tidied by the next build.
    package func index(_ folder: URL, stagingBeside output: URL, cache: URL) async -> Diagnostic? {
        let staging = output.deletingLastPathComponent().appendingPathComponent(
            ".\(output.lastPathComponent).sitegen-new-\(ProcessInfo.processInfo.processIdentifier)-search")
        defer { try? FileManager.default.removeItem(at: staging) }
        if let problem = await makeIndex(of: folder, in: staging, cache: cache, keepingMerged: true) {
            return problem
        }
        return Self.exchange(staging, into: folder)
    }

    /// Indexes `folder` into `staging`: its searchable pages cut into shards (``SearchShardPlan``),
    /// each shard not in `cache` indexed by its own Pagefind run (as many at once as there are
    /// cores), then the shards' indexes merged into one (``SearchIndexer/merge(_:cache:into:fragments:)``),
    /// unless the cache keeps the bundle merged from the same shards (``linkMerged(_:cache:into:)``);
    /// `keepingMerged` keeps a new one there.
    /// Merging writes every file in an order of its own, so the same pages give the same index,
    /// byte for byte (Pagefind 1.5 alone writes its filters in a varying order, Pagefind/pagefind#638).
    private func makeIndex(of folder: URL, in staging: URL, cache: URL, keepingMerged: Bool) async -> Diagnostic? {
        try? FileManager.default.removeItem(at: staging)
        let found = await SearchPages(in: folder)
        guard !found.pages.isEmpty else {
            return .error("the site has search, but no page to index", at: .start(of: folder.path))
        }
        let plan = SearchShardPlan(
            pages: found.pages, pagesPerShard: pagesPerShard, together: found.sortsByKeys, command: command)
        // The same shards as last time: the bundle merged then is this one.
        if !Self.linkMerged(plan, cache: cache, into: staging) {
            if let problem = await indexShards(plan, from: folder, cache: cache) {
                return .error(
                    "the search index could not be built (`\(command.joined(separator: " "))`): \(problem)",
                    at: .start(of: folder.path))
            }
            var fragments: [String: URL] = [:]
            if let problem = Self.merge(plan, cache: cache, into: staging, fragments: &fragments) {
                return .error("the search index could not be put together: \(problem)", at: .start(of: folder.path))
            }
            if keepingMerged { Self.keepMerged(staging, fragments: fragments, of: plan, cache: cache) }
        }
        Self.prune(cache, keeping: plan)
        Self.pruneMerged(cache, keeping: plan)
        return nil
    }

    /// Puts a new index in place of `folder/pagefind/` in one atomic exchange (so a page being
    /// served never sees half an index); the old one ends in `staging`.
    private static func exchange(_ staging: URL, into folder: URL) -> Diagnostic? {
        let manager = FileManager.default
        let target = folder.appendingPathComponent(Self.folder)
        if manager.fileExists(atPath: target.path) {
            if OutputSwap.exchange(staging, target) { return nil }
            try? manager.removeItem(at: target)
        }
        do {
            try manager.moveItem(at: staging, to: target)
        } catch {
            return .error(
                "cannot put the search index in place: \(error.localizedDescription)", at: .start(of: target.path))
        }
        return nil
    }

    /// Hard-links the output's current index into a new folder that will replace the output (a
    /// build session's), so that search keeps working until the new index is written.
    package static func carry(from output: URL, into staging: URL) {
        let manager = FileManager.default
        let source = output.appendingPathComponent(folder)
        guard let enumerator = manager.enumerator(atPath: source.path) else { return }
        while let path = enumerator.nextObject() as? String {
            let from = source.appendingPathComponent(path)
            let to = staging.appendingPathComponent(folder).appendingPathComponent(path)
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: from.path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                try? manager.createDirectory(at: to, withIntermediateDirectories: true)
            } else {
                try? manager.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
                if (try? manager.linkItem(at: from, to: to)) == nil { try? manager.copyItem(at: from, to: to) }
            }
        }
    }

    /// Removes the index (the site turned search off).
    public static func remove(from output: URL) {
        try? FileManager.default.removeItem(at: output.appendingPathComponent(folder))
    }

    /// Runs a command (through `/usr/bin/env`, so a bare name is looked up on the `PATH`) and
    /// returns its exit status and its output and errors together (status -1 when it cannot start).
    static func run(_ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return (-1, error.localizedDescription) }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
