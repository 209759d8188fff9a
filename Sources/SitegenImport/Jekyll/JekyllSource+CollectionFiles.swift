import Foundation

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
        for name in folders.sorted() {
            let collection = folder.appendingPathComponent(name)
            for path in ImportPlan.files(under: collection, fileSystem: fileSystem) {
                let lowered = path.lowercased()
                let parts = path.split(separator: "/")
                guard ![".md", ".markdown", ".html"].contains(where: lowered.hasSuffix),
                    !parts.contains(where: { $0.hasPrefix(".") }), !Self.isExcluded("\(name)/\(path)", by: excluded)
                else { continue }
                plan.staticFiles.append((collection.appendingPathComponent(path), Self.collectionFilePath(name, path)))
            }
        }
    }

    /// The path a collection's file was published at, under the collection's name
    /// (`_podcast`, `episode-1/a.mp3` → `podcast/episode-1/a.mp3`), under `files/` when the build
    /// keeps that folder for itself (a collection named `episodes`), as a Hugo bundle's files are.
    static func collectionFilePath(_ folderName: String, _ path: String) -> String {
        HugoSource.resourcePath(String(folderName.dropFirst()) + (path.isEmpty ? "" : "/" + path))
    }
}
