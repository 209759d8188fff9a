import SitegenDiagnostics

extension ContentLoader {
    /// Warnings for Markdown files outside the four Markdown folders that no episode names as its
    /// transcript: a Hugo section (`Content/episode/`, `Content/posts/`) or a page at the top
    /// (`Content/about.md`) copied in as it was. Such files are copied as they are, front matter
    /// and all, and built into no page; one warning per top-level folder, at its first file.
    func strayMarkdownWarnings(_ assets: [String], transcripts: Set<String>) -> [Diagnostic] {
        var byFolder: [(folder: String, files: [String])] = []
        for path in assets where Self.isMarkdown(path) && !transcripts.contains(path) {
            let folder = path.firstIndex(of: "/").map { String(path[..<$0]) } ?? ""
            if folder.isEmpty || byFolder.last?.folder != folder {
                byFolder.append((folder, [path]))
            } else {
                byFolder[byFolder.count - 1].files.append(path)
            }
        }
        let named = Self.markdownFolders.map { $0 + "/" }
        let folders = named.dropLast().joined(separator: ", ") + " and " + (named.last ?? "")
        return byFolder.map { folder, files in
            let place = SourcePosition.start(of: display(files[0]))
            guard !folder.isEmpty else {
                return .warning(
                    "'\(files[0])' is Markdown outside Content/\(folders): it is copied as it is, front matter and "
                        + "all, and built into no page; a page such as about.md goes in Content/pages/",
                    at: place)
            }
            let names = files.prefix(3).map { String($0.dropFirst(folder.count + 1)) }.joined(separator: ", ")
            let more = files.count > 3 ? ", …" : ""
            return .warning(
                "Content/\(folder)/ holds \(files.count) Markdown file\(files.count == 1 ? "" : "s") (\(names)\(more)) "
                    + "that no episode names as its transcript: Markdown is built only in Content/\(folders), so "
                    + "these are copied as they are, front matter and all; episodes go in Content/episodes/ "
                    + "(`sitegen import` converts a Hugo, Jekyll or Zola site's sections)",
                at: place)
        }
    }

    /// Whether a Content/ path is a Markdown file by its extension.
    static func isMarkdown(_ path: String) -> Bool {
        let lowered = path.lowercased()
        return lowered.hasSuffix(".md") || lowered.hasSuffix(".markdown")
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
        let bundles = pages.compactMap(PageBundle.folder(ofRelative:)).sorted { $0.count > $1.count }
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
            let count = one ? "its other Markdown file" : "its \(files.count) other Markdown files"
            return .warning(
                "index.md makes '\(name)' one page (a page bundle), so \(count) (\(names)) \(one ? "is" : "are") no "
                    + "page and not published; if \(one ? "it is an episode" : "they are episodes"), rename index.md "
                    + "(to \(name).md, say), or move \(one ? "it" : "them") out of the folder",
                at: SourcePosition.start(of: display(bundle + "/" + PageBundle.indexName)))
        }
    }

    /// Whether a Content/ Markdown file starts with front matter (`---`, `+++` or `{`): a page's
    /// text, not a resource's; `false` when it cannot be read.
    private func hasFrontMatter(_ relative: String) -> Bool {
        guard case .success(let text) = readText(relative),
            case .split(let parts) = FrontMatterSplitter.split(text)
        else { return false }
        return parts.yaml != nil
    }
}
