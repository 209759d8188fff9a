/// The Content-Type of a served file, by its extension.
enum ContentTypes {
    static let byExtension: [String: String] = [
        "html": "text/html; charset=utf-8", "htm": "text/html; charset=utf-8",
        "css": "text/css; charset=utf-8", "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8",
        "json": "application/json", "xml": "application/xml; charset=utf-8", "txt": "text/plain; charset=utf-8",
        "svg": "image/svg+xml", "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif",
        "webp": "image/webp", "avif": "image/avif", "ico": "image/x-icon",
        "woff": "font/woff", "woff2": "font/woff2", "ttf": "font/ttf", "otf": "font/otf",
        "mp4": "video/mp4", "webm": "video/webm", "mp3": "audio/mpeg", "pdf": "application/pdf",
        // The media and captions an episode may publish (a `<track>` loads only as text/vtt).
        "m4a": "audio/mp4", "aac": "audio/aac", "ogg": "audio/ogg", "oga": "audio/ogg", "opus": "audio/ogg",
        "flac": "audio/flac", "wav": "audio/wav", "m4v": "video/mp4", "mov": "video/quicktime",
        "m3u8": "application/vnd.apple.mpegurl", "vtt": "text/vtt; charset=utf-8",
        "srt": "application/x-subrip; charset=utf-8", "wasm": "application/wasm",
        "webmanifest": "application/manifest+json", "map": "application/json",
    ]

    /// The type for a file name; `application/octet-stream` when unknown.
    static func forFile(_ name: String) -> String {
        guard let dot = name.lastIndex(of: ".") else { return "application/octet-stream" }
        return byExtension[name[name.index(after: dot)...].lowercased()] ?? "application/octet-stream"
    }
}
