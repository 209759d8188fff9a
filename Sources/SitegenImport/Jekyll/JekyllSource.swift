import Foundation
import SitegenContent
import SitegenFileSystem
import SitegenImages
import Yams

/// A Jekyll site read for import: `_config.yml`, `_posts/YYYY-MM-DD-slug.md` (episodes),
/// `_drafts/` (drafts), collections (episodes of a show named as the collection, or people when
/// episodes name their documents as hosts or guests), people kept as data files
/// (`_data/hosts.yml`), top-level pages with front matter, and the other files as static files.
struct JekyllSource {
    /// The Jekyll site's folder.
    var folder: URL
    /// The file system the site is read from.
    var fileSystem: FileSystem

    /// What the import will write for the site.
    func plan() -> ImportPlan {
        var plan = ImportPlan(fileSystem: fileSystem)
        var configuration: [String: Any]
        // Posts in `_posts` of another folder too (`episodes/_posts/`), as Jekyll reads them.
        var episodeFolders = ["_posts", "_drafts"] + Self.nestedPostFolders(in: folder, fileSystem: fileSystem)
        var notesFolder: String?
        // Jekyll reads the first of `_config.yml`, `_config.yaml` and `_config.toml` there is.
        let configName =
            ["_config.yml", "_config.yaml", "_config.toml"].first {
                fileSystem.kindFollowingLinks(folder.appendingPathComponent($0)) != .missing
            } ?? "_config.yml"
        let file = folder.appendingPathComponent(configName)
        var repeated: [String] = []
        let settings = ImportSettingsFile.load(
            file, display: file.path, keepingLastOfRepeatedKeys: true, repeated: &repeated, fileSystem: fileSystem)
        if !repeated.isEmpty {
            plan.notes.append(
                "\(configName) gives \(repeated.map { "`\($0)`" }.joined(separator: ", ")) more than once: "
                    + "the last is read, as Jekyll reads it")
        }
        if let settings {
            switch settings {
            case .success(let values): configuration = values
            case .failure(let problem):
                plan.configurationProblem = problem
                return plan
            }
        } else {
            // Jekyll runs without a _config.yml, on its defaults; so does the import, when the
            // folder has posts, or (a show's repository of notes, such as Syntax's `shows/`) a
            // folder of Markdown files with front matter.
            configuration = ["title": folder.lastPathComponent]
            plan.notes.append("no _config.yml: read with Jekyll's defaults (title: the folder's name)")
        }
        if settings == nil, !Self.hasMarkdown(in: folder.appendingPathComponent("_posts"), fileSystem: fileSystem) {
            // Without settings or posts, a folder of notes is the show, or this is no site at all.
            guard let notes = Self.episodeFolder(in: folder, fileSystem: fileSystem) else { return plan }
            episodeFolders.append(notes)
            notesFolder = notes
            plan.notes.append("no _posts/: the episodes are the Markdown files of \(notes)/ (the folder with the most)")
        }
        fillSettingsFromData(&configuration, notes: &plan.notes)
        fillSettingsFromFeedTemplate(&configuration, notes: &plan.notes)
        plan.feedGUID = feedGUIDTemplate(notes: &plan.notes)
        plan.oldFeedPaths = podcastFeedPath().map { [$0] } ?? []
        fillMediaPrefixFromLayouts(&configuration, notes: &plan.notes)
        if let url = configuration["url"] as? String {
            configuration["baseURL"] = url + ((configuration["baseurl"] as? String) ?? "")
        }
        if let lang = configuration["lang"] { configuration["languageCode"] = lang }
        plan.configuration = configuration
        // Collections with pages of their own (`collections: {episodes: {output: true}}`).
        let collections = configuration["collections"]
        // The posts' permalink, which the settings of the posts collection give over the site's
        // (backupparachute/ctoconnect-website: `collections: {posts: {permalink: /articles/:title/}}`).
        let postsSettings = ImportValue.lowercasedKeys((collections as? [String: Any])?["posts"] as? [String: Any])
        let permalink = Self.pattern(
            ImportValue.text(postsSettings?["permalink"])?.replacingOccurrences(of: ":collection", with: "posts")
                ?? ImportValue.text(configuration["permalink"]))
        // A folder of notes was never published by Jekyll: it has no old URLs.
        var folders: [(String, String?)] = episodeFolders.map { ($0, $0 == notesFolder ? nil : permalink) }
        // Each collection's show: its slug, and the title and description its settings give
        // (GoodStuff-Fm/goodstuff, a network whose shows are collections: `25c: {title: …}`).
        var shows: [String: (slug: String, title: String, body: String)] = [:]
        // Each collection's settings, where a show of a network names its feed's own (artwork, author, feed).
        var showConfigs: [String: (source: String, values: [String: Any])] = [:]
        // The collections Jekyll writes out, with their other files (an episode's audio beside it).
        var outputFolders: Set<String> = []
        // The collections whose settings say `output: false`.
        var unpublishedFolders: Set<String> = []
        var withoutFrontMatter: [String] = []
        for name in (collections as? [String: Any])?.keys.sorted() ?? (collections as? [Any] ?? []).map({ "\($0)" })
        where name != "posts" {
            let settings = ImportValue.lowercasedKeys((collections as? [String: Any])?[name] as? [String: Any])
            let pattern = ImportValue.text(settings?["permalink"]) ?? "/:collection/:path:output_ext"
            folders.append(("_" + name, Self.pattern(pattern.replacingOccurrences(of: ":collection", with: name))))
            shows["_" + name] = (
                slugify(name), ImportValue.text(settings?["title"]) ?? name.capitalized,
                ImportValue.text(settings?["description"]) ?? ""
            )
            if let settings { showConfigs[slugify(name)] = ("_config.yml's collections.\(name)", settings) }
            if ImportValue.flag(settings?["output"]) == true { outputFolders.insert("_" + name) }
            if ImportValue.flag(settings?["output"]) == false { unpublishedFolders.insert("_" + name) }
        }
        let collectionFolders = Set(folders.map(\.0).filter { !episodeFolders.contains($0) })
        let excluded = Self.excludedPaths(configuration)
        for (folderName, folderPattern) in folders {
            let posts = folder.appendingPathComponent(folderName)
            for path in ImportPlan.files(under: posts, fileSystem: fileSystem)
            where [".md", ".markdown", ".html"].contains(where: path.lowercased().hasSuffix)
                && !Self.isExcluded("\(folderName)/\(path)", by: excluded)
            {
                guard var page = plan.read(posts.appendingPathComponent(path), path: "\(folderName)/\(path)") else {
                    continue
                }
                // A collection's file without front matter is no document: Jekyll copies it as it is
                // (GoodStuff-Fm/goodstuff's `_3g3q/container.html`).
                if !page.hasFrontMatter, !episodeFolders.contains(folderName) {
                    if outputFolders.contains(folderName) {
                        plan.staticFiles.append(
                            (posts.appendingPathComponent(path), Self.collectionFilePath(folderName, path)))
                    }
                    withoutFrontMatter.append("\(folderName)/\(path)")
                    continue
                }
                Self.splitTags(&page)
                if let dayFirst = Self.respellDayFirstDate(&page) {
                    plan.notes.append("\(folderName)/\(path): \(dayFirst) (day first, as Jekyll reads it)")
                }
                let fields = ImportValue.lowercasedKeys(page.fields) ?? [:]
                let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
                var date: String?
                var base = name
                // Only a date the build reads (as Zola's names are read): `2024-02-30-x.md` was
                // written as `date: 2024-02-30`, which the imported site then refused. A day past
                // the month's end is the day Jekyll (Ruby's Time) dated the post: 2019-09-31 → 2019-10-01.
                if let dated = Self.datedName(name) {
                    date = dated.day
                    base = dated.rest
                    if dated.day != Self.padded(dated.written) {
                        plan.notes.append(
                            "\(folderName)/\(path): \(dated.written) is dated \(dated.day), as Jekyll (Ruby's Time) "
                                + "reads a day past the month's end")
                    }
                }
                // Jekyll's slug of `_podcasts/036/index.md` is `index`, as its `:name` in the old
                // URL stays; the imported episode is named by its folder, as a page bundle is, or
                // every such episode would be `index`, `index-2`, ….
                let nameSlug = slugify(ImportValue.text(fields["slug"]) ?? base)
                let parent = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
                let slug =
                    fields["slug"] == nil && base.lowercased() == "index" && !parent.isEmpty
                    ? slugify(parent) : nameSlug
                var categories = Self.pathCategories(of: folderName)
                for name in Self.categories(fields) where !categories.contains(name) { categories.append(name) }
                let when = ImportPlan.date(fields["date"]) ?? ImportPlan.date(date)
                let type = episodeFolders.contains(folderName) ? "posts" : String(folderName.dropFirst())
                let own =
                    (ImportValue.text(fields["permalink"])
                    ?? folderPattern.flatMap { _ in
                        Self.defaultPermalink(configuration, type: type, path: "\(folderName)/\(path)")
                    })
                    .map { Self.pattern($0) }
                let pattern = (own ?? folderPattern).flatMap { Self.podcastEpisode(in: $0, fields: fields) }?
                    .replacingOccurrences(of: ":name", with: nameSlug)
                    .replacingOccurrences(of: ":path", with: (path as NSString).deletingPathExtension)
                    .replacingOccurrences(
                        of: ":title", with: Self.permalinkTitle(ImportValue.text(fields["slug"]) ?? base))
                let old = pattern.flatMap {
                    ImportPlan.expand(
                        $0, date: when, slug: nameSlug, title: base, section: "", categories: categories,
                        extension: ".html")
                }
                // A collection Jekyll does not write out (`output: false`) published none of its
                // documents: they are kept as drafts, in Content/ but not on the site.
                let isDraft =
                    (folderName as NSString).lastPathComponent == "_drafts" || unpublishedFolders.contains(folderName)
                var file = ImportPlan.File(
                    page: page, slug: Self.keptSlug(slug, name: base, oldURL: old, given: fields["slug"] != nil),
                    oldURL: old, isDraft: isDraft)
                file.collection = shows[folderName]?.slug
                // An `index.md` in a folder of a collection Jekyll writes out names the files beside
                // it relative to itself (TheToolsmiths/TheToolsmiths.github.io's
                // `_podcast/episode-1/index.md`, `audio: the-toolsmiths-ep1.mp3`), as a bundle's page does.
                if outputFolders.contains(folderName), base.lowercased() == "index", path.contains("/") {
                    file.bundle = Self.collectionFilePath(folderName, (path as NSString).deletingLastPathComponent)
                }
                // Without a date the build reads, the name's date, else the file's time (as Jekyll dates drafts).
                file.date =
                    date ?? ImportPlan.modificationDate(of: posts.appendingPathComponent(path), fileSystem: fileSystem)
                plan.episodes.append(file)
            }
        }
        if !withoutFrontMatter.isEmpty {
            plan.notes.append(
                "collections' files without front matter copied as static files, as Jekyll copies them: "
                    + withoutFrontMatter.joined(separator: ", "))
        }
        let people = Self.peopleFolders(of: plan.episodes, among: collectionFolders)
        for file in plan.episodes where people.contains(Self.folder(of: file)) {
            // A person keeps the slug the episodes name them by, not their old address's.
            plan.people.append(ImportPlan.File(page: file.page, slug: slugify(file.slug), oldURL: file.oldURL))
        }
        plan.episodes.removeAll { people.contains(Self.folder(of: $0)) }
        let unpublished = plan.episodes.filter { unpublishedFolders.contains(Self.folder(of: $0)) }
        if !unpublished.isEmpty {
            plan.notes.append(
                "documents of collections with `output: false`, which Jekyll did not publish, imported as drafts "
                    + "(`sitegen build --drafts` shows them): "
                    + Set(unpublished.map { Self.folder(of: $0) }).sorted().map { folder in
                        "\(folder) (\(unpublished.filter { Self.folder(of: $0) == folder }.count))"
                    }.joined(separator: ", "))
        }
        // A collection of episodes is a show of its own, as a Hugo section is, when the site keeps
        // episodes in more than one place (a network's shows, or posts and a series); a site's one
        // folder of episodes (`_podcasts/`) is no show.
        let held = Set(plan.episodes.map { $0.collection ?? "" })
        if held.count > 1 {
            for show in shows.values where held.contains(show.slug) {
                plan.collections[show.slug] = (show.title, show.body)
                if let config = showConfigs[show.slug] { plan.showSettings[show.slug] = [config] }
            }
        } else {
            for index in plan.episodes.indices { plan.episodes[index].collection = nil }
        }
        // People kept as data files (`_data/hosts.yml`), after those with pages of their own.
        readPeopleData(configuration, into: &plan)
        readSiteValues(configuration, into: &plan)
        // Jekyll makes a page of every Markdown file with front matter outside its `_` folders,
        // in a folder too (evanwill/workshop-template-b's lessons, `content/2-lesson.md`, at
        // `/content/2-lesson.html`; `about/index.md` at `/about/`); one an episode names (its
        // transcript) stays a file.
        let named = Self.namedMarkdown(in: plan.episodes)
        // A `_` folder the settings `include:` is read as the site's own (its pages, and episodes).
        let included = Self.includedFolders(configuration)
        for path in ImportPlan.files(under: folder, fileSystem: fileSystem)
        where (path.hasSuffix(".md") || path.hasSuffix(".markdown")) && !named.contains(path) {
            let parts = path.split(separator: "/").map(String.init)
            let name = (parts.last! as NSString).deletingPathExtension
            let folders = parts.dropLast()
            let hidden = parts.enumerated().contains { index, part in
                part.hasPrefix(".") || (part.hasPrefix("_") && (index > 0 || !included.contains(part)))
            }
            guard !hidden, !Self.isExcluded(path, by: excluded),
                !["vendor", "node_modules", notesFolder].contains(parts[0]), parts.count == 1 || parts[0] != "assets",
                folders.isEmpty ? name != "index" : true, name != "404", name != "README",
                let page = plan.read(folder.appendingPathComponent(path), path: path), !page.fields.isEmpty
            else { continue }
            let isIndex = name == "index"
            let within = folders.joined(separator: "/")
            let old =
                ImportValue.text(ImportValue.lowercasedKeys(page.fields)?["permalink"])
                ?? (folders.isEmpty ? "/\(name).html" : isIndex ? "/\(within)/" : "/\(within)/\(name).html")
            let file = ImportPlan.File(page: page, slug: slugify(isIndex ? folders.last! : name), oldURL: old)
            // A page that names its audio file is an episode (davealbert/davealbert.github.io's
            // `_pages/podcast-episodes/`).
            if Self.namesAudio(page.fields), !(parts.count > 1 && parts[0] == "assets") {
                plan.episodes.append(file)
            } else {
                plan.pages.append(file)
            }
        }
        let skipped: Set<String> = [
            "Gemfile", "Gemfile.lock", "README.md", "LICENSE", "CNAME", "index.md", "index.html", "404.html", "404.md",
        ]
        // Top-level pages that are not imported are named in the report: Jekyll's own index and
        // 404 (sitegen makes its own), HTML pages (Liquid templates) and Markdown without front matter.
        let imported = Set((plan.pages + plan.episodes).map(\.page.path))
        var leftOut: [String] = []
        var templates: [String] = []
        var notSite: [String] = []
        for path in ImportPlan.files(under: folder, fileSystem: fileSystem) {
            let first = String(path.split(separator: "/")[0])
            if !path.contains("/"), !path.hasPrefix("_"), path != "README.md", !imported.contains(path),
                [".md", ".markdown", ".html"].contains(where: path.hasSuffix)
            {
                leftOut.append(path)
            }
            guard !first.hasPrefix("_"), !first.hasPrefix("."), !skipped.contains(path), first != "vendor",
                !Self.isExcluded(path, by: excluded),
                first != "node_modules", first != notesFolder || !(path.hasSuffix(".md") || path.hasSuffix(".markdown"))
            else { continue }
            if !path.contains("/"), path.hasSuffix(".md") || path.hasSuffix(".markdown") || path.hasSuffix(".html") {
                continue
            }
            if imported.contains(path) || Self.isInPostsFolder(path) { continue }
            // A repository of show notes (no settings, no posts: Syntax's SvelteKit app beside its
            // `shows/`) is no site Jekyll built: its app, scripts and settings are not the site's.
            // Its artwork (`src/assets/coverart.png`) is still the show's.
            let name = (path as NSString).lastPathComponent.lowercased()
            let isArtwork =
                ImageFormat(fileExtension: (name as NSString).pathExtension) != nil
                && SiteImporter.artworkWords.contains { name.contains($0) }
            if let notesFolder, first != notesFolder, !isArtwork {
                notSite.append(path)
                continue
            }
            // A file with front matter is a template Jekyll renders (a feed in a folder, a
            // stylesheet): copied, it would publish its Liquid as it is.
            if !path.hasSuffix(".md"), !path.hasSuffix(".markdown"),
                Self.startsWithFrontMatter(folder.appendingPathComponent(path))
            {
                templates.append(path)
                continue
            }
            plan.staticFiles.append((folder.appendingPathComponent(path), path))
        }
        if !notSite.isEmpty {
            plan.notes.append(
                "not copied: the repository's other files, as it is a show's notes and not a site (no _config.yml, "
                    + "no _posts/); copy into Content/ what the site should publish: " + notSite.joined(separator: ", ")
            )
        }
        if !templates.isEmpty {
            plan.notes.append(
                "not copied: " + templates.joined(separator: ", ")
                    + " (files with front matter, templates whose Liquid Jekyll ran and sitegen does not)")
        }
        addCollectionFiles(of: outputFolders, excluding: excluded, to: &plan)
        addIncludedTranscripts(configuration, to: &plan)
        // A collection none of whose documents has a date, media or a number (harryf/yoshi-podcasts'
        // `_transcripts/`, which its episodes name as `transcript_file`) is pages, not episodes
        // Jekyll would have dated by the time of the build.
        plan.takeTranscriptDocuments()
        plan.makePagesOfUndatedSections()
        if !leftOut.isEmpty {
            plan.notes.append(
                "not imported: " + leftOut.joined(separator: ", ")
                    + " (Jekyll's own index and 404 pages, which sitegen makes itself; HTML pages, Liquid templates;"
                    + " Markdown without front matter)")
        }
        return plan
    }

