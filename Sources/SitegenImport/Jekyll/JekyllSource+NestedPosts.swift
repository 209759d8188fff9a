import Foundation
import SitegenFileSystem

/// Posts kept in a `_posts` folder inside another folder (RubberDucking/rubberduckcast.com's
/// `episodes/_posts/`), which Jekyll reads as posts whose categories are the folders above it.
extension JekyllSource {
    /// The folders named `_posts` or `_drafts` below the site's top level (`episodes/_posts`),
    /// outside the folders Jekyll does not read (`_` or `.` ones, `vendor`, `node_modules`).
    static func nestedPostFolders(in folder: URL, fileSystem: FileSystem) -> [String] {
        var found: [String] = []
        for path in ImportPlan.files(under: folder, fileSystem: fileSystem) {
            let parts = path.split(separator: "/").map(String.init)
            guard let index = parts.firstIndex(where: { $0 == "_posts" || $0 == "_drafts" }), index > 0,
                index < parts.count - 1, !["vendor", "node_modules"].contains(parts[0]),
                !parts[..<index].contains(where: { $0.hasPrefix("_") || $0.hasPrefix(".") })
            else { continue }
            let posts = parts[...index].joined(separator: "/")
            if !found.contains(posts) { found.append(posts) }
        }
        return found
    }

    /// The categories Jekyll gives a post from the folders its `_posts` is in (`episodes/_posts`
    /// → `episodes`), before those its front matter names.
    static func pathCategories(of postsFolder: String) -> [String] {
        Array(postsFolder.split(separator: "/").dropLast().map(String.init))
    }

    /// Whether a path of the site is in a posts or drafts folder (at any depth), whose files are
    /// posts, never static files.
    static func isInPostsFolder(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { $0 == "_posts" || $0 == "_drafts" }
    }
}
