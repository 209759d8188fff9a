#if !canImport(Darwin)
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Musl)
        import Musl
    #endif

    extension FileStatus {
        /// The status of a `struct stat` as Linux's C libraries spell it (`st_mtim`).
        init(_ info: stat) {
            self.init(
                device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                type: UInt32(info.st_mode) & UInt32(S_IFMT), accessed: Self.nanoseconds(info.st_atim),
                modified: Self.nanoseconds(info.st_mtim), changed: Self.nanoseconds(info.st_ctim),
                links: UInt64(info.st_nlink))
        }
    }
#endif
