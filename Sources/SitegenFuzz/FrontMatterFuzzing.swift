#if DEBUG
    import SitegenLayout
    import SitegenMarkdown
    @testable import SitegenFormats
    @testable import SitegenContent
    @testable import SitegenPipeline

    /// Fuzzes the front matter: the splitter, then the episode and collection decoders on the
    /// whole file and the `site.yml` decoder on its YAML.
    enum FrontMatterFuzzing {
        static let episodePath = "Content/episodes/001-fuzz.md"
        static let collectionPath = "Content/collections/fuzz.md"
        static let siteYMLPath = "Content/site.yml"

        static func run(_ bytes: [UInt8]) {
            let text = String(decoding: bytes, as: UTF8.self)
            let yaml = split(text)
            let decoder = ContentFileDecoder(unsafeHTML: bytes.count % 2 == 1)

            let (episode, episodeDiagnostics) = decoder.episode(text, path: episodePath, fileName: "001-fuzz.md")
            FuzzCheck.diagnostics(episodeDiagnostics, path: episodePath, text: text)
            decoded(episode != nil, episodeDiagnostics, "episode")
            if let episode {
                FuzzCheck.require(
                    ContentFileDecoder.isPlainSegment(episode.slug),
                    "episode slug '\(episode.slug)' is not a plain segment")
                FuzzCheck.require(!episode.title.isEmpty, "an episode without a title")
                for text in [episode.title, episode.summary, episode.category ?? ""] + episode.tags {
                    FuzzCheck.require(
                        HTMLCodePoints.firstForbidden(in: text) == nil, "a code point HTML forbids in '\(text)'")
                }
                for file in episode.media.audio + [episode.media.video?.file].compactMap({ $0 }) {
                    if case .remote(let url) = file.location {
                        FuzzCheck.require(
                            url.lowercased().hasPrefix("http://") || url.lowercased().hasPrefix("https://"),
                            "media URL '\(url)'")
                    }
                }
                for chapter in episode.media.chapters ?? [] {
                    FuzzCheck.require(chapter.start.isFinite && chapter.start >= 0, "chapter start \(chapter.start)")
                }
            }

            let (collection, collectionDiagnostics) = decoder.collection(
                text, path: collectionPath, fileName: "fuzz.md")
            FuzzCheck.diagnostics(collectionDiagnostics, path: collectionPath, text: text)
            decoded(collection != nil, collectionDiagnostics, "collection")
            if let collection {
                FuzzCheck.require(
                    ContentFileDecoder.isPlainSegment(collection.slug), "collection slug '\(collection.slug)'")
            }

            if let yaml {
                let (configuration, siteDiagnostics) = SiteConfigurationDecoder.decode(yaml, path: siteYMLPath)
                FuzzCheck.diagnostics(siteDiagnostics, path: siteYMLPath, text: yaml)
                decoded(configuration != nil, siteDiagnostics, "site.yml")
                if let configuration {
                    FuzzCheck.require(
                        configuration.baseURL.hasSuffix("/"),
                        "baseURL '\(configuration.baseURL)' without a trailing slash")
                    FuzzCheck.require(
                        configuration.basePath.hasPrefix("/") && configuration.basePath.hasSuffix("/"),
                        "basePath '\(configuration.basePath)'")
                }
            }
        }

        /// Splits the text and checks the parts; returns the YAML, if any.
        private static func split(_ text: String) -> String? {
            let lines = text.utf8.reduce(1) { $1 == 10 || $1 == 13 ? $0 + 1 : $0 }
            switch FrontMatterSplitter.split(text) {
            case .unclosed(let line):
                FuzzCheck.require(line == 1, "unclosed front matter at line \(line)")
                return nil
            case .split(let document):
                FuzzCheck.require(
                    document.bodyLineOffset >= 0 && document.bodyLineOffset <= lines,
                    "body offset \(document.bodyLineOffset) of \(lines) lines")
                FuzzCheck.require(
                    document.yaml != nil || document.bodyLineOffset == 0, "a body offset without front matter")
                FuzzCheck.require(document.body.utf8.count <= text.utf8.count, "the body is longer than the file")
                return document.yaml
            }
        }

        /// A value was decoded exactly when no error was reported.
        private static func decoded(_ succeeded: Bool, _ diagnostics: [Diagnostic], _ what: String) {
            let failed = diagnostics.contains { $0.severity == .error }
            FuzzCheck.require(
                succeeded != failed, "\(what): decoded \(succeeded), errors \(diagnostics.map(\.description))")
        }
    }
#endif
