import Foundation
import SitegenContent
import SitegenFileSystem

/// Keeps track of the output paths of the imported site, so that an old URL becomes an alias only
/// where the build takes one: not a URL, not a path the site generates or a file it copies, not
/// one another page already keeps.
struct OldURLLedger {
    /// Output files the site has: pages, copied files, aliases kept so far.
    private var claimed: Set<String> = []
    /// The folders that hold them.
    private var folders: Set<String> = []
    /// Why old URLs were not kept, with counts.
    private(set) var refused: [String: Int] = [:]
    /// How many were kept.
    private(set) var kept = 0
    /// The people the site has: `people/<slug>/` of anyone else is free for an old page.
    var personSlugs: Set<String>?

    /// Top-level files and folders the build writes whatever the content.
    static let generated: Set<String> = [
        "index.html", "404.html", "feed.xml", "podcast.xml", "sitemap.xml", "robots.txt", "_redirects", "_headers",
        "tags", "categories", "collections", "library", "people", "search", "pagefind", "page",
    ]

    /// Records a page's path (`/episodes/x/`) or a copied file's (`img/a.png`).
    mutating func claim(_ path: String) {
        let trimmed = String(path.drop { $0 == "/" })
        insert(trimmed.hasSuffix("/") || trimmed.isEmpty ? trimmed + "index.html" : trimmed)
    }

    private mutating func insert(_ file: String) {
        claimed.insert(file)
        folders.formUnion(file.ancestorPaths)
    }

    /// Whether a copied file may have this path: not one the build generates or a page has.
    func allowsFile(_ path: String) -> Bool {
        let first = String(path.prefix { $0 != "/" })
        let generated = Self.generated.contains(first) || first == "assets" && Self.isThemeAsset(path)
        // Content/episodes/ and Content/pages/ hold Markdown the build reads, not files to copy.
        // Nor a file where a page needs a folder (a file `about` beside the page `about/`).
        return !generated && !["episodes", "pages", "site.yml"].contains(first) && !claimed.contains(path)
            && !folders.contains(path)
    }

    /// The alias to write for an old URL (a path, or a URL of the site given as `siteRoot`), or
    /// `nil` when the build would refuse it (the reason is counted).
    mutating func alias(_ oldURL: String, context: ImportContext) -> String? {
        var text = oldURL.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: " ", with: "%20")
        if text.contains("://") {
            guard let path = context.sitePath(ofURL: text) else { return refuse("a URL of another site") }
            text = "/" + path
        }
        if !text.hasPrefix("/") { text = "/" + text }
        if !text.hasSuffix("/"), !text.hasSuffix(".html"), !text.hasSuffix(".htm"),
            !(text.split(separator: "/").last ?? "").contains(".")
        {
            text += "/"
        }
        guard case .success(let (path, file)) = AliasReader.normalized(text) else {
            return refuse("not a plain path of the site")
        }
        let first = String(file.prefix { $0 != "/" })
        let parts = file.split(separator: "/")
        let isFreePersonPage =
            first == "people" && parts.count == 3 && parts[2] == "index.html"
            && personSlugs.map { !$0.contains(String(parts[1])) } ?? false
        if !isFreePersonPage,
            Self.generated.contains(first) || first == "assets" || file.hasPrefix("episodes/page/")
                || file == "episodes/index.html"
        {
            return refuse("a path sitegen generates")
        }
        if claimed.contains(file) { return refuse("the path of another page, file or old URL") }
        if file.ancestorPaths.contains(where: claimed.contains) { return refuse("inside the path of a copied file") }
        insert(file)
        kept += 1
        return path
    }

    private mutating func refuse(_ reason: String) -> String? {
        refused[reason, default: 0] += 1
        return nil
    }

    /// Whether a path could be one of the build's fingerprinted files (`assets/site.<hash>.css`,
    /// `assets/images/<name>-<width>.<hash>.webp`).
    private static func isThemeAsset(_ path: String) -> Bool {
        let parts = path.dropFirst("assets/".count).split(separator: "/").last?.split(separator: ".") ?? []
        let hash = parts.count >= 3 ? parts[parts.count - 2] : ""
        guard hash.count >= 8, hash.allSatisfy(\.isHexDigit) else { return false }
        return ["css", "js", "webp", "jpg", "avif", "png"].contains(String(parts[parts.count - 1]))
    }
}
