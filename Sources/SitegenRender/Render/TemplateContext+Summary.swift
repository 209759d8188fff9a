import Foundation
import SitegenContent

extension TemplateContext {
    /// An item's context with the root marker of its `summaryHTML` replaced by `root`, the
    /// page's prefix to the site root, for a context shown on a page outside the cell cache
    /// (an episode page's `episode`, `previous` and `next`).
    /// - Parameters:
    ///   - context: An episode's or collection's context.
    ///   - root: The page's prefix to the site root (`../../`).
    /// - Returns: The context, its summary's links relative to the page.
    static func rooted(_ context: [String: TemplateValue], root: String) -> [String: TemplateValue] {
        guard case .text(let html)? = context["summaryHTML"], html.contains(SiteRoutes.rootMarker) else {
            return context
        }
        var context = context
        context["summaryHTML"] = .text(html.replacingOccurrences(of: SiteRoutes.rootMarker, with: root))
        return context
    }
}
