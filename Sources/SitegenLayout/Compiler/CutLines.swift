/// The cut-line template of one group instance along one axis: the sorted unique slot edges
/// become grid lines, the gaps between them tracks.
struct CutLines {
    /// The edges, sorted by value.
    private(set) var edges: [Length]

    /// Collects the edges of a box from 0 to `extent` and of every slot. A slot of no length
    /// gets a track of its own, of no size, between two lines at its edge: grid placement spans
    /// at least one track.
    init(extent: Length, slots: [(start: Length, end: Length)]) {
        var all = [Length.zero, extent]
        for slot in slots { all += [slot.start, slot.end] }
        all.sort { $0.value < $1.value }
        let empty = slots.filter { Self.same($0.start, $0.end) }.map(\.start)
        var unique: [Length] = []
        for edge in all where unique.last.map({ !Self.same($0, edge) }) ?? true {
            unique.append(edge)
            if empty.contains(where: { Self.same($0, edge) }) { unique.append(edge) }
        }
        edges = unique
    }

    private static func same(_ a: Length, _ b: Length) -> Bool {
        abs(a.value - b.value) <= 0.001
    }

    /// The number of tracks.
    var trackCount: Int { max(edges.count - 1, 0) }

    /// The track sizes as CSS.
    func tracks(preview: Bool) -> [String] {
        zip(edges, edges.dropFirst()).map { ($1 - $0).track(preview: preview) }
    }

    /// The 0-based line index of an edge: of two lines there (around a track of no size), the
    /// first, or with `last`, the second.
    func line(of edge: Length, last: Bool = false) -> Int {
        var best = 0
        for (index, candidate) in edges.enumerated() {
            let distance = abs(candidate.value - edge.value)
            let bestDistance = abs(edges[best].value - edge.value)
            if distance < bestDistance
                || (last && distance <= bestDistance + 0.001 && Self.same(candidate, edges[best]))
            {
                best = index
            }
        }
        return best
    }

    /// The 0-based start line and the span of a slot: a slot of no length spans the track of no
    /// size at its edge; another starts after it and ends before one at its end.
    func placement(start: Length, end: Length) -> (line: Int, span: Int) {
        if Self.same(start, end) { return (line(of: start), 1) }
        let first = line(of: start, last: true)
        return (first, max(line(of: end) - first, 1))
    }
}
