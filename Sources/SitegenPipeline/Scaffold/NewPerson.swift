public import Foundation
import SitegenContent
public import SitegenDiagnostics
public import SitegenFileSystem

/// `sitegen add person`: a person's Markdown file in `Content/people/` (a host or a guest whom
/// episodes name by slug in `hosts:` and `guests:`), with the fields to fill in as comments.
public enum NewPerson {
    /// Writes the person into the site at `site`: the path relative to the site and the slug, or
    /// the problem (at `problemPosition`: where the command line gives the name).
    public static func write(
        name: String, site: URL, fileSystem: FileSystem = .disk,
        problemPosition: SourcePosition = .start(of: "name")
    ) -> Result<(path: String, slug: String), Diagnostic> {
        let content = site.appendingPathComponent("Content")
        let trimmed: String
        switch NewEpisode.checked(name, noun: "name", content: content, fileSystem: fileSystem, at: problemPosition) {
        case .success(let text): trimmed = text
        case .failure(let diagnostic): return .failure(diagnostic)
        }
        let slug = slugify(trimmed)
        let people = content.appendingPathComponent("people")
        let url = people.appendingPathComponent("\(slug).md")
        guard fileSystem.kind(url) == .missing else {
            return .failure(
                .error(
                    "Content/people/\(slug).md exists; episodes name that person `\(slug)` already",
                    at: problemPosition))
        }
        let text = [
            "---", "name: \(NewEpisode.quoted(trimmed))", "# role: Guest", "# avatar: images/people/\(slug).jpg",
            "# links: [https://example.org/]", "---",
            "A few words about \(NewEpisode.markdownText(trimmed)).",
            "",
        ].joined(separator: "\n")
        do {
            try fileSystem.createDirectory(people)
            try fileSystem.write(Data(text.utf8), url)
        } catch {
            return .failure(
                .error("cannot write the person: \(FileSystem.describe(error))", at: .start(of: people.path)))
        }
        return .success(("Content/people/\(slug).md", slug))
    }
}
