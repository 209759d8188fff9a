import Foundation
import SitegenContent
import SitegenDiagnostics
import SitegenFileSystem
import SitegenMarkdown

/// Turns an import plan into the files of a sitegen `Content/`, each front matter checked as the
/// build checks it, and counts what moved, was dropped or could not be kept for the report.
struct ImportWriter {
    /// Markdown and YAML files to write: path under `Content/` → text.
    var documents: [String: String] = [:]
    /// Files to copy: source → path under `Content/`.
    var copies: [(URL, String)] = []
    /// Whether episodes have audio or video (the settings then get a `podcast:` block).
    var hasMedia = false
    /// Each collection's episodes, by the collection's slug: for the report's line on each show.
    var collectionEpisodes: [String: ShowEpisodeCount] = [:]
    /// Counts for the report: what went to params and why, what was dropped, and so on.
    var counts: [String: [String: Int]] = [:]
    /// The paths taken and the old URLs kept.
    var ledger = OldURLLedger()
    /// The imported site as mapping sees it.
    let context: ImportContext
    /// The people to write: slug → (name, body).
    var people: [String: (name: String, body: String)] = [:]
    /// The links episodes give people (`hosts: [{name, url}]`): slug → URLs.
    var personLinks: [String: [String]] = [:]
    /// Jekyll's `site` as Liquid reads it (``ImportPlan/siteValues``).
    var siteValues: [String: Any] = [:]
    /// The roles episodes give their one person (`role:` beside `guest:`): slug → role.
    var personRoles: [String: String] = [:]
    /// Collections named by `series`: slug → title.
    var series: [String: String] = [:]
    /// The bodies written, whose pictures the build will read.
    var bodies: [String] = []
    /// Files that are an episode's transcript, by the episode file's source path.
    let transcriptDocuments: [String: ImportPlan.File]
    /// The values a `permalinks:` pattern reads of each episode written, by its source path.
    var addresses: [String: [PermalinkPattern.Token: String]] = [:]
    /// The new URL of each imported episode and page by the names Hugo's `ref` takes.
    var pageURLs = HugoPageIndex()
    /// The generator the site was made with: whose shortcodes the bodies hold.
    var generator = SiteImporter.Generator.hugo
    /// The time of the import: an episode dated later is one the build publishes only with `--future`.
    var now = Date()
    /// Castanet's `media_prefix` as written: its feed's item guid is that and `podcast_file`.
    let castanetMediaPrefix: String?
    /// Jekyll's `url` as written: Jekyll-Podcast-Feed's item guid is that, `/` and `podcast_guid`.
    let jekyllURL: String?
    /// podcast-feed-hugo's `cdn_base_url` (else `audio_base_url`) as written: its feed's item guid
    /// is that and `audio`.
    let cdnBase: String?
    /// The people of a Hugo site's `[params.authors]`, each slug by the ids episodes name them
    /// by (``ImportPlan/paramAuthors``).
    let paramAuthors: [String: String]
    /// The guid a Jekyll feed template writes for each post, and the settings it reads.
    let feedGUID: (template: JekyllFeedGUID, settings: [String: Any])?
    /// The guid and enclosure URL a Hugo feed template writes for each episode, and the site it reads.
    let hugoFeed: (guid: HugoItemTemplate?, enclosures: [HugoItemTemplate], site: HugoItemTemplate.Site)?
    /// The feeds the site kept as files written by hand, whose items' guids episodes keep.
    let handKeptFeeds: [HandKeptFeed]

