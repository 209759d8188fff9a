#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder removed with everything in it, one `unlinkat(2)` per entry.
///
/// Each folder is read once and its entries are named relative to it (no path is walked again
/// by the kernel, no entry is stat'ed); a symbolic link is removed, never followed. A build
/// removes the output it replaced, tens of thousands of files in as many folders, where
/// FileManager's removal tried each folder as a file and as an empty folder first.
package enum FolderRemoval {
    /// Removes the folder at `path` and everything in it; whether all of it is gone.
    package static func removeTree(atPath path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return errno == ENOENT }
        let emptied = empty(descriptor)
        return (rmdir(path) == 0 || errno == ENOENT) && emptied
    }

    /// Removes everything in the open folder `descriptor`, and closes it; whether all is gone.
    private static func empty(_ descriptor: Int32) -> Bool {
        guard let folder = fdopendir(descriptor) else {
            close(descriptor)
            return false
        }
        defer { closedir(folder) }
        // Every entry first, then the removals: a folder is not changed while it is read.
        var entries: [(name: [CChar], isFolder: Bool)] = []
        while let entry = readdir(folder) {
            let isFolder = entry.pointee.d_type == DT_DIR
            let name = withUnsafePointer(to: &entry.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) {
                    Array(UnsafeBufferPointer(start: $0, count: strlen($0) + 1))
                }
            }
            if name != [46, 0], name != [46, 46, 0] { entries.append((name, isFolder)) }
        }
        var removed = true
        for (name, isFolder) in entries {
            if !isFolder {
                if unlinkat(descriptor, name, 0) == 0 || errno == ENOENT { continue }
                // A file system that gives no type (DT_UNKNOWN) refuses to unlink a folder:
                // EISDIR on Linux, EPERM on Darwin.
                guard errno == EISDIR || errno == EPERM else {
                    removed = false
                    continue
                }
            }
            let child = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard child >= 0 else {
                removed = removed && errno == ENOENT
                continue
            }
            removed = empty(child) && removed
            removed = (unlinkat(descriptor, name, AT_REMOVEDIR) == 0 || errno == ENOENT) && removed
        }
        return removed
    }
}
