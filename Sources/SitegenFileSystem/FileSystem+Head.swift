package import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileSystem {
    /// The first `count` bytes of a file (all of it when it is shorter), read with open(2) and
    /// read(2), not the whole file as `read` would: to tell a file by how it begins (front
    /// matter's `---`) among files that may be large (a site's audio). `nil` when the file cannot
    /// be opened or read. Not one of the closures: it reads the disk, whatever the file system.
    package static func head(of url: URL, count: Int) -> Data? {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: max(count, 0))
        var filled = 0
        while filled < bytes.count {
            let read = bytes.withUnsafeMutableBytes { buffer in
                #if canImport(Glibc)
                    Glibc.read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
                #else
                    Darwin.read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
                #endif
            }
            if read < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if read == 0 { break }
            filled += read
        }
        return Data(bytes[..<filled])
    }
}
