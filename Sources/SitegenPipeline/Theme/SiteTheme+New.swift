public import Foundation
public import SitegenDiagnostics
public import SitegenFileSystem
import SitegenRender

extension SiteTheme {
    /// Starts a theme at `Themes/<name>/` in `site`: a `theme.yml` that extends `parent` (the
    /// theme then holds only what it changes), or, with no parent, a copy of the whole
    /// built-in theme. The folder made, relative to the site, or the problem.
    public static func makeTheme(
        named name: String, extending parent: String?, site: URL, fileSystem: FileSystem = .disk
    ) -> Result<String, Diagnostic> {
        let place = SourcePosition.start(of: name)
        guard !name.isEmpty, name.count <= 64,
            name.unicodeScalars.allSatisfy({ CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_" }),
            !name.hasPrefix("-")
        else {
            return .failure(
                .error("a theme's name is its folder's: letters, digits, '-' and '_', not '\(name)'", at: place))
        }
        let folder = "Themes/\(name)"
        let target = site.appendingPathComponent(folder)
        guard fileSystem.kind(target) == .missing else {
            return .failure(.error("\(folder) exists; choose another name or edit that theme", at: place))
        }
        do {
            if let parent {
                try fileSystem.createDirectory(target.appendingPathComponent("templates"))
                let text = """
                    # A theme that builds on `\(parent)`: a file here with the path of one of its files
                    # (templates/cells/episode-card.mustache, layouts/feed.yml, style.css) replaces it;
                    # the pages below replace that theme's entry for their kind, whole.
                    name: \(name)
                    extends: \(parent)
                    pages: {}

                    """
                try fileSystem.write(Data(text.utf8), target.appendingPathComponent("theme.yml"))
            } else {
                guard let builtIn = Theme.builtInFolder else {
                    return .failure(.error("the built-in theme is missing from this sitegen", at: place))
                }
                try copyFolder(builtIn, to: target, fileSystem: fileSystem)
                let settings = target.appendingPathComponent("theme.yml")
                let text = String(decoding: try fileSystem.read(settings), as: UTF8.self)
                    .replacingOccurrences(of: "\nname: default\n", with: "\nname: \(name)\n")
                try fileSystem.write(Data(text.utf8), settings)
            }
        } catch {
            return .failure(.error("cannot write \(folder): \(FileSystem.describe(error))", at: place))
        }
        return .success(folder)
    }

    private static func copyFolder(_ source: URL, to target: URL, fileSystem: FileSystem) throws {
        try fileSystem.createDirectory(target)
        for name in try fileSystem.list(source).sorted() where !name.hasPrefix(".") {
            let from = source.appendingPathComponent(name)
            let to = target.appendingPathComponent(name)
            if fileSystem.kind(from) == .directory {
                try copyFolder(from, to: to, fileSystem: fileSystem)
            } else {
                try fileSystem.write(try fileSystem.read(from), to)
            }
        }
    }
}
