import Foundation
import SitegenContent
import SitegenFileSystem

extension JekyllSource {
    /// Copies the files of the collections Jekyll writes out that are not its documents, to the
    /// path Jekyll published them at (`_podcast/episode-1/the-toolsmiths-ep1.mp3` at
    /// `/podcast/episode-1/the-toolsmiths-ep1.mp3`, TheToolsmiths/TheToolsmiths.github.io),
    /// leaving out what the settings' `exclude:` names.
    /// - Parameters:
    ///   - folders: The collections' folders (`_podcast`).
    ///   - excluded: The settings' `exclude:` (``excludedPaths(_:)``).
    ///   - plan: Gets the files.
    func addCollectionFiles(of folders: Set<String>, excluding excluded: [String], to plan: inout ImportPlan) {
        var templates: [String] = []
        for name in folders.sorted() {
            let collection = folder.appendingPathComponent(name)
            for path in ImportPlan.files(under: collection, fileSystem: fileSystem) {
                let lowered = path.lowercased()
                let parts = path.split(separator: "/")
                guard ![".md", ".markdown", ".html"].contains(where: lowered.hasSuffix),
                    !parts.contains(where: { $0.hasPrefix(".") }), !Self.isExcluded("\(name)/\(path)", by: excluded)
                else { continue }
                let url = collection.appendingPathComponent(path)
                // A file with front matter is a template Jekyll renders (a show's `feed.xml` of
                // Liquid): copied as it is, it would be the template's text. A feed's address is
                // the show's old feed, where the build writes the show's feed.
                if let head = try? fileSystem.read(url).prefix(5), head.starts(with: Array("---".utf8)),
                    head.dropFirst(3).first == UInt8(ascii: "\n") || head.dropFirst(3).first == UInt8(ascii: "\r")
                {
                    if [".xml", ".rss"].contains(where: lowered.hasSuffix) {
                        plan.showFeedPaths[slugify(String(name.dropFirst())), default: []].append(
                            "/" + Self.collectionFilePath(name, path))
                    }
                    templates.append("\(name)/\(path)")
                    continue
                }
                plan.staticFiles.append((url, Self.collectionFilePath(name, path)))
            }
        }
        if !templates.isEmpty {
            plan.notes.append(
                "not copied, as they are Liquid templates Jekyll rendered (a show's feed is written at its old "
                    + "address instead): " + templates.joined(separator: ", "))
        }
    }

    /// The path a collection's file was published at, under the collection's name
    /// (`_podcast`, `episode-1/a.mp3` → `podcast/episode-1/a.mp3`), under `files/` when the build
    /// keeps that folder for itself (a collection named `episodes`), as a Hugo bundle's files are.
    static func collectionFilePath(_ folderName: String, _ path: String) -> String {
        HugoSource.resourcePath(String(folderName.dropFirst()) + (path.isEmpty ? "" : "/" + path))
    }
}
