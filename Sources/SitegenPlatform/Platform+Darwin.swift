#if canImport(Darwin)
    import Darwin
    import Foundation

    extension Platform {
        /// Darwin's own calls: `renamex_np(RENAME_SWAP)`, `fsync` of what was written and one
        /// `fcntl(F_FULLFSYNC)` (on macOS `fsync` and `sync` leave the data in the drive's cache),
        /// `copyfile(COPYFILE_CLONE)`, which clones on APFS, and FSEvents.
        package static let darwin = Platform(
            name: "darwin",
            exchange: { first, second in
                // rename(2) on macOS: "RENAME_SWAP: On file systems that support it, ... swap
                // from and to atomically". EINVAL or ENOTSUP where the file system cannot.
                renamex_np(first, second, UInt32(RENAME_SWAP)) == 0
            },
            flush: { folder in
                syncEveryEntry(under: folder)
                // fcntl(2): F_FULLFSYNC "asks the drive to flush all buffered data to the
                // permanent storage device", for every file of that drive, once.
                let descriptor = open(folder, O_RDONLY | O_CLOEXEC)
                guard descriptor >= 0 else { return }
                _ = fcntl(descriptor, F_FULLFSYNC)
                close(descriptor)
            },
            copyFile: { source, destination in
                // COPYFILE_CLONE implies COPYFILE_EXCL: the destination must not exist. It clones
                // on APFS, copies elsewhere, and with COPYFILE_STAT keeps the times.
                unlink(destination)
                let flags = copyfile_flags_t(COPYFILE_CLONE | COPYFILE_STAT | COPYFILE_DATA)
                if copyfile(source, destination, nil, flags) == 0 { return }
                unlink(destination)
                try copyByReading(source, to: destination)
            },
            makeWatcher: { roots, quiet in FSEventsWatcher(roots: roots, quietMilliseconds: quiet) }
        )
    }
#endif
