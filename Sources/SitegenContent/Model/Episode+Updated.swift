extension Episode {
    /// When the episode last changed: its `lastmod` when that is later than its date, else its
    /// date (the sitemap's `<lastmod>`, the Atom entry's `<updated>`).
    public var updated: ContentDate {
        guard let modified, modified > date else { return date }
        return modified
    }
}
