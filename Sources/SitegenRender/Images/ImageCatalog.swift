import SitegenImages

/// Every picture of a build and every `sizes` its placements need: what the images stage hands
/// to rendering.
struct ImageCatalog: Sendable, Hashable {
    /// A cell's picture placement: the layout, section and slot (item index modulo the slots
    /// of every breakpoint), the cell template and the picture's shape.
    struct SizesKey: Sendable, Hashable {
        var layout: String
        var section: Int
        var slot: Int
        var template: String
        var shape: String
    }

    /// The pictures, by path under Content/.
    var sets: [String: ImageSet] = [:]
    /// The `sizes` of every cell placement (without `auto`).
    var sizes: [SizesKey: String] = [:]
    /// Each layout section's slot cycle: item `n` uses slot `n % cycle`.
    var slotCycles: [String: [Int]] = [:]
    /// The theme's picture settings the catalog was made with.
    var theme = ThemeImages()
    /// The viewport widths first screens are judged at (``ImageNeeds/themeSamples(theme:)``).
    var samples: [Double] = CommonDevice.all.map { Double($0.width) }
    /// The `sizes` of a Markdown image in the article column, by the picture's width, made once
    /// for every width of ``sets`` (``prepareLookups()``) instead of once per image shown.
    private(set) var cappedArticleSizes: [Int: String] = [:]
    /// The `sizes` of a poster (as wide as the article column), made by ``prepareLookups()``.
    private(set) var posterSizes: String?
    /// Each picture's ``ImageSet/shapeKey`` by its path, made by ``prepareLookups()``: a gallery
    /// page asks for it once per item, and a set is larger to copy than its shape.
    private(set) var shapeKeys: [String: String] = [:]

    /// The set of a picture named by a Content/ path (with or without a leading slash).
    func set(_ path: String?) -> ImageSet? {
        guard let path else { return nil }
        return sets[path.hasPrefix("/") ? String(path.dropFirst()) : path]
    }

    /// The shape (``ImageSet/shapeKey``) of a picture (a Content/ path), if the catalog has it.
    func shape(of path: String) -> String? {
        let key = path.hasPrefix("/") ? String(path.dropFirst()) : path
        return shapeKeys[key] ?? sets[key]?.shapeKey
    }

    /// The number of slots a layout section's items cycle through (at least 1).
    func slotCycle(layout: String, section: Int) -> Int {
        max(slotCycles[layout].flatMap { section < $0.count ? $0[section] : nil } ?? 1, 1)
    }

    /// The `sizes` of a cell's picture of some shape (``shape(of:)``) at a slot of a layout
    /// section (item `n` is at slot `n % ``slotCycle(layout:section:)```), `100vw` for a
    /// placement the catalog does not know.
    func sizes(layout: String, section: Int, slot: Int, template: String, shape: String) -> String {
        sizes[SizesKey(layout: layout, section: section, slot: slot, template: template, shape: shape)] ?? "100vw"
    }

    /// The `sizes` of a picture in the article column: an episode's poster (as wide as the
    /// column) or a Markdown image (never wider than itself).
    func articleSizes(capped: Bool, image: ImageSet) -> String {
        if !capped, let posterSizes { return posterSizes }
        if capped, let width = image.width, let sizes = cappedArticleSizes[width] { return sizes }
        return SizesAttribute.text(
            capped
                ? ImageGeometry.articlePieces(column: theme.article, cap: image.width.map(Double.init))
                : ImageGeometry.articlePieces(column: theme.poster ?? theme.article, cap: nil))
    }

    /// Makes the article column's `sizes` of every width of ``sets`` and the pictures' shapes
    /// (once the sets are complete).
    mutating func prepareLookups() {
        shapeKeys = sets.mapValues(\.shapeKey)
        cappedArticleSizes = [:]
        posterSizes = SizesAttribute.text(ImageGeometry.articlePieces(column: theme.poster ?? theme.article, cap: nil))
        for width in Set(sets.values.compactMap(\.width)) {
            cappedArticleSizes[width] = SizesAttribute.text(
                ImageGeometry.articlePieces(column: theme.article, cap: Double(width)))
        }
    }
}
