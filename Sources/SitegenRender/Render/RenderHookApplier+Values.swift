import SitegenContent
import SitegenMarkdown

/// What each hook's template receives (docs/render-hooks.md lists them).
extension RenderHookApplier {
    /// The values of one element: its parts, its inner HTML and sitegen's HTML (`default`).
    /// Empty texts are left out, so that `{{#title}}…{{/title}}` shows only with a title.
    func values(of element: MarkdownElement, inner: String, builtIn: String) -> TemplateValue {
        var values = shared
        values["default"] = .text(builtIn)
        switch element.kind {
        case .link, .image:
            let destination = rooted(element.destination)
            values["destination"] = .text(destination)
            values["title"] = .text(element.title)
            if element.kind == .link {
                values["originalDestination"] = .text(element.originalDestination)
                values["text"] = .text(inner)
                values["isExternal"] = .flag(isExternal(destination))
            } else {
                values["alt"] = .text(element.text)
                values["isBlock"] = .flag(element.isBlock)
                values["picture"] = .text(element.isBlock ? inner : builtIn)
            }
        case .heading:
            values["level"] = .number(element.level)
            values["id"] = .text(element.id)
            values["text"] = .text(inner)
            values["plainText"] = .text(element.text)
        case .codeBlock:
            values["language"] = .text(element.language)
            values["code"] = .text(element.code)
            values["highlighted"] = .text(inner)
        }
        return .object(values.filter { $0.value != .text("") })
    }

    /// A destination with the root marker that starts a root-relative one replaced by the
    /// page's prefix to the root, as the body's `href` and `src` attributes are.
    func rooted(_ destination: String) -> String {
        guard destination.hasPrefix(SiteRoutes.renderedRootMarker) else { return destination }
        return root + destination.dropFirst(SiteRoutes.renderedRootMarker.count)
    }

    /// Whether a link leaves the site: an `http:`, `https:` or `//` address of another host
    /// than the site's `baseURL`.
    func isExternal(_ destination: String) -> Bool {
        guard let host = Self.host(of: destination) else { return false }
        return host != siteHost
    }

    /// The host of an `http:`, `https:` or `//` address, lowercased, without its user and port.
    static func host(of address: String) -> String? {
        let lowered = address.lowercased()
        guard let scheme = ["https://", "http://", "//"].first(where: lowered.hasPrefix) else { return nil }
        var authority = lowered.dropFirst(scheme.count).prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        if authority.first != "[", let colon = authority.lastIndex(of: ":") { authority = authority[..<colon] }
        return authority.isEmpty ? nil : String(authority)
    }
}
