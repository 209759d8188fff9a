/// The cut-line template of one group instance along one axis: the sorted unique slot edges
/// become grid lines, the gaps between them tracks.
struct CutLines {
    /// The edges, sorted by value.
    private(set) var edges: [Length]

    /// Collects the edges of a box from 0 to `extent` and of every slot.
    init(extent: Length, slots: [(start: Length, end: Length)]) {
        var all = [Length.zero, extent]
        for slot in slots { all += [slot.start, slot.end] }
        all.sort { $0.value < $1.value }
        var unique: [Length] = []
        for edge in all where unique.last.map({ abs($0.value - edge.value) > 0.001 }) ?? true {
            unique.append(edge)
        }
        edges = unique
    }

    /// The number of tracks.
    var trackCount: Int { max(edges.count - 1, 0) }

    /// The track sizes as CSS.
    func tracks(preview: Bool) -> [String] {
        zip(edges, edges.dropFirst()).map { ($1 - $0).track(preview: preview) }
    }

    /// The 0-based line index of an edge.
    func line(of edge: Length) -> Int {
        var best = 0
        for (index, candidate) in edges.enumerated()
        where abs(candidate.value - edge.value) < abs(edges[best].value - edge.value) {
            best = index
        }
        return best
    }

    /// The 0-based start line and the span of a slot.
    func placement(start: Length, end: Length) -> (line: Int, span: Int) {
        let first = line(of: start)
        return (first, max(line(of: end) - first, 1))
    }
}
