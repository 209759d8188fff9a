/// The values of the data files in `Content/data/`, which every template reads as
/// `data.<file>.<key>` (`data/shows/main.yml` is `data.shows.main`).
public struct SiteData: Sendable, Hashable {
    /// The files read, relative to `Content/` (`data/shows/main.yml`), sorted.
    public var files: [String] = []
    /// Each file's value by its name without the extension, a folder's files as one map by the
    /// folder's name; sorted by name, so that the same files give the same value.
    public var values: [ParamEntry] = []

    /// No data files.
    public init() {}

    /// Data of files and their values.
    public init(files: [String], values: [ParamEntry]) {
        self.files = files
        self.values = values
    }
}
