package import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileSystem {
    /// What is at a path as `stat(2)` sees it: a symbolic link followed to what it leads to, where
    /// `kind` does not follow it. A link that leads nowhere, or round in a loop, is `.missing`, as
    /// `FileManager.fileExists(atPath:)` has it. The path is told by `kind`; only a link is
    /// followed on the disk, whatever the file system.
    package func kindFollowingLinks(_ url: URL) -> FileKind {
        let found = kind(url)
        guard found == .symbolicLink else { return found }
        var info = stat()
        guard stat(url.path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .file
        default: return .other
        }
    }

    /// A path with its symbolic links resolved and its `.` and `..` taken out, as
    /// `URL.resolvingSymlinksInPath()` gives it: the path as it is where a link cannot be
    /// resolved. Not one of the closures: the links are read on the disk, whatever the file system.
    package static func resolvingSymbolicLinks(_ url: URL) -> URL {
        url.resolvingSymlinksInPath()
    }
}
