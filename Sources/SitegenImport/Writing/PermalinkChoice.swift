import SitegenContent

/// The `permalinks:` pattern that keeps the most old addresses of one kind of page as they were
/// (`/show/linux-unplugged/500/` is `/show/:collection/:number/`), read from the old addresses
/// themselves: each segment that is one of the page's values becomes that value's token.
struct PermalinkChoice {
    /// A page: its old path, if it had one, and the values its tokens would take.
    struct Page {
        /// The old path (`/show/linux-unplugged/500/`).
        var oldPath: String?
        /// The values of the tokens (`collection`, `number`, …) the page has.
        var values: [PermalinkPattern.Token: String]
        /// Its folder without a pattern (`episodes/<slug>/`).
        var defaultFolder: String
    }

    /// A chosen pattern and what it makes of each page.
    struct Outcome {
        /// The pattern (`/show/:collection/:number/`), or `nil` when none keeps half of the old
        /// addresses (each page then keeps its own with `url:`, where it can).
        var pattern: String?
        /// Each page's folder (`show/linux-unplugged/500/`).
        var folders: [String]
        /// The pages (by index) whose folder is not the pattern's: their `url:`.
        var urls: [Int: String]
        /// How many old addresses the pattern keeps (without one, sitegen's own addresses).
        var kept: Int
    }

    /// The kind of page (`episode`, `collection`, `page`).
    var kind: String
    /// The tokens the kind's pattern may use.
    var allowed: [PermalinkPattern.Token]
    /// The kind's own address, which needs no setting (`/episodes/:slug/`).
    var defaultPattern: String

    /// The pattern that keeps the most old addresses, where it keeps at least half of them, and
    /// what it makes of each page: a page whose old address the pattern does not make keeps it
    /// with `url:` (where it is a plain folder path; else the pattern's address, else sitegen's).
    /// Without such a pattern, every page whose old address is a plain folder path keeps it with
    /// `url:`. `nil` when neither gives every page an address of its own outside `taken` (the
    /// other pages', the site's own folders and its listings' page-number folders), or no page
    /// keeps its old address.
    func choose(_ pages: [Page], taken: Set<String>) -> Outcome? {
        var support: [String: Int] = [:]
        for page in pages {
            for candidate in Set(Self.candidates(page)) { support[candidate, default: 0] += 1 }
        }
        let withOldPaths = pages.filter { $0.oldPath != nil }.count
        // The most old addresses kept; of patterns that keep as many, the one with fewest tokens
        // (`/podcast/:title/` of a show whose one section is `podcast`).
        func tokens(_ pattern: String) -> Int { pattern.filter { $0 == ":" }.count }
        let ranked = support.sorted {
            ($0.value, tokens($1.key), $1.key) > ($1.value, tokens($0.key), $0.key)
        }
        for (candidate, kept) in ranked where kept * 2 >= withOldPaths {
            // sitegen's own addresses keep as many as any pattern: no pattern is needed.
            if candidate == defaultPattern { break }
            guard case .success(let pattern) = PermalinkPattern.parse(candidate, kind: kind, allowed: allowed),
                let outcome = Self.outcome(pages, pattern: pattern, taken: taken)
            else { continue }
            return Outcome(pattern: candidate, folders: outcome.folders, urls: outcome.urls, kept: kept)
        }
        guard let outcome = Self.outcome(pages, pattern: nil, taken: taken), !outcome.urls.isEmpty else { return nil }
        let atDefault = pages.filter { page in Self.folderPath(of: page).map { $0 == "/" + page.defaultFolder } ?? false
        }
        return Outcome(pattern: nil, folders: outcome.folders, urls: outcome.urls, kept: atDefault.count)
    }

    /// Each page's folder under a pattern and the `url:` of those it does not address as they
    /// were, or `nil` when two share a folder, or one is taken or inside a folder the site keeps.
    private static func outcome(
        _ pages: [Page], pattern: PermalinkPattern?, taken: Set<String>
    ) -> (folders: [String], urls: [Int: String])? {
        var seen: Set<String> = []
        var folders: [String] = []
        var urls: [Int: String] = [:]
        for (index, page) in pages.enumerated() {
            let made = pattern == nil ? page.defaultFolder : try? pattern?.folder { page.values[$0] }
            var folder = made ?? page.defaultFolder
            if let old = folderPath(of: page), made.map({ "/" + $0 }) != old, !candidates(page).isEmpty {
                folder = String(old.dropFirst())
            }
            if made != folder { urls[index] = "/" + folder }
            guard !taken.contains(folder), seen.insert(folder).inserted,
                !SiteAssembler.ownedFolders.contains(where: { folder.hasPrefix($0) }),
                !folder.split(separator: "/").contains("page")
            else { return nil }
            folders.append(folder)
        }
        return (folders, urls)
    }

    /// A page's old path as a folder's (`/a/b/`): one written without its last `/` and without an
    /// extension (Jekyll's `/clickandflick/:path`) is the same page, as static hosts serve it.
    static func folderPath(of page: Page) -> String? {
        guard let old = page.oldPath, old.hasPrefix("/") else { return nil }
        if old.hasSuffix("/") { return old }
        guard let last = old.split(separator: "/").last, !last.contains(".") else { return nil }
        return old + "/"
    }

    /// The patterns that would give a page its old path: each segment that is one of the page's
    /// values is that value's token (every such reading, up to a few), and any other is kept as
    /// written, as may be one that is its collection.
    static func candidates(_ page: Page) -> [String] {
        guard let old = folderPath(of: page) else { return [] }
        let segments = old.split(separator: "/")
        guard !segments.isEmpty,
            segments.allSatisfy({ $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) } })
        else { return [] }
        var readings = [""]
        for segment in segments {
            let tokens = PermalinkPattern.Token.allCases.filter { page.values[$0] == String(segment) }
            // A value of the page's own (its date, number, slug) is always its token; a segment that
            // is its collection may be kept as written (a show's one section, `/podcast/`).
            let literal = tokens.allSatisfy { $0 == .collection } ? [String(segment)] : []
            let choices = tokens.map { ":" + $0.rawValue } + literal
            readings = readings.flatMap { reading in choices.map { reading + "/" + $0 } }.prefix(32).map { $0 }
        }
        return readings.map { $0 + "/" }
    }
}
