import Foundation
import SitegenContent

/// What a Hugo site's podcast feed template wrote for each episode (``HugoItemTemplate``): its
/// guid, kept so that podcast apps do not take the imported episodes for new ones, and its
/// enclosure, the episode's media where front matter names it under the site's own key.
extension ImportWriter {
    /// The guid a Hugo feed template's item wrote for an episode (``HugoItemTemplate``): for an
    /// episode with an old URL and no `guid`; with the template's path.
    func hugoTemplateGUID(of file: ImportPlan.File, fields: [(String, Any)]) -> (text: String, template: String)? {
        guard let template = hugoFeed?.guid, !fields.contains(where: { $0.0 == "guid" }),
            let (page, site) = hugoItemPage(of: file)
        else { return nil }
        return template.value(page: page, site: site).map { ($0, template.path) }
    }

    /// The media file a Hugo feed template's enclosure named for an episode: an `http(s)` URL of
    /// audio or video, with its key (`audio` or `video`) and the template's path; of an item's
    /// enclosures (one in each branch of an `if`), the first that gives one.
    func hugoTemplateEnclosure(of file: ImportPlan.File) -> (key: String, url: String, template: String)? {
        guard let templates = hugoFeed?.enclosures, let (page, site) = hugoItemPage(of: file) else { return nil }
        for template in templates {
            guard let url = template.value(page: page, site: site),
                url.lowercased().hasPrefix("http://") || url.lowercased().hasPrefix("https://"),
                let type = MediaEnclosure.type(ofName: url), type.hasPrefix("audio/") || type.hasPrefix("video/")
            else { continue }
            return (type.hasPrefix("audio/") ? "audio" : "video", url, template.path)
        }
        return nil
    }

    /// A length in bytes the front matter gives under a length key that went under `params:`
    /// (no media file was named beside it), with the key as written.
    static func lengthInParams(of fields: [(String, Any)]) -> (String, Int)? {
        guard let params = fields.first(where: { $0.0 == "params" })?.1 as? [String: Any] else { return nil }
        for name in params.keys.sorted() {
            let key = FrontMatterMapping.knownSpelling(of: name.lowercased())
            guard MediaMapping.lengthKeys.contains(key), let bytes = ImportValue.byteLength(params[name]) else {
                continue
            }
            return (name, bytes)
        }
        return nil
    }

    /// What a Hugo feed template knows of an episode with an old URL, and of its site.
    private func hugoItemPage(of file: ImportPlan.File) -> (HugoItemTemplate.Page, HugoItemTemplate.Site)? {
        guard let site = hugoFeed?.site, let url = file.oldURL else { return nil }
        // Hugo's permalinks write a path's other characters escaped (`%C3%A9pisode-55`).
        let path = HugoURLPath.escaped(url.contains("://") || url.hasPrefix("/") ? url : "/" + url)
        let names = file.page.path.split(separator: "/").map(String.init)
        let fileName = names.last ?? ""
        let stem = (fileName as NSString).deletingPathExtension
        let page = HugoItemTemplate.Page(
            permalink: url.contains("://") ? path : site.root + path,
            relPermalink: url.contains("://") ? Self.pathPart(of: path) : site.basePath + path,
            params: ImportValue.lowercasedKeys(file.page.fields) ?? [:], fileName: fileName,
            contentBaseName: stem == "index" && names.count > 1 ? names[names.count - 2] : stem)
        return (page, site)
    }

    /// The path of an address (`/a/` of `https://example.org/a/`).
    private static func pathPart(of url: String) -> String {
        guard let scheme = url.range(of: "://"), let slash = url[scheme.upperBound...].firstIndex(of: "/") else {
            return "/"
        }
        return String(url[slash...])
    }
}