    /// Whether a file begins with a front matter's `---` line, as the files Jekyll renders do.
    static func startsWithFrontMatter(_ url: URL) -> Bool {
        guard let head = FileSystem.head(of: url, count: 4) else { return false }
        return head == Data("---\n".utf8) || head == Data("---\r".utf8)
    }

    /// The collections whose documents are people, not episodes: one named as Hugo's people
    /// sections are (`_guests/`, `_hosts/`), or one whose documents other documents name by file
    /// name in `hosts:` or `guests:` (Le Ruby Nouveau's `_habitues/`, `hosts: {abelar_s: }`).
    static func peopleFolders(of files: [ImportPlan.File], among collections: Set<String>) -> Set<String> {
        var named: [String: Set<String>] = [:]
        for file in files {
            let fields = ImportValue.lowercasedKeys(file.page.fields) ?? [:]
            for key in ["hosts", "guests", "host", "guest"] {
                var value = fields[key]
                if let map = value as? [String: Any] { value = Array(map.keys) }
                let names = ImportValue.strings(value) ?? FrontMatterMapping.namedPeople(value as Any).map(\.name)
                for name in names {
                    named[folder(of: file), default: []].insert(slugify(name))
                }
            }
        }
        return collections.filter { collection in
            HugoSource.peopleSections.contains(String(collection.dropFirst()).lowercased())
                || files.contains { file in
                    folder(of: file) == collection
                        && named.contains { $0.key != collection && $0.value.contains(file.slug) }
                }
        }
    }

