/// A JSON value with the line and column where it starts, so that a JSON file's wrong shape is
/// reported at its place; ``JSONSyntaxCheck/read(_:document:)`` reads it.
package struct PositionedJSON: Sendable {
    /// What the value is.
    package enum Kind: Sendable {
        case object([(key: String, value: PositionedJSON)])
        case array([PositionedJSON])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    /// The value.
    package var kind: Kind
    /// The line, from 1.
    package var line: Int
    /// The column, from 1, in UTF-8 bytes.
    package var column: Int

    /// The value of an object's key (the first, if given twice).
    package subscript(key: String) -> PositionedJSON? {
        guard case .object(let entries) = kind else { return nil }
        return entries.first { $0.key == key }?.value
    }

    /// The kind of value, for messages ("a string", "the number 3").
    package var description: String {
        switch kind {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number(let number): "the number \(number)"
        case .bool(let flag): "\(flag)"
        case .null: "null"
        }
    }

}
