import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileSystem {
    /// Copies a file to a new file (replacing one there) without bringing its bytes into this
    /// process: Linux `copy_file_range(2)`, which clones the blocks on file systems that share
    /// them (Btrfs, XFS) and copies in the kernel elsewhere, with read(2)/write(2) where it is
    /// missing or refused (across file systems on older kernels). The copy keeps the source's
    /// access and modification times, as `cp -p` does, so that the next build can tell it is
    /// still a copy of the same file without reading either.
    static func copyFile(_ source: String, to destination: String) throws {
        let input = open(source, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(input) }
        var info = stat()
        guard fstat(input, &info) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        let output = open(destination, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard output >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        do {
            try copyBytes(from: input, to: output, count: Int(info.st_size))
            let times = [info.st_atim, info.st_mtim]
            guard futimens(output, times) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        } catch {
            close(output)
            unlink(destination)
            throw error
        }
        guard close(output) == 0 || errno == EINTR else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }

    /// Copies `count` bytes (or up to the end) from one open file to another.
    private static func copyBytes(from input: Int32, to output: Int32, count: Int) throws {
        typealias CopyFileRange =
            @convention(c) (Int32, UnsafeMutablePointer<Int64>?, Int32, UnsafeMutablePointer<Int64>?, Int, UInt32) ->
            Int
        var copied = 0
        if let symbol = dlsym(nil, "copy_file_range") {
            let copyFileRange = unsafeBitCast(symbol, to: CopyFileRange.self)
            while true {
                let step = copyFileRange(input, nil, output, nil, max(count - copied, 1 << 20), 0)
                if step > 0 {
                    copied += step
                    continue
                }
                if step == 0 { return }
                if errno == EINTR { continue }
                // Refused (another file system on an older kernel, a special file): go on by hand.
                guard [EXDEV, ENOSYS, EINVAL, EOPNOTSUPP, EBADF].contains(errno) else {
                    throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                }
                break
            }
        }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let read = buffer.withUnsafeMutableBytes { Glibc.read(input, $0.baseAddress, $0.count) }
            if read == 0 { return }
            if read < 0 {
                if errno == EINTR { continue }
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
            var offset = 0
            while offset < read {
                let written = buffer.withUnsafeBytes { Glibc.write(output, $0.baseAddress! + offset, read - offset) }
                if written < 0 {
                    if errno == EINTR { continue }
                    throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                }
                offset += written
            }
        }
    }
}
