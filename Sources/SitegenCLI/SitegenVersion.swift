/// The version of this sitegen, as `sitegen --version` prints it and its packages are named.
enum SitegenVersion {
    /// The release's version number (semantic versioning); bumped when a release is tagged.
    static let current = "0.1.0"
}