    /// The Markdown files of the site episodes name in their front matter (`transcript:
    /// /transcripts/ep1.md`), as paths of the site.
    static func namedMarkdown(in episodes: [ImportPlan.File]) -> Set<String> {
        var paths: Set<String> = []
        func collect(_ value: Any) {
            if let list = value as? [Any] { list.forEach(collect) }
            if let map = value as? [String: Any] { map.values.forEach(collect) }
            guard let text = value as? String else { return }
            let lowered = text.lowercased()
            if lowered.hasSuffix(".md") || lowered.hasSuffix(".markdown"), !text.contains("://") {
                paths.insert(String(text.drop { $0 == "/" }))
            }
        }
        for episode in episodes { collect(episode.page.fields) }
        return paths
    }

    /// The source folder of a file (`_posts`, `_habitues`).
    static func folder(of file: ImportPlan.File) -> String {
        String(file.page.path.prefix { $0 != "/" })
    }

    /// Whether a folder holds a Markdown file (at any depth).
    static func hasMarkdown(in folder: URL, fileSystem: FileSystem) -> Bool {
        ImportPlan.files(under: folder, fileSystem: fileSystem).contains {
            $0.hasSuffix(".md") || $0.hasSuffix(".markdown")
        }
    }

    /// The top-level folder (not Jekyll's `_…`, not hidden, not a dependency folder) holding the
    /// most Markdown files that start with front matter, when it holds at least two.
    static func episodeFolder(in folder: URL, fileSystem: FileSystem) -> String? {
        let names = (try? fileSystem.list(folder)) ?? []
        var best: (name: String, count: Int)?
        for name in names.sorted()
        where !name.hasPrefix("_") && !name.hasPrefix(".") && !["node_modules", "vendor"].contains(name) {
            let sub = folder.appendingPathComponent(name)
            let count = ImportPlan.files(under: sub, fileSystem: fileSystem).filter { path in
                guard path.hasSuffix(".md") || path.hasSuffix(".markdown"),
                    let start = FileSystem.head(of: sub.appendingPathComponent(path), count: 4)
                else { return false }
                return start.starts(with: Data("---".utf8)) || start.starts(with: Data("+++".utf8))
                    || start.starts(with: Data("\u{FEFF}---".utf8))
            }.count
            if count >= 2, count > (best?.count ?? 0) { best = (name, count) }
        }
        return best?.name
    }

