#if DEBUG
    import SitegenDiagnostics
    import SitegenMarkdown
    @testable import SitegenFormats
    @testable import SitegenContent
    @testable import SitegenRender
    @testable import SitegenPipeline

    /// Fuzzes the files beside the episodes: a transcript in the format the first byte picks
    /// (WebVTT, SRT, Podcast Index JSON, plain text, Markdown, HTML), then the rest as `theme.yml`.
    ///
    /// Checks: diagnostics name the file and a line of it; a transcript has no diagnostics
    /// when it is read and is read when it has no error; cues start at a finite time ≥ 0 and
    /// hold no code point HTML forbids; paragraphs are not empty; decoding is deterministic.
    enum SideFileFuzzing {
        static let extensions = ["vtt", "srt", "json", "txt", "md", "html"]

        static func run(_ bytes: [UInt8]) {
            let flags = bytes.first ?? 0
            let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
            let relative = "transcripts/fuzz.\(extensions[Int(flags) % extensions.count])"
            let path = "Content/" + relative
            let decoder = TranscriptDecoder(unsafeHTML: flags & 0x80 != 0, highlightsCode: flags & 0x40 != 0)
            let (transcript, diagnostics) = decoder.decode(text, path: path, relative: relative)
            FuzzCheck.diagnostics(diagnostics, path: path, text: text)
            let errors = diagnostics.filter { $0.severity == .error }
            FuzzCheck.require(
                transcript == nil || errors.isEmpty || relative.hasSuffix(".md"), "a transcript with errors")
            FuzzCheck.require(
                transcript != nil || !errors.isEmpty || relative.hasSuffix(".html"),
                "no transcript and no error")
            if let transcript { check(transcript) }
            if bytes.count % 8 == 0 {
                FuzzCheck.require(
                    decoder.decode(text, path: path, relative: relative).0 == transcript, "two decodings differ")
            }

            let themePath = "Themes/fuzz/theme.yml"
            let (_, themeDiagnostics) = ThemeSettingsDecoder.decode(text, path: themePath)
            FuzzCheck.diagnostics(themeDiagnostics, path: themePath, text: text)
        }

        /// Checks the decoded transcript's content.
        private static func check(_ transcript: EpisodeTranscript) {
            switch transcript.content {
            case .cues(let cues):
                for cue in cues {
                    FuzzCheck.require(cue.start.isFinite && cue.start >= 0, "cue start \(cue.start)")
                    for text in [cue.text, cue.speaker ?? ""] {
                        FuzzCheck.require(
                            HTMLCodePoints.firstForbidden(in: text) == nil, "a code point HTML forbids in '\(text)'")
                    }
                }
            case .paragraphs(let paragraphs):
                FuzzCheck.require(!paragraphs.isEmpty, "a transcript of no paragraphs")
                for paragraph in paragraphs {
                    FuzzCheck.require(!paragraph.isEmpty, "an empty paragraph")
                }
            case .markdown, .html: break
            }
        }
    }
#endif
