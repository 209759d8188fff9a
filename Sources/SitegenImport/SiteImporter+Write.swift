import Foundation
import SitegenContent
import SitegenDiagnostics
import SitegenFileSystem

/// Writing an import plan as a sitegen site.
extension SiteImporter {
    /// Writes `Content/` for a plan and says what was done.
    func write(
        _ plan: ImportPlan, configuration: [String: Any], into content: URL, force: Bool = false
    ) -> Result<Report, Diagnostic> {
        var report = Report()
        let existing = force ? ImportPlan.files(under: content, fileSystem: fileSystem) : []
        report.diagnostics = plan.problems
        report.lines += plan.notes
        var settings = SiteSettingsMapping(configuration)
        settings.decodesCharacterReferences = generator == .jekyll
        addressFromCNAME(&settings, report: &report)
        let episodeSlugs = Self.uniqueSlugs(plan.episodes, fallback: "episode", reserved: [])
        let pageSlugs = Self.uniqueSlugs(plan.pages, fallback: "page", reserved: SiteAssembler.reservedSlugs)
        var trial = ImportWriter(
            plan: plan, settings: settings,
            pages: Self.defaultAddresses(plan, episodeSlugs: episodeSlugs, pageSlugs: pageSlugs))
        trial.generator = generator
        trial.now = now
        let addresses = Self.addresses(plan, episodeSlugs: episodeSlugs, pageSlugs: pageSlugs, writer: trial)
        // The pages' own addresses are taken; those sitegen would have given them are free for
        // old URLs (Jupiter Broadcasting's /matrix/, an alias of /community/matrix/).
        var writer = ImportWriter(plan: plan, settings: settings, pages: addresses.claimed)
        writer.generator = generator
        writer.now = now
        for (file, url) in zip(plan.episodes, addresses.episodes) { writer.pageURLs.add(file.page.path, url) }
        for (file, url) in zip(plan.pages, addresses.pages) { writer.pageURLs.add(file.page.path, url) }
        for (path, slug) in plan.collectionPaths {
            writer.pageURLs.add(path, addresses.collections[slug] ?? "/collections/\(slug)/")
        }
        for index in plan.episodes.indices {
            writer.add(
                plan.episodes[index], slug: episodeSlugs[index], isEpisode: true, newURL: addresses.episodes[index],
                url: addresses.episodeURLs[index])
        }
        for index in plan.pages.indices {
            writer.add(
                plan.pages[index], slug: pageSlugs[index], isEpisode: false, newURL: addresses.pages[index],
                url: addresses.pageURLs[index])
        }
        report.lines += addresses.notes
        var collections = plan.collections
        for (slug, title) in writer.series where collections[slug] == nil { collections[slug] = (title, "") }
        // A network's shows, each a collection with a feed of its own.
        let networkShows = Self.networkShows(
            plan, writer: writer, baseURL: settings.baseURL, pages: addresses.collections)
        for (slug, collection) in collections {
            let title = ImportValue.text(collection.title) ?? slug
            var fields: [(String, Any)] = [("title", title)]
            let show = networkShows[slug]
            if let page = plan.collectionPages[slug] {
                fields += writer.collectionFields(
                    of: page, slug: slug, show: show?.podcast, used: show?.usedKeys ?? [])
            } else if let show {
                fields.append(("podcast", show.podcast))
            }
            if let url = addresses.collectionURLs[slug] { fields.append(("url", url)) }
            // A show's feed needs a description: its summary, else its introduction's first paragraph.
            if show != nil, !fields.contains(where: { $0.0 == "summary" }),
                collection.body.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
            {
                fields.insert(("summary", title), at: 1)
                writer.count("shows whose feed needs a description: their title made their summary, to replace", slug)
            }
            // A show (a section, a Jekyll collection, a show folder) lists its newest episode
            // first, as Hugo, Jekyll and Zola list a section by date; a series reads in order.
            if plan.collections[slug] != nil { fields.append(("episodeOrder", "newest")) }
            // The section's old URL answers still: its page is now /collections/<slug>/; so do
            // those of pages read as the show's settings (its subscribe page).
            let old = [plan.collectionOldURLs[slug]].compactMap { $0 } + (plan.collectionAliases[slug] ?? [])
            if !old.isEmpty {
                let aliases = writer.aliases(old, newURL: addresses.collections[slug] ?? "/collections/\(slug)/")
                if !aliases.isEmpty { fields.append(("aliases", aliases)) }
            }
            writer.documents["collections/\(slug).md"] = ImportYAML.document(fields, body: collection.body)
        }
        Self.reportShows(
            networkShows, plan: plan, writer: &writer, baseURL: settings.baseURL, pages: addresses.collections,
            report: &report)
        writer.bodies += collections.values.map(\.body)
        if !plan.collections.isEmpty {
            report.lines.append(
                "collections made of the source's sections list their episodes newest first (`episodeOrder: newest`), "
                    + "as the source listed them; a series lists them oldest first")
        }
        writer.leaveOutUnreadablePictures()
        var people = writer.people
        var personFields: [String: [(String, Any)]] = [:]
        var personFiles: [String: [ImportPlan.File]] = [:]
        for person in plan.people where ContentFileDecoder.isPlainSegment(person.slug) {
            // A page of a person another page is kept for: its old address leads to that one.
            if let kept = writer.context.samePeople[person.slug] {
                people[person.slug] = nil
                personFiles[kept, default: []].append(person)
                writer.count(
                    "people with a page for each appearance (one name, one profile) made one, the page named as the "
                        + "name is, else the shortest, kept; the others' pictures and bios left out, their addresses lead to it",
                    "\(person.slug) → \(kept)")
                continue
            }
            let fields = ImportValue.lowercasedKeys(person.page.fields) ?? [:]
            let given = ImportWriter.personName(fields)
            let name = given ?? people[person.slug]?.name ?? person.slug
            // A page named by its file (vmware-tanzu/thepodlets' `_hosts/04-bryan-liles.md`) whose
            // name episodes give (`hosts: [{name: Bryan Liles}]`) is that person.
            var slug = person.slug
            if people[slug] == nil, let given, personFields[slugify(given)] == nil,
                people[slugify(given)] != nil
            {
                slug = slugify(given)
            }
            let read = writer.personFields(fields, of: person)
            personFiles[slug, default: []].append(person)
            personFields[slug] = read.fields
            // A Jekyll person's page (`_hosts/`, `_habitues/`) writes Liquid as episodes do.
            let written =
                generator == .jekyll ? writer.liquid(person.page.body, fields: person.page.fields) : person.page.body
            let body =
                written.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
                ? (read.description.map { $0 + "\n" } ?? written) : written
            people[slug] = (name, body)
        }
        // Each person's old pages (Castanet's `/guest/<id>/`) lead to their page; two pages of one
        // person (JupiterBroadcasting's `people/jnsgruk.md` and `people/jon-seager.md`) both do,
        // `/people/jnsgruk/` too.
        writer.ledger.personSlugs = Set(people.keys)
        for slug in personFiles.keys.sorted() {
            let aliases = personFiles[slug]!.flatMap { writer.aliases(of: $0, newURL: "/" + SiteRoutes.person(slug)) }
            if !aliases.isEmpty { personFields[slug, default: []].append(("aliases", aliases)) }
        }
        for (slug, person) in people {
            let links =
                (writer.personRoles[slug].map { [("role", $0 as Any)] } ?? [])
                + (writer.personLinks[slug].map { [("links", $0 as Any)] } ?? [])
            writer.documents["people/\(slug).md"] = ImportYAML.document(
                [("name", person.name)] + (personFields[slug] ?? links), body: person.body)
        }
        // Jekyll's kramdown and Zola's Markdown pass raw HTML; Hugo's Goldmark does when
        // `markup.goldmark.renderer.unsafe`, its Blackfriday (the Markdown of Hugo before 0.60,
        // which settings that configure `[blackfriday]` were written for: radio-t/radio-t-site)
        // always, and so do its HTML pages.
        let markup = ImportValue.lowercasedKeys(settings.value(["markup"]) as? [String: Any])
        let goldmark = ImportValue.lowercasedKeys(markup?["goldmark"] as? [String: Any])
        let unsafe = ImportValue.lowercasedKeys(goldmark?["renderer"] as? [String: Any])?["unsafe"]
        let handler = ImportValue.text(markup?["defaultmarkdownhandler"] ?? settings.value(["defaultmarkdownhandler"]))
        let blackfriday =
            handler?.lowercased() == "blackfriday"
            || (handler == nil && ImportValue.lowercasedKeys(configuration)?["blackfriday"] is [String: Any])
        let unsafeHTML =
            generator == .rss
            ? plan.hasHTMLPages
            : generator != .hugo || ImportValue.flag(unsafe) == true || blackfriday || plan.hasHTMLPages
        // One show whose section gives its podcast settings (rss2hugo): they are the site's
        // where the site's settings say nothing.
        var siteSettings = settings
        let shows = plan.collectionPages.keys.sorted().compactMap { plan.collectionPages[$0] }
            .compactMap(writer.sectionPodcast)
        if shows.count == 1 { siteSettings.fill(from: shows[0]) }
        // What the old feed's template writes as it is, or a data file of the show's settings,
        // gives what the settings do not.
        for (source, values) in plan.fallbackSettings {
            let lacking = values.keys.sorted().filter { siteSettings.value([$0]) == nil }
            siteSettings.fill(from: values.filter { lacking.contains($0.key) })
            let named = lacking.filter {
                $0 != FeedChannelHead.otherCategoriesKey && $0 != FeedNamespaceHead.settingsKey
            }
            if !named.isEmpty {
                report.lines.append("settings the site's lack read from \(source): " + named.joined(separator: ", "))
            }
        }
        // A feed kept by hand is where apps subscribed: the build's feed is written there too.
        let handKeptFeedPaths = writer.hasMedia ? writer.takeHandKeptFeedsAsAliases() : []
        let site = Self.siteYML(
            siteSettings, context: writer.context, hasMedia: writer.hasMedia, unsafeHTML: unsafeHTML,
            oldFeedPaths: (plan.oldFeedPaths + handKeptFeedPaths).filter { path in
                !networkShows.values.contains { $0.feedAliases.contains(path) }
            }, mainFeedPath: plan.mainFeedPath, oldAtomFeed: plan.oldAtomFeedPath, permalinks: addresses.patterns,
            navigationData: (plan.siteValues["data"] as? [String: Any])?["navigation"], report: &report)
        writer.documents["site.yml"] = site.text
        let translations = Self.translations(of: plan, settings: settings, report: &report)
        do {
            for (path, text) in writer.documents.sorted(by: { $0.key < $1.key }) {
                try fileSystem.write(Data(text.utf8), content.appendingPathComponent(path))
            }
            if site.artwork {
                try fileSystem.write(PlaceholderArtwork.png(), content.appendingPathComponent(Self.placeholderArtwork))
            }
            if let translations {
                let url = content.deletingLastPathComponent().appendingPathComponent(translations.path)
                if force || fileSystem.kindFollowingLinks(url) == .missing {
                    try fileSystem.write(Data(translations.text.utf8), url)
                } else {
                    report.lines.append("not written, as it exists (--force writes over it): \(translations.path)")
                }
            }
            for (from, path) in writer.copies {
                let url = content.appendingPathComponent(path)
                try fileSystem.createDirectory(url.deletingLastPathComponent())
                try? fileSystem.remove(url)
                if let copy = fileSystem.copy {
                    try copy(from, url)
                } else {
                    try fileSystem.write(try fileSystem.read(from), url)
                }
            }
        } catch {
            return .failure(
                .error("cannot write the imported site: \(error.localizedDescription)", at: .start(of: content.path)))
        }
        report.lines.insert(
            "imported \(plan.episodes.count) episodes, \(collections.count) collections, \(plan.pages.count) pages, "
                + "\(people.count) people, \(writer.copies.count) static files", at: 0)
        report.lines.insert("kept \(writer.ledger.kept) old URLs as aliases (redirect pages and _redirects)", at: 1)
        // With --force, files an earlier import or the owner left in Content/ stay part of the site.
        let written = Set(writer.documents.keys).union(writer.copies.map(\.1))
            .union(site.artwork ? [Self.placeholderArtwork] : [])
        let others = existing.filter { !written.contains($0) }
        if !others.isEmpty {
            report.lines.append(
                "Content/ held \(others.count) files this import did not write, left as they were and built with "
                    + "the site (remove those an earlier import left): "
                    + others.prefix(5).joined(separator: ", ") + (others.count > 5 ? ", …" : ""))
        }
        if !writer.ledger.refused.isEmpty {
            report.lines.append("old URLs not kept: " + Self.summary(writer.ledger.refused))
        }
        for (group, items) in writer.counts.sorted(by: { $0.key < $1.key }) {
            report.lines.append("\(group): " + Self.summary(items))
        }
        let reportFile = content.deletingLastPathComponent().appendingPathComponent(Self.reportFile)
        report.lines.append("this report is also in \(Self.reportFile)")
        do {
            try fileSystem.write(Data(Self.reportText(report, generator: generator).utf8), reportFile)
        } catch {
            return .failure(
                .error(
                    "cannot write \(Self.reportFile): \(error.localizedDescription)", at: .start(of: reportFile.path)))
        }
        return .success(report)
    }

