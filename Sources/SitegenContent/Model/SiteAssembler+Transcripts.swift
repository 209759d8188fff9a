import SitegenDiagnostics

/// An episode's transcripts checked against `Content/`, and the one its page shows chosen.
extension SiteAssembler {
    /// Reports each local transcript missing from `Content/`, and sets the transcript the page
    /// shows: the first local one the build read. A Markdown transcript lives in the page, so it
    /// must be that one.
    func completeTranscripts(
        of episode: inout Episode, content: LoadedContent, assets: Set<String>, diagnostics: inout [Diagnostic]
    ) {
        let (positions, path) = (episode.positions, episode.path)
        let place = { (index: Int) in
            positions["transcript.\(index)"] ?? positions["transcript"] ?? SourcePosition.start(of: path)
        }
        episode.media.transcript = nil
        for (index, link) in episode.media.transcripts.enumerated() {
            guard let path = link.localPath else { continue }
            // A page bundle's Markdown transcript is read, though not published (no asset).
            guard assets.contains(path) || content.transcripts[path] != nil else {
                let position = place(index)
                diagnostics.append(.error(PageBundle.missingFile("transcript", path, at: position), at: position))
                continue
            }
            if episode.media.transcript == nil, let transcript = content.transcripts[path] {
                episode.media.transcript = transcript
            } else if link.format == .markdown {
                diagnostics.append(
                    .error(
                        "a Markdown transcript is shown in the episode's page, so it must come before the other transcripts the page can show",
                        at: place(index)))
            }
        }
    }
}
