import Foundation
import SitegenContent
import SitegenFileSystem
import SitegenImages
import Yams

/// A Hugo site read for import: `hugo.toml` (or `config.*`, TOML, YAML or JSON), `content/`
/// (each section a show, `_index.md` its introduction, or a page the episodes name as their
/// `show:`; top-level files pages), `static/`.
struct HugoSource {
    /// The Hugo site's folder.
    var folder: URL
    /// The file system the site is read from.
    var fileSystem: FileSystem

    /// What the import will write for the site.
    func plan() -> ImportPlan {
        var plan = ImportPlan(fileSystem: fileSystem)
        guard plan.takeSettings(HugoConfiguration.read(in: folder, fileSystem: fileSystem)),
            let configuration = plan.configuration
        else {
            return plan
        }
        let feed = feedItemTemplates(configuration: configuration, notes: &plan.notes)
        (plan.hugoFeedGUID, plan.hugoFeedEnclosures) = (feed?.guid, feed?.enclosures ?? [])
        if let path = feed?.path, let values = feedChannelSettings(path) {
            plan.fallbackSettings.append(("\(path), the old feed's template, which writes them as they are", values))
        }
        plan.fallbackSettings += settingsData(configuration)
        let urlPath = HugoURLPath(settings: ImportValue.lowercasedKeys(configuration) ?? [:])
        var permalinks = ImportValue.lowercasedKeys(configuration["permalinks"] as? [String: Any]) ?? [:]
        if let byKind = ImportValue.lowercasedKeys(permalinks["page"] as? [String: Any]) { permalinks = byKind }
        let contentDir = ImportValue.text(ImportValue.lowercasedKeys(configuration)?["contentdir"]) ?? "content"
        // What Hugo reads as content/: the default folder, or the settings' module mounts.
        let mounts = Self.mounts("content", configuration: configuration, defaults: [contentDir])
        let sources = files(of: mounts)
        let paths = sources.keys.sorted()
        let fileNameDates = Self.fileNameDates(configuration)
        var pagesOfSections: [String] = []
        var (peopleLists, peopleListsLeftOut): ([String], [String]) = ([], [])
        var (showPeopleLists, nestedLists): ([String], [String]) = ([], [])
        var peopleListRedirects: [String] = []
        let languages = Self.contentLanguages(configuration)
        var translations: [String] = []
        let sourceFile = { (path: String) in sources[path] ?? folder.appendingPathComponent(contentDir + "/" + path) }
        // Nested sections (`show/coder-radio/_index.md`): each is a show of its own.
        let shows = Set(
            paths.compactMap { path -> String? in
                let parts = path.split(separator: "/")
                guard parts.count == 3, parts[2].hasPrefix("_index."),
                    !Self.peopleSections.contains(parts[0].lowercased())
                else { return nil }
                return parts.prefix(2).joined(separator: "/")
            })
        // Leaf bundles' folders: their Markdown besides `index.md` is page resources, as in Hugo
        // (tech-leadership-deep-dives' `transcript.md`, `headless: true`), not pages.
        let bundleFolders = Set(
            paths.compactMap { path -> String? in
                let parts = path.split(separator: "/")
                guard parts.count > 2, ["index.md", "index.markdown"].contains(parts.last!) else { return nil }
                return parts.dropLast().joined(separator: "/")
            })
        for path in paths {
            let isResource =
                !path.hasSuffix("/index.md") && !path.hasSuffix("/index.markdown")
                && bundleFolders.contains((path as NSString).deletingLastPathComponent)
            let isHTML = Self.isHTMLPage(path, at: sourceFile(path))
            plan.hasHTMLPages = plan.hasHTMLPages || isHTML
            // Org mode, which Hugo reads as it reads Markdown (EmacsTalk/emacstalk.github.io's episodes).
            let isOrg = path.lowercased().hasSuffix(".org")
            guard (path.hasSuffix(".md") || path.hasSuffix(".markdown") || isHTML || isOrg) && !isResource else {
                // A page bundle's files, at the path Hugo publishes them at.
                plan.staticFiles.append((sourceFile(path), Self.resourcePath(path)))
                continue
            }
            let parts = path.split(separator: "/").map(String.init)
            // A file named for a language (`0100.bg.md`) is that language's page `0100`; only the
            // default language's are imported (a sitegen site has one language).
            let (name, language) = Self.languageSuffix(
                of: (parts.last! as NSString).deletingPathExtension, codes: languages.codes)
            if let language, language != languages.main {
                translations.append("content/" + path)
                continue
            }
            guard let read = plan.read(sourceFile(path), path: "content/" + path, org: isOrg) else { continue }
            let page = Self.datedByFileName(read, name: name, dates: fileNameDates)
            let modified = ImportPlan.modificationDate(of: sourceFile(path), fileSystem: fileSystem)
            if parts.count == 1 {
                // The home page's settings are site.yml's; its old paths have no page to lead to
                // but the home page, which no front matter holds: the report names them.
                if name == "_index", let aliases = ImportValue.strings(field(page, "aliases")), !aliases.isEmpty {
                    plan.notes.append(
                        "not kept: the aliases of content/_index.md (the home page, which has no front matter in "
                            + "sitegen; add a redirect at your host if they still matter): "
                            + aliases.joined(separator: ", "))
                }
                if name != "_index" {
                    plan.pages.append(
                        ImportPlan.File(page: page, slug: slug(page, name), oldURL: url(page) ?? "/\(slugify(name))/"))
                }
                continue
            }
            // A leaf bundle at the top (JupiterBroadcasting's `content/contact/index.md`) is a
            // page at its folder's address, as Hugo publishes it.
            if parts.count == 2, name == "index" {
                var file = ImportPlan.File(
                    page: page, slug: slug(page, parts[0]), oldURL: url(page) ?? "/\(slugify(parts[0]))/")
                file.bundle = Self.resourcePath(parts[0])
                plan.pages.append(file)
                continue
            }
            let section = parts[0]
            // A leaf bundle (section/slug/index.md) is named by its folder.
            let isBundle = name == "index" && parts.count > 2
            let folders = parts.dropLast(isBundle ? 2 : 1)
            let show =
                folders.count >= 2 && shows.contains(folders.prefix(2).joined(separator: "/")) ? parts[1] : section
            // A person kept as a branch bundle (dchucks/podbharati's `guests/sameerl/_index.md`) is
            // the person its folder names, its files named relative to it.
            if name == "_index", parts.count == 3, Self.peopleSections.contains(section.lowercased()) {
                var person = ImportPlan.File(
                    page: page, slug: slug(page, parts[1]),
                    oldURL: url(page) ?? "/" + parts.dropLast().joined(separator: "/").lowercased() + "/")
                person.bundle = Self.resourcePath(parts.dropLast().joined(separator: "/"))
                plan.people.append(person)
                continue
            }
            // A people section's list page (Castanet's `guest/_index.md`, "Want to be a guest?") is a
            // page at its address: sitegen lists the people at `/people/` itself, where it cannot be.
            if name == "_index", parts.count == 2, Self.peopleSections.contains(section.lowercased()) {
                let old = url(page) ?? "/\(section.lowercased())/"
                if old == "/" + SiteRoutes.people {
                    peopleListsLeftOut.append(page.path)
                } else if page.body.allSatisfy(\.isWhitespace) {
                    // Only the theme's list of the people (Arrested DevOps' "Guests of Arrested
                    // DevOps"): its address, and its aliases, lead to sitegen's.
                    var list = ImportPlan.File(page: page, slug: slug(page, section), oldURL: old)
                    list.redirect = "/" + SiteRoutes.people
                    plan.pages.append(list)
                    peopleListRedirects.append(page.path)
                } else {
                    plan.pages.append(ImportPlan.File(page: page, slug: slug(page, section), oldURL: old))
                    peopleLists.append(page.path)
                }
                continue
            }
            if name == "_index" {
                if parts.count == 2 && !Self.peopleSections.contains(section.lowercased())
                    || shows.contains(
                        folders.joined(separator: "/"))
                {
                    plan.collections[slugify(folders.last!)] = (
                        ImportValue.text(field(page, "title"))
                            ?? Self.listTitle(of: folders.last!, configuration: configuration), page.body
                    )
                    plan.collectionPages[slugify(folders.last!)] = page
                    // Hugo's section URL: its path, lowercased as Hugo writes it.
                    plan.collectionOldURLs[slugify(folders.last!)] =
                        "/" + folders.joined(separator: "/").lowercased() + "/"
                } else if parts.count > 2 {
                    let old = url(page) ?? "/" + folders.joined(separator: "/").lowercased() + "/"
                    let owner = (1..<folders.count).reversed().map { folders.prefix($0).joined(separator: "/") }
                        .first { shows.contains($0) }
                    // A show's own list of its hosts or guests (JupiterBroadcasting's
                    // `show/coder-radio/hosts/_index.md`, which its theme filled) leads to the show.
                    if let owner, Self.peopleSections.contains(folders.last!.lowercased()) {
                        plan.collectionAliases[slugify((owner as NSString).lastPathComponent), default: []].append(old)
                        showPeopleLists.append(page.path)
                    } else {
                        nestedLists.append(page.path)
                    }
                }
                continue
            }
            let base = isBundle ? parts[parts.count - 2] : name
            let file = slug(page, base)
            let date = ImportPlan.date(field(page, "date"))
            let pattern = ImportValue.text(permalinks[section.lowercased()])
            let ownSlug = ImportValue.text(field(page, "slug"))
            let title = ImportValue.text(field(page, "title")) ?? base
            // Hugo's `:slug` is the slug, else the title; `:filename` the file's name; each urlized.
            let old =
                url(page)
                ?? urlPath.uglified(
                    pattern.map {
                        ImportPlan.expand(
                            $0, date: date, slug: urlPath.urlize(ownSlug ?? title), title: title, section: section,
                            categories: [], fileName: urlPath.urlize(base),
                            slugOrName: urlPath.urlize(ownSlug ?? base), urlize: urlPath.urlize)
                    } ?? "/\(folders.joined(separator: "/").lowercased())/\(urlPath.urlize(ownSlug ?? base))/",
                    section: section)
            if Self.peopleSections.contains(section.lowercased()) {
                // A person's bundle (`person/jdoe/index.md`) names its picture relative to itself.
                var person = ImportPlan.File(page: page, slug: file, oldURL: old)
                if isBundle { person.bundle = Self.resourcePath(parts.dropLast().joined(separator: "/")) }
                plan.people.append(person)
                continue
            }
            // A file of a section named `pages` (sakerhetspodcasten/www-hugo's `content/pages/panelen.md`,
            // dated as the WordPress it came from dated it) is a page of the site, as in Zola's import.
            if parts.count == 2, ZolaSource.pageSections.contains(section.lowercased()) {
                plan.pages.append(ImportPlan.File(page: page, slug: file, oldURL: old))
                pagesOfSections.append(page.path)
                continue
            }
            if plan.collections[slugify(show)] == nil {
                plan.collections[slugify(show)] = (Self.listTitle(of: show, configuration: configuration), "")
            }
            var entry = ImportPlan.File(
                page: page, slug: file, collection: slugify(show), oldURL: old, date: modified)
            if isBundle { entry.bundle = Self.resourcePath(parts.dropLast().joined(separator: "/")) }
            plan.episodes.append(entry)
        }
        let staticDirs = ImportValue.strings(ImportValue.lowercasedKeys(configuration)?["staticdir"]) ?? ["static"]
        let staticMounts = Self.mounts("static", configuration: configuration, defaults: staticDirs)
        plan.staticFiles += files(of: staticMounts).sorted { $0.key < $1.key }.map { ($0.value, $0.key) }
        plan.notes += [
            Self.mountsNote(mounts, component: "content"), Self.mountsNote(staticMounts, component: "static"),
            pagesOfSections.isEmpty
                ? nil : "files of a `pages` section imported as pages: " + pagesOfSections.joined(separator: ", "),
            peopleLists.isEmpty
                ? nil
                : "the people sections' list pages imported as pages at their addresses, their text kept (sitegen "
                    + "lists the people at /people/): " + peopleLists.joined(separator: ", "),
            peopleListRedirects.isEmpty
                ? nil
                : "the people sections' list pages without text lead to /people/, where sitegen lists the people "
                    + "(`redirect:`): " + peopleListRedirects.joined(separator: ", "),
            showPeopleLists.isEmpty
                ? nil
                : "shows' lists of their hosts or guests, which the theme filled, lead to the show's page (sitegen "
                    + "lists everyone at /people/): " + showPeopleLists.joined(separator: ", "),
            nestedLists.isEmpty
                ? nil
                : "not imported: list pages of folders within a section, which are no show (their episodes are the "
                    + "section's; their addresses are not kept): " + nestedLists.joined(separator: ", "),
            peopleListsLeftOut.isEmpty
                ? nil
                : "not imported: the text of " + peopleListsLeftOut.joined(separator: ", ")
                    + ", the list page at /people/, which sitegen writes itself (put it in a page of its own)",
            translations.isEmpty
                ? nil
                : "not imported, pages in another language than the site's \(languages.main) (a sitegen site has "
                    + "one language): " + translations.joined(separator: ", "),
            plan.orgFiles == 0
                ? nil
                : "Org-mode files read as Markdown (their #+ keywords the front matter; headings, links, blocks "
                    + "and verbatim turned into Markdown's, other Org markup left as written): \(plan.orgFiles)",
        ].compactMap { $0 }
        // Hugo's assets/ reach pages only through templates (`resources.Get`); the pictures there,
        // which themes name in front matter (Castanet's `episode_image`), are copied as static
        // files are, where no static file has their path.
        let copied = Set(plan.staticFiles.map(\.1))
        let assets = folder.appendingPathComponent(
            ImportValue.text(ImportValue.lowercasedKeys(configuration)?["assetdir"]) ?? "assets")
        for path in ImportPlan.files(under: assets, fileSystem: fileSystem)
        where !copied.contains(path) && ImageFormat(fileExtension: (path as NSString).pathExtension) != nil {
            plan.staticFiles.append((assets.appendingPathComponent(path), path))
        }
        // The sections of episodes, a network's shows (`show/coder-radio`) too: Hugo writes each one's feed.
        let sections = Set(
            plan.episodes.flatMap { file -> [String] in
                let parts = file.page.path.split(separator: "/").dropFirst().map { $0.lowercased() }
                let nested = parts.count > 2 ? parts.prefix(2).joined(separator: "/") : nil
                return [parts.first].compactMap { $0 }
                    + (nested.map { name in shows.contains { $0.lowercased() == name } ? [name] : [] } ?? [])
            }
        ).sorted()
        if let feed {
            // The main feed's addresses first: the channel's guid is derived from the first.
            for template in [feed.path] + feed.others {
                let paths = Self.feedPaths(of: template, configuration: configuration, sections: sections)
                plan.oldFeedPaths += paths.filter { !plan.oldFeedPaths.contains($0) }
            }
            plan.mainFeedPath = Self.feedPaths(of: feed.path, configuration: configuration, sections: sections).first
        } else if sections.contains("podcast"), Self.usesPodcastFeedHugo(configuration) {
            // podcast-feed-hugo, a module whose templates are not in the repository: its feed is
            // the `podcast` section's (`layouts/podcast/list.rss.xml`).
            plan.oldFeedPaths = ["/podcast/index.xml"]
        } else if sections.contains("episode"), Self.usesCastanet(configuration),
            Self.publishesRSS("section", ImportValue.lowercasedKeys(configuration) ?? [:])
        {
            // Castanet as a theme or module whose files are not in the repository (Arrested
            // DevOps' `[[module.imports]]`): its `section/episode.rss.xml` is the feed.
            plan.oldFeedPaths = ["/episode/index.xml"]
        }
        readPeopleData(configuration, into: &plan)
        readTranslations(configuration, into: &plan)
        plan.makeCollectionsOfShowPages()
        plan.takeShowSettingsPages()
        plan.takeTranscriptDocuments()
        plan.makePagesOfUndatedSections()
        plan.makePagesOfEmptySections()
        return plan
    }

