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
    /// Whether the regular file at `path` (never followed if it is a symbolic link) holds exactly
    /// `data`: its size first, then its bytes in blocks, up to the first that differs. A file
    /// with another hard link (a `cp -al` snapshot of the output, say) is never the same: a build
    /// that links it would share it with that other name. `links` is how many names the file may
    /// have (2 when the caller knows the other one: the output generation a build keeps).
    package static func holds(_ data: Data, at path: String, links: Int = 1) -> Bool {
        holds(count: data.count, at: path, links: links) { matches in data.withUnsafeBytes { matches($0) } }
    }

    /// Whether the regular file at `path` holds `parts` one after another, as ``holds(_:at:links:)``
    /// compares bytes: a file that is never joined in memory (a feed).
    package static func holds(_ parts: [String], at path: String, links: Int = 1) -> Bool {
        let count = parts.reduce(0) { $0 + $1.utf8.count }
        return holds(count: count, at: path, links: links) { matches in
            parts.allSatisfy { part in
                var part = part
                return part.withUTF8 { matches(UnsafeRawBufferPointer($0)) }
            }
        }
    }

    /// Whether the file at `path` has `count` bytes and `links` names, and `matching` finds each
    /// of its pieces equal to the file's next bytes (through the function it is given).
    private static func holds(
        count: Int, at path: String, links: Int,
        matching: ((UnsafeRawBufferPointer) -> Bool) -> Bool
    ) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_nlink == links,
            Int(status.st_size) == count
        else { return false }
        var block = [UInt8](repeating: 0, count: min(1 << 16, max(count, 1)))
        let matched = matching { bytes in
            var offset = 0
            while offset < bytes.count {
                let wanted = min(block.count, bytes.count - offset)
                let read = block.withUnsafeMutableBytes { SystemCall.read(descriptor, $0.baseAddress!, wanted) }
                if read < 0, errno == EINTR { continue }
                guard read > 0,
                    block.withUnsafeBytes({ memcmp($0.baseAddress!, bytes.baseAddress! + offset, read) }) == 0
                else { return false }
                offset += read
            }
            return true
        }
        // The file did not grow meanwhile.
        var extra: UInt8 = 0
        return matched && SystemCall.read(descriptor, &extra, 1) == 0
    }
}
