/// How long each stage of a build took, in the order they ran (`sitegen build --timings`).
public struct StageTimes: Sendable, Equatable {
    /// One stage: its name and its wall-clock time in milliseconds.
    public struct Stage: Sendable, Equatable {
        /// The stage's name (`content`, `theme`, `site`, `pictures`, `pages`, `write`,
        /// `search`).
        public var name: String
        /// Its wall-clock time, in milliseconds.
        public var milliseconds: Int
    }

    /// The stages that ran.
    public private(set) var stages: [Stage] = []
    private var mark = ContinuousClock.now

    /// Starts timing at once.
    public init() {}

    /// Ends the stage `name` now; the next stage starts here. A `part` of it that took time is
    /// listed after it as a stage of its own, its time taken out of the stage's.
    mutating func end(_ name: String, within part: (name: String, duration: Duration)? = nil) {
        let now = ContinuousClock.now
        let elapsed = mark.duration(to: now)
        if let part, part.duration > .zero {
            stages.append(Stage(name: name, milliseconds: Self.milliseconds(elapsed - part.duration)))
            stages.append(Stage(name: part.name, milliseconds: Self.milliseconds(part.duration)))
        } else {
            stages.append(Stage(name: name, milliseconds: Self.milliseconds(elapsed)))
        }
        mark = now
    }

    /// A duration in whole milliseconds (rounded down, never below 0).
    static func milliseconds(_ duration: Duration) -> Int {
        let parts = duration.components
        return max(Int(parts.seconds) * 1000 + Int(parts.attoseconds / 1_000_000_000_000_000), 0)
    }

    /// One line for the terminal: `content 612 ms, theme 95 ms, …`.
    public var summary: String {
        stages.map { "\($0.name) \($0.milliseconds) ms" }.joined(separator: ", ")
    }
}
