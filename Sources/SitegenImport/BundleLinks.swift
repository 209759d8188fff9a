import Foundation

/// Links in a page bundle's body to the bundle's own files (`![Ferris](cover.png)`, Hugo's and
/// Zola's colocated files), made root-relative to where the import copies them, since the
/// page's new URL is not the bundle's folder.
enum BundleLinks {
    /// `body` with each inline link or image destination and reference definition that names a
    /// file of the bundle at `bundle` (a folder of `Content/`; `files` are `Content/`'s paths)
    /// relative to it replaced by `/<path>`.
    static func rewrite(_ body: String, bundle: String, files: some Sequence<String>) -> String {
        let prefix = bundle + "/"
        var result = body
        for path in files where path.hasPrefix(prefix) {
            let relative = String(path.dropFirst(prefix.count))
            for written in [relative, "./" + relative] {
                for (opening, closers) in [("](", [")", " ", "#"]), ("]: ", ["\n", " "])] {
                    for closer in closers where result.contains(opening + written + closer) {
                        result = result.replacingOccurrences(
                            of: opening + written + closer, with: opening + "/" + path + closer)
                    }
                }
                // A reference definition on the last line.
                if result.hasSuffix("]: " + written) { result = String(result.dropLast(written.count)) + "/" + path }
            }
        }
        return result
    }
}
