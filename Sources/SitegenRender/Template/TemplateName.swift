/// A name in a template tag, resolved the way swift-mustache resolves it: `.` (or nothing) is the
/// current value, `.a.b` starts at the current value, `a.b` finds `a` in the nearest value of
/// the context stack that has it and then walks down from there.
struct TemplateName: Sendable, Equatable {
    /// Where the first part is looked up.
    enum Start: Sendable, Equatable {
        /// The current value (the top of the stack).
        case current
        /// The nearest value on the stack that has the first part.
        case stack
    }

    /// Where the first part is looked up.
    var start: Start
    /// The parts between the dots (empty parts dropped).
    var parts: [String]

    /// The name as written in a tag.
    init(_ text: String) {
        parts = text.split(separator: ".").map(String.init)
        start = text == "." || text.hasPrefix(".") || parts.isEmpty ? .current : .stack
    }
}
