/// An episode as the decoded-files cache keeps it between builds (``ParsedFiles``): its values,
/// without the box they share.
extension Episode: Codable {
    /// Decodes the values into a box of their own.
    public init(from decoder: any Decoder) throws {
        storage = Storage(try Fields(from: decoder))
    }

    /// Encodes the values.
    public func encode(to encoder: any Encoder) throws {
        try storage.fields.encode(to: encoder)
    }
}