    /// Chooses the files to copy and makes the mapping context.
    init(plan: ImportPlan, settings: SiteSettingsMapping, pages: [String]) {
        for path in pages { ledger.claim(path) }
        var files: [String: URL] = [:]
        for (url, path) in plan.staticFiles {
            let usable = path.split(separator: "/").allSatisfy { FileNameCheck.problem(String($0)) == nil }
            guard usable, ledger.allowsFile(path), files[path] == nil else {
                counts[
                    "not copied (a path the build generates or reads as content, or an unusable name)",
                    default: [:]][
                        path, default: 0] += 1
                continue
            }
            let resolved = FileSystem.resolvingSymbolicLinks(url)
            files[path] = resolved
            copies.append((resolved, path))
            ledger.claim(path)
        }
        context = ImportContext(
            files: files, mediaBase: settings.mediaBase, baseURL: settings.baseURL,
            enclosureBase: settings.enclosureBase, fileSystem: plan.fileSystem)
        context.samePeople = Self.samePeople(plan.people)
        context.categoriesAreTerms = plan.episodes.contains { FrontMatterMapping.categoryCount(in: $0.page.fields) > 1 }
        castanetMediaPrefix = settings.text(["media_prefix"])
        jekyllURL = ImportValue.text(ImportValue.lowercasedKeys(plan.configuration)?["url"])
        cdnBase = settings.text(["cdn_base_url", "audio_base_url"])
        paramAuthors = plan.paramAuthors
        feedGUID = plan.feedGUID.map { ($0, ImportValue.lowercasedKeys(plan.configuration) ?? [:]) }
        let settings = ImportValue.lowercasedKeys(plan.configuration) ?? [:]
        hugoFeed =
            plan.hugoFeedGUID == nil && plan.hugoFeedEnclosures.isEmpty
            ? nil
            : (
                plan.hugoFeedGUID, plan.hugoFeedEnclosures,
                HugoItemTemplate.Site(baseURL: ImportValue.text(settings["baseurl"]) ?? "", settings: settings)
            )
        siteValues = plan.siteValues
        handKeptFeeds = Self.handKeptFeeds(of: plan)
        transcriptDocuments = plan.transcriptDocuments
    }

    /// Counts one thing for the report.
    mutating func count(_ group: String, _ item: String) {
        counts[group, default: [:]][item, default: 0] += 1
    }

    /// The aliases of a file: those its front matter gives (Hugo's `aliases`, jekyll-redirect-from's
    /// `redirect_from`) and its old URL (with `.html`, also without), where the build takes them.
    mutating func aliases(of file: ImportPlan.File, newURL: String) -> [String] {
        let fields = ImportValue.lowercasedKeys(file.page.fields) ?? [:]
        var wanted = ["aliases", "redirect_from"].flatMap { ImportValue.strings(fields[$0]) ?? [] }
        if let old = file.oldURL {
            wanted.append(old)
            if old.hasSuffix(".html") { wanted.append(String(old.dropLast(5)) + "/") }
        }
        return aliases(wanted, newURL: newURL)
    }

    /// The old URLs `wanted` the build takes as aliases of the page at `newURL`.
    mutating func aliases(_ wanted: [String], newURL: String) -> [String] {
        var kept: [String] = []
        for old in wanted {
            let bare = old.hasSuffix("/") || old.contains(".") ? old : old + "/"
            guard bare.lowercased() != newURL, bare != "/", !kept.contains(bare) else { continue }
            if let alias = ledger.alias(old, context: context) { kept.append(alias) }
        }
        return kept
    }

    /// The picture of a page bundle that Hugo's templates take as its image (a name holding
    /// `feature`, else `cover` or `thumbnail`: ``PageBundle/hugoPictures(in:)``), for an episode
    /// whose front matter names none the build reads.
    func bundlePicture(of file: ImportPlan.File) -> String? {
        guard let bundle = file.bundle else { return nil }
        let candidates = context.paths.filter { path in
            guard path.hasPrefix(bundle + "/") else { return false }
            let name = path.dropFirst(bundle.count + 1).lowercased()
            return !name.contains("/") && ["feature", "cover", "thumbnail"].contains(where: name.contains)
                && context.isUsableImage(path)
        }
        return PageBundle.hugoPictures(in: Set(candidates))[bundle]
    }

    /// The transcript of a page bundle that Hugo's templates show (its `transcript.*`:
    /// ``PageBundle/hugoTranscripts(in:)``), for an episode whose front matter names none.
    func bundleTranscript(of file: ImportPlan.File) -> String? {
        guard let bundle = file.bundle else { return nil }
        let candidates = context.paths.filter { $0.hasPrefix(bundle + "/") }
        return PageBundle.hugoTranscripts(in: Set(candidates))[bundle]?.first
    }

