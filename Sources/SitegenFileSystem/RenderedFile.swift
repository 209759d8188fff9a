public import Foundation

/// One file of the built site: its path relative to Output/ and its bytes.
///
/// A class, not a struct: a build carries some 40,000 of them (a picture's variants are files
/// too) through merges, the path index, the writer and the next build's cache, and a copy of a
/// reference is one retain where a copy of four fields was four.
public final class RenderedFile: Sendable, Hashable {
    /// The path relative to Output/ (`episodes/intro/index.html`).
    public let path: String
    /// The contents; for a linked file, nothing: its path holds the hash of its bytes' source and
    /// parameters, so two linked files of one path have the same bytes.
    public let data: Data
    /// A file whose bytes these are, hard-linked (or copied) into the output instead of `data`
    /// being written: an encoded picture in the image cache, which is never held in memory.
    public let linkedFrom: String?
    /// A file whose bytes these are, copied into the output by `Platform.copyFile` (cloned where the disk can)
    /// instead of `data` being written: a file of Content/ (pictures, audio), which is never
    /// read into memory; `data` is then its stamp. A build links an output file of the last
    /// build instead when its size and modification time are the source's (as rsync and Hugo's
    /// static sync decide), since copies keep their source's modification time.
    public let copiedFrom: String?
    /// A file that holds these rendered bytes until the write, which hard-links it into the
    /// output (`data` is then empty): a build puts each page there as soon as it is rendered,
    /// instead of holding every page's bytes until the last is done.
    public let storedAt: String?

    /// Creates a file.
    public init(
        path: String, data: Data, linkedFrom: String? = nil, copiedFrom: String? = nil, storedAt: String? = nil
    ) {
        self.path = path
        self.data = data
        self.linkedFrom = linkedFrom
        self.copiedFrom = copiedFrom
        self.storedAt = storedAt
    }

    /// Whether two files have the same path, bytes and source.
    public static func == (lhs: RenderedFile, rhs: RenderedFile) -> Bool {
        lhs === rhs
            || (lhs.path == rhs.path && lhs.data == rhs.data && lhs.linkedFrom == rhs.linkedFrom
                && lhs.copiedFrom == rhs.copiedFrom && lhs.storedAt == rhs.storedAt)
    }

    /// Hashes the path, bytes and source.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(data)
        hasher.combine(linkedFrom)
        hasher.combine(copiedFrom)
        hasher.combine(storedAt)
    }
}

extension RenderedFile {
    /// Whether the bytes are in the file ``storedAt`` names, not in ``data``.
    package var isStored: Bool { storedAt != nil }

    /// The same bytes at another path (a feed at its old address).
    package func moved(to path: String) -> RenderedFile {
        RenderedFile(path: path, data: data, linkedFrom: linkedFrom, copiedFrom: copiedFrom, storedAt: storedAt)
    }
}
