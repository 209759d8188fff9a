import Foundation
import SitegenFileSystem
import SitegenImages

/// What mapping front matter needs to know of the imported site: the files its `Content/` will
/// hold (to tell a thumbnail or audio file that exists from one that does not), the site's own
/// URL, and the URL relative media file names are under.
final class ImportContext {
    /// The files of the imported `Content/`: path there → the source file.
    let files: [String: URL]
    /// The paths of ``files``, sorted once (each bundle looks through them).
    let paths: [String]
    /// The URL a relative audio file name is under (Castanet's `media_prefix`), with a final `/`.
    let mediaBase: String?
    /// The URL a relative audio or video file name is under in the old feed's enclosures
    /// (podcast-feed-hugo's `cdn_tracked_base_url`), when that is not ``mediaBase``.
    let enclosureBase: String?
    /// The host and path of the source's own URL (`example.org/shows/`), to read its URLs as files.
    let siteRoot: String?
    /// The scheme of the source's own URL (`https://`, `http://`).
    private let siteScheme: String?
    /// The file system the source's files are read from.
    let fileSystem: FileSystem
    /// The folder of the leaf bundle being mapped (relative to `Content/`), whose files it names
    /// relative to itself.
    var bundle: String?
    /// The people whose pages are one person's (``ImportWriter/samePeople(_:)``): the slug of a
    /// page that is not kept → the slug of the page that is, which episodes name instead.
    var samePeople: [String: String] = [:]
    /// Whether an episode of the source names more than one category: its categories are then
    /// terms as tags are, and each episode's are its tags too (``FrontMatterMapping/keepCategoriesAsTags(_:key:)``).
    var categoriesAreTerms = false
    private var images: [String: Bool] = [:]

    /// Creates a context.
    init(
        files: [String: URL], mediaBase: String?, baseURL: String?, enclosureBase: String? = nil,
        fileSystem: FileSystem = .disk
    ) {
        self.files = files
        self.fileSystem = fileSystem
        paths = files.keys.sorted()
        self.mediaBase = mediaBase
        self.enclosureBase = enclosureBase ?? mediaBase
        siteRoot = baseURL.flatMap(Self.hostAndPath)
        siteScheme = baseURL.flatMap { url in ["https://", "http://"].first { url.lowercased().hasPrefix($0) } }
    }

    /// A URL of the site itself written without its scheme (GolangShow/golangshow.com's
    /// `link = "golangshow.com/cdn/episodes/051.mp3"`), with the scheme of the site's own URL:
    /// `http://golangshow.com/cdn/episodes/051.mp3`; `nil` for any other text.
    func schemelessSiteURL(_ text: String) -> String? {
        guard let siteRoot, let siteScheme, !text.contains(":") else { return nil }
        let host = siteRoot.prefix { $0 != "/" }
        var rest = Substring(text)
        if rest.lowercased().hasPrefix("www.") { rest = rest.dropFirst(4) }
        guard rest.lowercased().hasPrefix(host + "/"), rest.count > host.count + 1 else { return nil }
        return siteScheme + text
    }

    /// The `Content/` path of a file named relative to the site (or the bundle), when it exists:
    /// `/img/a.png`, `img/a.png`, `static/img/a.png`, `./a.png`.
    func resolve(_ text: String) -> String? {
        var path = text.split(separator: "?").first.map(String.init) ?? text
        while path.hasPrefix("./") { path.removeFirst(2) }
        let rooted = path.hasPrefix("/")
        path = String(path.drop { $0 == "/" })
        // The build takes no path whose first part looks like a URL scheme, nor a backslash.
        guard !path.isEmpty, !path.prefix(while: { $0 != "/" }).contains(":"), !path.contains("\\") else {
            return nil
        }
        var candidates = [path]
        if let bundle, !rooted { candidates.insert(bundle + "/" + path, at: 0) }
        if path.hasPrefix("static/") { candidates.append(String(path.dropFirst("static/".count))) }
        // `../../images/a.png` (dchucks/podbharati's `Image:`, which its templates pass through
        // Hugo's `absURL`): the bundle's file it leads to, else the site's file below the `../`,
        // as a browser reads the path from the site's root.
        if path.hasPrefix("../") || path.contains("/../") {
            if let bundle, !rooted, let within = Self.collapsingParents(bundle + "/" + path) {
                candidates.insert(within, at: 0)
            }
            var top = Substring(path)
            while top.hasPrefix("../") { top = top.dropFirst(3) }
            if let within = Self.collapsingParents(String(top)) { candidates.append(within) }
        }
        for candidate in candidates + candidates.compactMap(\.removingPercentEncoding) where files[candidate] != nil {
            return candidate
        }
        return nil
    }

