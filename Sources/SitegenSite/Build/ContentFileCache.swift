import SitegenLayout

/// Decoded Markdown files by path, with the text and the options they were decoded from.
struct ContentFileCache: Sendable {
    /// One decoded file.
    struct Entry<Value: Sendable>: Sendable {
        var text: String
        /// The file's stamp when it was read, if it was settled then (see `FileStamp.isSettled`).
        var stamp: FileStamp?
        var unsafeHTML: Bool
        var value: Value?
        var diagnostics: [Diagnostic]
    }

    var episodes: [String: Entry<Episode>] = [:]
    var collections: [String: Entry<EpisodeCollection>] = [:]
    var pages: [String: Entry<ContentPage>] = [:]
}
