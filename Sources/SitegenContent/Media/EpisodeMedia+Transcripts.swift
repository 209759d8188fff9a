import SitegenDiagnostics
import SitegenFormats
import Yams

/// Reading an episode's `transcript:`: a path or URL, a mapping `{url, type, language, rel}`, or
/// a list of them.
extension EpisodeMedia {
    /// What a transcript's mapping may hold.
    static let transcriptKeys = ["url", "type", "language", "rel"]

    /// Reads `transcript:` into `transcripts`.
    /// - Returns: the place of each transcript read, by `transcript.<index>`, for the checks made
    ///   once the site's files are known.
    mutating func readTranscripts(_ mapping: YAMLMapping, reader: inout FrontMatterReader) -> [String: Node] {
        guard let entry = mapping["transcript"] else { return [:] }
        var items = [entry.value]
        if case .sequence = entry.value { items = reader.sequence(entry.value, "`transcript`") ?? [] }
        var places: [String: Node] = [:]
        for item in items {
            guard let (link, place) = transcript(item, reader: &reader) else { continue }
            if transcripts.contains(where: { $0.location == link.location }) {
                reader.error(
                    "`transcript` names '\(FrontMatterReader.shortened(Self.text(of: link)))' twice", at: place)
                continue
            }
            places["transcript.\(transcripts.count)"] = place
            transcripts.append(link)
        }
        return places
    }

    /// One transcript: a path or URL, or a mapping `{url, type, language, rel}`; `nil` after an error.
    private func transcript(_ node: Node, reader: inout FrontMatterReader) -> (TranscriptLink, Node)? {
        let expected = "a path or URL, or a mapping {url, type, language, rel}"
        var urlNode = node
        var map: YAMLMapping?
        switch node {
        case .mapping:
            map = reader.mapping(
                node, "`transcript`", keys: Self.transcriptKeys, place: "a transcript", prefix: "transcript")
            guard let map else { return nil }
            guard let entry = map["url"] else {
                reader.error("a transcript has no `url`", at: node)
                return nil
            }
            urlNode = entry.value
        case .scalar where node.tagName == .str:
            break
        default:
            reader.wrongType(node, "each `transcript`", expected: expected)
            return nil
        }
        guard let text = reader.path(urlNode, label: map == nil ? "transcript" : "transcript.url") else { return nil }
        let location: MediaEnclosure.Location
        switch MediaReference.location(text, in: reader.bundle) {
        case .success(let value): location = value
        case .failure(let problem):
            reader.error("`transcript` \(problem.message)", at: urlNode)
            return nil
        }
        var type: String?
        if let entry = map?["type"], let value = reader.text(entry.value, label: "transcript.type") {
            guard TranscriptFormat.of(type: value) != nil else {
                let types = TranscriptFormat.allCases.flatMap(\.types)
                reader.error(
                    "`transcript.type` must be one of \(Self.uniqued(types).joined(separator: ", ")), not '\(FrontMatterReader.shortened(value))'",
                    at: entry.value)
                return nil
            }
            type = value.lowercased()
        }
        guard let format = format(of: text, location: location, type: type, at: urlNode, reader: &reader) else {
            return nil
        }
        if let type, !format.types.contains(type), let entry = map?["type"] {
            reader.error(
                "`transcript.type` '\(type)' is not the type of a \(format.label) file (\(format.mimeType))",
                at: entry.value)
            return nil
        }
        var language: String?
        if let entry = map?["language"], let value = reader.text(entry.value, label: "transcript.language") {
            guard SiteConfigurationDecoder.isLanguageTag(value) else {
                reader.error(
                    "`transcript.language` must be a language tag such as `en`, not '\(FrontMatterReader.shortened(value))'",
                    at: entry.value)
                return nil
            }
            language = value
        }
        var isCaptions = format.isCaptions
        if let entry = map?["rel"], let value = reader.text(entry.value, label: "transcript.rel") {
            guard value == "captions" else {
                reader.error(
                    "`transcript.rel` can only be `captions` (timed captions), not '\(FrontMatterReader.shortened(value))'",
                    at: entry.value)
                return nil
            }
            isCaptions = true
        }
        let link = TranscriptLink(
            location: location, format: format, type: type ?? format.mimeType, language: language,
            isCaptions: isCaptions)
        return (link, urlNode)
    }

    /// The format of a transcript: a local file's by its extension (a Markdown file is shown in
    /// the page), a remote one's by its `type` or else its extension; `nil` after an error.
    private func format(
        of text: String, location: MediaEnclosure.Location, type: String?, at node: Node,
        reader: inout FrontMatterReader
    ) -> TranscriptFormat? {
        let named: TranscriptFormat?
        switch location {
        case .remote: named = TranscriptFormat.of(name: text)
        case .local(let path): named = TranscriptFormat.of(file: path)
        }
        if case .remote = location {
            if let format = type.flatMap(TranscriptFormat.of(type:)) { return format }
            if let named, named != .markdown { return named }
            reader.error(
                "cannot tell the type of `transcript` '\(FrontMatterReader.shortened(text))' from its name; "
                    + "write it as a mapping with `type:` (e.g. text/vtt)", at: node)
            return nil
        }
        guard let named else {
            reader.error(
                "`transcript` must be a WebVTT (.vtt), SRT (.srt), Podcast Index JSON (.json), HTML (.html), "
                    + "plain text (.txt) or Markdown (.md) file, not '\(FrontMatterReader.shortened(text))'",
                at: node)
            return nil
        }
        return named
    }

    /// The path or URL of a transcript, for messages.
    private static func text(of link: TranscriptLink) -> String {
        switch link.location {
        case .local(let path): path
        case .remote(let url): url
        }
    }

    /// The texts without repeats, in their order.
    private static func uniqued(_ texts: [String]) -> [String] {
        var seen = Set<String>()
        return texts.filter { seen.insert($0).inserted }
    }
}
