public import SitegenDiagnostics

/// One `when:` branch of a provider: the value to use when its condition holds.
public struct LayoutVariant<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The condition.
    public var condition: LayoutCondition
    /// The value the branch yields.
    public var value: Value
    /// Where the branch was written, for diagnostics.
    public var position: SourcePosition?

    /// Creates a branch.
    public init(when condition: LayoutCondition, value: Value, position: SourcePosition? = nil) {
        self.condition = condition
        self.value = value
        self.position = position
    }
}

/// A value that reacts to its container: the first variant whose condition holds wins,
/// else the default (a declarative section provider).
public struct LayoutProvider<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The branches, tried in order.
    public var variants: [LayoutVariant<Value>]
    /// The value when no branch holds; `nil` leaves such widths uncovered.
    public var defaultValue: Value?

    /// Creates a provider.
    public init(variants: [LayoutVariant<Value>] = [], defaultValue: Value?) {
        self.variants = variants
        self.defaultValue = defaultValue
    }

    /// A provider that always yields the same value.
    public static func fixed(_ value: Value) -> LayoutProvider { LayoutProvider(defaultValue: value) }

    /// Which branch answers in an environment: a variant's index, `-1` for the default, or
    /// `nil` when the environment is not covered.
    public func branch(in environment: LayoutEnvironment) -> Int? {
        if let index = variants.firstIndex(where: { $0.condition.holds(in: environment) }) { return index }
        return defaultValue == nil ? nil : -1
    }

    /// The value for an environment, or `nil` when no branch covers it.
    public func resolve(in environment: LayoutEnvironment) -> Value? {
        guard let branch = branch(in: environment) else { return nil }
        return branch < 0 ? defaultValue : variants[branch].value
    }
}
