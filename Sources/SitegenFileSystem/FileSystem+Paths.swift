package import Foundation
import SitegenPlatform

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileSystem {
    /// The kind of what is at a path, a link not followed (`lstat(2)`, with no `URL` made: the
    /// link check walks every file of an output).
    package static func kind(atPath path: String) -> FileKind {
        guard let status = FileStatus(atPath: path) else { return .missing }
        if status.isFolder { return .directory }
        if status.isSymbolicLink { return .symbolicLink }
        return status.isRegularFile ? .file : .other
    }

    /// Renames `source` onto `target` in one step, replacing what is there (`rename(2)`), so
    /// that a reader sees the old file or the new one, never none; `false` where that fails.
    package static func rename(_ source: URL, onto target: URL) -> Bool {
        SystemCall.rename(source.path, target.path) == 0
    }

    /// Where a symbolic link points, as the link spells it, or `nil` when it is not a link.
    package static func destination(ofLink url: URL) -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)
    }

    /// Whether a path is a folder, a symbolic link to one followed (`stat(2)`).
    package static func isFolder(atPath path: String) -> Bool {
        FileStatus(atPath: path, followingLink: true)?.isFolder == true
    }

    /// The bytes of a regular file read by path, a final symbolic link not followed
    /// (`O_NOFOLLOW`), or `nil`: what the preview server answers with.
    ///
    /// The file is read under a shared lock: a file `sitegen serve` writes over in place (a
    /// spare, ``writeFile(_:to:truncating:)``) is never written while a read that opened it goes on.
    package static func readRegularFile(atPath path: String) -> Data? {
        readBytes(atPath: path, flags: O_NOFOLLOW, limit: nil, sharedLock: true)
    }

    /// Up to `limit` bytes of a file (all of it when `limit` is `nil`), opened with `flags`
    /// besides `O_RDONLY | O_CLOEXEC`, or `nil` when it cannot be opened or read.
    static func readBytes(atPath path: String, flags: Int32, limit: Int?, sharedLock: Bool = false) -> Data? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | flags)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        if sharedLock { _ = flock(descriptor, LOCK_SH) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: min(limit ?? 64 * 1024, 64 * 1024))
        while limit.map({ data.count < $0 }) ?? true {
            let wanted = min(buffer.count, (limit ?? Int.max) - data.count)
            let count = buffer.withUnsafeMutableBytes { SystemCall.read(descriptor, $0.baseAddress, wanted) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
        }
        return data
    }
}
