import Foundation
package import SitegenDiagnostics
import SitegenFormats

/// Decodes `Content/site.yml`.
package enum SiteConfigurationDecoder {
    static let keys = [
        "title", "description", "author", "copyright", "language", "baseURL", "theme", "unsafeHTML",
        "requireThumbnails", "podcast", "highlight", "pageSize", "search", "atomFeed", "style",
        "permalinks", "menu",
    ]

    /// The settings, or the diagnostics that stop the build.
    package static func decode(_ text: String, path: String) -> (SiteConfiguration?, [Diagnostic]) {
        var reader = FrontMatterReader(path: path, yaml: text, firstLine: 1, documentName: "site.yml")
        guard let mapping = reader.root(keys: keys, place: "site.yml") else { return (nil, reader.uniqueDiagnostics) }
        var configuration = SiteConfiguration()
        if let value = mapping["title"].flatMap({ reader.text($0.value, label: "title") }) {
            configuration.title = value
        }
        if let value = mapping["description"].flatMap({ reader.string($0.value, label: "description") }) {
            configuration.description = value
        }
        if let value = mapping["author"].flatMap({ reader.string($0.value, label: "author") }) {
            configuration.author = value
        }
        configuration.copyright = mapping["copyright"].flatMap { reader.text($0.value, label: "copyright") }
        if let entry = mapping["language"], let value = reader.text(entry.value, label: "language") {
            if isLanguageTag(value) {
                configuration.language = value
            } else {
                reader.error(
                    "`language` must be a language tag such as `en` or `pt-BR`, not '\(FrontMatterReader.shortened(value))'",
                    at: entry.value)
            }
        }
        if let entry = mapping["baseURL"], let value = reader.text(entry.value, label: "baseURL") {
            switch normalizedBaseURL(value) {
            case .success(let url): configuration.baseURL = url
            case .failure(let problem): reader.error("`baseURL` \(problem.message)", at: entry.value)
            }
        }
        if let entry = mapping["theme"], let value = reader.text(entry.value, label: "theme") {
            if ContentFileDecoder.isPlainSegment(value) {
                configuration.theme = value
            } else {
                reader.error(
                    "`theme` must be the name of a folder in Themes/, not '\(FrontMatterReader.shortened(value))'",
                    at: entry.value)
            }
        }
        if let value = mapping["unsafeHTML"].flatMap({ reader.bool($0.value, label: "unsafeHTML") }) {
            configuration.unsafeHTML = value
        }
        if let value = mapping["requireThumbnails"].flatMap({ reader.bool($0.value, label: "requireThumbnails") }) {
            configuration.requireThumbnails = value
        }
        if let entry = mapping["podcast"] {
            configuration.podcast = PodcastSettingsReader.read(entry.value, reader: &reader)
        }
        if let value = mapping["highlight"].flatMap({ reader.bool($0.value, label: "highlight") }) {
            configuration.highlightsCode = value
        }
        if let value = mapping["pageSize"].flatMap({ reader.wholeNumber($0.value, label: "pageSize", in: 1...10_000) })
        {
            configuration.pageSize = value
        }
        if let entry = mapping["search"], let value = reader.bool(entry.value, label: "search") {
            configuration.search = value
            configuration.searchPosition = reader.position(of: entry.key)
        }
        if let entry = mapping["atomFeed"], let value = reader.text(entry.value, label: "atomFeed") {
            switch atomFeedPath(value) {
            case .success(let path):
                configuration.atomFeed = path
                configuration.atomFeedPosition = reader.position(of: entry.value)
            case .failure(let problem): reader.error("`atomFeed` \(problem.message)", at: entry.value)
            }
        }
        if let entry = mapping["permalinks"] {
            configuration.permalinks = readPermalinks(entry.value, reader: &reader)
        }
        if let entry = mapping["style"] {
            configuration.style = readStyle(entry.value, reader: &reader)
        }
        if let entry = mapping["menu"] {
            configuration.menu = readMenu(entry.value, reader: &reader)
        }
        return (reader.hasErrors ? nil : configuration, reader.uniqueDiagnostics)
    }

    /// The Atom feed's output path for `atomFeed:`: a path of the site, checked as an alias is,
    /// naming an `.xml` file (`/atom.xml` → `atom.xml`), which no page of the site can be.
    static func atomFeedPath(_ text: String) -> Result<String, ContentError> {
        let shown = FrontMatterReader.shortened(text)
        let last = text.split(separator: "/").last ?? ""
        guard !text.hasSuffix("/"), last.lowercased().hasSuffix(".xml"), last.count > 4 else {
            return .failure(
                ContentError("must be the path of an .xml file of the site, like /atom.xml, not '\(shown)'"))
        }
        guard text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_./".contains($0)) }) else {
            return .failure(ContentError("must be a plain path (letters, digits, '-', '_', '.', '/'), not '\(shown)'"))
        }
        switch AliasReader.normalized(text) {
        case .success(let (_, file)):
            let path = String(file.dropLast("/index.html".count))
            let taken = [SiteRoutes.podcast, SiteRoutes.sitemap, SiteRoutes.robots]
            if taken.contains(path) || isSitemapPart(path) || path.hasPrefix(SiteRoutes.searchIndex + "/") {
                return .failure(ContentError("'\(shown)' is the path of a file sitegen writes; choose another"))
            }
            return .success(path)
        case .failure(let problem): return .failure(ContentError("'\(shown)' \(problem.message)"))
        }
    }

    /// Whether a path is one of a large sitemap's parts (`sitemap-2.xml`).
    private static func isSitemapPart(_ path: String) -> Bool {
        guard path.hasPrefix("sitemap-"), path.hasSuffix(".xml") else { return false }
        let number = path.dropFirst("sitemap-".count).dropLast(".xml".count)
        return !number.isEmpty && number.allSatisfy(\.isASCII) && number.allSatisfy(\.isNumber)
    }

    /// An absolute http(s) URL with a trailing slash, its path percent-encoded where needed.
    package static func normalizedBaseURL(_ text: String) -> Result<String, ContentError> {
        WebURLText.normalize(text, allowsQuery: false).flatMap { url in
            // Every page's links start with the base path: an empty segment would make `//x/` a
            // link to another host, and `.` or `..` a path browsers rewrite.
            let path = url.unicodeScalars.drop { $0 != ":" }.dropFirst(3).drop { $0 != "/" }
            var segments = String(String.UnicodeScalarView(path)).split(
                separator: "/", omittingEmptySubsequences: false
            )
            .dropFirst()
            if segments.last?.isEmpty == true { segments = segments.dropLast() }
            if segments.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) {
                return .failure(
                    ContentError("'\(text)' must have a plain path: no '//', '/./' or '/../' in it"))
            }
            return .success(url.hasSuffix("/") ? url : url + "/")
        }
    }

    /// Whether a text is a language tag in BCP 47's shape: a primary subtag of 2 or 3 letters,
    /// then subtags of 1 to 8 letters or digits (`en`, `pt-BR`, `zh-Hant-TW`, `de-CH-1996`).
    package static func isLanguageTag(_ text: String) -> Bool {
        let subtags = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let primary = subtags.first, (2...3).contains(primary.count),
            primary.allSatisfy({ $0.isASCII && $0.isLetter }),
            text.count <= 35
        else { return false }
        return subtags.dropFirst().allSatisfy {
            (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }
}
