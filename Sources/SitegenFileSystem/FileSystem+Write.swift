import Foundation
import SitegenPlatform

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileSystem {
    /// Writes a whole file with open(2) and write(2), creating its folder when missing, without
    /// an fsync: durability comes from one flush of the folder before it is swapped in (`Platform.flush`).
    /// With `truncating` false, an existing file is written over in its own blocks and then cut
    /// to the new length, unless another name links it (a `cp -al` snapshot) or a reader holds
    /// it open under a lock (``readRegularFile(atPath:)``): that name or reader keeps its bytes,
    /// and the path gets a new file.
    static func writeFile(_ data: Data, to url: URL, truncating: Bool = true) throws {
        let path = url.path
        let flags = O_WRONLY | O_CREAT | O_CLOEXEC | (truncating ? O_TRUNC : 0)
        var descriptor = open(path, flags, 0o644)
        if descriptor < 0, errno == ENOENT {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            descriptor = open(path, flags, 0o644)
        }
        if !truncating, descriptor >= 0, !isOnlyName(descriptor) || flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            close(descriptor)
            unlink(path)
            descriptor = open(path, flags | O_TRUNC, 0o644)
        }
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        do {
            try write(data, to: descriptor)
            if !truncating, ftruncate(descriptor, off_t(data.count)) != 0 {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
        } catch {
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0 || errno == EINTR else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
    }

    /// Appends bytes to a file, creating it (not its folder) when missing: a file made a part at
    /// a time, so that the whole of it is never held in memory.
    static func appendFile(_ data: Data, to url: URL) throws {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        do {
            try write(data, to: descriptor)
        } catch {
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0 || errno == EINTR else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
    }

    /// Whether an open file has one name (no other hard link shares its blocks).
    private static func isOnlyName(_ descriptor: Int32) -> Bool {
        var status = stat()
        return fstat(descriptor, &status) == 0 && status.st_nlink == 1
    }

    /// Writes all of `data` to an open file.
    private static func write(_ data: Data, to descriptor: Int32) throws {
        try data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = SystemCall.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                }
                offset += written
            }
        }
    }

    /// A file-system error in a few words: the POSIX reason when there is one ("No space left on device").
    public static func describe(_ error: any Error) -> String {
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSCocoaErrorDomain && nsError.code == NSFileReadNoPermissionError {
            return "permission denied"
        }
        if nsError.domain == NSCocoaErrorDomain && nsError.code == NSFileReadNoSuchFileError { return "no such file" }
        return nsError.localizedDescription
    }
}
