public import Foundation
import SitegenPlatform

/// The one seam through which the site pipeline touches files: a struct of closures, with
/// `disk` for the real file system.
public struct FileSystem: Sendable {
    /// Reads a whole file.
    public var read: @Sendable (URL) throws -> Data
    /// The names of a folder's entries (not recursive, unsorted).
    public var list: @Sendable (URL) throws -> [String]
    /// What is at a path: nothing, a file, a folder, or a symbolic link.
    public var kind: @Sendable (URL) -> FileKind
    /// Writes a whole file, creating parent folders.
    public var write: @Sendable (Data, URL) throws -> Void
    /// Creates a folder and its parents.
    public var createDirectory: @Sendable (URL) throws -> Void
    /// Removes a file or a folder with its contents.
    public var remove: @Sendable (URL) throws -> Void
    /// Renames a file or folder (atomic on one file system).
    public var move: @Sendable (URL, URL) throws -> Void
    /// The size of a file in bytes, when known without reading it.
    public var size: @Sendable (URL) -> Int?
    /// A file's identity and change times, when known: equal stamps, same file content.
    public var stamp: @Sendable (URL) -> FileStamp? = { _ in nil }
    /// Makes what was written under a folder durable, once, before it is swapped in.
    public var sync: @Sendable (URL) -> Void = { _ in }
    /// Copies a file's bytes to a new file, keeping its modification time (nil: read and write).
    public var copy: (@Sendable (URL, URL) throws -> Void)?
    /// Whether this process may read a file.
    public var isReadable: @Sendable (URL) -> Bool = { _ in true }
    /// Writes a whole file over the one at the path, in its blocks, cut to the new length (nil:
    /// `write`): a file written again and again (`sitegen serve`'s feeds) then needs no new blocks.
    public var overwrite: (@Sendable (Data, URL) throws -> Void)?
    /// Appends bytes to a file, creating it when missing (nil: a file made in parts is written
    /// whole, once all its parts are made).
    public var append: (@Sendable (Data, URL) throws -> Void)?

    /// What a path holds.
    public enum FileKind: Sendable, Hashable {
        /// Nothing is there.
        case missing
        /// A regular file.
        case file
        /// A folder.
        case directory
        /// A symbolic link (not followed).
        case symbolicLink
        /// Something that is neither a file nor a folder: a named pipe, a socket or a device.
        case other
    }

    /// Creates a file system from its operations.
    public init(
        read: @escaping @Sendable (URL) throws -> Data, list: @escaping @Sendable (URL) throws -> [String],
        kind: @escaping @Sendable (URL) -> FileKind, write: @escaping @Sendable (Data, URL) throws -> Void,
        createDirectory: @escaping @Sendable (URL) throws -> Void, remove: @escaping @Sendable (URL) throws -> Void,
        move: @escaping @Sendable (URL, URL) throws -> Void,
        size: @escaping @Sendable (URL) -> Int? = { _ in nil },
        stamp: @escaping @Sendable (URL) -> FileStamp? = { _ in nil },
        sync: @escaping @Sendable (URL) -> Void = { _ in },
        copy: (@Sendable (URL, URL) throws -> Void)? = nil,
        isReadable: @escaping @Sendable (URL) -> Bool = { _ in true },
        overwrite: (@Sendable (Data, URL) throws -> Void)? = nil,
        append: (@Sendable (Data, URL) throws -> Void)? = nil
    ) {
        self.read = read
        self.list = list
        self.kind = kind
        self.write = write
        self.createDirectory = createDirectory
        self.remove = remove
        self.move = move
        self.size = size
        self.stamp = stamp
        self.sync = sync
        self.copy = copy
        self.isReadable = isReadable
        self.overwrite = overwrite
        self.append = append
    }

    /// The real file system.
    public static let disk = FileSystem(
        read: { try Data(contentsOf: $0) },
        list: { try FileSystem.listFolder($0.path) },
        // lstat(2) directly: FileManager's attributesOfItem builds a dictionary per call.
        kind: { FileSystem.kind(atPath: $0.path) },
        write: { data, url in try FileSystem.writeFile(data, to: url) },
        createDirectory: { try FileManager.default.createDirectory(at: $0, withIntermediateDirectories: true) },
        remove: { url in
            // A file or a link is one unlink(2); FileManager's removal stats it and walks its path
            // first (a build removes the replaced output's tens of thousands of files).
            if unlink(url.path) == 0 { return }
            // A folder: removed entry by entry without FileManager's tries and stats (what is
            // left, FileManager names in its error).
            if errno == EISDIR || errno == EPERM, FolderRemoval.removeTree(atPath: url.path) { return }
            try FileManager.default.removeItem(at: url)
        },
        move: { try FileManager.default.moveItem(at: $0, to: $1) },
        size: { url in FileStatus(atPath: url.path).map { Int($0.size) } },
        stamp: { url in
            FileStatus(atPath: url.path).map {
                FileStamp(
                    device: $0.device, inode: $0.inode, size: $0.size, modified: $0.modified, changed: $0.changed)
            }
        },
        sync: { Platform.current.flush($0.path) },
        copy: { try Platform.current.copyFile($0.path, $1.path) },
        isReadable: { access($0.path, R_OK) == 0 },
        overwrite: { data, url in try FileSystem.writeFile(data, to: url, truncating: false) },
        append: { data, url in try FileSystem.appendFile(data, to: url) }
    )
}
