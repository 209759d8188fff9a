public import Foundation
public import SitegenDiagnostics

/// Runs Pagefind over a written output folder, so that the default theme's search page finds
/// episodes without a server: the index lands in `Output/pagefind/`.
///
/// Pagefind reads the pages' `data-pagefind-*` attributes (the episode article is the body, its
/// title weighted above it, collection, category and tag as filters). It writes into a hidden
/// folder inside the output first, which then replaces `pagefind/` by two renames, so a page
/// being served never sees half an index.
public struct SearchIndexer: Sendable, Hashable {
    /// The command that runs Pagefind (`["python3", "-m", "pagefind_bin"]`, or a binary's path).
    public var command: [String]

    /// The command to install Pagefind, as errors name it.
    public static let installHint = "python3 -m pip install pagefind-bin"

    /// The folder of the index in the output.
    public static let folder = "pagefind"
    static let staging = ".pagefind-staging"
    static let retired = ".pagefind-retired"

    /// Creates an indexer that runs `command`.
    public init(command: [String]) {
        self.command = command
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

    /// Indexes the HTML in `output` into `output/pagefind/`; an error when Pagefind fails.
    ///
    /// Pagefind 1.5 writes its filter and metadata files in an order that varies from run to run
    /// (Pagefind/pagefind#638), so the index of pages seen before is taken from `cache`
    /// (`<cache>/<pages>/`, keyed by a digest of the pages' bytes) instead of being made again:
    /// the same pages give the same index, byte for byte, while the cache is kept.
    public func index(_ output: URL, pages: String, cache: URL?) -> Diagnostic? {
        let manager = FileManager.default
        let staging = output.appendingPathComponent(Self.staging)
        let retired = output.appendingPathComponent(Self.retired)
        let target = output.appendingPathComponent(Self.folder)
        try? manager.removeItem(at: staging)
        try? manager.removeItem(at: retired)
        let cached = cache?.appendingPathComponent(pages)
        if let cached, manager.fileExists(atPath: cached.path), (try? Self.link(cached, to: staging)) != nil {
            return swapIn(staging, target: target, retired: retired)
        }
        try? manager.removeItem(at: staging)
        let arguments = command + ["--site", output.path, "--output-path", staging.path, "--quiet"]
        let run = Self.run(arguments)
        if run.status != 0 {
            let problem = "exit status \(run.status): \(run.output.suffix(600))"
            try? manager.removeItem(at: staging)
            return .error(
                "the search index could not be built (`\(command.joined(separator: " "))`): \(problem)",
                at: .start(of: output.path))
        }
        if let cache, let cached { Self.remember(staging, as: cached, in: cache) }
        return swapIn(staging, target: target, retired: retired)
    }

    /// Puts the new index in place of the old one by two renames.
    private func swapIn(_ staging: URL, target: URL, retired: URL) -> Diagnostic? {
        let manager = FileManager.default
        if manager.fileExists(atPath: target.path) { try? manager.moveItem(at: target, to: retired) }
        do {
            try manager.moveItem(at: staging, to: target)
        } catch {
            return .error(
                "cannot put the search index in place: \(error.localizedDescription)", at: .start(of: target.path))
        }
        try? manager.removeItem(at: retired)
        return nil
    }

    /// Keeps a copy of a new index in the cache as the only entry (written beside it, then
    /// renamed, so that two builds sharing the cache never see half an entry).
    private static func remember(_ index: URL, as entry: URL, in cache: URL) {
        let manager = FileManager.default
        let partial = cache.appendingPathComponent(
            ".partial-\(ProcessInfo.processInfo.processIdentifier)-\(entry.lastPathComponent)")
        try? manager.removeItem(at: partial)
        guard (try? manager.createDirectory(at: cache, withIntermediateDirectories: true)) != nil,
            (try? link(index, to: partial)) != nil, (try? manager.moveItem(at: partial, to: entry)) != nil
        else {
            try? manager.removeItem(at: partial)
            return
        }
        for name in (try? manager.contentsOfDirectory(atPath: cache.path)) ?? [] where name != entry.lastPathComponent {
            try? manager.removeItem(at: cache.appendingPathComponent(name))
        }
    }

    /// Recreates the folder tree `source` at `target`, each file hard-linked (copied where links fail).
    static func link(_ source: URL, to target: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: target, withIntermediateDirectories: true)
        for name in try manager.contentsOfDirectory(atPath: source.path) {
            let from = source.appendingPathComponent(name)
            let to = target.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            _ = manager.fileExists(atPath: from.path, isDirectory: &isFolder)
            if isFolder.boolValue {
                try link(from, to: to)
            } else if (try? manager.linkItem(at: from, to: to)) == nil {
                try manager.copyItem(at: from, to: to)
            }
        }
    }

    /// The key of a set of pages: a digest of their paths and bytes and of the command.
    static func key(of pages: [RenderedFile], command: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var second: UInt64 = 0x8422_2325_cbf2_9ce4
        func add(_ bytes: some Sequence<UInt8>) {
            for byte in bytes {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
                second = (second ^ UInt64(byte)) &* 0x0000_0001_0000_01b3 &+ 0x9e37_79b9
            }
        }
        add(command.joined(separator: " ").utf8)
        for page in pages where page.path.hasSuffix(".html") {
            add(page.path.utf8)
            add([0])
            page.data.withUnsafeBytes { add($0) }
        }
        return String(format: "%016llx%016llx", hash, second)
    }

    /// Removes the index (the site turned search off).
    public static func remove(from output: URL) {
        for name in [folder, staging, retired] {
            try? FileManager.default.removeItem(at: output.appendingPathComponent(name))
        }
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
