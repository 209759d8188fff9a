public import Foundation
public import SitegenDiagnostics
import SitegenFileSystem
import SitegenRender

extension SiteTheme {
    /// Copies theme files, each named by its path inside the theme
    /// (`templates/cells/episode-tile.mustache`, `layouts/feed.yml`), into the site's
    /// `Overrides/`, and words (`i18n/<language>.yml`) into the site's `i18n/`, from the layer
    /// under the site's own files; never over a file that exists. The paths written, relative
    /// to the site; or none, with every problem, each at the path it is about.
    public func eject(_ paths: [String]) -> (written: [String], problems: [Diagnostic]) {
        var plans: [(source: Data, target: String)] = []
        var problems: [Diagnostic] = []
        for path in paths {
            switch plan(path) {
            case .success(let plan): plans.append(plan)
            case .failure(let problem): problems.append(problem)
            }
        }
        guard problems.isEmpty else { return ([], problems) }
        var written: [String] = []
        for (data, target) in plans {
            let url = site.appendingPathComponent(target)
            do {
                try fileSystem.createDirectory(url.deletingLastPathComponent())
                try fileSystem.write(data, url)
                written.append(target)
            } catch {
                let problem = Diagnostic.error(
                    "cannot write the file: \(FileSystem.describe(error))", at: .start(of: target))
                return (written, [problem])
            }
        }
        return (written, [])
    }

    /// Where one path goes, and its bytes; or why it cannot.
    private func plan(_ path: String) -> Result<(source: Data, target: String), Diagnostic> {
        let place = SourcePosition.start(of: path)
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        if path.hasPrefix("/") || segments.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) {
            return .failure(.error("name a file by its path inside the theme, like templates/base.mustache", at: place))
        }
        let isWords = segments.count == 2 && segments[0] == "i18n" && path.hasSuffix(".yml")
        let target = isWords ? path : "\(ThemeLayer.overridesFolder)/\(path)"
        if fileSystem.kind(site.appendingPathComponent(target)) != .missing {
            return .failure(
                .error("\(target) exists; sitegen theme eject does not write over it (remove it first)", at: place))
        }
        if isWords, segments[1] == "en.yml" {
            return .success((Data(ThemeStrings.englishFile.utf8), target))
        }
        let lower = theme.layers.filter { $0.role != .overrides }
        for layer in lower {
            let url = layer.folder.appendingPathComponent(path)
            guard fileSystem.kind(url) == .file else { continue }
            do {
                return .success((try fileSystem.read(url), target))
            } catch {
                return .failure(
                    .error("cannot read \(layer.displayPath)/\(path): \(FileSystem.describe(error))", at: place))
            }
        }
        return .failure(.error(missing(path, in: lower), at: place))
    }

    /// Says that no layer has `path`, and what its folder holds instead.
    private func missing(_ path: String, in layers: [ThemeLayer]) -> String {
        let folder = path.split(separator: "/").dropLast().joined(separator: "/")
        let known = Set(theme.origins.keys).union(["theme.yml"])
        let siblings = known.filter { candidate in
            let parent = candidate.split(separator: "/").dropLast().joined(separator: "/")
            return parent == folder
        }.sorted()
        var message = "the theme has no \(path)"
        if siblings.isEmpty {
            message +=
                "; its files are under templates/, layouts/, i18n/ and assets/, with theme.yml and the stylesheet"
        } else {
            message +=
                "; \(folder.isEmpty ? "its top folder" : folder + "/") holds: "
                + siblings.map { String($0.split(separator: "/").last ?? "") }.joined(separator: ", ")
        }
        return message
    }
}
