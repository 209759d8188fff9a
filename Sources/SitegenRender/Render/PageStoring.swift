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

    /// A store of these two.
    package init(
        file: @escaping @Sendable (RenderedFile, Int) -> RenderedFile,
        parts: @escaping @Sendable (String, [String]) -> RenderedFile?
    ) {
        self.file = file
        self.parts = parts
    }
}