    /// Writes an episode or page.
    mutating func add(_ file: ImportPlan.File, slug: String, isEpisode: Bool, newURL: String, url: String? = nil) {
        context.bundle = file.bundle
        var mapping = FrontMatterMapping.map(
            file.page.fields, collection: file.collection, isEpisode: isEpisode, context: context)
        var fields = mapping.fields
        if isEpisode, generator == .hugo, Self.keepingPublishDate(&fields, mapping: &mapping) {
            count("published from Hugo's publishDate, beside their date (as Hugo publishes them)", file.page.path)
        }
        if isEpisode { addFolderSeason(of: file, to: &fields) }
        if isEpisode, !fields.contains(where: { $0.0 == "thumbnail" }), let picture = bundlePicture(of: file) {
            fields.append(("thumbnail", picture))
            count("thumbnails from the bundle's picture whose name holds feature, cover or thumbnail", file.page.path)
        }
        if isEpisode, !fields.contains(where: { $0.0 == "transcript" }), let transcript = bundleTranscript(of: file) {
            fields.append(("transcript", transcript))
            count("transcripts from the bundle's transcript.* (a Hugo page resource)", file.page.path)
        }
        if isEpisode, !fields.contains(where: { $0.0 == "audio" || $0.0 == "video" }),
            let (key, url, template) = hugoTemplateEnclosure(of: file)
        {
            // The length the front matter gives for it, put under params for want of a file
            // (RustTalk/rusttalk.github.io's `podcast_length`, its enclosure's length).
            var media: Any = url
            if let (name, bytes) = Self.lengthInParams(of: fields) {
                media = ["url": url, "length": bytes]
                fields = Self.removing(name, fromParamsOf: fields)
                mapping.toParams.removeAll { $0.key == name }
            }
            fields.insert((key, media), at: fields.firstIndex { $0.0 == "params" } ?? fields.count)
            count("\(key) from the old feed's template's enclosure (\(template))", file.page.path)
        }
        if isEpisode, !fields.contains(where: { $0.0 == "audio" || $0.0 == "video" }),
            let audio = Self.bodyAudio(file.page.body)
        {
            fields.insert(("audio", audio), at: fields.firstIndex { $0.0 == "params" } ?? fields.count)
            count("audio from the show notes' links to it (no front matter key gave it)", file.page.path)
        }
        if isEpisode, generator != .rss, !fields.contains(where: { $0.0 == "number" }),
            let number = ImportValue.text(fields.first { $0.0 == "title" }?.1).flatMap(TitleNumber.number(in:))
        {
            // The show's own number, which the pages and the feed's itunes:episode show. An
            // imported feed's items keep the numbers the feed gave them, and no other.
            fields.append(("number", number))
            count("episode numbers read from the titles they start (`Episode 127. …`), the show's own", "episodes")
        }
        if isEpisode, let guid = handKeptGUID(fields: fields) {
            // The feed podcast apps know (the build writes its own at that address, or beside it).
            fields.append(("guid", guid.text))
            count(
                "guids kept as the feed kept by hand at \(guid.feed) gave them (its item of the same media file)",
                "episodes")
        } else if isEpisode, let guid = castanetGUID(of: file, fields: fields) {
            fields.append(("guid", guid))
            count("guids kept as the old feed wrote them (Castanet's media_prefix + podcast_file)", "episodes")
        } else if isEpisode, let guid = cdnGUID(of: file, fields: fields) {
            fields.append(("guid", guid))
            count("guids kept as the old feed wrote them (podcast-feed-hugo's cdn_base_url + audio)", "episodes")
        } else if isEpisode, generator == .jekyll, let guid = podcastFeedGUID(of: file, fields: fields) {
            fields.append(("guid", guid.text))
            fields = Self.removing(guid.key, fromParamsOf: fields)
            mapping.toParams.removeAll { $0.key == guid.key }
            count("guids kept as the old feed wrote them (Jekyll-Podcast-Feed's url + / + podcast_guid)", "episodes")
        } else if isEpisode, generator == .jekyll, let guid = templateGUID(of: file, fields: fields) {
            fields.append(("guid", guid.text))
            count("guids kept as the old feed's template (\(guid.template)) wrote them", "episodes")
        } else if isEpisode, generator == .hugo, let guid = hugoTemplateGUID(of: file, fields: fields) {
            fields.append(("guid", guid.text))
            count("guids kept as the old feed's template (\(guid.template)) wrote them", "episodes")
        }
        var aliases = aliases(of: file, newURL: newURL)
        if isEpisode, let transcript = transcriptDocuments[file.page.path],
            !fields.contains(where: { $0.0 == "transcript" })
        {
            // A transcript of its own (Markdown), written beside the episodes; its page's old URL leads here.
            let path = "transcripts/\(slug).md"
            documents[path] = transcript.page.body
            fields.insert(("transcript", path), at: fields.firstIndex { $0.0 == "params" } ?? fields.count)
            aliases += self.aliases([transcript.oldURL].compactMap { $0 }, newURL: newURL)
            count("transcripts from a file that names the episode (Markdown, shown on its page)", file.page.path)
        }
        let takesVideo = isEpisode && !fields.contains { $0.0 == "video" }
        var shortcodes: (body: String, video: String?, converted: [String], kept: [String])
        if generator == .rss {
            // Show notes from a feed: Markdown made by the import, no generator's shortcodes.
            shortcodes = (file.page.body, nil, [], [])
        } else if generator == .zola {
            let body = isEpisode ? removingPlayerTags(file.page.body, fields: fields, syntax: .zola) : file.page.body
            let zola = ZolaShortcodes(body, takesVideo: takesVideo, page: pageURLs.url)
            shortcodes = (zola.body, zola.video, zola.converted, zola.kept)
        } else {
            let pageFields = ImportValue.lowercasedKeys(file.page.fields) ?? [:]
            let body =
                isEpisode && generator == .hugo
                ? removingPlayerTags(file.page.body, fields: fields, syntax: .hugo) : file.page.body
            let hugo = HugoShortcodes(
                body, takesVideo: takesVideo, resolve: context.resolve, page: pageURLs.url,
                param: { ImportValue.text(pageFields[$0.lowercased()]) })
            shortcodes = (hugo.body, hugo.video, hugo.converted, hugo.kept)
        }
        if let bundle = file.bundle {
            shortcodes.body = BundleLinks.rewrite(shortcodes.body, bundle: bundle, files: context.paths)
        }
        let name = generator == .zola ? "Zola" : "Hugo"
        for item in shortcodes.converted {
            count("\(name) shortcodes and links turned into Markdown (or the episode's video)", item)
        }
        for item in shortcodes.kept { count("\(name) shortcodes left as text (sitegen has nothing like them)", item) }
        if generator == .jekyll {
            if isEpisode { shortcodes.body = removingPlayerTags(shortcodes.body, fields: fields) }
            shortcodes.body = liquid(shortcodes.body, fields: file.page.fields)
            // Jekyll writes a title and summary into its pages as they are: a character
            // reference in them was read by browsers as the character.
            for index in fields.indices where ["title", "summary"].contains(fields[index].0) {
                guard let text = fields[index].1 as? String else { continue }
                let decoded = ImportValue.decodingCharacterReferences(text)
                if decoded != text {
                    fields[index].1 = decoded
                    count("character references decoded (Jekyll writes titles into pages as they are)", file.page.path)
                }
            }
        }
        if !fields.contains(where: { $0.0 == "title" }) {
            fields.insert(("title", ImportValue.text(file.page.fields["title"]) ?? slug), at: 0)
            count("given a title (the slug): the source has none the build reads", file.page.path)
        }
        fields.append(("slug", slug))
        if let url { fields.append(("url", url)) }
        if !aliases.isEmpty { fields.append(("aliases", aliases)) }
        if isEpisode {
            if !fields.contains(where: { $0.0 == "date" }), generator == .hugo,
                let lastmod = fields.first(where: { $0.0 == "lastmod" })
            {
                // Hugo dates a page that gives no date by its `lastmod` (fireship-io/fireship.io's lessons).
                fields.append(("date", lastmod.1))
                count("dated by lastmod, as Hugo dates a page that gives no date", file.page.path)
            }
            if !fields.contains(where: { $0.0 == "date" }) {
                fields.append(("date", file.date ?? "1970-01-02"))
                // A Jekyll post's name gives its date (YYYY-MM-DD): that is as Jekyll dates it.
                if (file.date?.count ?? 0) != 10 {
                    count("dated by the file's time: no date in its front matter or name", file.page.path)
                }
            }
            if file.isDraft, !fields.contains(where: { $0.0 == "draft" }) { fields.append(("draft", true)) }
            // Hugo's `buildFuture` and Jekyll's `future` published such an episode; the build does not.
            let publishes = fields.first { $0.0 == "publishDate" } ?? fields.first { $0.0 == "date" }
            let isLater = ImportPlan.date(publishes?.1).map { $0 > now } ?? false
            if isLater { count("dated after the import (`sitegen build --future` publishes them)", file.page.path) }
            hasMedia = hasMedia || fields.contains { $0.0 == "audio" || $0.0 == "video" }
            if let collection = file.collection {
                // A feed's enclosure: audio, or a video file (not a YouTube or Vimeo page).
                let enclosure = fields.contains { key, value in
                    key == "audio"
                        || key == "video"
                            && VideoURL.source(
                                ImportValue.text(value) ?? ImportValue.text((value as? [String: Any])?["url"]) ?? "")
                                == nil
                }
                let draft = fields.contains { $0.0 == "draft" && ImportValue.flag($0.1) == true }
                var counted = collectionEpisodes[collection] ?? ShowEpisodeCount()
                counted.episodes += 1
                counted.withMedia += enclosure ? 1 : 0
                counted.unpublished += enclosure && (draft || isLater) ? 1 : 0
                collectionEpisodes[collection] = counted
            }
            // A YouTube or Vimeo video from the body: a player on the page, not a podcast enclosure.
            if let video = shortcodes.video { fields.append(("video", video)) }
            for (slug, name) in mapping.people where people[slug] == nil { people[slug] = (name, "") }
            takeAuthorsAsHosts(file, fields: &fields, mapping: &mapping)
            for folder in ownMediaNotInSource(fields) {
                count(
                    "media files at the site's own address that the source does not hold (its old server kept them "
                        + "beside the site): publish them there with Output/, or the pages' and feeds' links break "
                        + "(`sitegen check` lists them)", folder)
            }
            takeEpisodePerson(file, fields: &fields, mapping: &mapping)
            for (slug, links) in mapping.personLinks where personLinks[slug] == nil { personLinks[slug] = links }
            for (slug, role) in mapping.personRoles where personRoles[slug] == nil { personRoles[slug] = role }
            if let named = mapping.series { series[named.slug] = series[named.slug] ?? named.title }
            for (key, reason) in mapping.toParams { count("went to params", reason.map { "\(key): \($0)" } ?? key) }
            for (key, home) in mapping.homes where key.lowercased() != home {
                count("episode keys written as sitegen's (source key → sitegen key)", "\(key) → \(home)")
            }
            for note in mapping.notes { count(note.group, note.item) }
            // sitegen reads these at build; the report says so, since the source's site did not.
            // As the build reads them: a run at or past the episode's end is no chapters.
            let duration = ImportValue.text(fields.first { $0.0 == "duration" }?.1)
                .flatMap { MediaTimestamp.seconds($0) }.map { Int($0) }
            if !fields.contains(where: { $0.0 == "chapters" }),
                let run = TimestampRun.run(in: shortcodes.body, duration: duration)
            {
                count(
                    "chapters from three or more timestamp lines in the notes (the page, chapters.json and the feeds show them)",
                    run.heading.map { "under '\($0)'" } ?? "before any heading")
            }
        } else {
            let keep = ["title", "slug", "url", "aliases", "summary"]
            for (key, _) in fields where !keep.contains(key) {
                for name in key == "params" ? mapping.toParams.map(\.key) : [key] { count("dropped from pages", name) }
            }
            fields.removeAll { !keep.contains($0.0) }
            if let redirect = file.redirect { fields.append(("redirect", redirect)) }
            mapping.dropped = []
        }
        for key in mapping.dropped { count("dropped (empty)", key) }
        let order = [
            "title", "slug", "url", "date", "publishDate", "draft", "collection", "category", "tags", "summary",
            "aliases",
            "params",
        ]
        fields = fields.enumerated().sorted { lhs, rhs in
            let (a, b) = (
                order.firstIndex(of: lhs.element.0) ?? order.count - 1,
                order.firstIndex(of: rhs.element.0) ?? order.count - 1
            )
            return (a, lhs.offset) < (b, rhs.offset)
        }.map(\.element)
        bodies.append(shortcodes.body)
        if isEpisode { addresses[file.page.path] = Self.addressValues(of: fields, slug: slug) }
        if file.page.hadRepeatedKeys { count("read with a key written twice (the last kept, as Jekyll does)", "files") }
        documents["\(isEpisode ? "episodes" : "pages")/\(slug).md"] = ImportYAML.document(fields, body: shortcodes.body)
    }

