/// A script that pages load only where they need it, written once as a fingerprinted asset
/// (`assets/media.<hash>.js`) and named in a page's context by ``contextKey``.
enum PageScript: String, CaseIterable, Sendable {
    /// Seek links and the video facade, on episode pages with a player (``MediaScript``).
    case media
    /// Previous and Next buttons for rows that scroll sideways (``ShelfScript``).
    case shelves
    /// The search page's results (``SearchScript``).
    case search
    /// The header's Menu, on every page (``MenuScript``).
    case menu

    /// The asset's path before its name is fingerprinted.
    var route: String { "assets/\(rawValue).js" }

    /// The key of its path in a page's template context (`mediaScript`).
    var contextKey: String { "\(rawValue == "shelves" ? "shelf" : rawValue)Script" }

    /// The script.
    var source: String {
        switch self {
        case .media: MediaScript.source
        case .shelves: ShelfScript.source
        case .search: SearchScript.source
        case .menu: MenuScript.source
        }
    }
}
