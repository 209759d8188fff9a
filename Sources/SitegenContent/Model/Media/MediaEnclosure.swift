/// An audio or video file an episode publishes: what a podcast feed's `enclosure` carries.
public struct MediaEnclosure: Sendable, Hashable, Codable {
    /// Where the file is: an absolute http(s) URL, or a path under `Content/` (`audio/001.mp3`).
    public var location: Location
    /// The size in bytes: given in front matter, or read from the file under `Content/`.
    public var length: Int?
    /// The MIME type (`audio/mpeg`): given, or from the file's extension.
    public var type: String

    /// Where a media file is.
    public enum Location: Sendable, Hashable, Codable {
        /// An absolute http(s) URL.
        case remote(String)
        /// A path relative to `Content/`, copied to the same path under Output/.
        case local(String)
    }

    /// The MIME types of the extensions media files are published with.
    static let typesByExtension: [String: String] = [
        "mp3": "audio/mpeg", "m4a": "audio/mp4", "aac": "audio/aac", "ogg": "audio/ogg", "oga": "audio/ogg",
        "opus": "audio/ogg", "flac": "audio/flac", "wav": "audio/wav", "mp4": "video/mp4", "m4v": "video/mp4",
        "mov": "video/quicktime", "webm": "video/webm", "m3u8": "application/x-mpegURL",
    ]

    /// The MIME type of a URL by its path's extension (its query and fragment left out), if it
    /// is a known media type.
    package static func type(ofName name: String) -> String? {
        type(ofFile: String(name.prefix { $0 != "?" && $0 != "#" }))
    }

    /// The MIME type of a file under `Content/` by its extension, if it is a known media type: a
    /// `#` or `?` is part of a file's name (`audio/Q&A #3?.mp3`), not a fragment or a query.
    package static func type(ofFile path: String) -> String? {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        return typesByExtension[path[path.index(after: dot)...].lowercased()]
    }

    /// The MIME type of a location by its extension: a URL's path's, a local file's name's.
    package static func type(of location: Location) -> String? {
        switch location {
        case .remote(let url): type(ofName: url)
        case .local(let path): type(ofFile: path)
        }
    }

    /// Whether the file is a video.
    public var isVideo: Bool { type.hasPrefix("video/") || type == "application/x-mpegURL" }
}