    /// Sections whose pages are people (Castanet's `guest/` and `host/`), not episodes.
    static let peopleSections: Set<String> = ["guest", "guests", "host", "hosts", "people", "person", "persons"]

    /// Where a page bundle's file goes in Content/: where Hugo publishes it, unless the build
    /// keeps that folder for itself (a section named `episodes`), then under `files/`.
    static func resourcePath(_ path: String) -> String {
        let first = String(path.prefix { $0 != "/" })
        let taken = OldURLLedger.generated.union(["episodes", "pages", "assets"])
        return taken.contains(first) ? "files/" + path : path
    }

    /// A front matter value by its key in any case (`Title`, `title`).
    private func field(_ page: ImportedPage, _ key: String) -> Any? {
        ImportValue.lowercasedKeys(page.fields)?[key]
    }

    /// The page's own URL (`url:`), made a path; not when it names an audio file (the episode's).
    private func url(_ page: ImportedPage) -> String? {
        guard let url = ImportValue.text(field(page, "url")),
            MediaEnclosure.type(ofName: url)?.hasPrefix("audio/") != true
        else { return nil }
        return url.hasPrefix("/") || url.contains("://") ? url : "/" + url
    }

    private func slug(_ page: ImportedPage, _ name: String) -> String {
        slugify(ImportValue.text(field(page, "slug")) ?? name)
    }
}
