import SitegenDiagnostics
import SitegenFileSystem
import SitegenMarkdown

extension ContentLoader {
    /// The files of a page bundle's folder (and of its subfolders) that are its resources,
    /// relative to Content/: every file but `index.md`, the Markdown files (Hugo's page resources
    /// that are not published, which go to `texts`: a transcript may be one), editors' backups
    /// and hidden files. A symbolic link is a warning.
    func bundleResources(
        in folder: String, index: String, texts: inout [String], looked: inout Int,
        diagnostics: inout [Diagnostic]
    ) -> [String] {
        var resources: [String] = []
        var pending = [folder]
        while let current = pending.popLast() {
            for name in names(in: current, diagnostics: &diagnostics) {
                let relative = "\(current)/\(name)"
                looked += 1
                guard looked <= Self.maximumEntries else { return resources }
                if Self.isEditorFile(name) { continue }
                if MarkdownFileName.isMarkdown(name) {
                    if relative != folder + "/" + index { texts.append(relative) }
                    continue
                }
                switch kind(relative) {
                case .file: resources.append(relative)
                case .directory: pending.append(relative)
                case .symbolicLink:
                    diagnostics.append(
                        .warning(
                            "'\(name)' is a symbolic link, which is not followed in Content/, and is ignored",
                            at: SourcePosition.start(of: display(relative))))
                case .other:
                    diagnostics.append(
                        .error(
                            FileSystem.TextFileMessages.content.notRegular,
                            at: SourcePosition.start(of: display(relative))))
                case .missing: break
                }
            }
        }
        return resources
    }

    /// The decoded files with their page bundles' references settled against the files Content/
    /// has (``PageBundle/settle(_:in:assets:)``), and the errors of bundle bodies that name files
    /// their bundle lacks.
    static func settlingBundles(
        _ episodes: [Episode], _ collections: [EpisodeCollection], _ people: [Person], pages: [ContentPage],
        assets: Set<String>
    ) -> (episodes: [Episode], collections: [EpisodeCollection], people: [Person], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        func check(_ path: String, _ document: MarkdownDocument, summary: [MarkdownLink] = []) -> String? {
            guard let bundle = PageBundle.folder(ofDisplayPath: path) else { return nil }
            // The front matter's summary links come first, as they come first in the file.
            diagnostics += PageBundle.missingFiles(
                in: summary + document.links, bundle: bundle, path: path, assets: assets)
            return bundle
        }
        let pictures = PageBundle.hugoPictures(in: assets)
        let transcripts = PageBundle.hugoTranscripts(in: assets)
        // A path typed in one Unicode spelling (`café` in NFC) names the file in another (NFD, as
        // macOS writes names): sitegen, macOS and browsers take them for one, Linux's disk does not,
        // so every path is read and linked as the file spells it.
        func spelled(_ path: String) -> String {
            let slash = path.hasPrefix("/")
            guard let index = assets.firstIndex(of: slash ? String(path.dropFirst()) : path) else { return path }
            return slash ? "/" + assets[index] : assets[index]
        }
        let settledEpisodes = episodes.map { episode in
            guard let bundle = check(episode.path, episode.document, summary: episode.summaryLinks) else {
                var spelledEpisode = episode
                spelledEpisode.mapLocalFiles(spelled)
                return spelledEpisode
            }
            var settled = episode
            settled.mapLocalFiles { spelled(PageBundle.settle($0, in: bundle, assets: assets)) }
            // A bundle's `featuredImage.png` or `cover.jpg` is its page's picture in Hugo's themes.
            if settled.thumbnail == nil { settled.thumbnail = pictures[bundle] }
            // So is its `transcript.md`, a page resource its templates show.
            if settled.media.transcripts.isEmpty, let files = transcripts[bundle] {
                settled.media.transcripts = files.compactMap { file in
                    TranscriptFormat.of(file: file).map {
                        TranscriptLink(
                            location: .local(file), format: $0, type: $0.mimeType, language: nil,
                            isCaptions: $0.isCaptions)
                    }
                }
            }
            return settled
        }
        let settledCollections = collections.map { collection in
            var settled = collection
            let bundle = check(collection.path, collection.document, summary: collection.summaryLinks)
            let settle = { (path: String) in
                spelled(bundle.map { PageBundle.settle(path, in: $0, assets: assets) } ?? path)
            }
            settled.thumbnail = settled.thumbnail.map(settle)
            if let image = settled.podcast?.image { settled.podcast?.image = settle(image) }
            return settled
        }
        let settledPeople = people.map { person in
            var settled = person
            let bundle = check(person.path, person.document)
            settled.avatar = settled.avatar.map { path in
                spelled(bundle.map { PageBundle.settle(path, in: $0, assets: assets) } ?? path)
            }
            return settled
        }
        for page in pages { _ = check(page.path, page.document, summary: page.summaryLinks) }
        return (settledEpisodes, settledCollections, settledPeople, diagnostics)
    }
}
