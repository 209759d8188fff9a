package import SitegenDiagnostics
import SitegenFormats
import SitegenMarkdown
import Yams

/// Decodes the files of `Content/`: episodes, collections, pages and `site.yml`.
///
/// Its settings shape every decoded file, so a cached file decoded with other settings is
/// decoded again (`ParsedFiles.Entry.settings`).
package struct ContentFileDecoder: Sendable, Hashable, Codable {
    /// Whether raw HTML passes through Markdown.
    var unsafeHTML: Bool
    /// Whether fenced code blocks are highlighted (`highlight:` in site.yml).
    var highlightsCode = true
    /// Swift blocks' tokens from earlier builds.
    package var highlights = HighlightCacheSetting()
    /// Whether bodies record their elements for a theme's render hooks
    /// (``MarkdownOptions/marksElements``).
    package var marksElements = false

    /// The decoder for a site's settings.
    init(unsafeHTML: Bool, highlightsCode: Bool = true) {
        self.unsafeHTML = unsafeHTML
        self.highlightsCode = highlightsCode
    }

    /// The decoder `site.yml`'s settings ask for.
    package init(_ configuration: SiteConfiguration) {
        self.init(unsafeHTML: configuration.unsafeHTML, highlightsCode: configuration.highlightsCode)
    }

    static let episodeKeys =
        [
            "title", "slug", "date", "duration", "collection", "category", "tags", "thumbnail", "summary",
            "description", "draft", "published", "order", "featured", "aliases", "lastmod", "updated", "url",
        ] + EpisodeFields.dateAliases + EpisodeMedia.keys
    static let collectionKeys = [
        "title", "summary", "order", "thumbnail", "slug", "episodeOrder", "podcast", "aliases", "url",
    ]
    static let personKeys = ["name", "slug", "role", "avatar", "links", "title", "aliases"]
    static let pageKeys = ["title", "slug", "summary", "aliases", "url", "redirect"]

    /// The front matter and body of a file, or the diagnostics that stop it.
    private func split(_ text: String, path: String) -> (reader: FrontMatterReader, body: SplitDocument) {
        /// A reader holding one error that stops the file, and no body.
        func stopped(_ message: String, line: Int, column: Int) -> (FrontMatterReader, SplitDocument) {
            var reader = FrontMatterReader(path: path, yaml: "", firstLine: 1)
            reader.error(message, at: SourcePosition(file: path, line: line, column: column))
            return (reader, SplitDocument(yaml: nil, yamlLine: 1, body: "", bodyLineOffset: 0))
        }
        switch FrontMatterSplitter.split(text) {
        case .unclosed(let line):
            let message =
                text.hasPrefix("+++")
                ? "the front matter opened with '+++' is never closed with a '+++' line"
                : text.hasPrefix("{")
                    ? "the JSON front matter opened with '{' has no matching '}' at the end of a line"
                    : "the front matter opened with '---' is never closed with a '---' line"
            return stopped(message, line: line, column: 1)
        case .split(var document):
            var anchors: [SourceAnchor] = []
            if document.format == .toml, let toml = document.yaml {
                switch TOMLFrontMatter.converted(from: toml) {
                case .success(let converted):
                    document.yaml = converted.yaml
                    anchors = converted.anchors
                case .failure(let problem):
                    return stopped(
                        "invalid TOML: \(problem.message)", line: document.yamlLine + problem.line - 1,
                        column: problem.column)
                }
            }
            if document.format == .json, let json = document.yaml {
                switch JSONFrontMatter.yaml(from: json) {
                case .success(let yaml): document.yaml = yaml
                case .failure(let problem):
                    return stopped(
                        "invalid JSON: \(problem.message)", line: document.yamlLine + problem.line - 1,
                        column: problem.column)
                }
            }
            var reader = FrontMatterReader(
                path: path, yaml: document.yaml ?? "", firstLine: document.yamlLine, anchors: anchors)
            reader.bundle = PageBundle.folder(ofDisplayPath: path)
            guard document.yaml != nil else {
                reader.error(
                    "the file has no front matter; it must start with a '---' line, then YAML with at least a `title`, then '---'",
                    at: SourcePosition.start(of: path))
                return (reader, document)
            }
            return (reader, document)
        }
    }

    /// Renders a body with the file's line offset; root-relative links start with the root
    /// marker, which each page replaces with its own prefix to the site root. A page bundle's
    /// relative links and images (`bundle`) name its files (`diagram.png` is
    /// `/episodes/x/diagram.png`), wherever the page is published.
    func render(_ document: SplitDocument, bundle: String? = nil) -> MarkdownDocument {
        var options = MarkdownOptions(
            unsafeHTML: unsafeHTML, lineOffset: document.bodyLineOffset, rootPrefix: SiteRoutes.rootMarker,
            highlightsCode: highlightsCode)
        // The folder is a file path; the destinations resolved against it are URLs (`a%20b.png`).
        options.relativeBase = bundle.map(URLPathEncoding.encode)
        options.marksElements = marksElements
        return MarkdownRenderer.render(document.body, options: options, highlights: highlights.cache)
    }

    /// The body's warnings (code blocks in unknown languages) and errors (nesting deeper than
    /// browsers draw) as diagnostics of the file.
    static func diagnostics(of document: MarkdownDocument, path: String) -> [Diagnostic] {
        document.warnings.map {
            let position = SourcePosition(file: path, line: $0.line, column: $0.column)
            return $0.isError ? .error($0.message, at: position) : .warning($0.message, at: position)
        }
    }

    /// The slug a file name gives: the name without `.md` and without a leading number and
    /// dash (`001-intro.md`, `001 - Intro.md`) or a leading day (`2024-03-14-intro.md`).
    package static func slug(fromFileName name: String) -> String {
        if let dated = DatedFileName(name) { return dated.rest }
        var base = MarkdownFileName.stem(name)
        let digits = base.prefix { $0.isASCII && $0.isNumber }
        var rest = base.dropFirst(digits.count).drop { $0 == " " }
        if !digits.isEmpty, rest.first == "-" {
            rest = rest.dropFirst().drop { $0 == " " }
            if !rest.isEmpty { base = String(rest) }
        }
        return base
    }

    /// Whether a slug is a plain path segment: letters, digits, `-`, `_` and `.`, not starting with `.`.
    package static func isPlainSegment(_ slug: String) -> Bool {
        guard let first = slug.unicodeScalars.first, first != ".", slug.utf8.count <= maxSlugLength else {
            return false
        }
        return slug.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0))
        }
    }

    /// The slug: the `slug:` key's, else the file name's; either must be a plain path segment.
    static func slug(in mapping: YAMLMapping, fileName: String, path: String, reader: inout FrontMatterReader) -> String
    {
        let fromName = slug(fromFileName: fileName)
        guard let entry = mapping["slug"] else {
            if isPlainSegment(fromName) && fromName == fromName.lowercased() { return fromName }
            // `001 - React Tools.md`, `Intro.md`, `José.md`: the slug rule of tags makes one.
            let made = slugify(fromName)
            reader.diagnostics.append(
                .warning(
                    "the file name '\(FileNameCheck.printable(FrontMatterReader.shortened(fromName)))' is not a lowercase path segment; the slug is `\(made)` (give `slug:` to choose another)",
                    at: SourcePosition.start(of: path)))
            return made
        }
        guard let given = reader.text(entry.value, label: "slug") else { return fromName }
        guard given.utf8.count <= maxSlugLength else {
            reader.error(
                "slug '\(FrontMatterReader.shortened(given))' is \(given.utf8.count) bytes long; a slug has at most \(maxSlugLength) (it is a folder name in the output)",
                at: entry.value)
            return fromName
        }
        guard isPlainSegment(given) else {
            reader.error(
                "slug '\(FrontMatterReader.shortened(given))' is not a plain path segment: use letters, digits, '-', '_' and '.', not starting with '.'",
                at: entry.value)
            return fromName
        }
        return given
    }

    /// Decodes an episode file.
    package func episode(_ text: String, path: String, fileName: String) -> (Episode?, [Diagnostic]) {
        let parts = split(text, path: path)
        guard parts.body.yaml != nil, !parts.reader.hasErrors else { return (nil, parts.reader.uniqueDiagnostics) }
        var reader = parts.reader
        let document = parts.body
        guard let mapping = reader.root(keys: Self.episodeKeys, place: "an episode's front matter") else {
            return (nil, reader.uniqueDiagnostics)
        }
        var fields = EpisodeFields()
        fields.read(mapping, reader: &reader, fileName: fileName)
        let top = SourcePosition.start(of: path)
        if fields.title == nil, mapping["title"] == nil {
            if let nested = FrontMatterReader.fieldInObject(["title"], in: mapping) {
                reader.error(
                    "the episode has no `title`: sitegen reads it at the top level, not inside `\(nested.object):`",
                    at: nested.key)
            } else {
                reader.error("the episode has no `title`", at: top)
            }
        }
        let dateKeys = ["date"] + EpisodeFields.dateAliases
        if fields.date == nil, dateKeys.allSatisfy({ mapping[$0] == nil }) {
            if let nested = FrontMatterReader.fieldInObject(dateKeys, in: mapping) {
                reader.error(
                    "the episode has no `date`: sitegen reads it at the top level, not inside `\(nested.object):`",
                    at: nested.key)
            } else if let other = mapping.unknown.first(where: {
                KeySuggestion.closest(to: $0.name, in: Self.episodeKeys) == "date"
            }) {
                // Another tool's name for it (`publishedAt`, `published_at`): one error there, in
                // place of the unknown key's warning.
                let place = reader.position(of: other.key)
                reader.diagnostics.removeAll { $0.severity == .warning && $0.position == place }
                reader.error(
                    "the episode has no `date`: sitegen reads the day it came out from `date:`, not "
                        + "`\(FrontMatterReader.shortened(other.name)):`; rename the key", at: other.key)
            } else {
                reader.error(
                    "the episode has no `date`; write the day it came out, `date: 2024-03-14`, or begin the file's or "
                        + "bundle folder's name with it (`2024-03-14-name`)", at: top)
            }
        }
        let slug = Self.slug(in: mapping, fileName: fileName, path: path, reader: &reader)
        let aliases = AliasReader.read(mapping, reader: &reader)
        let url = PageURLReader.read(mapping, reader: &reader)
        guard !reader.hasErrors, let title = fields.title, let date = fields.date else {
            return (nil, reader.uniqueDiagnostics)
        }
        let markdown = render(document, bundle: reader.bundle)
        let summary = Self.summary(
            fields.summary, body: markdown, bundle: reader.bundle, links: (mapping, reader, text))
        var chapterWarnings: [Diagnostic] = []
        if fields.media.chapters == nil {
            (fields.media.chapters, chapterWarnings) = ChapterListScanner.chapters(
                in: document.body, path: path, lineOffset: document.bodyLineOffset,
                duration: fields.duration?.seconds)
        }
        var episode = Episode(
            path: path, title: title, slug: slug, date: date,
            duration: fields.duration, collectionReference: fields.collection, category: fields.category,
            tags: fields.tags, thumbnail: fields.thumbnail, summary: summary.text, summaryHTML: summary.html,
            isDraft: fields.draft, order: fields.order, media: fields.media, document: markdown,
            positions: fields.positions.mapValues { reader.position(of: $0) }
        )
        episode.isFeatured = fields.featured
        episode.modified = fields.modified
        episode.publishes = fields.publishes
        episode.aliases = aliases
        episode.permalinkPath = url?.folder
        episode.positions["url"] = url?.at
        episode.summaryLinks = summary.links
        reader.diagnostics += summary.diagnostics
        return (episode, reader.uniqueDiagnostics + Self.diagnostics(of: markdown, path: path) + chapterWarnings)
    }

    /// Decodes a collection file.
    func collection(_ text: String, path: String, fileName: String) -> (EpisodeCollection?, [Diagnostic]) {
        let parts = split(text, path: path)
        guard parts.body.yaml != nil, !parts.reader.hasErrors else { return (nil, parts.reader.uniqueDiagnostics) }
        var reader = parts.reader
        guard let mapping = reader.root(keys: Self.collectionKeys, place: "a collection's front matter") else {
            return (nil, reader.uniqueDiagnostics)
        }
        let title = mapping["title"].flatMap { reader.text($0.value, label: "title") }
        if mapping["title"] == nil { reader.error("the collection has no `title`", at: SourcePosition.start(of: path)) }
        let summary = mapping["summary"].flatMap { reader.string($0.value, label: "summary") }
        let order = mapping["order"].flatMap { reader.wholeNumber($0.value, label: "order", in: 0...1_000_000) }
        let thumbnail = mapping["thumbnail"].flatMap { reader.path($0.value, label: "thumbnail") }.map {
            PageBundle.resolve($0, in: reader.bundle)
        }
        var newestFirst = false
        if let entry = mapping["episodeOrder"], let text = reader.text(entry.value, label: "episodeOrder") {
            switch text {
            case "oldest": newestFirst = false
            case "newest": newestFirst = true
            default:
                reader.error(
                    "`episodeOrder` must be `oldest` (oldest first) or `newest` (newest first), not '\(FrontMatterReader.shortened(text))'",
                    at: entry.value)
            }
        }
        let podcast = mapping["podcast"].flatMap { PodcastSettingsReader.read($0.value, reader: &reader) }
        let slug = Self.slug(in: mapping, fileName: fileName, path: path, reader: &reader)
        let aliases = AliasReader.read(mapping, reader: &reader)
        let url = PageURLReader.read(mapping, reader: &reader)
        guard !reader.hasErrors, let title else { return (nil, reader.uniqueDiagnostics) }
        let markdown = render(parts.body, bundle: reader.bundle)
        let rendered = Self.summary(summary, body: markdown, bundle: reader.bundle, links: (mapping, reader, text))
        var collection = EpisodeCollection(
            path: path, title: title, slug: slug, summary: rendered.text, summaryHTML: rendered.html, order: order,
            thumbnail: thumbnail, newestFirst: newestFirst, podcast: podcast, document: markdown
        )
        collection.aliases = aliases
        collection.permalinkPath = url?.folder
        collection.urlPosition = url?.at
        collection.summaryLinks = rendered.links
        reader.diagnostics += rendered.diagnostics
        return (collection, reader.uniqueDiagnostics + Self.diagnostics(of: markdown, path: path))
    }

    /// Decodes a page file.
    func page(_ text: String, path: String, fileName: String) -> (ContentPage?, [Diagnostic]) {
        let parts = split(text, path: path)
        guard parts.body.yaml != nil, !parts.reader.hasErrors else { return (nil, parts.reader.uniqueDiagnostics) }
        var reader = parts.reader
        guard let mapping = reader.root(keys: Self.pageKeys, place: "a page's front matter") else {
            return (nil, reader.uniqueDiagnostics)
        }
        let title = mapping["title"].flatMap { reader.text($0.value, label: "title") }
        if mapping["title"] == nil { reader.error("the page has no `title`", at: SourcePosition.start(of: path)) }
        let summary = mapping["summary"].flatMap { reader.string($0.value, label: "summary") }
        let slug = Self.slug(in: mapping, fileName: fileName, path: path, reader: &reader)
        let aliases = AliasReader.read(mapping, reader: &reader)
        let url = PageURLReader.read(mapping, reader: &reader)
        let redirect = PageRedirectReader.read(mapping, reader: &reader)
        guard !reader.hasErrors, let title else { return (nil, reader.uniqueDiagnostics) }
        let markdown = render(parts.body, bundle: reader.bundle)
        var page = ContentPage(path: path, title: title, slug: slug, document: markdown)
        page.aliases = aliases
        page.redirect = redirect.map { PageRedirect(target: $0.target, position: $0.at) }
        if let redirect, !parts.body.body.allSatisfy(\.isWhitespace) {
            reader.diagnostics.append(
                .warning(
                    "the page leads to '/\(redirect.target)' (`redirect`): its text is not published",
                    at: redirect.at))
        }
        page.permalinkPath = url?.folder
        page.urlPosition = url?.at
        let rendered = Self.summary(
            summary, body: markdown, bundle: reader.bundle, links: (mapping, reader, text))
        (page.summary, page.summaryHTML, page.summaryLinks) = (rendered.text, rendered.html, rendered.links)
        reader.diagnostics += rendered.diagnostics
        return (page, reader.uniqueDiagnostics + Self.diagnostics(of: markdown, path: path))
    }

    /// Decodes a person file (`Content/people/<slug>.md`).
    func person(_ text: String, path: String, fileName: String) -> (Person?, [Diagnostic]) {
        let parts = split(text, path: path)
        guard parts.body.yaml != nil, !parts.reader.hasErrors else { return (nil, parts.reader.uniqueDiagnostics) }
        var reader = parts.reader
        guard let mapping = reader.root(keys: Self.personKeys, place: "a person's front matter") else {
            return (nil, reader.uniqueDiagnostics)
        }
        // A person of Hugo's podcast themes is a page: its `title` is the name.
        let nameEntry = reader.entry("name", orAlias: "title", in: mapping)
        let name = nameEntry.flatMap { reader.text($0.value, label: $0.name) }
        if nameEntry == nil { reader.error("the person has no `name`", at: SourcePosition.start(of: path)) }
        let role = mapping["role"].flatMap { reader.text($0.value, label: "role") }
        var avatar: String?
        if let entry = mapping["avatar"], let value = reader.path(entry.value, label: "avatar") {
            switch MediaReference.contentPath(value, in: reader.bundle) {
            case .success(let path): avatar = path
            case .failure(let problem): reader.error("`avatar` \(problem.message)", at: entry.value)
            }
        }
        let links = mapping["links"].map { reader.webLinks($0.value, label: "links") } ?? []
        let slug = Self.slug(in: mapping, fileName: fileName, path: path, reader: &reader)
        let aliases = AliasReader.read(mapping, reader: &reader)
        guard !reader.hasErrors, let name else { return (nil, reader.uniqueDiagnostics) }
        let markdown = render(parts.body, bundle: reader.bundle)
        return (
            Person(
                path: path, slug: slug, name: name, role: role, avatar: avatar, links: links, document: markdown,
                aliases: aliases),
            reader.uniqueDiagnostics + Self.diagnostics(of: markdown, path: path)
        )
    }
}
