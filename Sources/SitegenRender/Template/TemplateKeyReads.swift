/// The keys of a value that a theme's templates name, when the value is put in a page's context
/// under one of a few names: `previous` and `next`, the episodes beside an episode, whose whole
/// context the page has, though the pager shows their title and URL.
///
/// A value's key reaches a template only through a tag: `{{previous.title}}` names `title`, and so
/// does `{{title}}` inside `{{#previous}}` (the section puts the value on the stack); a tag on
/// the value itself (`{{previous}}`, `{{.}}` inside the section) writes nothing for an object. So
/// a page given only the keys that some tag names renders the same bytes, and a rebuild compares
/// only those. Inside a section on the value every name counts, its partials' included, whatever
/// value it finds (`{{#previous}}` is also the pagination's link inside `{{#pagination}}`): the
/// keys are then more than the page shows, never fewer.
enum TemplateKeyReads {
    /// The keys that the tags of `templates` name of the values under `names`.
    static func keys(of names: Set<String>, in templates: [String: [TemplateToken]]) -> Set<String> {
        var reads = Reads(names: names, templates: templates)
        for tokens in templates.values { reads.scan(tokens) }
        return reads.keys
    }

    /// Every part of every name that a tag of `templates` has (`episode.index` has `episode`
    /// and `index`): a key no tag names is in no page, whatever value holds it.
    static func parts(in templates: [String: [TemplateToken]]) -> Set<String> {
        var parts: Set<String> = []
        func collect(_ tokens: [TemplateToken]) {
            for token in tokens {
                switch token {
                case .text, .partial: break
                case .variable(let name), .rawVariable(let name): parts.formUnion(name.parts)
                case .section(let name, let body), .invertedSection(let name, let body):
                    parts.formUnion(name.parts)
                    collect(body)
                }
            }
        }
        for tokens in templates.values { collect(tokens) }
        return parts
    }

    /// The keys found so far.
    private struct Reads {
        let names: Set<String>
        let templates: [String: [TemplateToken]]
        var keys: Set<String> = []

        /// Notes the keys that the tags of `tokens` name of the values, through their names.
        mutating func scan(_ tokens: [TemplateToken]) {
            for token in tokens {
                switch token {
                case .text, .partial: break
                case .variable(let name), .rawVariable(let name):
                    if let parts = parts(of: name), parts.count > 1 { keys.insert(parts[1]) }
                case .section(let name, let body):
                    if let parts = parts(of: name) {
                        if parts.count > 1 {
                            keys.insert(parts[1])
                        } else {
                            var seen: Set<String> = []
                            noteEveryName(in: body, seen: &seen)
                        }
                    }
                    scan(body)
                case .invertedSection(let name, let body):
                    // Only whether the value is there counts, which its keys do not change.
                    if let parts = parts(of: name), parts.count > 1 { keys.insert(parts[1]) }
                    scan(body)
                }
            }
        }

        /// The parts of a name that starts with one of the values' names, if it does.
        private func parts(of name: TemplateName) -> [String]? {
            guard name.start == .stack, let first = name.parts.first, names.contains(first) else { return nil }
            return name.parts
        }

        /// Notes the first part of every name in `tokens` and in the partials they include (a
        /// section's body, where the value is on the stack).
        private mutating func noteEveryName(in tokens: [TemplateToken], seen: inout Set<String>) {
            var names: [TemplateName] = []
            var partials: [String] = []
            TemplateToken.visitNames(in: tokens, name: { names.append($0) }, partial: { partials.append($0) })
            for name in names { note(name) }
            for partial in partials {
                guard let included = templates[partial], seen.insert(partial).inserted else { continue }
                noteEveryName(in: included, seen: &seen)
            }
        }

        /// Notes a name's first part (`{{.}}` has none).
        private mutating func note(_ name: TemplateName) {
            if let first = name.parts.first { keys.insert(first) }
        }
    }
}
