#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `lstat(2)` or `stat(2)` says of a path, with the times in nanoseconds, whichever way the
/// system spells its `struct stat` fields (`st_mtim` on Linux, `st_mtimespec` on Darwin).
package struct FileStatus: Sendable, Hashable {
    /// The device.
    package var device: UInt64
    /// The inode number.
    package var inode: UInt64
    /// The size in bytes.
    package var size: Int64
    /// The file type bits of the mode (`S_IFMT`).
    package var type: UInt32
    /// The access time, in nanoseconds since 1970.
    package var accessed: Int64
    /// The modification time, in nanoseconds since 1970.
    package var modified: Int64
    /// The status-change time, in nanoseconds since 1970.
    package var changed: Int64
    /// How many names (hard links) the file has.
    package var links: UInt64 = 1

    /// Whether it is a folder.
    package var isFolder: Bool { type == UInt32(S_IFDIR) }
    /// Whether it is a regular file.
    package var isRegularFile: Bool { type == UInt32(S_IFREG) }
    /// Whether it is a symbolic link (only `lstat` sees one).
    package var isSymbolicLink: Bool { type == UInt32(S_IFLNK) }

    /// Creates a status of its parts.
    package init(
        device: UInt64, inode: UInt64, size: Int64, type: UInt32, accessed: Int64, modified: Int64, changed: Int64,
        links: UInt64 = 1
    ) {
        self.device = device
        self.inode = inode
        self.size = size
        self.type = type
        self.accessed = accessed
        self.modified = modified
        self.changed = changed
        self.links = links
    }

    /// The status of a path, a final symbolic link not followed (`lstat`), or followed (`stat`).
    package init?(atPath path: String, followingLink: Bool = false) {
        var info = stat()
        guard (followingLink ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
        self.init(info)
    }

    /// The status of an open file (`fstat`).
    package init?(descriptor: Int32) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        self.init(info)
    }

    /// A `timespec` in nanoseconds.
    static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// Sets an open file's access and modification times (`futimens`), to copy a file's times.
    package static func setTimes(of descriptor: Int32, accessed: Int64, modified: Int64) -> Bool {
        func time(_ nanoseconds: Int64) -> timespec {
            timespec(tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
        }
        let times = [time(accessed), time(modified)]
        return futimens(descriptor, times) == 0
    }
}
