import Foundation
import SitegenContent

/// The `podcast:` block of one show of a network (a collection with a feed of its own), read
/// from the settings the source keeps for that show: its section page's front matter (Hugo's
/// `content/show/<show>/_index.md`), a page of its section that names its feed
/// (JupiterBroadcasting's `subscribe.md`, `rss: https://linuxunplugged.com/rss`), or a Jekyll
/// collection's settings. What a show leaves out it takes from the site's block when built.
struct ShowFeedSettings {
    /// The keys of a show's artwork, the first that names a JPEG or PNG of the imported site.
    static let imageKeys = [
        "itunes_image", "podcast_image", "podcast_artwork", "artwork", "cover", "cover_image", "image", "logo",
        "header_image", "thumbnail",
    ]
    /// The keys of the show's author.
    static let authorKeys = ["itunes_author", "podcast_author", "author"]
    /// The keys of the show's owner's name, and of the owner's email address.
    static let ownerKeys = (
        name: ["itunes_owner_name", "owner_name", "owner"], email: ["itunes_owner_email", "owner_email", "email"]
    )
    /// The keys of the show's Apple Podcasts category, and of its subcategory.
    static let categoryKeys = (
        category: ["itunes_category", "itunes_top_category", "podcast_category", "category", "categories"],
        subcategory: ["itunes_subcategory", "itunes_first_sub_category", "podcast_subcategory", "subcategory"]
    )
    /// The keys of the show's explicit flag, type, copyright and channel guid.
    static let flagKeys = (
        explicit: ["itunes_explicit", "podcast_explicit", "explicit"], type: ["itunes_type", "podcast_type"],
        copyright: ["podcast_copyright", "copyright"], guid: ["podcast_guid", "feed_guid", "podcastindex_guid"]
    )
    /// The keys that give a show's feed address (``ImportPlan/showFeedKeys``).
    static var feedKeys: [String] { ImportPlan.showFeedKeys }

    /// The block to write: only the keys the show's settings give.
    var podcast: [String: Any] = [:]
    /// The top-level keys of the show's section page that were read into the block.
    var usedKeys: Set<String> = []
    /// The feed addresses the settings name, as written (`https://linuxunplugged.com/rss`): those
    /// of the pages that name the show's feed (its subscribe page) first, then its section page's
    /// (This Week in Bitcoin's `[links.feed] url`).
    var feedAddresses: [String] = []
    /// The show's feed address: the first of ``feedAddresses``.
    var feedAddress: String? { feedAddresses.first }

    /// Reads a show's settings, the first place first; `context` resolves its artwork.
    init(_ places: [[String: Any]], context: ImportContext) {
        guard var settings = places.first.map(SiteSettingsMapping.init) else { return }
        for place in places.dropFirst() { settings.fill(from: place) }
        let top = Set(places.flatMap { ImportValue.lowercasedKeys($0)?.keys.map { $0 } ?? [] })
        func use(_ keys: [String]) { usedKeys.formUnion(keys.filter(top.contains)) }
        if let author = settings.text(Self.authorKeys) {
            podcast["author"] = author
            use(Self.authorKeys)
        }
        var owner: [String: Any] = [:]
        if let name = settings.text(Self.ownerKeys.name) { owner["name"] = name }
        if let email = settings.text(Self.ownerKeys.email), SiteSettingsMapping.isEmail(email) {
            owner["email"] = email
        }
        if !owner.isEmpty {
            podcast["owner"] = owner
            use(Self.ownerKeys.name + Self.ownerKeys.email)
        }
        let categoryValue = settings.values(Self.categoryKeys.category).first { SiteImporter.category($0) != nil }
        if let category = SiteImporter.category(categoryValue) {
            podcast["category"] = category
            use(Self.categoryKeys.category)
            let named = settings.text(Self.categoryKeys.subcategory)?.lowercased()
            if let sub = PodcastCategories.subcategories(of: category).first(where: { $0.lowercased() == named }) {
                podcast["subcategory"] = sub
                use(Self.categoryKeys.subcategory)
            }
        }
        if let explicit = ImportValue.flag(settings.value(Self.flagKeys.explicit)) {
            podcast["explicit"] = explicit
            use(Self.flagKeys.explicit)
        }
        if let type = settings.text(Self.flagKeys.type)?.lowercased(), ["episodic", "serial"].contains(type) {
            podcast["type"] = type
            use(Self.flagKeys.type)
        }
        if let copyright = settings.text(Self.flagKeys.copyright) {
            podcast["copyright"] = copyright
            use(Self.flagKeys.copyright)
        }
        if let guid = settings.text(Self.flagKeys.guid), UUID(uuidString: guid) != nil {
            podcast["guid"] = guid.lowercased()
            use(Self.flagKeys.guid)
        }
        for key in Self.imageKeys {
            guard let path = ImportValue.contentFile(settings.value([key]), in: context),
                SiteImporter.isArtwork(path, context)
            else { continue }
            podcast["image"] = path
            use([key])
            break
        }
        for place in places.dropFirst() + places.prefix(1) {
            guard let address = SiteSettingsMapping(place).text(Self.feedKeys), ImportPlan.isFeedAddress(address),
                !feedAddresses.contains(address)
            else { continue }
            feedAddresses.append(address)
            use(Self.feedKeys)
        }
    }
}