    /// The file beside `Content/` that keeps the report, for reading after the terminal is gone.
    static let reportFile = "import-report.md"

    /// The report as Markdown: what was imported and mapped, then every warning, each on its line.
    static func reportText(_ report: Report, generator: Generator) -> String {
        var text = "# What `sitegen import \(generator.rawValue)` did\n\n"
        text += "Each line is what the import printed. Lines that name `params` list front matter keys the\n"
        text += "new site keeps but no page or feed shows.\n\n## Imported\n\n"
        text += report.lines.filter { !$0.hasPrefix("this report is also in") }.map { "- \($0)\n" }.joined()
        let warnings = report.diagnostics.sorted()
        if !warnings.isEmpty {
            text += "\n## Warnings (\(warnings.count))\n\n" + warnings.map { "- `` \($0.description) ``\n" }.joined()
        }
        return text
    }

    /// `key (count), …`, the most frequent first; a long list is cut short.
    private static func summary(_ counts: [String: Int]) -> String {
        let sorted = counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
        let shown = sorted.prefix(40).map { "\($0.key) (\($0.value))" }.joined(separator: ", ")
        return sorted.count > 40 ? shown + " and \(sorted.count - 40) more" : shown
    }

    /// Slugs for files, each a plain path segment, unique, and not one the site uses itself.
    private static func uniqueSlugs(_ files: [ImportPlan.File], fallback: String, reserved: Set<String>) -> [String] {
        var taken: Set<String> = []
        return files.map { file in
            let short = String(file.slug.prefix(120))
            var base = ContentFileDecoder.isPlainSegment(short) ? short : fallback
            // A number alone (`0055.md`, `slug: "55"`) says little in a network: the show's name first.
            if let show = file.collection, base.allSatisfy(\.isNumber) { base = "\(show)-\(base)" }
            // Pages are top-level folders: not one the site uses.
            if reserved.contains(base) { base += "-page" }
            var slug = base
            var counter = 2
            // In a network, the show's name tells apart episodes of the same name (`001.md`).
            if taken.contains(slug), let show = file.collection, !taken.contains("\(show)-\(base)") {
                slug = "\(show)-\(base)"
            }
            while !taken.insert(slug).inserted {
                slug = "\(base)-\(counter)"
                counter += 1
            }
            return slug
        }
    }
}
