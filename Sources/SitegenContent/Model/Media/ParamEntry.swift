/// One key of a `params:` map and its value.
public struct ParamEntry: Sendable, Hashable, Codable {
    /// The key as written.
    public var key: String
    /// Its value.
    public var value: ParamValue

    /// Creates an entry.
    public init(key: String, value: ParamValue) {
        self.key = key
        self.value = value
    }
}
