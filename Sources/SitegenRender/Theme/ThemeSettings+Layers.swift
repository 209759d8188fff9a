extension ThemeSettings {
    /// These settings laid over `lower`'s: each page kind written here replaces the lower
    /// entry for that kind whole; `stylesheet` and `images` replace the lower ones when written.
    func laid(over lower: ThemeSettings) -> ThemeSettings {
        var merged = lower
        merged.pages.merge(pages) { _, own in own }
        merged.positions.merge(positions) { _, own in own }
        if given.contains("stylesheet") { merged.stylesheet = stylesheet }
        if given.contains("images") { merged.images = images }
        if given.contains("name") { merged.name = name }
        merged.given = lower.given.union(given)
        merged.parent = parent
        return merged
    }
}
