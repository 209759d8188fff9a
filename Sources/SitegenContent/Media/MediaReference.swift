import Foundation
import SitegenFormats

/// Reads where a media file, caption or transcript is: an absolute http(s) URL or a path under
/// `Content/`.
package enum MediaReference {
    /// A checked location, or what is wrong with it.
    /// A relative path of a page bundle's front matter (`bundle`) names the bundle's file.
    static func location(_ text: String, in bundle: String? = nil) -> Result<MediaEnclosure.Location, ContentError> {
        let lowered = text.lowercased()
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") {
            return WebURLText.normalize(text, allowsQuery: true).map(MediaEnclosure.Location.remote)
        }
        return contentPath(text, in: bundle).map(MediaEnclosure.Location.local)
    }

    /// A path inside `Content/` (a leading `/` is allowed and dropped), or why it is not one; in a
    /// page bundle's front matter (`bundle`), a relative path is in the bundle's folder.
    static func contentPath(_ written: String, in bundle: String?) -> Result<String, ContentError> {
        let text = bundle == nil ? written : PageBundle.droppingCurrentFolder(written)
        return contentPath(text).map { path in
            guard let bundle, !text.hasPrefix("/") else { return path }
            return bundle + "/" + path
        }
    }

    /// A path inside `Content/` (a leading `/` is allowed and dropped), or why it is not one.
    package static func contentPath(_ text: String) -> Result<String, ContentError> {
        let path = text.hasPrefix("/") && !text.hasPrefix("//") ? String(text.dropFirst()) : text
        if path.hasPrefix("//") || path.prefix(while: { $0 != "/" }).contains(":") {
            return .failure(
                ContentError(
                    "must be an http or https URL or a path inside Content/, not '\(FrontMatterReader.shortened(text))'"
                ))
        }
        if path.contains("\\") {
            return .failure(
                ContentError(
                    "must be a path inside Content/ with folders written with '/', not '\\': '\(FrontMatterReader.shortened(text))'"
                ))
        }
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        if path.isEmpty || path.hasSuffix("/")
            || segments.contains(where: { $0 == ".." || $0.isEmpty })
        {
            return .failure(
                ContentError("must be a path inside Content/, without '..', not '\(FrontMatterReader.shortened(text))'")
            )
        }
        if segments.contains(".") {
            return .failure(
                ContentError("is '\(FrontMatterReader.shortened(text))': \(PageBundle.relativeOutsideBundle(text))"))
        }
        return .success(path)
    }
}
