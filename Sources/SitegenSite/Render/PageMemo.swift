/// What a build rendered, kept by `sitegen serve` so the next build renders only the pages whose
/// inputs changed: an edit to one episode re-renders the pages that show it.
///
/// A page is reused only when everything it is made from is equal: the site-wide inputs (the
/// configuration, every text of the theme, the stylesheet's fingerprinted name, the navigation)
/// and the page's own (its heading, its body, the text of every item and neighbour it shows).
public struct PageMemo: Sendable {
    /// The inputs every page depends on.
    struct SiteInputs: Equatable, Sendable {
        var configuration: SiteConfiguration
        var themeTexts: [String: String]
        var stylesheetPath: String
        var faviconPath: String?
        var navigation: [String]
    }

    /// A page's own inputs, as texts.
    struct PageInputs: Equatable, Sendable {
        var texts: [String]
    }

    var site: SiteInputs
    var pages: [String: (inputs: PageInputs, file: RenderedFile)]
    var cells: [CellCache.Key: (card: String, parts: [Substring])]
    /// The number of pages this build rendered (the others it reused).
    var rendered: Int

    /// Whether the pages of this memo were rendered from the same site-wide inputs.
    func matches(_ inputs: SiteInputs) -> Bool { site == inputs }
}
