import Foundation
import SitegenDiagnostics
import SitegenFormats

/// What only the whole site can tell about media: that the files episodes name exist (and how
/// big they are), the transcripts, the people, and that a podcast feed has what it needs.
extension SiteAssembler {
    /// The episodes with their media completed from the files under `Content/`: each local
    /// file's length, each transcript; missing files are reported.
    func completingMedia(_ content: LoadedContent, diagnostics: inout [Diagnostic]) -> [Episode] {
        let assets = Set(content.assets)
        let people = Set(content.people.map(\.slug))
        let dataFiles = Set(content.data.files)
        return content.episodes.map { original in
            var episode = original
            let place = { (key: String) in
                episode.positions[key] ?? SourcePosition.start(of: episode.path)
            }
            for index in episode.media.audio.indices {
                complete(
                    &episode.media.audio[index], label: "audio", content: content,
                    at: episode.positions["audio.\(index)"] ?? place("audio"), diagnostics: &diagnostics)
            }
            if var video = episode.media.video {
                if case .file(var file) = video.source {
                    complete(&file, label: "video", content: content, at: place("video"), diagnostics: &diagnostics)
                    video.source = .file(file)
                }
                for index in video.alternates.indices {
                    complete(
                        &video.alternates[index], label: "video.alternates", content: content, at: place("video"),
                        diagnostics: &diagnostics)
                }
                for file in [video.poster].compactMap({ $0 }) + video.captions.map(\.file) where !assets.contains(file)
                {
                    diagnostics.append(.error(PageBundle.missingFile("", file, at: place("video")), at: place("video")))
                }
                episode.media.video = video
            }
            completeTranscripts(of: &episode, content: content, assets: assets, diagnostics: &diagnostics)
            for key in ["hosts", "guests"] {
                let entries = key == "hosts" ? episode.media.hosts : episode.media.guests
                let slugs = resolvingPeople(
                    entries, key: key, people: people, dataFiles: dataFiles,
                    at: { episode.positions["\(key).\($0)"] ?? place(key) }, diagnostics: &diagnostics)
                if key == "hosts" { episode.media.hosts = slugs } else { episode.media.guests = slugs }
            }
            return episode
        }
    }

    /// The people `hosts` or `guests` names, by slug: each entry is a person's slug, or a name as
    /// written (`Jesse Posner`, as Hugo themes and `sitegen import` take it) whose slug is a
    /// person's; any other is a warning and left out.
    /// - Parameters:
    ///   - entries: The entries as written.
    ///   - key: `hosts` or `guests`, for messages.
    ///   - people: The slugs of Content/people/.
    ///   - dataFiles: The data files of Content/: a Hugo data file of the entry's name
    ///     (`data/people/jane_doe.yml`) is named in the warning.
    ///   - position: Where the entry of an index is written.
    ///   - diagnostics: Collects a warning for each entry that names no person.
    /// - Returns: The people's slugs, without repeats, in the entries' order.
    private func resolvingPeople(
        _ entries: [String], key: String, people: Set<String>, dataFiles: Set<String>,
        at position: (Int) -> SourcePosition,
        diagnostics: inout [Diagnostic]
    ) -> [String] {
        var slugs: [String] = []
        for (index, entry) in entries.enumerated() {
            let slug = people.contains(entry) ? entry : slugify(entry)
            if people.contains(slug) {
                if !slugs.contains(slug) { slugs.append(slug) }
                continue
            }
            var message = "'\(entry)' in `\(key)` is not a person in Content/people/"
            if let data = HugoPeopleData.file(named: entry, in: dataFiles) {
                message +=
                    "; Content/\(data) is a Hugo data file, which templates read as data but which is no "
                    + "person: write it as "
                    + "Content/people/\(slug).md (`sitegen import hugo` makes Content/people/ of a Hugo site's "
                    + "data/people/)"
            } else if let suggestion = KeySuggestion.closest(to: entry, in: Array(people).sorted()) {
                message += "; did you mean `\(suggestion)`?"
            } else if slug == entry {
                message += "; add Content/people/\(slug).md with a `name:`"
            } else {
                message += "; add Content/people/\(slug).md with `name: \(entry)`"
            }
            diagnostics.append(.warning(message, at: position(index)))
        }
        return slugs
    }

    /// Fills a media file's length from `Content/` (or reports it missing); a remote file
    /// without a length is a warning.
    private func complete(
        _ file: inout MediaEnclosure, label: String, content: LoadedContent, at position: SourcePosition,
        diagnostics: inout [Diagnostic]
    ) {
        switch file.location {
        case .local(let path):
            if let size = content.mediaSizes[path] {
                // The file is the truth: a length written for it that disagrees is a stale one.
                if let given = file.length, given != size {
                    diagnostics.append(
                        .warning(
                            "`\(label)` '\(path)' is given a length of \(given) bytes, but the file has \(size); the feed says \(size)",
                            at: position))
                }
                file.length = size
            } else {
                diagnostics.append(.error(PageBundle.missingFile("`\(label)`", path, at: position), at: position))
            }
        case .remote(let url):
            if file.length == nil {
                diagnostics.append(
                    .warning(
                        "`\(label)` '\(url)' has no length; podcast apps need the file's size in bytes: write it as "
                            + "`\(label): {url: …, length: 12345678}`", at: position))
            }
        }
    }

