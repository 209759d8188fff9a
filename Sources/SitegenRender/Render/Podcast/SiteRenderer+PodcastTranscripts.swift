import SitegenContent
import SitegenFormats

/// An item's `<podcast:transcript>` elements (Podcasting 2.0: `url`, `type`, `language`, `rel`).
extension SiteRenderer {
    /// One transcript's element: a file's absolute URL (a Markdown transcript's is the episode
    /// page's transcript, `#sg-transcript`), its type, its language (the site's when it gives
    /// none) and `rel="captions"` for timed captions.
    /// - Parameter page: the episode page's absolute URL.
    func transcriptXML(_ transcript: TranscriptLink, page: String) -> String {
        let address: String
        switch transcript.location {
        case .remote(let url): address = url
        case .local where transcript.format == .markdown: address = page + "#sg-transcript"
        case .local(let path): address = site.configuration.absoluteURL(URLPathEncoding.encode(path))
        }
        let language = transcript.language ?? site.configuration.language
        return
            "<podcast:transcript url=\"\(xmlEscape(address))\" type=\"\(xmlEscape(transcript.type))\" language=\"\(xmlEscape(language))\"\(transcript.isCaptions ? " rel=\"captions\"" : "")/>\n"
    }
}
