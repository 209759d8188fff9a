/// Apple Podcasts' categories and subcategories (Apple's list of 2021, still current).
package enum PodcastCategories {
    static let all: [(name: String, subcategories: [String])] = [
        ("Arts", ["Books", "Design", "Fashion & Beauty", "Food", "Performing Arts", "Visual Arts"]),
        ("Business", ["Careers", "Entrepreneurship", "Investing", "Management", "Marketing", "Non-Profit"]),
        ("Comedy", ["Comedy Interviews", "Improv", "Stand-Up"]),
        ("Education", ["Courses", "How To", "Language Learning", "Self-Improvement"]),
        ("Fiction", ["Comedy Fiction", "Drama", "Science Fiction"]),
        ("Government", []),
        ("History", []),
        (
            "Health & Fitness",
            ["Alternative Health", "Fitness", "Medicine", "Mental Health", "Nutrition", "Sexuality"]
        ),
        ("Kids & Family", ["Education for Kids", "Parenting", "Pets & Animals", "Stories for Kids"]),
        (
            "Leisure",
            [
                "Animation & Manga", "Automotive", "Aviation", "Crafts", "Games", "Hobbies", "Home & Garden",
                "Video Games",
            ]
        ),
        ("Music", ["Music Commentary", "Music History", "Music Interviews"]),
        (
            "News",
            [
                "Business News", "Daily News", "Entertainment News", "News Commentary", "Politics", "Sports News",
                "Tech News",
            ]
        ),
        (
            "Religion & Spirituality",
            ["Buddhism", "Christianity", "Hinduism", "Islam", "Judaism", "Religion", "Spirituality"]
        ),
        (
            "Science",
            [
                "Astronomy", "Chemistry", "Earth Sciences", "Life Sciences", "Mathematics", "Natural Sciences",
                "Nature", "Physics", "Social Sciences",
            ]
        ),
        ("Society & Culture", ["Documentary", "Personal Journals", "Philosophy", "Places & Travel", "Relationships"]),
        (
            "Sports",
            [
                "Baseball", "Basketball", "Cricket", "Fantasy Sports", "Football", "Golf", "Hockey", "Rugby", "Running",
                "Soccer", "Swimming", "Tennis", "Volleyball", "Wilderness", "Wrestling",
            ]
        ),
        ("Technology", []),
        ("True Crime", []),
        ("TV & Film", ["After Shows", "Film History", "Film Interviews", "Film Reviews", "TV Reviews"]),
    ]

    /// Every category's name.
    static let names = all.map(\.name)

    /// A category by its name, however it is capitalised (`technology` → `Technology`).
    package static func category(named name: String) -> String? {
        all.first { $0.name.lowercased() == name.lowercased() }?.name
    }

    /// The category a subcategory's name (`natural sciences`) is Apple's subcategory of, and the
    /// subcategory as Apple writes it.
    package static func category(ofSubcategory name: String) -> (category: String, subcategory: String)? {
        for category in all {
            if let subcategory = category.subcategories.first(where: { $0.lowercased() == name.lowercased() }) {
                return (category.name, subcategory)
            }
        }
        return nil
    }

    /// The subcategories of a category.
    package static func subcategories(of category: String) -> [String] {
        all.first { $0.name == category }?.subcategories ?? []
    }
}
