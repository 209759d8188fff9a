import SitegenContent

/// Where a page stands in a listing spread over pages: which section is split, how many items a
/// page shows, this page's number and how many pages there are.
struct Paging: Sendable, Hashable, Encodable {
    /// The paginated section's name.
    var section: String
    /// Items per page.
    var size: Int
    /// This page's number, from 1.
    var number: Int
    /// How many pages the listing has (at least 1).
    var count: Int
    /// The path of page 1 (the listing's own path).
    var firstPath: String

    /// The path of page `number` of the listing.
    func path(ofPage number: Int) -> String {
        number == 1 ? firstPath : SiteRoutes.listingPage(number, of: firstPath)
    }

    /// The indexes of this page's items in the whole list of `total` items.
    func range(in total: Int) -> Range<Int> {
        let start = min((number - 1) * size, total)
        return start..<min(start + size, total)
    }

    /// How many pages `total` items take at `size` a page (an empty listing is one page).
    static func pageCount(of total: Int, size: Int) -> Int {
        max(1, (total + size - 1) / size)
    }
}
