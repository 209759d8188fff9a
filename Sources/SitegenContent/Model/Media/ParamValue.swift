/// A value of an episode's `params:` map, handed to templates as it is written.
public indirect enum ParamValue: Sendable, Hashable, Codable {
    /// A scalar's text (strings, numbers and dates as written).
    case text(String)
    /// `true` or `false`.
    case flag(Bool)
    /// A list.
    case list([ParamValue])
    /// A map, its keys in the order written.
    case map([ParamEntry])
}
