import Foundation
import SitegenDiagnostics
import SitegenFileSystem
import SitegenPlatform

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Puts a fully written staging folder in place of the output folder in one step, and tidies
/// what an interrupted build left beside it. Call it only while holding the ``OutputLock``.
///
/// Staging folders are named `.<Output>.sitegen-new-<pid>` and, on systems without an atomic
/// exchange, the retired output `.<Output>.sitegen-old-<pid>`. `sitegen serve` keeps the
/// previous versions of its large files in `.<Output>.sitegen-spare-<pid>` (``spares``).
struct OutputSwap: Sendable {
    /// The output folder.
    var output: URL
    /// The file system.
    var fileSystem: FileSystem
    /// Whose exchange the swap uses (the two renames where it has none).
    var platform: Platform = .current

    /// The parent folder of the output.
    private var parent: URL { output.deletingLastPathComponent() }
    /// The prefix of every staging and retired folder of this output.
    private var prefix: String { ".\(output.lastPathComponent).sitegen-" }

    /// The folder this process writes the new output into.
    var staging: URL { parent.appendingPathComponent("\(prefix)new-\(ProcessInfo.processInfo.processIdentifier)") }
    /// Where the old output goes for a moment when the folders cannot be exchanged atomically.
    private var retired: URL {
        parent.appendingPathComponent("\(prefix)old-\(ProcessInfo.processInfo.processIdentifier)")
    }

    /// Where this process keeps the previous bytes of the large files it updates in place, to
    /// write their next version over (``OutputWriter/replace(_:with:fileSystem:spares:)``).
    var spares: URL { parent.appendingPathComponent("\(prefix)spare-\(ProcessInfo.processInfo.processIdentifier)") }

    /// Removes ``spares``: a session that stops leaves nothing beside the output.
    func removeSpares() {
        try? fileSystem.remove(spares)
    }

    /// Removes the staging and retired folders of builds that were killed, and their spares. A missing output
    /// with a retired folder beside it (a build killed between two renames) gets it back first,
    /// and so does a folder of `restoring` (``ReusedOutputFolders``) that the output lacks and a
    /// leftover holds (a build killed between the swap and moving that folder).
    func removeLeftovers(restoring carried: [String] = []) {
        let names = ((try? fileSystem.list(parent)) ?? []).filter {
            $0.hasPrefix(prefix) && $0 != spares.lastPathComponent
        }.sorted()
        if fileSystem.kind(output) == .missing, let old = names.first(where: { $0.hasPrefix("\(prefix)old-") }) {
            try? fileSystem.move(parent.appendingPathComponent(old), output)
        }
        if fileSystem.kind(output) == .directory {
            for folder in carried where fileSystem.kind(output.appendingPathComponent(folder)) == .missing {
                for name in names {
                    let leftover = parent.appendingPathComponent(name).appendingPathComponent(folder)
                    guard fileSystem.kind(leftover) == .directory else { continue }
                    try? fileSystem.createDirectory(output.appendingPathComponent(folder).deletingLastPathComponent())
                    if (try? fileSystem.move(leftover, output.appendingPathComponent(folder))) != nil { break }
                }
            }
        }
        for name in names { try? fileSystem.remove(parent.appendingPathComponent(name)) }
    }

    /// Why the output folder cannot be replaced (read-only, immutable, on a read-only file
    /// system), or `nil` when it can.
    func readOnlyProblem() -> Diagnostic? {
        let position = SourcePosition.start(of: output.path)
        for (folder, what) in [(output, "the output folder"), (parent, "the folder that holds the output folder")]
        where fileSystem.kind(folder) == .directory && access(folder.path, W_OK) != 0 {
            let reason = String(cString: strerror(errno))
            return .error(
                "\(what) \(folder.path) is not writable (\(reason)); make it writable or build into another --output",
                at: position)
        }
        return nil
    }

    /// Replaces the output with the staging folder: one atomic exchange where the system has
    /// it, else two renames (undone if the second fails). On failure the output is as it was.
    ///
    /// Between the two renames the output is missing. A build killed in that window (a few
    /// microseconds) leaves the previous output complete as `.<Output>.sitegen-old-<pid>`, and
    /// the next build, or `sitegen serve`, puts it back first (``removeLeftovers(restoring:)``).
    /// - Parameter retiring: run with the old output's path once the new one is in place
    ///   (``ReusedOutputFolders`` moves folders out of it).
    /// - Returns: The old output, for the caller to remove (nil when there was none).
    func replace(retiring: (String) -> Void = { _ in }) throws -> URL? {
        guard fileSystem.kind(output) != .missing else {
            try fileSystem.move(staging, output)
            return nil
        }
        if platform.exchange(staging.path, output.path) {
            retiring(staging.path)
            return staging
        }
        try fileSystem.move(output, retired)
        do {
            try fileSystem.move(staging, output)
        } catch {
            try? fileSystem.move(retired, output)
            throw error
        }
        retiring(retired.path)
        return retired
    }

    /// Swaps two folders in one step where the platform can (``Platform/exchange``), so that
    /// the output is never missing, not even for a moment; false where it cannot.
    static func exchange(_ first: URL, _ second: URL) -> Bool {
        Platform.current.exchange(first.path, second.path)
    }
}
