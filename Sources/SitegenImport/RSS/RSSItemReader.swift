import Foundation
import SitegenContent
import SitegenDiagnostics

/// Reads a feed's items as episodes: each `<item>`'s elements as front matter the import maps
/// (``FrontMatterMapping``), its show notes as the body (``ShowNotes``); what is not carried is
/// counted for the report.
struct RSSItemReader {
    /// The feed's path, for diagnostics.
    let feed: String
    /// The site's address (the channel's link), for the items' old URLs.
    let baseURL: String?
    /// The show's author, as the channel names it.
    let showAuthor: String?
    /// Whether some show notes were kept as HTML.
    private(set) var keptHTML = false
    private var notCarried: [String] = []
    private var counts: [String: Int] = [:]
    private var otherRoles: [String] = []
    private var keptBecause: [String] = []
    private var otherAuthors: [String] = []
    private var guids: Set<String> = []
    private var personPictures: [String] = []

    /// The item elements carried into an episode's front matter or body.
    static let carried: Set<String> = [
        "title", "itunes:title", "pubDate", "guid", "enclosure", "itunes:duration", "itunes:episode", "podcast:episode",
        "itunes:season", "podcast:season", "itunes:episodeType", "itunes:explicit", "itunes:image", "itunes:subtitle",
        "itunes:summary", "description", "content:encoded", "link", "podcast:transcript", "podcast:chapters",
        "podcast:person", "category", "itunes:keywords", "podcast:soundbite", "itunes:author", "dc:creator",
        "author", "psc:chapters",
    ]

    init(feed: String, baseURL: String?, showAuthor: String?) {
        self.feed = feed
        self.baseURL = baseURL
        self.showAuthor = showAuthor
    }

    /// Report lines for what the items carried and did not.
    var notes: [String] {
        var lines = counts.keys.sorted().map { "\($0): \(counts[$0]!)" }
        if !notCarried.isEmpty {
            lines.append("item elements the new site does not carry: " + SiteImporter.Report.counted(notCarried))
        }
        if !keptBecause.isEmpty {
            lines.append(
                "show notes kept as HTML, for what Markdown cannot write: "
                    + SiteImporter.Report.counted(keptBecause))
        }
        if !otherAuthors.isEmpty {
            lines.append(
                "episodes' own authors left out (sitegen's feed names the show's author for every episode; "
                    + "make them hosts or guests to keep them): " + SiteImporter.Report.counted(otherAuthors))
        }
        if !personPictures.isEmpty {
            lines.append(
                "people's pictures on the web (podcast:person img) left out: copy each into Content/ as the "
                    + "person's avatar: " + SiteImporter.Report.counted(personPictures))
        }
        if !otherRoles.isEmpty {
            lines.append(
                "people of roles other than host and guest left out (sitegen's episodes have hosts and guests): "
                    + SiteImporter.Report.counted(otherRoles))
        }
        return lines
    }

