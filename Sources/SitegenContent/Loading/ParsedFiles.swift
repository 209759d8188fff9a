package import SitegenDiagnostics
package import SitegenFileSystem
import SitegenHighlight

/// The decoded Markdown files of the last load, by path relative to `Content/`, with the text
/// and the options they were decoded from: a load takes a file from here instead of parsing it
/// again when its text (or its settled `lstat` stamp) is unchanged.
package struct ParsedFiles: Sendable {
    /// One decoded file.
    package struct Entry<Value: Sendable>: Sendable {
        /// The file's text, when kept (`sitegen serve` keeps it; a build keeps ``digest`` instead).
        package var text: String?
        /// The digest of the file's text, when the text is not kept (a build's, and the archive's).
        var digest: TextDigest?
        /// The file's stamp when it was read, if it was settled then (see `FileStamp.isOldEnoughToTrust`).
        var stamp: FileStamp?
        /// The settings it was decoded with.
        var settings: ContentFileDecoder
        package var value: Value?
        package var diagnostics: [Diagnostic]
    }

    package var episodes: [String: Entry<Episode>] = [:]
    var collections: [String: Entry<EpisodeCollection>] = [:]
    var pages: [String: Entry<ContentPage>] = [:]
    var people: [String: Entry<Person>] = [:]
    var transcripts: [String: Entry<EpisodeTranscript>] = [:]

    /// Every path held.
    package var paths: [String] {
        Array(episodes.keys) + Array(collections.keys) + Array(pages.keys) + Array(people.keys)
            + Array(transcripts.keys)
    }
    /// Each file's settled stamp (nil while too young to trust), by its kind and path.
    package var stamps: [String: FileStamp?] {
        var stamps: [String: FileStamp?] = [:]
        for (path, entry) in episodes { stamps["episodes " + path] = entry.stamp }
        for (path, entry) in collections { stamps["collections " + path] = entry.stamp }
        for (path, entry) in pages { stamps["pages " + path] = entry.stamp }
        for (path, entry) in people { stamps["people " + path] = entry.stamp }
        for (path, entry) in transcripts { stamps["transcripts " + path] = entry.stamp }
        return stamps
    }
    /// How many files are held.
    package var count: Int { episodes.count + collections.count + pages.count + people.count + transcripts.count }

    /// The files held, leaving none.
    package mutating func take() -> ParsedFiles {
        var taken = ParsedFiles()
        swap(&taken, &self)
        return taken
    }

    /// Whether `text` is the text an entry was decoded from, as far as the entry knows it.
    static func entry(_ entry: Entry<some Sendable>, wasDecodedFrom text: String) -> Bool {
        if let kept = entry.text { return kept == text }
        if let digest = entry.digest { return digest == TextDigest(text) }
        return false
    }

    /// Creates a value of its parts.
    package init(
        episodes: [String: Entry<Episode>] = [:], collections: [String: Entry<EpisodeCollection>] = [:],
        pages: [String: Entry<ContentPage>] = [:], people: [String: Entry<Person>] = [:],
        transcripts: [String: Entry<EpisodeTranscript>] = [:]
    ) {
        self.episodes = episodes
        self.collections = collections
        self.pages = pages
        self.people = people
        self.transcripts = transcripts
    }
}

extension ParsedFiles.Entry: Codable where Value: Codable {}
