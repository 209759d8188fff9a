import SitegenDiagnostics
import SitegenFormats
import SitegenMarkdown

/// Podcast Index JSON transcripts: `{"version": "1.0.0", "segments": [{"speaker", "startTime",
/// "endTime", "body"}]}`, read into cues.
extension TranscriptDecoder {
    /// The latest start a segment may have, in seconds (999,999 hours, as for cue times).
    static let latestSegmentStart = 999_999.0 * 3600

    /// The cues of a JSON transcript, or the error that says where it is not one.
    /// - Returns: the cues, or one diagnostic at the place of the first mistake.
    static func jsonCues(_ text: String, path: String) -> Result<[EpisodeTranscript.Cue], Diagnostic> {
        let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        let root: PositionedJSON
        switch JSONSyntaxCheck.read(text, document: "transcript") {
        case .success(let value): root = value
        case .failure(let problem):
            let column = utf8Column(in: text, line: problem.line, characterColumn: problem.column)
            return .failure(
                .error(
                    "invalid JSON: \(problem.message)",
                    at: SourcePosition(file: path, line: problem.line, column: column)))
        }
        let place = { (value: PositionedJSON) in SourcePosition(file: path, line: value.line, column: value.column) }
        guard let segmentsValue = root["segments"] else {
            return .failure(
                .error("a JSON transcript needs a `segments` array (Podcast Index format)", at: place(root)))
        }
        guard case .array(let segments) = segmentsValue.kind else {
            return .failure(
                .error("`segments` must be an array, not \(segmentsValue.description)", at: place(segmentsValue)))
        }
        var cues: [EpisodeTranscript.Cue] = []
        var lastWasWord = false
        var lastEndedLine = true
        for segment in segments {
            guard case .object = segment.kind else {
                return .failure(.error("a segment must be an object, not \(segment.description)", at: place(segment)))
            }
            guard let startValue = segment["startTime"] else {
                return .failure(.error("a segment has no `startTime`", at: place(segment)))
            }
            guard case .number(let start) = startValue.kind, start >= 0, start <= latestSegmentStart else {
                return .failure(
                    .error(
                        "`startTime` must be a number of seconds from 0, not \(startValue.description)",
                        at: place(startValue)))
            }
            if let end = segment["endTime"] {
                guard case .number = end.kind else {
                    return .failure(
                        .error("`endTime` must be a number of seconds, not \(end.description)", at: place(end)))
                }
            }
            guard let bodyValue = segment["body"] else {
                return .failure(.error("a segment has no `body`", at: place(segment)))
            }
            guard case .string(let rawBody) = bodyValue.kind else {
                return .failure(.error("`body` must be a string, not \(bodyValue.description)", at: place(bodyValue)))
            }
            var speaker: String?
            if let value = segment["speaker"] {
                switch value.kind {
                case .string(let name): speaker = name.trimmingWhitespace(newlines: true)
                case .null: break
                default:
                    return .failure(.error("`speaker` must be a string, not \(value.description)", at: place(value)))
                }
            }
            speaker = speaker.flatMap { $0.isEmpty ? nil : HTMLCodePoints.replacingForbidden(in: $0) }
            let body = HTMLCodePoints.replacingForbidden(in: rawBody.trimmingWhitespace(newlines: true))
            let isWord = !body.isEmpty && !body.contains(where: \.isWhitespace)
            defer {
                lastWasWord = isWord
                lastEndedLine = rawBody.last?.isNewline ?? false
            }
            guard !body.isEmpty else { continue }
            // Word-by-word segments (the format's finest timing) join into one cue per speaker
            // until a body ends its line; sentences stay cues of their own.
            if isWord, lastWasWord, !lastEndedLine, let last = cues.last, last.speaker == speaker {
                cues[cues.count - 1].text += " " + body
                continue
            }
            cues.append(.init(start: start, speaker: speaker, text: body))
        }
        guard !cues.isEmpty else {
            return .failure(.error("the transcript has no segments with a `body`", at: place(segmentsValue)))
        }
        return .success(cues)
    }

    /// The UTF-8 column of a character column on a line of the text.
    static func utf8Column(in text: String, line: Int, characterColumn: Int) -> Int {
        let lines = text.split(separator: "\n", maxSplits: line, omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count else { return characterColumn }
        return lines[line - 1].prefix(max(characterColumn - 1, 0)).utf8.count + 1
    }
}
