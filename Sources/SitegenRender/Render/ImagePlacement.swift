import SitegenContent

/// The attributes of a picture that depend on where a page shows it, not on the picture: its
/// `sizes`, `loading` and `fetchpriority`. A cell is rendered once for every page, with markers
/// in their place (``marker(_:)``); each page puts the values of its own placement there.
struct ImagePlacement: Sendable, Hashable {
    /// The `sizes` the layout gives the picture (without `auto`).
    var derived: String
    /// Whether the picture is in the first screen.
    var eager: Bool
    /// Whether it is the page's first picture in the first screen.
    var first: Bool

    /// A placement for a picture in the first screen or not.
    init(sizes: String, eager: Bool, first: Bool) {
        derived = sizes
        self.eager = eager
        self.first = eager && first
    }

    /// The `sizes` value (`auto, …` for a lazy picture).
    var sizes: String { eager ? derived : "auto, " + derived }
    /// `eager` or `lazy`.
    var loading: String { eager ? "eager" : "lazy" }
    /// `high` for the page's first picture, else `auto`.
    var fetchPriority: String { first ? "high" : "auto" }

    /// What a cell's pieces are cut at: the root prefix or one of the placement's attributes.
    enum Slot: UInt8, Sendable, Hashable, CaseIterable, Encodable {
        case root = 0x72  // "r"
        case sizes = 0x73  // "s"
        case loading = 0x6C  // "l"
        case fetchPriority = 0x70  // "p"
        /// The cell's title element (`h2`, or `h3` under a section's header): the section's, not the picture's.
        case heading = 0x68  // "h"
    }

    /// The marker a cell is rendered with in a slot's place (the root's is ``SiteRoutes/rootMarker``).
    static func marker(_ slot: Slot) -> String {
        switch slot {
        case .root: SiteRoutes.rootMarker
        case .sizes: "\u{1}sitegen-sizes\u{1}"
        case .loading: "\u{1}sitegen-loading\u{1}"
        case .fetchPriority: "\u{1}sitegen-priority\u{1}"
        case .heading: "\u{1}sitegen-heading\u{1}"
        }
    }

    /// The value for a slot on a page whose root prefix is `root`.
    func value(_ slot: Slot, root: String) -> String {
        switch slot {
        case .root: root
        case .sizes: sizes
        case .loading: loading
        case .fetchPriority: fetchPriority
        case .heading: "h2"
        }
    }

    /// Appends the value for a slot on a page whose root prefix is `root` (a lazy picture's
    /// `sizes` in two parts: a gallery page places dozens, and joining them made a string each).
    func append(_ slot: Slot, root: String, to html: inout String) {
        if slot == .sizes, !eager {
            html += "auto, "
            html += derived
        } else {
            html += value(slot, root: root)
        }
    }

    /// The placement of a picture a page shows outside every known placement.
    static let unplaced = ImagePlacement(sizes: "100vw", eager: false, first: false)
}
