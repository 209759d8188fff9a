import Foundation

/// A file's identity, size and change times (`lstat`): `sitegen serve` reuses a decoded file
/// whose stamp is unchanged without reading it again.
public struct FileStamp: Sendable, Hashable {
    /// The device: with the inode, a file replaced by a rename is another file.
    public var device: UInt64
    /// The inode number.
    public var inode: UInt64
    /// The size in bytes.
    public var size: Int64
    /// The modification time, in nanoseconds since 1970.
    public var modified: Int64
    /// The status-change time, in nanoseconds since 1970.
    public var changed: Int64

    /// The stamp as bytes that stand for the file's contents where they are not read (a copied
    /// file's ``RenderedFile/data``): equal stamps, equal bytes.
    var identity: Data {
        Data("sitegen-copy:\(device):\(inode):\(size):\(modified):\(changed)".utf8)
    }

    /// Whether the stamp can be trusted to change with the next write: file systems keep times
    /// in coarse ticks, so a write within the same tick as the last one could keep the stamp.
    /// Like Git's "racily clean" rule, a stamp younger than two seconds is not trusted.
    func isSettled(now: Date = Date()) -> Bool {
        let nanoseconds = Int64(now.timeIntervalSince1970 * 1e9)
        return nanoseconds - max(modified, changed) > 2_000_000_000
    }
}

extension FileStamp {
    /// The stamp an ``identity`` stands for (nil for other bytes).
    init?(identity: Data) {
        let prefix = "sitegen-copy:".utf8
        guard identity.starts(with: prefix) else { return nil }
        let fields = identity.dropFirst(prefix.count).split(separator: UInt8(ascii: ":")).map {
            String(decoding: $0, as: UTF8.self)
        }
        guard fields.count == 5, let device = UInt64(fields[0]), let inode = UInt64(fields[1]),
            let size = Int64(fields[2]), let modified = Int64(fields[3]), let changed = Int64(fields[4])
        else { return nil }
        self.init(device: device, inode: inode, size: size, modified: modified, changed: changed)
    }
}