    /// The `Content/` path of the one file a bare file name (no folder) names, when the source
    /// has exactly one file of that name: themes put the folder in their templates
    /// (andywaite/unusable-podcast's `mp3: 029-doug-collins-interview.mp3` is
    /// `static/podcasts/029-doug-collins-interview.mp3`; jekyll-podcast's `file:` is under
    /// `assets/episodes/`).
    func onlyFile(named text: String) -> String? {
        let name = text.removingPercentEncoding ?? text
        guard !name.isEmpty, !name.contains("/"), !name.contains("\\"), !name.contains(":") else { return nil }
        let suffix = "/" + name
        var found: String?
        for path in paths where path.hasSuffix(suffix) {
            guard found == nil else { return nil }
            found = path
        }
        return found
    }

    /// The path of a URL of the source site itself (`https://example.org/img/a.png` → `img/a.png`).
    func sitePath(ofURL url: String) -> String? {
        guard let siteRoot, let own = Self.hostAndPath(url), own.hasPrefix(siteRoot) else { return nil }
        return String(own.dropFirst(siteRoot.count))
    }

    /// Whether a file of `Content/` is a picture the build can read: its bytes are the format
    /// its name says and its header can be read.
    func isUsableImage(_ path: String) -> Bool {
        if let known = images[path] { return known }
        var usable = false
        if let url = files[path], let named = ImageFormat(fileExtension: (path as NSString).pathExtension),
            let data = try? fileSystem.read(url)
        {
            if named == .svg {
                usable = String(decoding: data.prefix(4096), as: UTF8.self).contains("<svg")
            } else if ImageFormat(sniffing: data) == named, case .success(let facts) = ImageProcessor.header(of: data) {
                // Decoded whole, small: a header can be sound where the rest is cut off
                // (mattstratton/castanet's `static/img/guest/chamilton.jpg`), which the build refuses.
                let probe = ImageRequest(widths: [16], formats: [.jpeg])
                if case .success = ImageProcessor.render(data, facts: facts, request: probe) { usable = true }
            }
        }
        images[path] = usable
        return usable
    }

    /// The width of a picture of `Content/`, from its header; 0 when it is none the build reads.
    func pictureWidth(_ path: String) -> Int {
        guard let url = files[path], let data = try? fileSystem.read(url),
            case .success(let facts) = ImageProcessor.header(of: data)
        else { return 0 }
        return facts.width
    }

    /// A relative path with its `..` segments taken back (`a/b/../c` → `a/c`), or `nil` when one
    /// leads above the first folder.
    static func collapsingParents(_ path: String) -> String? {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == ".." {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }

    /// `example.org/shows/` of `https://www.example.org/shows/x`: the host without `www.`,
    /// lowercased, then the path.
    static func hostAndPath(_ url: String) -> String? {
        let lowered = url.lowercased()
        guard let scheme = ["https://", "http://"].first(where: lowered.hasPrefix) else { return nil }
        var rest = url.dropFirst(scheme.count)
        if rest.lowercased().hasPrefix("www.") { rest = rest.dropFirst(4) }
        let host = rest.prefix { $0 != "/" }.lowercased()
        guard !host.isEmpty else { return nil }
        let path = rest.dropFirst(host.count)
        return host + (path.isEmpty ? "/" : String(path))
    }
}
