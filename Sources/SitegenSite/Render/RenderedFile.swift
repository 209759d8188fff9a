public import Foundation

/// One file of the built site: its path relative to Output/ and its bytes.
public struct RenderedFile: Sendable, Hashable {
    /// The path relative to Output/ (`episodes/intro/index.html`).
    public var path: String
    /// The contents.
    public var data: Data

    /// Creates a file.
    public init(path: String, data: Data) {
        self.path = path
        self.data = data
    }
}
