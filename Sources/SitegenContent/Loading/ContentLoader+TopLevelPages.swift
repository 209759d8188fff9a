import SitegenDiagnostics
import SitegenFileSystem

extension ContentLoader {
    /// The Markdown files with front matter at the top of `Content/` (`about.md`), which are
    /// pages as those in `Content/pages/` are, as Hugo and Zola build `content/about.md`.
    ///
    /// `_index.md` and `index.md` are not: in Hugo they hold the text of the home page or of a
    /// section's list, which sitegen makes from its layouts (they stay files with a warning).
    /// Markdown without front matter (a README) stays a file that is copied.
    func topLevelPages(diagnostics: inout [Diagnostic]) -> [String] {
        names(in: "", diagnostics: &diagnostics).filter { name in
            MarkdownFileName.isMarkdown(name) && !Self.isListText(name) && kind(name) == .file
                && hasFrontMatter(name)
        }
    }

    /// Whether a top-level name is Hugo's text of a list page (`_index.md`, `index.md`).
    static func isListText(_ name: String) -> Bool {
        let stem = name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? name
        return stem == "_index" || stem == "index"
    }
}

extension ContentLoader {
    /// The pages without those at the top of Content/ whose slug the site uses itself
    /// (`search.md`, `tags.md`: another generator's search or list page, drawn by its layouts),
    /// each with a warning; in `Content/pages/` such a slug stays an error (``SiteAssembler``).
    func withoutReservedTopLevelPages(_ pages: [ContentPage], plan: Plan) -> ([ContentPage], [Diagnostic]) {
        let topLevel = Set(plan.topLevelPages.map(display))
        var warnings: [Diagnostic] = []
        let kept = pages.filter { page in
            guard topLevel.contains(page.path), SiteAssembler.reservedSlugs.contains(page.slug) else { return true }
            warnings.append(
                .warning(
                    "'\(page.path.dropFirst("Content/".count))' would be the page /\(page.slug)/, which the site "
                        + "makes itself: it is not built (another generator's \(page.slug) page comes from its "
                        + "layouts); give it another name or `slug:` to build it",
                    at: SourcePosition.start(of: page.path)))
            return false
        }
        return (kept, warnings)
    }
}
