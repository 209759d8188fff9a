public import Foundation

/// One file of the built site: its path relative to Output/ and its bytes.
public struct RenderedFile: Sendable, Hashable {
    /// The path relative to Output/ (`episodes/intro/index.html`).
    public var path: String
    /// The contents; for a linked file, its identity (two linked files with the same identity
    /// have the same bytes).
    public var data: Data
    /// A file whose bytes these are, hard-linked (or copied) into the output instead of `data`
    /// being written: an encoded picture in the image cache, which is never held in memory.
    public var linkedFrom: String?
    /// A file whose bytes these are, copied into the output by the kernel (`copy_file_range`)
    /// instead of `data` being written: a file of Content/ (pictures, audio), which is never
    /// read into memory; `data` is then its stamp. A build links an output file of the last
    /// build instead when its size and modification time are the source's (as rsync and Hugo's
    /// static sync decide), since copies keep their source's modification time.
    public var copiedFrom: String?

    /// Creates a file.
    public init(path: String, data: Data, linkedFrom: String? = nil, copiedFrom: String? = nil) {
        self.path = path
        self.data = data
        self.linkedFrom = linkedFrom
        self.copiedFrom = copiedFrom
    }
}
