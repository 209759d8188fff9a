import Foundation

extension ImportPlan {
    /// A section that only sends its visitors elsewhere (Zola's `redirect_to`): its old address
    /// and where it leads.
    struct SectionRedirect {
        /// The section's `_index.md`, for the report.
        var source: String
        /// The section's old address (`/learn/workshops/`).
        var from: String
        /// Where it led, as written (`/workshops`, or a URL on the site's own host).
        var to: String
    }

    /// Makes each redirect's old address an alias of the imported page, episode or collection at
    /// the address it led to, as the old site sent visitors there; one that led elsewhere (another
    /// host, an address no imported file had) is named in the report, as no page can hold it.
    mutating func keepSectionRedirects(_ redirects: [SectionRedirect], baseURL: String?) {
        var kept: [String] = []
        var lost: [String] = []
        for redirect in redirects {
            guard let target = Self.sitePath(redirect.to, baseURL: baseURL) else {
                lost.append("\(redirect.source) (\(redirect.from) → \(redirect.to))")
                continue
            }
            let matches = { (old: String?) in old.map { Self.sitePath($0, baseURL: nil) == target } ?? false }
            if let index = episodes.firstIndex(where: { matches($0.oldURL) }) {
                episodes[index].page.fields["aliases"] = Self.adding(redirect.from, to: episodes[index].page.fields)
            } else if let index = pages.firstIndex(where: { matches($0.oldURL) }) {
                pages[index].page.fields["aliases"] = Self.adding(redirect.from, to: pages[index].page.fields)
            } else if let slug = collectionOldURLs.keys.sorted().first(where: { matches(collectionOldURLs[$0]) }) {
                collectionAliases[slug, default: []].append(redirect.from)
            } else {
                lost.append("\(redirect.source) (\(redirect.from) → \(redirect.to))")
                continue
            }
            kept.append(redirect.source)
        }
        if !kept.isEmpty {
            notes.append(
                "sections that only redirected (`redirect_to`) kept as aliases of the page they led to: "
                    + kept.joined(separator: ", "))
        }
        if !lost.isEmpty {
            notes.append(
                "not kept: sections that redirected to an address no imported page has (add the redirect at "
                    + "your host if it still matters): " + lost.joined(separator: ", "))
        }
    }

    /// A path of the site in one spelling (`/a/b/`, lowercased, with its last `/`), from a path
    /// or a URL under the site's address (``ImportContext/hostAndPath(_:)``); `nil` for another host's.
    static func sitePath(_ written: String, baseURL: String?) -> String? {
        var path = written.trimmingCharacters(in: .whitespaces)
        // A URL of the site itself, `http` or `https`, with `www.` or without, as the import reads one.
        if let own = ImportContext.hostAndPath(path) {
            guard let root = baseURL.flatMap(ImportContext.hostAndPath), own.hasPrefix(root) else { return nil }
            path = "/" + own.dropFirst(root.count).drop { $0 == "/" }
        }
        guard path.hasPrefix("/"), !path.hasPrefix("//") else { return nil }
        path = String(path.prefix { $0 != "#" && $0 != "?" })
        let last = path.split(separator: "/").last ?? ""
        if !path.hasSuffix("/"), !last.contains(".") { path += "/" }
        return path.lowercased()
    }

    /// The `aliases` of front matter with one more.
    private static func adding(_ alias: String, to fields: [String: Any]) -> [Any] {
        let given = fields["aliases"].map { ($0 as? [Any]) ?? [$0] } ?? []
        return given + [alias]
    }
}
