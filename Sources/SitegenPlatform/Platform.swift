package import Foundation

/// The operating-system calls whose best form differs from one system to another: exchanging
/// two folders, making a folder durable, copying a file, and watching folders for changes.
///
/// Three implementations: ``linux`` and ``darwin`` (the system's own calls) and ``posix`` (only
/// what every POSIX system has). ``current`` is the system's own unless the environment says
/// `SITEGEN_PLATFORM=posix`, which lets CI on Linux run the portable code a Mac may fall back to.
package struct Platform: Sendable {
    /// The implementation's name: `linux`, `darwin` or `posix`.
    package var name: String
    /// Swaps two folders in one step, so that neither path is ever missing; false where the
    /// system cannot (the caller then renames twice).
    package var exchange: @Sendable (_ first: String, _ second: String) -> Bool
    /// Makes everything written under a folder durable, once, before it is swapped in.
    package var flush: @Sendable (_ folder: String) -> Void
    /// Copies a file to a new path (replacing a file there), keeping its access and
    /// modification times, as `cp -p` does; cloning its blocks where the file system can.
    package var copyFile: @Sendable (_ source: String, _ destination: String) throws -> Void
    /// A watcher of folders (recursive; missing ones are watched once they appear) that reports
    /// each burst of changes after `quietMilliseconds` of silence.
    package var makeWatcher: @Sendable (_ roots: [String], _ quietMilliseconds: Int32) -> any FolderWatcher

    /// The environment variable that chooses the implementation.
    package static let environmentKey = "SITEGEN_PLATFORM"

    /// The implementation this process uses: `SITEGEN_PLATFORM=posix` chooses the portable one,
    /// anything else (or nothing) the system's own. ``selection(from:)`` says which values are wrong.
    package static let current: Platform =
        (try? selection(from: ProcessInfo.processInfo.environment).get()) ?? native

    /// The system's own implementation, or the portable one on a system sitegen has none for.
    package static var native: Platform {
        #if os(Linux)
            linux
        #elseif canImport(Darwin)
            darwin
        #else
            posix
        #endif
    }

    /// The implementation an environment chooses, or what is wrong with its `SITEGEN_PLATFORM`.
    package static func selection(from environment: [String: String]) -> Result<Platform, PlatformChoiceError> {
        switch environment[environmentKey] {
        case nil, "", "native": .success(native)
        case "posix": .success(posix)
        case let other?: .failure(PlatformChoiceError(value: other))
        }
    }
}

/// A `SITEGEN_PLATFORM` value that names no implementation.
package struct PlatformChoiceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The value as the environment spells it.
    package var value: String

    /// What a user reads.
    package var description: String {
        "\(Platform.environmentKey)=\(value) names no platform implementation; use `posix` (the portable calls) or `native` (the default)"
    }
}

extension Platform {
    /// Starts this platform's watcher of `roots`, or the polling one when the system refuses
    /// (no inotify watches left, no FSEvents), so that a preview always rebuilds.
    package func startWatcher(roots: [String], quietMilliseconds: Int32 = 30) -> any FolderWatcher {
        let watcher = makeWatcher(roots, quietMilliseconds)
        if watcher.start() { return watcher }
        let polling = Platform.posix.makeWatcher(roots, quietMilliseconds)
        _ = polling.start()
        return polling
    }
}
