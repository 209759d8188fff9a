/// A value of an episode's `params:` map, handed to templates as it is written.
public indirect enum ParamValue: Sendable, Hashable {
    /// A scalar's text (strings, numbers and dates as written).
    case text(String)
    /// `true` or `false`.
    case flag(Bool)
    /// A list.
    case list([ParamValue])
    /// A map, its keys in the order written.
    case map([(key: String, value: ParamValue)])

    /// Whether two values are the same.
    public static func == (lhs: ParamValue, rhs: ParamValue) -> Bool {
        switch (lhs, rhs) {
        case (.text(let a), .text(let b)): a == b
        case (.flag(let a), .flag(let b)): a == b
        case (.list(let a), .list(let b)): a == b
        case (.map(let a), .map(let b)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        default: false
        }
    }

    /// Hashes the value.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .text(let text): hasher.combine(text)
        case .flag(let flag): hasher.combine(flag)
        case .list(let values): hasher.combine(values)
        case .map(let entries):
            for entry in entries {
                hasher.combine(entry.key)
                hasher.combine(entry.value)
            }
        }
    }
}
