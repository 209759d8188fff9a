import Mustache

/// A theme's templates, ready to render.
///
/// Templates in plain Mustache (all of the default theme's) are rendered by sitegen's own
/// ``TemplateRenderer`` on typed values: no `Any` casts, no name splitting per lookup and one
/// output buffer per page, unlike swift-mustache on the same template.
/// When any template uses swift-mustache's extensions (transforms, inheritance, dynamic
/// partials, pragmas), the whole theme is rendered by swift-mustache instead, so a theme never
/// mixes the two. Both render plain Mustache alike; the tests compare them on random templates.
struct ThemeTemplates: Sendable {
    /// swift-mustache's library (every template, with sitegen's escaping pragma in front).
    let library: MustacheLibrary
    /// The parsed templates, or `nil` when swift-mustache renders the theme.
    let renderer: TemplateRenderer?
    /// The key paths under `data` each parsed template reads, partials included
    /// (``TemplateDataReads``).
    let dataReads: [String: [[String]]]
    /// The keys of `previous` and `next` (the episodes beside an episode) that any template
    /// names (``TemplateKeyReads``), or `nil`: every key (a theme swift-mustache renders, whose
    /// templates sitegen does not parse).
    let neighbourKeys: Set<String>?
    /// Every part of every name the templates' tags have (``TemplateKeyReads/parts(in:)``), or
    /// `nil` for a theme swift-mustache renders.
    let nameParts: Set<String>?
    /// Where the shapes of the values templates render are recorded, for `sitegen theme values`.
    var recorder: TemplateValueRecorder?

    /// Templates from their sources by name; `library` holds the same templates for swift-mustache.
    init(sources: [String: String], library: MustacheLibrary) {
        self.library = library
        var parsed: [String: [TemplateToken]] = [:]
        for (name, source) in sources {
            guard let tokens = TemplateParser.parse(source) else {
                renderer = nil
                dataReads = [:]
                neighbourKeys = nil
                nameParts = nil
                return
            }
            parsed[name] = tokens
        }
        renderer = TemplateRenderer(templates: parsed)
        dataReads = TemplateDataReads.of(parsed)
        neighbourKeys = TemplateKeyReads.keys(of: ["previous", "next"], in: parsed)
        nameParts = TemplateKeyReads.parts(in: parsed)
    }

    /// Whether sitegen's own renderer renders this theme.
    var isNative: Bool { renderer != nil }

    /// The key paths under `data` that rendering the named template reads: what its tags (and
    /// its partials') name; all of `data` (`[]`) for a theme swift-mustache renders, whose
    /// templates sitegen does not parse.
    func dataPaths(of name: String) -> [[String]] {
        isNative ? dataReads[name] ?? [] : [[]]
    }

    /// The named template rendered with `value` as its context, or `nil` when there is no such template.
    func render(_ value: TemplateValue, withTemplate name: String) -> String? {
        recorder?.record(value, template: name)
        guard renderer != nil else { return library.render(value.anyValue, withTemplate: name) }
        return renderUTF8(value, withTemplate: name).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The named template rendered as UTF-8 bytes (no String made: a page goes to disk as it is).
    /// - Parameter expected: bytes the output will hold at least (a page's gallery or content,
    ///   which it writes whole): reserved with room beside them, so that the output is not
    ///   copied as it grows.
    func renderUTF8(_ value: TemplateValue, withTemplate name: String, expected: Int = 0) -> [UInt8]? {
        recorder?.record(value, template: name)
        guard let renderer else { return library.render(value.anyValue, withTemplate: name).map { Array($0.utf8) } }
        guard let tokens = renderer.templates[name] else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(expected + 16_384)
        var stack = [value]
        renderer.render(tokens, stack: &stack, into: &output, indentation: nil)
        return output
    }
}
