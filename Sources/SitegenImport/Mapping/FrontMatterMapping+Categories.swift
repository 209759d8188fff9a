import SitegenContent

extension FrontMatterMapping {
    /// The keys a source's categories are written under (Hugo's and Jekyll's `categories`).
    static let categoryKeys: Set<String> = ["categories", "category"]

    /// How many categories a source file's front matter names in its longest list of them.
    static func categoryCount(in source: [String: Any]) -> Int {
        source.filter { categoryKeys.contains($0.key.lowercased()) }
            .map { ImportValue.strings($0.value)?.count ?? 0 }.max() ?? 0
    }

    /// Gives an episode its categories (`values`, its `category` the first) as tags too, on a
    /// site whose episodes name several (GolangShow's `["новости", "гости"]` beside `["гости"]`):
    /// the source's category page listed every episode naming a term wherever it stood, and a
    /// sitegen episode has one category, so the tag's page is the one that does. A term the tags
    /// already name (by slug) is not added twice.
    mutating func keepCategoriesAsTags(_ values: [String], key: String) {
        guard !values.isEmpty else { return }
        let index = fields.firstIndex { $0.0 == "tags" }
        var tags = index.flatMap { fields[$0].1 as? [String] } ?? []
        var known = Set(tags.map(slugify))
        for value in values where known.insert(slugify(value)).inserted { tags.append(value) }
        if let index { fields[index].1 = tags } else { fields.append(("tags", tags)) }
        let group =
            "`\(key)` are also the episodes' tags, as some episodes name more than one (a sitegen episode has one "
            + "category, the first; a tag's page lists every episode naming it, as the old category page did)"
        notes += values.map { (group, $0) }
    }
}
