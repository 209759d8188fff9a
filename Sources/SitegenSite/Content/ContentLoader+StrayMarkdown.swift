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
