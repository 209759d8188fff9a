package import Foundation

/// A file's identity, size and change times (`lstat`): `sitegen serve` reuses a decoded file
/// whose stamp is unchanged without reading it again.
public struct FileStamp: Sendable, Hashable, Codable {
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
    /// file's ``RenderedFile/data``): equal stamps, equal bytes. A prefix and the five fields as
    /// little-endian 64-bit words (a warm build decodes one per picture, and decimal text would
    /// be formatted and parsed back each time).
    package var identity: Data {
        var data = Data(capacity: Self.identityPrefix.count + 40)
        data.append(contentsOf: Self.identityPrefix)
        for field in [
            device, inode, UInt64(bitPattern: size), UInt64(bitPattern: modified), UInt64(bitPattern: changed),
        ] {
            withUnsafeBytes(of: field.littleEndian) { data.append(contentsOf: $0) }
        }
        return data
    }

    /// The bytes an ``identity`` starts with.
    static let identityPrefix = Array("sitegen-copy:".utf8)

    /// Whether the stamp can be trusted to change with the next write: file systems keep times
    /// in coarse ticks, so a write within the same tick as the last one could keep the stamp.
    /// Like Git's "racily clean" rule, a stamp younger than two seconds is not trusted.
    package func isOldEnoughToTrust(now: Date = Date()) -> Bool {
        let nanoseconds = Int64(now.timeIntervalSince1970 * 1e9)
        return nanoseconds - max(modified, changed) > 2_000_000_000
    }

    /// Creates a value of its parts.
    package init(device: UInt64, inode: UInt64, size: Int64, modified: Int64, changed: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.changed = changed
    }
}

extension FileStamp {
    /// The stamp an ``identity`` stands for (nil for other bytes).
    package init?(identity: Data) {
        let prefix = Self.identityPrefix
        guard identity.count == prefix.count + 40, identity.starts(with: prefix) else { return nil }
        let fields = identity.withUnsafeBytes { bytes in
            (0..<5).map {
                UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: prefix.count + 8 * $0, as: UInt64.self))
            }
        }
        self.init(
            device: fields[0], inode: fields[1], size: Int64(bitPattern: fields[2]),
            modified: Int64(bitPattern: fields[3]), changed: Int64(bitPattern: fields[4]))
    }
}
