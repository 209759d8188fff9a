import SitegenFormats
import Yams

/// `menu:` in site.yml: the links every page's navigation adds after sitegen's own.
extension SiteConfigurationDecoder {
    /// The links of `menu:`, a list of `{title, url}`; a mistake is an error at its place.
    static func readMenu(_ node: Node, reader: inout FrontMatterReader) -> [SiteMenuLink] {
        guard case .sequence(let sequence) = node else {
            reader.wrongType(node, "`menu`", expected: "a list of links, each `{title: Blog, url: /blog/}`")
            return []
        }
        var links: [SiteMenuLink] = []
        for item in sequence {
            guard
                let map = reader.mapping(
                    item, "a `menu` link", keys: ["title", "url"], place: "a `menu` link", prefix: "menu")
            else { continue }
            guard let titleEntry = map["title"], let urlEntry = map["url"] else {
                reader.error("a `menu` link needs a `title` and a `url`", at: item)
                continue
            }
            guard let title = reader.text(titleEntry.value, label: "menu.title"),
                let url = reader.text(urlEntry.value, label: "menu.url")
            else { continue }
            switch menuTarget(url) {
            case .success(let (target, isExternal)):
                links.append(
                    SiteMenuLink(
                        title: title, target: target, isExternal: isExternal, position: reader.position(of: item)))
            case .failure(let problem): reader.error("`menu.url` \(problem.message)", at: urlEntry.value)
            }
        }
        return links
    }

    /// A menu link's target: a path of the site (from its root, without the leading `/`),
    /// another site's absolute http(s) URL, or an email link (`mailto:`).
    package static func menuTarget(_ url: String) -> Result<(String, Bool), ContentError> {
        let shown = FrontMatterReader.shortened(url)
        if url.hasPrefix("/"), !url.hasPrefix("//") {
            guard !url.contains(where: { $0.isWhitespace || "\"'<>\\".contains($0) }),
                !url.split(separator: "/").contains(where: { $0 == "." || $0 == ".." })
            else {
                return .failure(
                    ContentError("must be a plain path of the site, such as /blog/, not '\(shown)'"))
            }
            return .success((String(url.dropFirst()), false))
        }
        if url.lowercased().hasPrefix("mailto:") {
            let address = url.dropFirst("mailto:".count)
            guard address.contains("@"), !address.contains(where: { $0.isWhitespace || "\"'<>\\".contains($0) }) else {
                return .failure(ContentError("must be an email link such as mailto:hello@example.org, not '\(shown)'"))
            }
            return .success((url, true))
        }
        switch WebURLText.normalize(url, allowsQuery: true) {
        case .success(let normalized): return .success((normalized, true))
        case .failure:
            return .failure(
                ContentError(
                    "must be a path of the site starting with / (/blog/), an http or https URL or a mailto: link, not '\(shown)'"
                ))
        }
    }
}
