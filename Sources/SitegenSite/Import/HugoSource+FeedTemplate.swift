import Foundation

extension HugoSource {
    /// The guid and enclosure templates of the site's podcast feed: the first `.xml` template
    /// under the site's `layouts/`, then its theme's, that writes an `<enclosure>` in an item of
    /// a `range`. A template whose guids the import cannot give is named in the notes: podcast
    /// apps know an episode by its guid, and would list the imported ones again.
    func feedItemTemplates(
        configuration: [String: Any], notes: inout [String]
    ) -> (guid: HugoItemTemplate?, enclosure: HugoItemTemplate?) {
        for path in feedTemplateCandidates(configuration) {
            guard let data = try? Data(contentsOf: folder.appendingPathComponent(path)), data.count < 1_000_000,
                let text = String(data: data, encoding: .utf8), text.contains("<enclosure"),
                HugoItemTemplate.expression(of: .enclosureURL, in: text) != nil
            else { continue }
            let guid = HugoItemTemplate.read(text, element: .guid, path: path)
            if guid == nil, let (expression, _) = HugoItemTemplate.expression(of: .guid, in: text) {
                let shown = expression.trimmingCharacters(in: .whitespacesAndNewlines)
                notes.append(
                    "\(path), the old feed's template, writes each item's guid as `\(shown)`, which the import does "
                        + "not reproduce: podcast apps may list the episodes again unless each gets its old guid as "
                        + "`guid:`")
            }
            return (guid, HugoItemTemplate.read(text, element: .enclosureURL, path: path))
        }
        return (nil, nil)
    }

    /// The `.xml` files under the site's `layouts/`, then under each of its themes' (`theme`,
    /// in `themesDir`), each folder's by path.
    private func feedTemplateCandidates(_ configuration: [String: Any]) -> [String] {
        let settings = ImportValue.lowercasedKeys(configuration) ?? [:]
        let themes = ImportValue.text(settings["themesdir"]) ?? "themes"
        let roots = ["layouts"] + (ImportValue.strings(settings["theme"]) ?? []).map { "\(themes)/\($0)/layouts" }
        return roots.flatMap { root in
            ImportPlan.files(under: folder.appendingPathComponent(root)).filter { $0.hasSuffix(".xml") }.map {
                root + "/" + $0
            }
        }
    }
}
