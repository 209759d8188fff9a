#if os(Linux)
    import Foundation

    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Musl)
        import Musl
    #endif

    extension Platform {
        /// Linux's own calls: `renameat2(RENAME_EXCHANGE)`, one `syncfs(2)`, `copy_file_range(2)`
        /// and inotify; each falls back to the portable call where the kernel or C library lacks it.
        package static let linux = Platform(
            name: "linux",
            exchange: { first, second in
                typealias RenameAt2 =
                    @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
                guard let symbol = dlsym(nil, "renameat2") else { return false }
                let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
                return renameat2(AT_FDCWD, first, AT_FDCWD, second, 2 /* RENAME_EXCHANGE */) == 0
            },
            flush: { folder in
                // One `syncfs` writes the whole file system's cache (Glibc's module does not
                // declare it, hence the lookup).
                typealias SyncFS = @convention(c) (Int32) -> Int32
                let descriptor = open(folder, O_RDONLY | O_CLOEXEC)
                guard descriptor >= 0 else { return }
                defer { close(descriptor) }
                guard let symbol = dlsym(nil, "syncfs"), unsafeBitCast(symbol, to: SyncFS.self)(descriptor) == 0
                else { return syncEveryEntry(under: folder) }
            },
            copyFile: { source, destination in
                try copy(source, to: destination) { input, output, size in
                    try copyInKernel(from: input, to: output, size: size)
                    try copyRemaining(from: input, to: output)
                }
            },
            makeWatcher: { roots, quiet in InotifyWatcher(roots: roots, quietMilliseconds: quiet) }
        )

        /// Copies with `copy_file_range(2)`, which clones the blocks on file systems that share
        /// them (Btrfs, XFS) and copies in the kernel elsewhere; stops where it is refused (another
        /// file system on an older kernel, a special file), leaving the rest to `read`/`write`.
        private static func copyInKernel(from input: Int32, to output: Int32, size: Int) throws {
            typealias CopyFileRange =
                @convention(c) (Int32, UnsafeMutablePointer<Int64>?, Int32, UnsafeMutablePointer<Int64>?, Int, UInt32)
                -> Int
            guard let symbol = dlsym(nil, "copy_file_range") else { return }
            let copyFileRange = unsafeBitCast(symbol, to: CopyFileRange.self)
            var copied = 0
            while true {
                let step = copyFileRange(input, nil, output, nil, max(size - copied, 1 << 20), 0)
                if step > 0 {
                    copied += step
                    continue
                }
                if step == 0 { return }
                if errno == EINTR { continue }
                guard [EXDEV, ENOSYS, EINVAL, EOPNOTSUPP, EBADF].contains(errno) else { throw SystemCall.lastError() }
                return
            }
        }
    }
#endif
