import Foundation
import SitegenFileSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Output/ on disk: finds files by real path and refuses anything that resolves outside it.
///
/// Every lookup resolves the real path again and opens the file by that path, so a request that
/// races a rebuild's folder swap reads either the old or the new file, whole.
struct OutputFolder: Sendable {
    /// The output folder as given.
    var root: URL

    /// What a lookup found.
    enum Lookup: Equatable, Sendable {
        /// A regular file inside Output/, with its bytes.
        case file(name: String, data: Data)
        /// A folder asked for without its trailing slash.
        case folder
        /// Nothing (or something outside Output/, or not a regular file).
        case missing
    }

    /// The real path of `path`, if it exists.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Looks a decoded path up; a folder with a trailing slash means its `index.html`.
    func lookup(_ segments: [String], trailingSlash: Bool) -> Lookup {
        for attempt in 0..<2 {
            let result = lookupOnce(segments, trailingSlash: trailingSlash)
            // A miss can be the instant of a non-atomic folder swap: look once more.
            if result != .missing || attempt == 1 { return result }
            usleep(20_000)
        }
        return .missing
    }

    private func lookupOnce(_ segments: [String], trailingSlash: Bool) -> Lookup {
        guard let base = Self.realPath(root.path) else { return .missing }
        let requested = ([base] + segments).joined(separator: "/")
        guard let real = Self.realPath(requested), Self.contains(base, real) else { return .missing }
        let kind = FileSystem.kind(atPath: real)
        if kind == .directory {
            guard trailingSlash else { return .folder }
            guard let index = Self.realPath(real + "/index.html"), Self.contains(base, index) else { return .missing }
            return readFile(index, name: "index.html")
        }
        guard !trailingSlash, kind == .file else { return .missing }
        return readFile(real, name: segments.last ?? "")
    }

    /// Whether `path` is `base` or below it.
    static func contains(_ base: String, _ path: String) -> Bool {
        path == base || path.hasPrefix(base.hasSuffix("/") ? base : base + "/")
    }

    /// Reads a whole regular file by path (not following a final symbolic link).
    private func readFile(_ path: String, name: String) -> Lookup {
        guard let data = FileSystem.readRegularFile(atPath: path) else { return .missing }
        return .file(name: name, data: data)
    }
}
