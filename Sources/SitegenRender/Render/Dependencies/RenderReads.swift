/// What one output file read while it was rendered, in the order it read it.
///
/// A build that keeps no cache records nothing (`isRecording` false): the reads matter only to
/// the next rebuild of `sitegen serve`.
struct RenderReads: Sendable {
    /// Whether reads are kept.
    var isRecording: Bool
    /// The inputs read, without repeats.
    private(set) var inputs: [RenderInput] = []
    private var seen: Set<RenderInput> = []

    /// An empty record.
    init(recording: Bool) {
        isRecording = recording
    }

    /// Notes that rendering read `input`.
    @inline(__always)
    mutating func read(_ input: RenderInput) {
        guard isRecording, seen.insert(input).inserted else { return }
        inputs.append(input)
    }
}
