/// A message about user input, printed like a compiler's: `path:line:column: error: message`.
public struct Diagnostic: Sendable, Hashable, Comparable, CustomStringConvertible, Error, Codable {
    /// How serious the message is.
    public enum Severity: String, Sendable, Hashable, Codable {
        /// The input cannot be used; the command fails.
        case error
        /// The input works, but probably not as meant.
        case warning
        /// Extra information attached to another diagnostic.
        case note
    }

    /// How serious the message is.
    public var severity: Severity
    /// The message, one line, starting lowercase.
    public var message: String
    /// Where in the input it applies, when known.
    public var position: SourcePosition?

    /// Creates a diagnostic.
    public init(_ severity: Severity, _ message: String, at position: SourcePosition?) {
        self.severity = severity
        self.message = message
        self.position = position
    }

    /// An error at a position.
    public static func error(_ message: String, at position: SourcePosition?) -> Diagnostic {
        Diagnostic(.error, message, at: position)
    }

    /// A warning at a position.
    public static func warning(_ message: String, at position: SourcePosition?) -> Diagnostic {
        Diagnostic(.warning, message, at: position)
    }

    /// The compiler-style line.
    public var description: String {
        let prefix = position.map { "\($0): " } ?? "sitegen: "
        return "\(prefix)\(severity.rawValue): \(message)"
    }

    /// Orders by position (unknown positions first), then by message.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        switch (lhs.position, rhs.position) {
        case let (l?, r?) where l != r: return l < r
        case (nil, _?): return true
        case (_?, nil): return false
        default: return lhs.message < rhs.message
        }
    }
}

/// An error that carries one or more diagnostics.
public struct DiagnosticError: Error, Sendable, CustomStringConvertible {
    /// The diagnostics, sorted.
    public var diagnostics: [Diagnostic]

    /// Creates the error from diagnostics.
    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics.sorted()
    }

    /// One diagnostic per line.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
