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

    /// Creates a file.
    public init(path: String, data: Data, linkedFrom: String? = nil) {
        self.path = path
        self.data = data
        self.linkedFrom = linkedFrom
    }
}
