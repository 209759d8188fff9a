import Foundation
import SitegenLayout

/// Decodes `Content/site.yml`.
enum SiteConfigurationDecoder {
    static let keys = ["title", "description", "author", "language", "baseURL", "theme", "unsafeHTML", "requireThumbnails"]

    /// The settings, or the diagnostics that stop the build.
    static func decode(_ text: String, path: String) -> (SiteConfiguration?, [Diagnostic]) {
        var reader = FrontMatterReader(path: path, yaml: text, firstLine: 1, documentName: "site.yml")
        guard let mapping = reader.root(keys: keys, place: "site.yml") else { return (nil, reader.uniqueDiagnostics) }
        var configuration = SiteConfiguration()
        if let value = mapping["title"].flatMap({ reader.text($0.value, label: "title") }) { configuration.title = value }
        if let value = mapping["description"].flatMap({ reader.string($0.value, label: "description") }) { configuration.description = value }
        if let value = mapping["author"].flatMap({ reader.string($0.value, label: "author") }) { configuration.author = value }
        if let entry = mapping["language"], let value = reader.text(entry.value, label: "language") {
            if value.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) && value.count <= 35 {
                configuration.language = value
            } else {
                reader.error("`language` must be a language tag such as `en` or `pt-BR`, not '\(FrontMatterReader.shortened(value))'", at: entry.value)
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
                reader.error("`theme` must be the name of a folder in Themes/, not '\(FrontMatterReader.shortened(value))'", at: entry.value)
            }
        }
        if let value = mapping["unsafeHTML"].flatMap({ reader.bool($0.value, label: "unsafeHTML") }) { configuration.unsafeHTML = value }
        if let value = mapping["requireThumbnails"].flatMap({ reader.bool($0.value, label: "requireThumbnails") }) {
            configuration.requireThumbnails = value
        }
        return (reader.hasErrors ? nil : configuration, reader.uniqueDiagnostics)
    }

    /// An absolute http(s) URL with a trailing slash.
    static func normalizedBaseURL(_ text: String) -> Result<String, ContentError> {
        let lowered = text.lowercased()
        guard lowered.hasPrefix("http://") || lowered.hasPrefix("https://") else {
            return .failure(ContentError("must be an absolute http or https URL such as https://example.org/, not '\(text)'"))
        }
        guard !text.contains(where: { $0 == " " || $0 == "\"" || $0 == "<" || $0 == ">" || $0 == "\\" || $0.isNewline }),
              !text.contains("?"), !text.contains("#") else {
            return .failure(ContentError("'\(text)' must not contain spaces, quotes, a query or a fragment"))
        }
        guard let schemeEnd = text.range(of: "://") else { return .failure(ContentError("has no scheme")) }
        let afterScheme = text[schemeEnd.upperBound...]
        guard !afterScheme.isEmpty, !afterScheme.hasPrefix("/") else {
            return .failure(ContentError("'\(text)' has no host"))
        }
        return .success(text.hasSuffix("/") ? text : text + "/")
    }
}
