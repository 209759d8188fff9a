/// Why an image could not be read or encoded, as a sentence for a diagnostic.
public struct ImageProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The message, without the file's path.
    public var message: String

    /// Creates a problem.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}
