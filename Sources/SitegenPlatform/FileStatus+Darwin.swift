#if canImport(Darwin)
    import Darwin

    extension FileStatus {
        /// The status of a `struct stat` as Darwin spells it (`st_mtimespec`).
        init(_ info: stat) {
            self.init(
                device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                type: UInt32(info.st_mode) & UInt32(S_IFMT), accessed: Self.nanoseconds(info.st_atimespec),
                modified: Self.nanoseconds(info.st_mtimespec), changed: Self.nanoseconds(info.st_ctimespec),
                links: UInt64(info.st_nlink))
        }
    }
#endif
