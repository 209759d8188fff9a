import Foundation
import SitegenFileSystem

extension JekyllSource {
    /// Copies the transcripts episodes name in Jekyll's includes folder, which their layouts
    /// include (writethedocspodcast/writethedocspodcast.github.io's `transcript:
    /// transcripts/transcript_episode31.html`, a file of `_includes/`), to that path of
    /// `Content/`, where `transcript:` finds them; a path the site's own files have stays theirs.
    /// - Parameters:
    ///   - configuration: The site's settings (`includes_dir` moves the includes folder).
    ///   - plan: Gets the transcripts as static files.
    func addIncludedTranscripts(_ configuration: [String: Any], to plan: inout ImportPlan) {
        let given = ImportValue.text(configuration["includes_dir"])?
            .trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        let includes = folder.appendingPathComponent(given.flatMap { $0.isEmpty ? nil : $0 } ?? "_includes")
        var copied = Set(plan.staticFiles.map(\.1))
        for file in plan.episodes {
            guard let name = ImportValue.text(ImportValue.lowercasedKeys(file.page.fields)?["transcript"]),
                !name.contains(":")
            else { continue }
            let path = String(name.drop { $0 == "/" })
            let source = includes.appendingPathComponent(path)
            guard !path.isEmpty, !path.split(separator: "/").contains(".."), !copied.contains(path),
                ![.missing, .directory].contains(fileSystem.kindFollowingLinks(source))
            else { continue }
            plan.staticFiles.append((source, path))
            copied.insert(path)
        }
    }
}