    /// The episode of an item, or the error that keeps it out.
    mutating func read(_ item: FeedElement, number: Int) -> Result<ImportPlan.File, Diagnostic> {
        let place = SourcePosition(file: feed, line: item.line, column: item.column)
        guard let published = item.value("pubDate") else {
            return .failure(.error("item \(number) has no <pubDate>: an episode needs its date", at: place))
        }
        let dateElement = item.child("pubDate")!
        guard let date = RSSDate.iso8601(published) else {
            return .failure(
                .error(
                    "item \(number)'s <pubDate> '\(published)' is no RFC 822 date (Tue, 05 Aug 2026 09:00:00 +0000)",
                    at: SourcePosition(file: feed, line: dateElement.line, column: dateElement.column)))
        }
        var fields: [String: Any] = ["date": date]
        let title = item.value("title") ?? item.value("itunes:title")
        if let title { fields["title"] = title }
        if let own = item.value("itunes:title"), let title, own != title {
            count("episodes whose itunes:title differs from their title (the title is kept)")
        }
        let enclosure = item.child("enclosure")
        if let url = enclosure?.attributes["url"] {
            fields["enclosure_url"] = url
            let given = enclosure?.attributes["length"]?.trimmingCharacters(in: .whitespaces) ?? ""
            if let length = Int(given), length > 0 {
                fields["enclosure_length"] = length
            } else if !given.isEmpty, given != "0" {
                // `12.5 MB`, `-1`: apps need the file's size in bytes, which the build warns of.
                count("enclosure lengths that are no count of bytes, left out (the build warns of each)")
            }
            // The type the file's extension tells is what the new feed writes; another one given
            // is said (`audio/x-m4a` for an `.m4a` is `audio/mp4`).
            if let type = enclosure?.attributes["type"]?.trimmingCharacters(in: .whitespaces), !type.isEmpty {
                if let own = MediaEnclosure.type(ofName: url) {
                    if own != type.lowercased() {
                        count("enclosure types written as their file's registered type: \(type) → \(own)")
                    }
                } else {
                    fields["enclosure_type"] = type
                }
            }
        }
        if enclosure?.attributes["url"] == nil {
            count("items with no enclosure, imported as episodes without audio (pages, in no podcast feed)")
        }
        if item.children("enclosure").count > 1 {
            count("items with more than one <enclosure>, the first kept (RSS gives an item one; apps play the first)")
        }
        if item.child("podcast:season")?.attributes["name"] != nil {
            count("season names (podcast:season name) left out: sitegen's seasons are numbers")
        }
        if let guid = item.value("guid") {
            fields["guid"] = guid
            if !guids.insert(guid).inserted {
                count("episodes whose guid another item has too (apps showed one of the two; the build warns)")
            }
        } else if let url = enclosure?.attributes["url"] {
            // Apps tell such items apart by their enclosure.
            fields["guid"] = url
            count("episodes with no <guid>, given their enclosure's URL as apps identify them")
        }
        for (key, tags) in [
            ("duration", ["itunes:duration"]), ("episode", ["itunes:episode", "podcast:episode"]),
            ("season", ["itunes:season", "podcast:season"]), ("episode_type", ["itunes:episodeType"]),
            ("explicit", ["itunes:explicit"]), ("keywords", ["itunes:keywords"]),
        ] {
            if let value = tags.lazy.compactMap(item.value).first { fields[key] = value }
        }
        if let image = item.attribute("href", of: "itunes:image") { fields["image"] = image }
        // The notes in full: `content:encoded`, else the longer of the description and the
        // summary (a host may cut one short: radcrew.net's description ends "… Les mer").
        let notes =
            item.value("content:encoded")
            ?? [item.value("description"), item.value("itunes:summary")].compactMap { $0 }
            .max { ShowNotes.plainText($0).count < ShowNotes.plainText($1).count } ?? ""
        // A summary that only repeats the notes adds nothing: the build takes the notes' first words.
        // A summary is text (Apple's subtitle), or HTML some hosts put there; front matter's is
        // Markdown, so its text is escaped (`*nix`, `` `ls` `` shown as written).
        if let given = item.value("itunes:subtitle") ?? item.value("itunes:summary") {
            let text = ShowNotes.looksLikeHTML(given) ? ShowNotes.plainText(given) : given
            if text != ShowNotes.plainText(notes) {
                fields["summary"] = MarkdownEscaping.text(
                    text.split(whereSeparator: \.isWhitespace).joined(separator: " "), atLineStart: true)
            }
        }
        // An episode's own author (a network's show, a guest writer) where it is not the show's.
        for author in [item.value("itunes:author") ?? item.value("dc:creator") ?? item.value("author")]
        where author != nil && author != showAuthor {
            otherAuthors.append(author!)
        }
        let tags = item.children("category").compactMap { $0.text.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty }
        if !tags.isEmpty { fields["tags"] = tags }
        readNamespace(item, into: &fields)
        // The notes' addresses relative to the old site are relative to the episode's old page.
        let link = item.value("link")
        let base = (link ?? baseURL).flatMap(URL.init(string:)).flatMap {
            $0.scheme?.hasPrefix("http") == true ? $0 : nil
        }
        let body = ShowNotes.body(notes, media: Set([enclosure?.attributes["url"]].compactMap { $0 }), base: base)
        if body.players > 0 { count("players of the episode's own audio left out of the notes (its page plays it)") }
        if body.resolved > 0 {
            counts["links and pictures of the notes relative to the old site, made absolute on it", default: 0] +=
                body.resolved
        }
        if let reason = body.keptHTML {
            keptHTML = true
            keptBecause.append(reason.contains(" ") ? reason : "<\(reason)>")
            // The build takes a summary from Markdown's paragraphs, not from HTML kept as it is.
            if fields["summary"] == nil, let summary = ShowNotes.summary(of: notes) { fields["summary"] = summary }
        }
        notCarried += item.children.map(\.name).filter { !Self.carried.contains($0) }
        // A link to the episode's page names it; one to its audio (deploy.am's) does not.
        let page = link.flatMap { $0 == enclosure?.attributes["url"] ? nil : Self.lastSegment($0) }
        let slugSource = page ?? title ?? "episode-\(number)"
        // The page's name is its slug, as a generator's `slug:` is (its old address keeps it).
        if let page { fields["slug"] = slugify(page) }
        let read = ImportedPage(
            path: "\(URL(fileURLWithPath: feed).lastPathComponent) item \(number)", fields: fields, body: body.text)
        return .success(
            ImportPlan.File(
                page: read, slug: slugify(slugSource), oldURL: page == nil ? nil : oldURL(link!), date: date))
    }

