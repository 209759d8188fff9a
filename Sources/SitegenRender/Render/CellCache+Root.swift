extension CellCache.Pieces {
    /// The pieces with `root` put in every root slot: only the placement's slots are left.
    func rooted(_ root: String) -> CellCache.Pieces {
        guard slots.contains(.root) else { return self }
        var joined: [Substring] = []
        var left: [ImagePlacement.Slot] = []
        // Each joined piece is made in storage of its final size (a picture's cell joins some
        // fifteen pieces around its `srcset`'s root prefixes).
        func started(at first: Int) -> String {
            var count = pieces[first].utf8.count
            var index = first
            while index < slots.count, slots[index] == .root {
                count += root.utf8.count + pieces[index + 1].utf8.count
                index += 1
            }
            var text = String()
            text.reserveCapacity(count)
            text += pieces[first]
            return text
        }
        var current = started(at: 0)
        for (index, (slot, piece)) in zip(slots, pieces.dropFirst()).enumerated() {
            if slot == .root {
                current += root
                current += piece
            } else {
                joined.append(Substring(current))
                left.append(slot)
                current = started(at: index + 1)
            }
        }
        joined.append(Substring(current))
        return CellCache.Pieces(pieces: joined, slots: left)
    }
}
