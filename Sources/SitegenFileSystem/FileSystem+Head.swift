package import Foundation

extension FileSystem {
    /// The first `count` bytes of a file (all of it when it is shorter), read with open(2) and
    /// read(2), not the whole file as `read` would: to tell a file by how it begins (front
    /// matter's `---`) among files that may be large (a site's audio). `nil` when the file cannot
    /// be opened or read. Not one of the closures: it reads the disk, whatever the file system.
    package static func head(of url: URL, count: Int) -> Data? {
        readBytes(atPath: url.path, flags: 0, limit: max(count, 0))
    }
}
