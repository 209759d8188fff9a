import Foundation
import SitegenContent

extension ImportWriter {
    /// The profile keys of a person's page (Castanet's `Website`, `Twitter`, `GitHub`; a data
    /// file's `site`; westerndevs/western-devs-website's `_data/authors.yml`'s `web`) → the
    /// address a bare handle is under, as the theme links it (`nil`: only a full URL is taken).
    static let profileKeys: [(key: String, prefix: String?)] = [
        ("website", nil), ("homepage", nil), ("url", nil), ("site", nil), ("web", nil),
        ("twitter", "https://twitter.com/"),
        ("github", "https://github.com/"), ("linkedin", "https://www.linkedin.com/in/"),
        ("mastodon", nil), ("bluesky", "https://bsky.app/profile/"), ("threads", "https://www.threads.net/@"),
        ("instagram", "https://www.instagram.com/"), ("facebook", "https://www.facebook.com/"),
        ("youtube", "https://www.youtube.com/"), ("twitch", "https://twitch.tv/"),
        ("pinterest", "https://www.pinterest.com/"), ("gitlab", "https://gitlab.com/"),
    ]

    /// The keys of a person's full name beside `name`, which a data file may give as the
    /// handle the theme looks the person up by (jessfraz/weirdtrickmafia.fm's `data/hosts/`:
    /// `name = "jessfraz"`, `fullname = "Jessie Frazelle"`).
    static let fullNameKeys = ["fullname", "full_name", "display_name", "displayname"]

    /// A person's name: the `title`, else the full name, else `name`, else written in two keys,
    /// `first_name` and `last_name` (vmware-tanzu/thepodlets' `_hosts/`), or `firstname` and
    /// `lastname`.
    static func personName(_ fields: [String: Any]) -> String? {
        if let name = (["title"] + fullNameKeys + ["name"]).lazy.compactMap({ ImportValue.text(fields[$0]) }).first {
            return name
        }
        for (first, last) in [("first_name", "last_name"), ("firstname", "lastname")] {
            let parts = [fields[first], fields[last]].compactMap(ImportValue.text)
            if !parts.isEmpty { return parts.joined(separator: " ") }
        }
        return nil
    }

    /// The keys of a person's page the build reads besides the name: `avatar` from its picture
    /// (`image`, `avatar`, `photo`, `picture`, Castanet's `thumbnail`: a picture of the imported
    /// Content/), `role` (`role`, `position`, `job`, `jobtitle`, `function`), `links` from its profiles (a URL,
    /// or a handle under the site's address: `Twitter = "jsmith"`; a data file's `url`; and the
    /// URLs of a `links`, `socials` or `sameAs` list or map) and, for a page without a body, its
    /// `description` (or `bio`, `summary`, `desc`) as the bio. The other keys are counted as
    /// dropped from people.
    mutating func personFields(
        _ fields: [String: Any], of person: ImportPlan.File
    ) -> (fields: [(String, Any)], description: String?) {
        var result: [(String, Any)] = []
        // Old addresses are the person's aliases (``ImportWriter/aliases(of:newURL:)``).
        var used = Set(["title", "name", "aliases", "redirect_from"] + Self.fullNameKeys)
        // The parts of a name read as the name when no `title`, full name or `name` gives it.
        if (["title"] + Self.fullNameKeys + ["name"]).allSatisfy({ ImportValue.text(fields[$0]) == nil }) {
            used.formUnion(["first_name", "last_name", "firstname", "lastname"])
        }
        context.bundle = person.bundle
        defer { context.bundle = nil }
        if let key = ["avatar", "image", "photo", "picture", "thumbnail"].first(where: {
            !ImportValue.isEmpty(fields[$0])
        }) {
            used.insert(key)
            let first = (fields[key] as? [Any])?.first ?? fields[key]
            if let path = ImportValue.contentFile(first, in: context), context.isUsableImage(path) {
                result.append(("avatar", path))
            } else {
                count(
                    "people's pictures left out (not a picture of the imported Content/ the build can read)",
                    person.page.path)
            }
        }
        // ElmarJ/delossetegels.nl's guests' `Function: Stadsdeelbestuurder`.
        if let key = ["role", "position", "job", "jobtitle", "job_title", "function"].first(where: {
            ImportValue.text(fields[$0]) != nil
        }) {
            used.insert(key)
            result.append(("role", ImportValue.text(fields[key])!))
        }
        var links: [String] = []
        for (key, prefix) in Self.profileKeys {
            guard let text = ImportValue.text(fields[key]) else { continue }  // trimmed already
            let lowered = text.lowercased()
            let isURL = lowered.hasPrefix("http://") || lowered.hasPrefix("https://")
            guard isURL || prefix != nil,
                case .success(let url) = WebURLText.normalize(
                    isURL ? text : prefix! + text.drop { $0 == "@" }, allowsQuery: true)
            else { continue }
            used.insert(key)
            if !links.contains(url) { links.append(url) }
        }
        // Further profiles, a list or a map of them (Le Ruby Nouveau's `links: {ParisRB: http://…}`,
        // jcast.dev's `socials: {linkedin: https://…}` and schema.org's `sameAs: [https://…]`); in a
        // map, a handle under a profile key's address (Castanet's `[params.authors.Alex.social]`,
        // `twitter = "Alexandra933"`).
        for key in ["links", "socials", "social", "sameas"] {
            var profiles = (fields[key] as? [Any] ?? []).map { (name: String?.none, item: $0) }
            if let map = fields[key] as? [String: Any] {
                profiles = map.keys.sorted().compactMap { name in map[name].map { (name, $0) } }
            }
            for (name, item) in profiles {
                guard let text = ImportValue.text(item), let url = Self.profileURL(text, key: name) else { continue }
                used.insert(key)
                if !links.contains(url) { links.append(url) }
            }
        }
        if !links.isEmpty { result.append(("links", links)) }
        var description: String?
        if let key = ["description", "bio", "summary", "desc"].first(where: { ImportValue.text(fields[$0]) != nil }) {
            used.insert(key)
            description = ImportValue.text(fields[key])
        }
        for key in fields.keys.sorted() where !used.contains(key) && !ImportValue.isEmpty(fields[key]) {
            count("dropped from people", key)
        }
        return (result, description)
    }

    /// A profile's URL: the text when it is an http(s) URL, else a handle under the address of
    /// the profile key it is given under (``profileKeys``: `twitter` → `https://twitter.com/`),
    /// a handle written as a path (`/company/advance-tech-media/`) under that address's host.
    static func profileURL(_ text: String, key: String?) -> String? {
        let isURL = text.lowercased().hasPrefix("http://") || text.lowercased().hasPrefix("https://")
        var written = text
        if !isURL {
            guard let key, let found = profileKeys.first(where: { $0.key == key.lowercased() }),
                let prefix = found.prefix
            else { return nil }
            let handle = text.drop { $0 == "@" }
            if handle.hasPrefix("/"), let host = URLComponents(string: prefix)?.host {
                written = "https://" + host + handle
            } else {
                written = prefix + handle
            }
        }
        guard case .success(let url) = WebURLText.normalize(written, allowsQuery: true) else { return nil }
        return url
    }
}
