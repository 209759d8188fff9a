import Foundation
package import SitegenDiagnostics
import SitegenFormats
package import SitegenMarkdown

/// A page bundle, as Hugo and Zola keep pages: a folder of a Markdown folder holding `index.md`
/// (the page) and the page's own files beside it (its resources: pictures, audio, transcripts).
///
/// The folder's name gives the slug (and the day of a dated name) as a file's name does; the
/// resources are files of Content/ like any other, published at the same path under the output;
/// the page's relative references name them.
package enum PageBundle {
    /// The file of a bundle that is its page.
    static let indexName = "index.md"
    /// The names a bundle's page may have, in the order one is taken: `index.md`, or
    /// `index.markdown`, which Hugo reads too (stvstnfrd/hugo-podcasts-test's rss2hugo writes
    /// every episode so).
    static let indexNames = [indexName, "index.markdown"]

    /// The bundle folder (relative to Content/: `episodes/april-update`) of a Markdown file's path
    /// relative to Content/, or `nil` when the file is no bundle's `index.md` (or `index.markdown`).
    static func folder(ofRelative relative: String) -> String? {
        guard let index = indexNames.first(where: { relative.hasSuffix("/" + $0) }) else { return nil }
        let folder = String(relative.dropLast(index.count + 1))
        // `episodes/index.md` is a page named `index`; a bundle is a subfolder of a Markdown folder.
        guard let slash = folder.firstIndex(of: "/"),
            ContentLoader.markdownFolders.contains(String(folder[..<slash]))
        else { return nil }
        return folder
    }

    /// The bundle folder of a Markdown file named as diagnostics name it (`Content/episodes/x/index.md`).
    package static func folder(ofDisplayPath path: String) -> String? {
        guard path.hasPrefix("Content/") else { return nil }
        return folder(ofRelative: String(path.dropFirst("Content/".count)))
    }

    /// The name a Markdown file's slug and day come from: the folder's for a bundle's `index.md`
    /// (`2024-03-14-intro/index.md` → `2024-03-14-intro`), else the file's own.
    static func sourceName(of relative: String) -> String {
        let name = folder(ofRelative: relative) ?? relative
        return String(name.split(separator: "/").last ?? "")
    }

    /// A front-matter path as a bundle's page means it: a plain relative name (`cover.jpg`,
    /// `media/episode.mp3`) is in the bundle's folder; one from the site's root (`/images/a.jpg`),
    /// a URL, or one that is wrong (with `..`, which the checks report as written) is kept.
    static func resolve(_ written: String, in bundle: String?) -> String {
        let text = bundle == nil ? written : droppingCurrentFolder(written)
        guard let bundle, let first = text.first, first != "/", first != "\\",
            !text.prefix(while: { $0 != "/" }).contains(":"),
            !text.split(separator: "/", omittingEmptySubsequences: false).contains(where: {
                $0 == ".." || $0 == "." || $0.isEmpty
            })
        else { return written }
        return bundle + "/" + text
    }

    /// A relative path without its leading `./` (`./cover.jpg` → `cover.jpg`, as a browser and
    /// Gatsby's and Zola's podcast sites read it); a path that is nothing more is kept.
    static func droppingCurrentFolder(_ text: String) -> String {
        var rest = Substring(text)
        while rest.hasPrefix("./") { rest = rest.dropFirst(2) }
        return rest.isEmpty ? text : String(rest)
    }

    /// A path `resolve` put in the bundle, settled against the files Content/ has: the bundle's
    /// file when it has one, else the file of that name from Content/'s root when there is one
    /// (`images/shared.jpg`), else the bundle's (which the build reports missing).
    static func settle(_ path: String, in bundle: String, assets: Set<String>) -> String {
        guard path.hasPrefix(bundle + "/"), !assets.contains(path) else { return path }
        let rest = String(path.dropFirst(bundle.count + 1))
        return assets.contains(rest) ? rest : path
    }

    /// The errors of a bundle page's body links and images that name a file of the bundle it does
    /// not have, each at its link's line and column. Links to other pages (`../other/`, a folder)
    /// and to the bundle's Markdown files (which are not published) are left to `sitegen check`.
    package static func missingFiles(
        in document: MarkdownDocument, bundle: String, path: String, assets: Set<String>
    ) -> [Diagnostic] {
        missingFiles(in: document.links, bundle: bundle, path: path, assets: assets)
    }

    /// The errors of links (a body's, a front-matter summary's) that name a file of the bundle
    /// it does not have, each at its link's line and column, as for a body's document above.
    static func missingFiles(
        in links: [MarkdownLink], bundle: String, path: String, assets: Set<String>
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for link in links {
            guard let resolved = link.resolved else { continue }
            var target = Substring(resolved.dropFirst())
            if let end = target.firstIndex(where: { $0 == "?" || $0 == "#" }) { target = target[..<end] }
            let file = target.removingPercentEncoding ?? String(target)
            guard file.hasPrefix(bundle + "/"), !file.hasSuffix("/"), !MarkdownFileName.isMarkdown(file),
                !assets.contains(file)
            else { continue }
            var message =
                "'\(link.destination)' is not a file of this page bundle (Content/\(file) does not exist)"
            let rest = String(file.dropFirst(bundle.count + 1))
            if assets.contains(rest) {
                message += "; Content/\(rest) is written from the site's root: '/\(rest)'"
            } else if let named = namedAsWritten(link.destination, bundle: bundle, assets: assets) {
                // `a#b.png`, `a?b.png`, `50%20off.png`: a file of that very name is there, but a
                // link is a URL, in which #, ? and % have their meanings.
                message += "; the file '\(named)' is linked as '\(URLPathEncoding.encode(named))'"
            }
            diagnostics.append(
                .error(message, at: SourcePosition(file: path, line: link.line, column: link.column)))
        }
        return diagnostics
    }

    /// The bundle's file named by a destination read as a file name rather than a URL (its `#`,
    /// `?` and `%` taken as they are), relative to the bundle, or `nil` when there is none.
    private static func namedAsWritten(_ destination: String, bundle: String, assets: Set<String>) -> String? {
        let name = droppingCurrentFolder(destination)
        guard name.contains(where: { $0 == "#" || $0 == "?" || $0 == "%" }), !name.hasPrefix("/"),
            !name.split(separator: "/").contains(where: { $0 == ".." || $0 == "." }),
            assets.contains(bundle + "/" + name)
        else { return nil }
        return name
    }
}
