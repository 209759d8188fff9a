import SitegenDiagnostics
import SitegenFormats

extension PageBundle {
    /// The error for a file a page names that Content/ lacks: for a path in the page's own bundle
    /// (the page at `position` is a bundle's `index.md`), the name as the page wrote it and what
    /// the bundle lacks, as for its body's links; else the path under Content/.
    /// `label` is the field as the message names it (`thumbnail`, `` `audio` ``).
    static func missingFile(_ label: String, _ path: String, at position: SourcePosition) -> String {
        let named = label.isEmpty ? "" : label + " "
        if let bundle = folder(ofDisplayPath: position.file), path.hasPrefix(bundle + "/") {
            let rest = path.dropFirst(bundle.count + 1)
            return "\(named)'\(rest)' is not a file of this page bundle (Content/\(path) does not exist)"
        }
        return "\(named)'\(path)' does not exist in Content/"
    }

    /// Why a path (`written`) of a page that is no bundle may not start with `./` or hold a `.`
    /// segment: it would be relative to the page, which only a bundle's page is.
    static func relativeOutsideBundle(_ written: String) -> String {
        let name = written.split(separator: "/").last.map(String.init) ?? written
        return "a path relative to the page ('./…') names the page's own files only in a page bundle "
            + "(a folder holding the page as index.md); write the path from Content/ instead, "
            + "'<folder>/\(FrontMatterReader.shortened(name))' for Content/<folder>/\(FrontMatterReader.shortened(name))"
    }
}
