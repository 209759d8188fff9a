import SitegenDiagnostics
import SitegenFormats
import Yams

/// The front-matter values of an episode as they are read, before they are checked together.
struct EpisodeFields {
    var title: String?
    var date: ContentDate?
    var modified: ContentDate?
    /// Hugo's `publishDate` given beside `date`: when the episode is published.
    var publishes: ContentDate?
    var duration: EpisodeDuration?
    var collection: String?
    var category: String?
    var tags: [String] = []
    var thumbnail: String?
    var summary: String?
    var draft = false
    var featured = false
    var order: Int?
    var media = EpisodeMedia()
    var positions: [String: Node] = [:]

    /// A front-matter date (`date`, `lastmod`): text as ``ContentDate/parse(_:)`` reads it, or
    /// Unix seconds or milliseconds; nil after an error at its value.
    static func date(_ entry: YAMLEntry, reader: inout FrontMatterReader) -> ContentDate? {
        let label = entry.name
        if case .scalar(let scalar) = entry.value, entry.value.tagName == .int, let number = Int(scalar.string) {
            switch ContentDate.fromEpoch(number) {
            case .success(let value): return value
            case .failure(let problem): reader.error("`\(label)` \(problem.message)", at: entry.value)
            }
        } else if case .scalar = entry.value, entry.value.tagName == .int || entry.value.tagName == .float {
            reader.error(
                "`\(label)` must be a date like 2024-03-14, not the number \(FrontMatterReader.shortened(entry.value.scalar?.string ?? ""))",
                at: entry.value)
        } else if let text = reader.scalarText(entry.value, label: label, expected: "a date like 2024-03-14") {
            switch ContentDate.parse(text) {
            case .success(let value): return value
            case .failure(let problem): reader.error("`\(label)` \(problem.message)", at: entry.value)
            }
        }
        return nil
    }

    /// Other tools' names for `date`: Hugo takes the date from `publishDate` (or `pubdate`) when
    /// `date` is not given, and Astro's starters write `pubDate`.
    static let dateAliases = ["publishDate", "pubDate"]

    /// The entry the date is read from: `date`, else one of ``dateAliases``; the others given
    /// are ignored, each with a warning, but Hugo's `publishDate` beside `date`, which says when
    /// the episode is published (``publishEntry(in:)``).
    static func dateEntry(in mapping: YAMLMapping, reader: inout FrontMatterReader) -> YAMLEntry? {
        let given = (["date"] + dateAliases).compactMap { mapping[$0] }
        let publishing = publishEntry(in: mapping)?.name
        for ignored in given.dropFirst() where ignored.name != publishing {
            reader.warning("`\(ignored.name)` is ignored, since `\(given[0].name)` is given", at: ignored.key)
        }
        return given.first
    }

    /// Hugo's `publishDate` when `date` is given too: the date is the episode's, and the episode
    /// is published from `publishDate` on.
    static func publishEntry(in mapping: YAMLMapping) -> YAMLEntry? {
        guard mapping["date"] != nil else { return nil }
        return mapping["publishDate"]
    }

    mutating func read(_ mapping: YAMLMapping, reader: inout FrontMatterReader, fileName: String) {
        for entry in mapping.entries { positions[entry.name] = entry.value }
        title = mapping["title"].flatMap { reader.text($0.value, label: "title") }
        let dateEntry = Self.dateEntry(in: mapping, reader: &reader)
        if let entry = dateEntry { date = Self.date(entry, reader: &reader) }
        if let entry = Self.publishEntry(in: mapping) { publishes = Self.date(entry, reader: &reader) }
        // Hugo's `lastmod`, Zola's `updated`: when the page last changed.
        if let entry = reader.entry("lastmod", orAlias: "updated", in: mapping) {
            modified = Self.date(entry, reader: &reader)
        }
        if dateEntry == nil, let dated = DatedFileName(fileName) { date = dated.date }
        if let entry = mapping["duration"],
            let text = reader.scalarText(entry.value, label: "duration", expected: "a duration like \"12:48\"")
        {
            switch EpisodeDuration.parse(text) {
            case .success(let value): duration = value
            case .failure(let problem): reader.error("`duration` \(problem.message)", at: entry.value)
            }
        }
        collection = mapping["collection"].flatMap { reader.text($0.value, label: "collection") }
        category = mapping["category"].flatMap { reader.text($0.value, label: "category") }
        tags = mapping["tags"].flatMap { reader.strings($0.value, label: "tags") } ?? []
        // Jekyll reads `tags: swift, ios` as several tags; sitegen, as Hugo, as one.
        if let entry = mapping["tags"], case .scalar = entry.value, entry.value.tagName == .str, tags.count == 1,
            tags[0].contains(",")
        {
            reader.warning(
                "`tags` is one tag, '\(FrontMatterReader.shortened(tags[0]))'; for several, write a list: [a, b]",
                at: entry.value)
        }
        thumbnail = mapping["thumbnail"].flatMap { reader.path($0.value, label: "thumbnail") }.map {
            PageBundle.resolve($0, in: reader.bundle)
        }
        // `description` is Hugo's and Jekyll's name for it.
        summary = reader.entry("summary", orAlias: "description", in: mapping).flatMap {
            reader.text($0.value, label: $0.name)
        }
        draft = mapping["draft"].flatMap { reader.bool($0.value, label: "draft") } ?? false
        if let entry = mapping["published"],
            let unpublished = Self.draft(published: entry, draftGiven: mapping["draft"] != nil, reader: &reader)
        {
            draft = unpublished
        }
        featured = mapping["featured"].flatMap { Self.featured($0.value, reader: &reader) } ?? false
        order = mapping["order"].flatMap { reader.wholeNumber($0.value, label: "order", in: 0...1_000_000) }
        media.read(mapping, reader: &reader)
        checkTimeline(mapping, reader: &reader)
        // Each person a list names, and each audio file, is told of at its own place (`hosts.0`,
        // `audio.1`); a list of audio files with one left out for an error keeps the list's.
        for key in ["hosts", "guests", "audio"] {
            guard case .sequence(let items)? = mapping[key]?.value,
                key != "audio" || items.count == media.audio.count
            else { continue }
            for (index, item) in items.enumerated() { positions["\(key).\(index)"] = item }
        }
        positions.merge(media.readTranscripts(mapping, reader: &reader)) { first, _ in first }
    }
}
