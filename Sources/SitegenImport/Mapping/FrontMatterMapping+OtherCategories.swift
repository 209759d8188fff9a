import SitegenContent

extension FrontMatterMapping {
    /// Gives the episode the categories after its first as tags (Hugo's and Jekyll's
    /// `categories = ["интервью", "interview", "english"]`): a sitegen episode has one category,
    /// and its tags keep the others' pages (`/tags/english/`). A category the tags already name
    /// (by slug) is not added twice.
    mutating func keepOtherCategories(_ values: [String], key: String) {
        guard !values.isEmpty else { return }
        let index = fields.firstIndex { $0.0 == "tags" }
        var tags = index.flatMap { fields[$0].1 as? [String] } ?? []
        var known = Set(tags.map(slugify))
        for value in values where known.insert(slugify(value)).inserted { tags.append(value) }
        if let index { fields[index].1 = tags } else { fields.append(("tags", tags)) }
        for value in values {
            notes.append(
                ("`\(key)` after an episode's first became its tags (a sitegen episode has one category)", value))
        }
    }
}
