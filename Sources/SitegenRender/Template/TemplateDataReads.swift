/// The values of `data` (the site's data files) that each template reads, its partials'
/// included, as key paths under `data`: `{{data.sponsor.name}}` reads `["sponsor", "name"]`,
/// and `{{#data}}` reads `[]`, all of it.
///
/// A data file's value reaches a template only through a tag whose name starts with `data`: a
/// section on `data.sponsor` puts that value on the stack, and the names inside it read no more
/// than it. So the tags' names, found once per theme, say what a page read, with no watch kept
/// on the renderer. (A `data` key of another value, an episode's `params.data`, is taken for
/// the data files' too: a page is then rendered again when it need not be, never the reverse.)
enum TemplateDataReads {
    /// The key paths each template reads, by template name (templates that read none left out),
    /// each list sorted and without a path inside another it holds.
    static func of(_ templates: [String: [TemplateToken]]) -> [String: [[String]]] {
        var own: [String: Set<[String]>] = [:]
        var includes: [String: Set<String>] = [:]
        for (name, tokens) in templates {
            var paths: Set<[String]> = []
            var partials: Set<String> = []
            collect(tokens, paths: &paths, partials: &partials)
            own[name] = paths
            includes[name] = partials
        }
        var result: [String: [[String]]] = [:]
        for name in templates.keys {
            // Each partial once, however often and however deep it is included (and a cycle,
            // which the theme loader refuses, ends here too).
            var seen: Set<String> = [name]
            var pending = [name]
            var paths: Set<[String]> = []
            while let next = pending.popLast() {
                paths.formUnion(own[next] ?? [])
                for partial in includes[next] ?? [] where templates[partial] != nil && seen.insert(partial).inserted {
                    pending.append(partial)
                }
            }
            if !paths.isEmpty { result[name] = widest(paths) }
        }
        return result
    }

    /// Adds the key paths under `data` that the tags of `tokens` name, and the partials they include.
    private static func collect(_ tokens: [TemplateToken], paths: inout Set<[String]>, partials: inout Set<String>) {
        func note(_ name: TemplateName) {
            guard name.parts.first == "data" else { return }
            paths.insert(Array(name.parts.dropFirst()))
        }
        TemplateToken.visitNames(in: tokens, name: note) { partials.insert($0) }
    }

    /// The paths without those inside another of them (`sponsor.name` beside `sponsor`), sorted.
    private static func widest(_ paths: Set<[String]>) -> [[String]] {
        let sorted = paths.sorted { $0.lexicographicallyPrecedes($1) }
        var kept: [[String]] = []
        // Sorted, a path comes right after the paths it lies inside (its prefixes).
        for path in sorted where !kept.contains(where: { path.starts(with: $0) }) { kept.append(path) }
        return kept
    }
}