    /// Jekyll's built-in permalink styles, else the pattern as written.
    static func pattern(_ text: String?) -> String {
        switch text {
        case nil, "date": "/:categories/:year/:month/:day/:title:output_ext"
        case "pretty": "/:categories/:year/:month/:day/:title/"
        case "ordinal": "/:categories/:year/:y_day/:title:output_ext"
        case "none": "/:categories/:title:output_ext"
        case let pattern?: pattern
        }
    }

    /// The day a post's name gives (`YYYY-MM-DD`, or `YYYY-M-D`), as Jekyll reads it: Ruby's Time takes a day
    /// up to 31 in any month and counts on into the next (`2019-09-31` is `2019-10-01`); `nil`
    /// for a name that is no such date, or a month or day out of that range.
    static func day(_ text: String) -> String? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-") }), parts.count == 3,
            parts[0].count == 4, (1...2).contains(parts[1].count), (1...2).contains(parts[2].count),
            let year = Int(parts[0]), let month = Int(parts[1]),
            let day = Int(parts[2]), (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        guard let date = calendar.date(from: DateComponents(year: year, month: month, day: day)) else { return nil }
        let found = calendar.dateComponents([.year, .month, .day], from: date)
        guard let y = found.year, let m = found.month, let d = found.day else { return nil }
        let written = String(format: "%04d-%02d-%02d", y, m, d)
        guard case .success = ContentDate.parse(written) else { return nil }
        return written
    }

