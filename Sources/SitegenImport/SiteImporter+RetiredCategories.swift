import Foundation
import SitegenContent

extension SiteImporter {
    /// Apple Podcasts' categories that its 2019 list renamed, as older feeds name them
    /// (alexcash/comictalkshow's `<itunes:category text="Games &amp; Hobbies">`), lowercased,
    /// with the category that took each one's place.
    static let retiredCategories: [String: String] = [
        "games & hobbies": "Leisure", "science & medicine": "Science", "sports & recreation": "Sports",
        "government & organizations": "Government",
        // ElmarJ/delossetegels.nl's `itunes_top_category = "News & Politics"`.
        "news & politics": "News",
    ]

    /// The category of Apple's list a name stands for: itself, or the one that took its place.
    static func currentCategory(named name: String) -> String? {
        PodcastCategories.category(named: name) ?? retiredCategories[name.lowercased()]
    }
}
