import Foundation
import SitegenContent

/// Transcripts written as a list, or as one mapping, in Podcasting 2.0's shape
/// (JupiterBroadcasting/jupiterbroadcasting.com's `transcripts: [{url, type, language, rel}]`).
extension FrontMatterMapping {
    /// The MIME types the build takes as a transcript's `type`.
    static let transcriptTypes = [
        "text/vtt", "application/x-subrip", "application/srt", "application/json", "text/html", "text/plain",
    ]
    /// Other names feeds give those types (Castopod's SRT as `text/srt`), as the build names them.
    static let transcriptTypeSpellings = [
        "text/srt": "application/srt", "application/x-srt": "application/srt", "text/x-srt": "application/srt",
        "text/x-vtt": "text/vtt",
    ]

    /// The transcripts of a list (or a mapping) as the build reads `transcript:`: each a URL or
    /// path, or `{url, type, language, rel}` with what the build takes of them; a refusal when
    /// one of them is no transcript the build would read.
    static func transcriptList(_ value: Any, context: ImportContext) -> Result<Any, MappingRefusal> {
        var transcripts: [Any] = []
        var urls: Set<String> = []
        for item in (value as? [Any]) ?? [value] where !ImportValue.isEmpty(item) {
            let map = ImportValue.lowercasedKeys(item as? [String: Any])
            let location = map.map { $0["url"] ?? $0["href"] ?? $0["src"] ?? NSNull() } ?? item
            guard
                case .success(let url) = transcriptURL(
                    location,
                    type: ImportValue.text(map?["type"]).map { transcriptTypeSpellings[$0.lowercased()] ?? $0 },
                    context: context)
            else {
                return .failure(MappingRefusal("a transcript that is neither a file of Content/ nor a URL of one"))
            }
            guard urls.insert(url).inserted else { continue }
            guard let map else {
                transcripts.append(url)
                continue
            }
            var written: [String: Any] = ["url": url]
            if let given = ImportValue.text(map["type"])?.lowercased() {
                let type = transcriptTypeSpellings[given] ?? given
                guard transcriptTypes.contains(type) else {
                    return .failure(MappingRefusal("a transcript's type, \(type), is not one the build reads"))
                }
                // A file of Content/ is read by its extension, which tells its type.
                if url.contains("://") { written["type"] = type }
            }
            if let language = ImportValue.text(map["language"] ?? map["lang"]) {
                guard SiteConfigurationDecoder.isLanguageTag(language) else {
                    return .failure(MappingRefusal("a transcript's language, \(language), is not a language tag"))
                }
                written["language"] = language
            }
            // `rel: captions` marks timed captions; any other `rel` (`transcript`) says what no
            // `rel` says.
            if ImportValue.text(map["rel"])?.lowercased() == "captions" { written["rel"] = "captions" }
            transcripts.append(written.count == 1 ? url : written)
        }
        guard !transcripts.isEmpty else { return .failure(MappingRefusal("no transcript")) }
        return .success(transcripts.count == 1 ? transcripts[0] : transcripts)
    }

    /// A transcript's URL or path in `Content/`, checked as the build checks it: a URL whose type
    /// its name or its `type` tells, or a file of the imported `Content/` whose name tells it.
    private static func transcriptURL(
        _ value: Any, type: String?, context: ImportContext
    ) -> Result<String, MappingRefusal> {
        guard let text = ImportValue.text(value) else { return .failure(MappingRefusal("no URL")) }
        if text.lowercased().hasPrefix("https://") || text.lowercased().hasPrefix("http://") {
            let named = TranscriptFormat.of(name: text)
            guard type.map({ transcriptTypes.contains($0.lowercased()) }) ?? (named != nil && named != .markdown),
                case .success(let checked) = WebURLText.normalize(text, allowsQuery: true)
            else { return .failure(MappingRefusal("not a transcript URL")) }
            return .success(checked)
        }
        guard let path = ImportValue.contentFile(value, in: context), let format = TranscriptFormat.of(name: path),
            type.map({ transcriptTypes.contains($0.lowercased()) && format != .markdown }) ?? true
        else { return .failure(MappingRefusal("not a transcript file of Content/")) }
        return .success(path)
    }
}
