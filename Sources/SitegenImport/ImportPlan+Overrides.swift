import Foundation
import SitegenDiagnostics
import SitegenFileSystem

extension ImportPlan {
    /// Makes pages of the episodes a `--pages` pattern names, and episodes of the pages an
    /// `--episodes` pattern names (dated, without a date of their own, by the file's time), over
    /// what the import decided; says so in the report.
    /// - Returns: An error for each pattern that names no episode or page of the source.
    mutating func applyOverrides(
        episodes episodePatterns: [SourceGlob], pages pagePatterns: [SourceGlob], source: URL
    ) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var madePages: [String] = []
        for pattern in pagePatterns {
            if !(episodes + pages).contains(where: { pattern.matches($0.page.path) }) {
                problems.append(Self.namesNothing("--pages", pattern))
            }
            for file in Self.take(pattern, from: &episodes) {
                pages.append(File(page: file.page, slug: file.slug, oldURL: file.oldURL, bundle: file.bundle))
                madePages.append(file.page.path)
            }
        }
        var madeEpisodes: [String] = []
        for pattern in episodePatterns {
            if !(episodes + pages).contains(where: { pattern.matches($0.page.path) }) {
                problems.append(Self.namesNothing("--episodes", pattern))
            }
            for file in Self.take(pattern, from: &pages) {
                var episode = file
                episode.date = Self.modificationDate(
                    of: source.appendingPathComponent(file.page.path), fileSystem: fileSystem)
                episodes.append(episode)
                madeEpisodes.append(file.page.path)
            }
        }
        // A section left with no episode and no introduction of its own is no collection.
        let shows = Set(episodes.compactMap(\.collection))
        for slug in collections.keys where !shows.contains(slug) && collectionPages[slug] == nil {
            collections[slug] = nil
        }
        if !madePages.isEmpty { notes.append("made pages by --pages: " + madePages.joined(separator: ", ")) }
        if !madeEpisodes.isEmpty {
            notes.append("made episodes by --episodes: " + madeEpisodes.joined(separator: ", "))
        }
        return problems
    }

    /// The files a pattern names, taken out of `files`.
    private static func take(_ pattern: SourceGlob, from files: inout [File]) -> [File] {
        let taken = files.filter { pattern.matches($0.page.path) }
        files.removeAll { pattern.matches($0.page.path) }
        return taken
    }

    private static func namesNothing(_ flag: String, _ pattern: SourceGlob) -> Diagnostic {
        .error(
            "\(flag) '\(pattern.pattern)' names no episode or page of the source (patterns match paths as the report "
                + "names them, like content/sponsors/*.md)",
            at: SourcePosition(file: "<command-line>", line: 1, column: 1))
    }
}
