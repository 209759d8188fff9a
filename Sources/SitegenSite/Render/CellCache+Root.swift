extension CellCache.Pieces {
    /// The pieces with `root` put in every root slot: only the placement's slots are left.
    func rooted(_ root: String) -> CellCache.Pieces {
        guard slots.contains(.root) else { return self }
        var joined: [Substring] = []
        var left: [ImagePlacement.Slot] = []
        var current = String(pieces[0])
        for (slot, piece) in zip(slots, pieces.dropFirst()) {
            if slot == .root {
                current += root
            } else {
                joined.append(Substring(current))
                left.append(slot)
                current = ""
            }
            current += piece
        }
        joined.append(Substring(current))
        return CellCache.Pieces(pieces: joined, slots: left)
    }
}
