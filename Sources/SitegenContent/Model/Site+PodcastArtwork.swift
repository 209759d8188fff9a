package import SitegenDiagnostics

extension Site {
    /// Whether podcast apps can draw a picture in a feed: a JPEG or PNG, by its name (the image
    /// stage checks that the bytes are what the name says).
    package static func isFeedArtwork(_ path: String) -> Bool {
        [".jpg", ".jpeg", ".png"].contains(where: path.lowercased().hasSuffix)
    }

    /// The artwork of a show's feed (`collection` nil: the site's): its `podcast.image`; for a
    /// collection with a show of its own, else its thumbnail when apps can draw it, else the
    /// site's.
    package func podcastArtwork(collection: Int?) -> String? {
        guard let collection else { return configuration.podcast?.image }
        let entry = collections[collection].collection
        return entry.podcast?.image ?? entry.thumbnail.flatMap { Self.isFeedArtwork($0) ? $0 : nil }
            ?? configuration.podcast?.image
    }

    /// Every show's artwork (a path relative to Content/) with where the show's `podcast:`
    /// block is written: the site's when it has a podcast feed, and each collection's own.
    package func podcastArtworks() -> [String: SourcePosition] {
        var artworks: [String: SourcePosition] = [:]
        let site = SourcePosition.start(of: "Content/site.yml")
        if episodes.contains(where: { $0.media.enclosure != nil }), let image = podcastArtwork(collection: nil) {
            artworks[Self.contentPath(image)] = configuration.podcast?.position ?? site
        }
        for (index, entry) in collections.enumerated() {
            guard let podcast = entry.collection.podcast, let image = podcastArtwork(collection: index) else {
                continue
            }
            let path = Self.contentPath(image)
            if artworks[path] == nil { artworks[path] = podcast.position ?? .start(of: entry.collection.path) }
        }
        return artworks
    }

    private static func contentPath(_ path: String) -> String {
        path.hasPrefix("/") ? String(path.dropFirst()) : path
    }
}