    /// A collection's front matter besides its title, from the section page it comes from
    /// (`_index.md`): its summary (`description`, `summary`) and the show's podcast settings (a
    /// `podcast:` object: ``sectionPodcast(of:)``, and `show`, the block of a network's show,
    /// read from its keys `used`); every other key is counted as dropped.
    mutating func collectionFields(
        of page: ImportedPage, slug: String, show: [String: Any]? = nil, used: Set<String> = []
    ) -> [(String, Any)] {
        context.bundle = nil
        let mapping = FrontMatterMapping.map(page.fields, collection: nil, isEpisode: false, context: context)
        let podcast = sectionPodcast(of: page)
        for (key, _) in mapping.fields where key != "title" && key != "summary" {
            for name in key == "params" ? mapping.toParams.map(\.key) : [key]
            where (podcast == nil || name.lowercased() != "podcast") && !used.contains(name.lowercased()) {
                count("dropped from collections", name)
            }
        }
        let summary = mapping.fields.filter { $0.0 == "summary" }
        if let podcast {
            count("podcast settings from a section's `podcast:` object (rss2hugo)", slug)
            var block = Self.collectionPodcast(podcast)
            for (key, value) in show ?? [:] where block[key] == nil { block[key] = value }
            return summary + [("podcast", block)]
        }
        let fields = ImportValue.lowercasedKeys(page.fields) ?? [:]
        for key in ["slug", "aliases", "permalink"] where !ImportValue.isEmpty(fields[key]) {
            count("dropped from collections", key)
        }
        return summary + (show.map { [("podcast", $0)] } ?? [])
    }

    /// Leaves out the copied files that bodies show as pictures (`![](/img/a.jpg)`) but that the
    /// build cannot read as one (bytes of another format than the name says, an unknown format):
    /// the build would stop at them.
    mutating func leaveOutUnreadablePictures() {
        var unreadable: Set<String> = []
        for body in bodies where body.contains("](/") || body.contains("]: /") {
            let document = MarkdownRenderer.render(body, options: MarkdownOptions(highlightsCode: false))
            for link in document.links where link.isImage && link.destination.hasPrefix("/") {
                let path = String(link.destination.dropFirst())
                if context.files[path] != nil, !context.isUsableImage(path) { unreadable.insert(path) }
            }
        }
        guard !unreadable.isEmpty else { return }
        copies.removeAll { unreadable.contains($0.1) }
        for path in unreadable.sorted() {
            count("not copied (shown as a picture, but not one the build can read: rename it to its format)", path)
        }
    }
}
