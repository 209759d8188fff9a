import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Platform {
    /// Only what every POSIX system has: no folder exchange (two renames instead, see
    /// `OutputSwap`), `fsync` of every file and folder written, a read/write copy, and a watcher
    /// that polls modification times.
    package static let posix = Platform(
        name: "posix",
        exchange: { _, _ in false },
        flush: { folder in syncEveryEntry(under: folder) },
        copyFile: { source, destination in try copyByReading(source, to: destination) },
        makeWatcher: { roots, quiet in PollingWatcher(roots: roots, quietMilliseconds: quiet) }
    )

    /// `fsync` of every file and folder under `folder` (the folders after what they hold), then
    /// of the folder that holds it: each new file's data and each new name reach the disk.
    package static func syncEveryEntry(under folder: String) {
        func sync(_ path: String) {
            let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
            guard descriptor >= 0 else { return }
            _ = fsync(descriptor)
            close(descriptor)
        }
        func walk(_ path: String) {
            for name in (try? FolderListing.names(atPath: path)) ?? [] {
                let child = path + "/" + name
                guard let status = FileStatus(atPath: child) else { continue }
                if status.isFolder { walk(child) } else if status.isRegularFile { sync(child) }
            }
            sync(path)
        }
        walk(folder)
        sync((folder as NSString).deletingLastPathComponent)
    }

    /// Copies a file with `read(2)` and `write(2)`, keeping its access and modification times.
    package static func copyByReading(_ source: String, to destination: String) throws {
        try copy(source, to: destination) { input, output, _ in try copyRemaining(from: input, to: output) }
    }

    /// Opens `source`, creates `destination`, lets `body` move the bytes, then sets the copy's
    /// times to the source's; a failed copy is removed.
    package static func copy(
        _ source: String, to destination: String,
        body: (_ input: Int32, _ output: Int32, _ size: Int) throws -> Void
    ) throws {
        let input = open(source, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else { throw SystemCall.lastError() }
        defer { close(input) }
        guard let status = FileStatus(descriptor: input) else { throw SystemCall.lastError() }
        let output = open(destination, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard output >= 0 else { throw SystemCall.lastError() }
        do {
            try body(input, output, Int(status.size))
            guard FileStatus.setTimes(of: output, accessed: status.accessed, modified: status.modified) else {
                throw SystemCall.lastError()
            }
        } catch {
            close(output)
            unlink(destination)
            throw error
        }
        guard close(output) == 0 || errno == EINTR else { throw SystemCall.lastError() }
    }

    /// Copies what is left of one open file to another with `read(2)` and `write(2)`.
    package static func copyRemaining(from input: Int32, to output: Int32) throws {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { SystemCall.read(input, $0.baseAddress, $0.count) }
            if count == 0 { return }
            if count < 0 {
                if errno == EINTR { continue }
                throw SystemCall.lastError()
            }
            var offset = 0
            while offset < count {
                let written = buffer.withUnsafeBytes {
                    SystemCall.write(output, $0.baseAddress! + offset, count - offset)
                }
                if written < 0 {
                    if errno == EINTR { continue }
                    throw SystemCall.lastError()
                }
                offset += written
            }
        }
    }
}