    /// The day a post's name starts with, as Jekyll reads it: a year, then a month and a day of
    /// one or two digits (`2019-4-6-sample`, jinyuzu99/jekyll-podcast), a `-` and the rest.
    static func datedName(_ name: String) -> (written: String, day: String, rest: String)? {
        let parts = name.split(separator: "-", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count == 4, !parts[3].isEmpty else { return nil }
        let written = parts.prefix(3).joined(separator: "-")
        guard let day = day(written) else { return nil }
        return (written, day, String(parts[3]))
    }

    /// A day as written (`2019-4-6`) with its month and day in two digits (`2019-04-06`).
    static func padded(_ written: String) -> String {
        written.split(separator: "-").map { $0.count == 1 ? "0" + $0 : String($0) }.joined(separator: "-")
    }

    /// `categories` (a list or words) and `category`.
    /// Jekyll reads a string of `tags` as words, each a tag (`tags: beginner sql hive connector`,
    /// trinodb/trino.io; `tags: Community Life Org`, emacsel/emacsel.com): the list it stands for.
    static func splitTags(_ page: inout ImportedPage) {
        for (key, value) in page.fields where key.lowercased() == "tags" {
            guard let text = value as? String else { continue }
            page.fields[key] = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
        }
    }

    /// Jekyll (Ruby's Time.parse) reads `date: 02-10-2015` day first (brandonb927/faviconvalley.show):
    /// the date written as the build reads it, `2015-10-02`; what it became (`02-10-2015 is
    /// 2015-10-02`), or nil for any other date.
    static func respellDayFirstDate(_ page: inout ImportedPage) -> String? {
        guard let (key, value) = page.fields.first(where: { $0.key.lowercased() == "date" }),
            let text = value as? String, let dayFirst = ContentDate.dayFirstSpelling(text),
            case .success = ContentDate.parseISO(dayFirst)
        else { return nil }
        page.fields[key] = dayFirst
        return "\(text) is \(dayFirst)"
    }

    static func categories(_ fields: [String: Any]) -> [String] {
        var names: [String] = []
        if let list = fields["categories"] as? [Any] { names += list.compactMap(ImportValue.text) }
        if let text = fields["categories"] as? String { names += text.split(separator: " ").map(String.init) }
        if let one = ImportValue.text(fields["category"]) { names.append(one) }
        return names
    }
}

extension JekyllSource {
    /// The file's own name as its slug when its old URL ends in that name and it is a plain
    /// lowercase segment the build would take as it is (sebsto/aws-french-podcast's
    /// `/podcasts/:path/` wrote `_podcasts/episode_001.md` at `/podcasts/episode_001/`): one
    /// pattern then keeps every old address; else the slug made from the name.
    static func keptSlug(_ slug: String, name: String, oldURL: String?, given: Bool) -> String {
        guard !given, name != slug, slug == slugify(name), let oldURL, ContentFileDecoder.isPlainSegment(name),
            name == name.lowercased()
        else { return slug }
        var last = (oldURL.hasSuffix("/") ? String(oldURL.dropLast()) : oldURL)
        last = (last as NSString).lastPathComponent
        if last.hasSuffix(".html") { last = String(last.dropLast(5)) }
        return last == name ? name : slug
    }
}
