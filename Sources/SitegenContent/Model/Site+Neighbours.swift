extension Site {
    /// An episode's previous and next episode in its collection (indexes into `episodes`).
    package struct Neighbours: Sendable, Equatable {
        /// The episode before it, if any.
        package var previous: Int?
        /// The episode after it, if any.
        package var next: Int?
    }

    /// The episodes before and after `episode` in its collection; none outside a collection.
    package func neighbours(of episode: Int) -> Neighbours {
        guard let membership = membership[episode] else { return Neighbours() }
        let list = collections[membership.collection].episodes
        let position = membership.position - 1
        return Neighbours(
            previous: position > 0 ? list[position - 1] : nil,
            next: position + 1 < list.count ? list[position + 1] : nil
        )
    }
}
