import SitegenDiagnostics
import SitegenFormats

extension ContentLoader {
    /// Warnings for Markdown files outside the four Markdown folders that no episode names as its
    /// transcript and that are no page at the top of Content/ (``topLevelPages(diagnostics:)``): a
    /// Hugo section (`Content/episode/`, `Content/posts/`), a top-level README or Hugo's
    /// `_index.md` copied in as it was. Such files are built into no page; those with front matter
    /// (another generator's pages, its drafts among them) are not published, the others are
    /// copied as files. One warning per top-level folder, at its first file.
    /// - Returns: the warnings, and the files not to publish.
    func strayMarkdown(
        _ assets: [String], transcripts: Set<String>
    ) -> (
        warnings: [Diagnostic], unpublished: Set<String>
    ) {
        var byFolder: [(folder: String, files: [String])] = []
        var unpublished: Set<String> = []
        for path in assets where MarkdownFileName.isMarkdown(path) && !transcripts.contains(path) {
            if hasFrontMatter(path) { unpublished.insert(path) }
            let folder = path.firstIndex(of: "/").map { String(path[..<$0]) } ?? ""
            if folder.isEmpty || byFolder.last?.folder != folder {
                byFolder.append((folder, [path]))
            } else {
                byFolder[byFolder.count - 1].files.append(path)
            }
        }
        let named = Self.markdownFolders.map { $0 + "/" }
        let folders = named.dropLast().joined(separator: ", ") + " and " + (named.last ?? "")
        let warnings = byFolder.map { folder, files -> Diagnostic in
            let place = SourcePosition.start(of: display(files[0]))
            let hidden = files.filter(unpublished.contains).count
            guard !folder.isEmpty else {
                guard hidden == 0 else {
                    return .warning(
                        "'\(files[0])' is Hugo's text of a list page, and sitegen makes its home and list pages "
                            + "from their layouts: it is built into no page and, having front matter, not "
                            + "published; a page of its own goes at the top of Content/ under another name "
                            + "(about.md) or in Content/pages/",
                        at: place)
                }
                return .warning(
                    "'\(files[0])' is Markdown without front matter outside Content/\(folders): it is built "
                        + "into no page and copied as it is; with front matter (a `title`) it would be a page, "
                        + "as about.md at the top of Content/ is",
                    at: place)
            }
            let names = files.prefix(3).map { String($0.dropFirst(folder.count + 1)) }.joined(separator: ", ")
            let more = files.count > 3 ? ", …" : ""
            let fate =
                hidden == files.count
                ? "so these are not published (they have front matter)"
                : hidden == 0
                    ? "so these are copied as they are"
                    : "so those with front matter (\(hidden)) are not published and the others are copied as they are"
            return .warning(
                "Content/\(folder)/ holds \(files.count) Markdown file\(files.count == 1 ? "" : "s") (\(names)\(more)) "
                    + "that no episode names as its transcript: Markdown is built only in Content/\(folders), "
                    + "\(fate); episodes go in Content/episodes/ "
                    + "(`sitegen import` converts a Hugo, Jekyll or Zola site's sections)",
                at: place)
        }
        return (warnings, unpublished)
    }
}

extension ContentLoader {
    /// Warnings for the Markdown files with front matter inside page bundles that no episode
    /// names as its transcript: an `index.md` dropped into a folder of episodes (a season)
    /// makes the folder one page, as in Hugo, and the episodes in it pages of nothing. (A
    /// bundle's Markdown without front matter, an outline or notes, is a resource, as in Hugo.)
    /// One warning per bundle, at its `index.md`.
    /// - Parameters:
    ///   - texts: the bundles' Markdown files besides their `index.md` (relative to Content/).
    ///   - transcripts: the files episodes name as transcripts.
    ///   - pages: every Markdown file read as a page (relative to Content/), bundles' `index.md` among them.
    func bundledMarkdownWarnings(_ texts: [String], transcripts: Set<String>, pages: [String]) -> [Diagnostic] {
        var indexes: [String: String] = [:]
        for page in pages { if let folder = PageBundle.folder(ofRelative: page) { indexes[folder] = page } }
        let bundles = indexes.keys.sorted { $0.count > $1.count }
        var byBundle: [String: [String]] = [:]
        for text in texts where !transcripts.contains(text) && hasFrontMatter(text) {
            guard let bundle = bundles.first(where: { text.hasPrefix($0 + "/") }) else { continue }
            byBundle[bundle, default: []].append(String(text.dropFirst(bundle.count + 1)))
        }
        return byBundle.sorted { $0.key < $1.key }.map { bundle, files in
            let files = files.sorted()
            let name = bundle.split(separator: "/").last.map(String.init) ?? bundle
            let names = files.prefix(3).joined(separator: ", ") + (files.count > 3 ? ", …" : "")
            let one = files.count == 1
            let page = indexes[bundle] ?? bundle + "/" + PageBundle.indexName
            let index = page.split(separator: "/").last.map(String.init) ?? PageBundle.indexName
            let count = one ? "its other Markdown file" : "its \(files.count) other Markdown files"
            return .warning(
                "\(index) makes '\(name)' one page (a page bundle), so \(count) (\(names)) \(one ? "is" : "are") no "
                    + "page and not published; if \(one ? "it is an episode" : "they are episodes"), rename \(index) "
                    + "(to \(name)\(index.dropFirst("index".count)), say), or move \(one ? "it" : "them") out of the folder",
                at: SourcePosition.start(of: display(page)))
        }
    }

    /// Whether a Content/ Markdown file starts with front matter (`---`, `+++` or `{`): a page's
    /// text, not a resource's; `false` when it cannot be read.
    func hasFrontMatter(_ relative: String) -> Bool {
        guard case .success(let text) = readText(relative),
            case .split(let parts) = FrontMatterSplitter.split(text)
        else { return false }
        return parts.yaml != nil
    }
}