    /// The people with their episodes (newest first), by name; missing avatars are reported.
    func peopleEntries(
        _ people: [Person], episodes: [Episode], assets: Set<String>, diagnostics: inout [Diagnostic]
    )
        -> [Site.PersonEntry]
    {
        var seen: [String: String] = [:]
        var indexes: [String: Int] = [:]
        var entries: [Site.PersonEntry] = []
        for person in people {
            if let first = seen[person.slug] {
                diagnostics.append(
                    .error("person slug '\(person.slug)' is already used by \(first)", at: .start(of: person.path)))
                continue
            }
            seen[person.slug] = person.path
            if person.slug == "index.html" {
                // people/index.html is the page listing everyone.
                diagnostics.append(
                    .error(
                        "the person slug 'index.html' is used by the site itself; rename the file",
                        at: .start(of: person.path)))
            }
            if let avatar = person.avatar, !assets.contains(avatar) {
                let position = SourcePosition.start(of: person.path)
                diagnostics.append(.error(PageBundle.missingFile("avatar", avatar, at: position), at: position))
            }
            indexes[person.slug] = entries.count
            entries.append(Site.PersonEntry(person: person, episodes: []))
        }
        for (index, episode) in episodes.enumerated() {
            var listed = Set<Int>()
            for slug in episode.media.hosts + episode.media.guests {
                if let entry = indexes[slug], listed.insert(entry).inserted { entries[entry].episodes.append(index) }
            }
        }
        return entries.sorted {
            ($0.person.name.lowercased(), $0.person.slug) < ($1.person.name.lowercased(), $1.person.slug)
        }
    }

    /// Checks that every podcast feed the site will have says what Apple Podcasts requires.
    func checkPodcasts(
        configuration: SiteConfiguration, collections: [EpisodeCollection], episodes: [Episode], assets: Set<String>,
        diagnostics: inout [Diagnostic]
    ) {
        let siteFile = SourcePosition.start(of: "Content/site.yml")
        for collection in collections {
            guard let podcast = collection.podcast else { continue }
            check(
                podcast.filling(from: configuration.podcast), show: "the show '\(collection.title)'",
                at: podcast.position ?? .start(of: collection.path),
                hasImage: collection.thumbnail.map(Site.isFeedArtwork) ?? false,
                assets: assets, description: collection.summary, diagnostics: &diagnostics)
        }
        guard let first = episodes.first(where: { $0.media.enclosure != nil }) else {
            if let podcast = configuration.podcast, let image = podcast.image, !assets.contains(image) {
                diagnostics.append(
                    .error(
                        "`podcast.image` '\(image)' does not exist in Content/",
                        at: podcast.imagePosition ?? podcast.position ?? siteFile))
            }
            return
        }
        guard let podcast = configuration.podcast else {
            diagnostics.append(
                .error(
                    "the site has audio or video (\(first.path), the first) but site.yml has no `podcast:` block; the podcast "
                        + "feed needs `podcast: {author, owner: {name, email}, category, explicit, image}`",
                    at: siteFile))
            return
        }
        check(
            podcast, show: "the site", at: podcast.position ?? siteFile, hasImage: false, assets: assets,
            description: configuration.description, diagnostics: &diagnostics)
    }

    private func check(
        _ podcast: PodcastSettings, show: String, at position: SourcePosition, hasImage: Bool, assets: Set<String>,
        description: String, diagnostics: inout [Diagnostic]
    ) {
        var missing: [String] = []
        if podcast.author == nil { missing.append("author") }
        if podcast.ownerName == nil || podcast.ownerEmail == nil { missing.append("owner: {name, email}") }
        if podcast.category == nil { missing.append("category") }
        if podcast.explicit == nil { missing.append("explicit") }
        if podcast.image == nil && !hasImage { missing.append("image") }
        if !missing.isEmpty {
            diagnostics.append(
                .error(
                    "the podcast feed of \(show) needs \(missing.map { "`\($0)`" }.joined(separator: ", ")) in its `podcast:` block "
                        + "(Apple Podcasts requires them)", at: position))
        }
        if description.trimmingWhitespace(newlines: true).isEmpty {
            diagnostics.append(
                .error("the podcast feed of \(show) needs a description (`description:` or `summary:`)", at: position))
        }
        if let image = podcast.image, !assets.contains(image) {
            let place = podcast.imagePosition ?? position
            diagnostics.append(.error(PageBundle.missingFile("`podcast.image`", image, at: place), at: place))
        }
    }
}
