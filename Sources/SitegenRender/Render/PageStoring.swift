package import SitegenFileSystem

/// Where a build puts each rendered file's bytes until the write, returning the file that names
/// them there: a build that held every page's bytes until the last was rendered held the whole
/// site in memory at once.
package struct PageStoring: Sendable {
    /// Puts a file's bytes in the store under a number unique within the build; the file as it
    /// is when they cannot be put there.
    package var file: @Sendable (RenderedFile, Int) -> RenderedFile
    /// Puts a file made of texts one after another (its path, then its parts) in the store
    /// without joining them; nil when they cannot be put there. A feed holds every episode's
    /// show notes, and its bytes joined in memory were the largest allocation of a build.
    package var parts: @Sendable (String, [String]) -> RenderedFile?
    /// Puts the output's file at a path in the store, under a number unique within the build,
    /// when it has the stamp the last build kept (``KeptPages/comparable(_:)``): a file whose
    /// inputs did not change is not rendered again. Nil when it is not that file.
    package var kept: @Sendable (String, FileStamp, Int) -> RenderedFile?

    /// A store of these three.
    package init(
        file: @escaping @Sendable (RenderedFile, Int) -> RenderedFile,
        parts: @escaping @Sendable (String, [String]) -> RenderedFile?,
        kept: @escaping @Sendable (String, FileStamp, Int) -> RenderedFile?
    ) {
        self.file = file
        self.parts = parts
        self.kept = kept
    }
}
