import SitegenContent
import SitegenFormats
import SitegenMarkdown

/// What an episode page shows of its transcripts: the one it can read, in the page, and links to
/// the others.
extension SiteRenderer {
    /// The keys an episode page's template gets for its transcripts: `transcript` (`cues`, or
    /// `html`) and `transcriptLinks` (`url`, `type`, `label`, `language`, `first`) with
    /// `hasTranscriptLinks`.
    /// - Parameters:
    ///   - target: where a time links without the media script, when the episode plays.
    ///   - link: a time's template value (its text, and its link when the episode plays).
    func transcriptContext(
        _ media: EpisodeMedia, root: String, target: SeekLinks.Target?, link: (Double) -> TemplateValue
    ) -> [String: TemplateValue] {
        var context: [String: TemplateValue] = [:]
        if let transcript = media.transcript {
            switch transcript.content {
            case .cues(let cues):
                context["transcript"] = [
                    "cues": .list(
                        cues.map { cue in
                            var fields: [String: TemplateValue] = ["text": .text(cue.text)]
                            if let speaker = cue.speaker { fields["speaker"] = .text(speaker) }
                            return link(cue.start).adding(fields)
                        })
                ]
            case .markdown(let document):
                var html = Self.resolvingRoot(in: document.html, root: root)
                if let target { html = SeekLinks.rewrite(html, target: target) }
                context["transcript"] = ["html": .text(html)]
            case .paragraphs(let paragraphs):
                context["transcript"] = ["html": .text(Self.paragraphsHTML(paragraphs))]
            case .html(let html):
                // Only read when the site allows raw HTML, as in Markdown.
                context["transcript"] = ["html": .text(html)]
            }
        }
        let shown = media.transcript?.file
        let others = media.transcripts.filter { shown == nil || $0.localPath != shown }
        if !others.isEmpty {
            context["hasTranscriptLinks"] = true
            context["transcriptLinks"] = .list(
                others.enumerated().map { offset, transcript in
                    var value: [String: TemplateValue] = [
                        "url": .text(Self.url(of: transcript.location, root: root)), "type": .text(transcript.type),
                        "label": .text(transcript.format.label), "first": .flag(offset == 0),
                    ]
                    if let language = transcript.language { value["language"] = .text(language) }
                    return .object(value)
                })
        }
        return context
    }

    /// A plain-text transcript as HTML: a paragraph per block, its lines kept, every character
    /// escaped.
    static func paragraphsHTML(_ paragraphs: [String]) -> String {
        paragraphs.map { paragraph in
            "<p>" + paragraph.split(separator: "\n").map { xmlEscape(String($0)) }.joined(separator: "<br>\n")
                + "</p>\n"
        }.joined()
    }
}