    /// The Podcasting 2.0 elements of an item as front matter.
    private mutating func readNamespace(_ item: FeedElement, into fields: inout [String: Any]) {
        let transcripts = item.children("podcast:transcript").compactMap { element -> [String: Any]? in
            guard let url = element.attributes["url"] else { return nil }
            var transcript: [String: Any] = ["url": url]
            for key in ["type", "language", "rel"] { transcript[key] = element.attributes[key] }
            return transcript
        }
        if !transcripts.isEmpty { fields["transcripts"] = transcripts }
        // Podlove Simple Chapters, in the item itself, are chapters the page lists; a chapters
        // file on the web is linked as it is.
        let simpleChapters = item.child("psc:chapters")?.children("psc:chapter").map { chapter in
            ["start", "title", "href"].reduce(into: [String: Any]()) { $0[$1] = chapter.attributes[$1] }
        }
        if let simpleChapters, !simpleChapters.isEmpty {
            fields["chapters"] = simpleChapters
            if item.child("podcast:chapters") != nil {
                count("episodes with Podlove chapters and a chapters file on the web: the Podlove ones kept")
            }
        } else if let chapters = item.attribute("url", of: "podcast:chapters") {
            fields["chapters_url"] = chapters
        }
        var hosts: [[String: Any]] = []
        var guests: [[String: Any]] = []
        for person in item.children("podcast:person") {
            let name = person.text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !name.isEmpty else { continue }
            var entry: [String: Any] = ["name": name]
            if let href = person.attributes["href"] { entry["url"] = href }
            if person.attributes["img"] != nil { personPictures.append(name) }
            switch (person.attributes["role"] ?? "host").lowercased() {
            case "host", "co-host": hosts.append(entry)
            case "guest": guests.append(entry)
            case let role: otherRoles.append("\(name) (\(role))")
            }
        }
        if !hosts.isEmpty { fields["hosts"] = hosts }
        if !guests.isEmpty { fields["guests"] = guests }
        let soundbites = item.children("podcast:soundbite").compactMap { element -> [String: Any]? in
            guard let start = element.attributes["startTime"].flatMap(Double.init),
                let duration = element.attributes["duration"].flatMap(Double.init)
            else { return nil }
            var soundbite: [String: Any] = ["start": Self.number(start), "duration": Self.number(duration)]
            let title = element.text.trimmingCharacters(in: .whitespacesAndNewlines)
            if !title.isEmpty { soundbite["title"] = title }
            return soundbite
        }
        if !soundbites.isEmpty { fields["soundbites"] = soundbites }
    }

    /// The path of a page of the site's own host (what its aliases are made of), else the URL.
    private func oldURL(_ link: String) -> String {
        guard let url = URL(string: link), let host = url.host?.lowercased(),
            let base = baseURL.flatMap(URL.init(string:)), base.host?.lowercased() == host
        else { return link }
        let basePath = base.path.hasSuffix("/") ? base.path : base.path + "/"
        let path = url.path.isEmpty ? "/" : url.path
        guard path.hasPrefix(basePath) || path + "/" == basePath else { return link }
        return "/" + path.dropFirst(basePath.count)
    }

    /// A whole number of seconds as an `Int`, else the `Double`.
    private static func number(_ value: Double) -> Any {
        value == value.rounded() && abs(value) < 1e9 ? Int(value) : value
    }

    /// The last segment of a page's URL (`/episodes/42-hello/` is `42-hello`), without an
    /// extension; `nil` for a file that is no page (`1.mp3`).
    private static func lastSegment(_ link: String) -> String? {
        guard let url = URL(string: link), let last = url.path.split(separator: "/").last else { return nil }
        let parts = last.split(separator: ".")
        if parts.count > 1, !["html", "htm", "php", "aspx"].contains(parts.last!.lowercased()) { return nil }
        let name = String(parts.first ?? last)
        return name.isEmpty ? nil : name
    }

    private mutating func count(_ line: String) {
        counts[line, default: 0] += 1
    }
}
