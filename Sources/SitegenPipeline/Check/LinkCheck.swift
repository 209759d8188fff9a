public import Foundation
public import SitegenContent
public import SitegenDiagnostics
public import SitegenFileSystem
import SitegenFormats

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `sitegen check`: every internal link and `#fragment` of a built site, and its feeds, checked
/// against the files it has; each broken link reported at its Markdown source when a Markdown
/// body wrote it, else at its place in the page.
public struct LinkCheck: Sendable {
    /// What a check found.
    public struct Report: Sendable {
        /// The broken links and malformed feeds, sorted.
        public var diagnostics: [Diagnostic] = []
        /// The pages checked.
        public var pages = 0
        /// The internal links checked.
        public var internalLinks = 0
        /// The external URLs the pages link to, sorted, each once.
        public var external: [String] = []
    }

    /// The built site's folder.
    public var output: URL
    /// The site it was built from.
    public var site: Site
    /// The site folder (for the Markdown sources).
    public var source: URL
    /// The file system.
    public var fileSystem: FileSystem
    /// The site's base path and URL, worked out once (each link is resolved against them).
    private let basePath: String
    private let baseURL: String

    /// Creates a check of `output`, built from `site` in `source`.
    public init(output: URL, site: Site, source: URL, fileSystem: FileSystem = .disk) {
        self.output = output
        self.site = site
        self.source = source
        self.fileSystem = fileSystem
        basePath = site.configuration.basePath
        baseURL = site.configuration.baseURL
    }

    /// Runs the check on every core.
    public func run() async -> Report {
        let files = Set(Self.listFiles(in: output))
        let pages = files.filter { $0.hasSuffix(".html") }.sorted()
        let scanned = await pages.concurrentMap { page -> (String, HTMLLinkScanner.Page) in
            let data = (try? fileSystem.read(output.appendingPathComponent(page))) ?? Data()
            return (page, HTMLLinkScanner.scan(data))
        }
        let ids = Dictionary(scanned.map { ($0.0, $0.1.ids) }, uniquingKeysWith: { first, _ in first })
        let sources = SourceMap(site: site)
        // Each page's links on a core of their own (some 500,000 links at 1,000 episodes).
        let checked = await scanned.concurrentMap { page, scan -> (Report, Set<String>) in
            var report = Report()
            var external: Set<String> = []
            for reference in scan.references {
                check(reference, on: page, files: files, ids: ids, sources: sources, into: &report, external: &external)
            }
            return (report, external)
        }
        var report = Report()
        report.pages = pages.count
        var external: Set<String> = []
        for (part, links) in checked {
            report.internalLinks += part.internalLinks
            report.diagnostics += part.diagnostics
            external.formUnion(links)
        }
        // A summary's links are checked from its page whether or not the theme shows them (a
        // page that shows one has reported it already, at the same place).
        var summaries = Report()
        for (page, reference) in summaryReferences() {
            check(reference, on: page, files: files, ids: ids, sources: sources, into: &summaries, external: &external)
        }
        let reported = Set(report.diagnostics)
        report.diagnostics += Set(summaries.diagnostics).subtracting(reported)
        report.diagnostics += FeedCheck(output: output, files: files, configuration: site.configuration).run()
        report.diagnostics.sort()
        report.external = external.sorted()
        return report
    }

    /// Checks one link of a page: counts it, and adds its diagnostic when it is broken, or its
    /// URL to `external` when it leaves the site.
    private func check(
        _ reference: HTMLLinkScanner.Reference, on page: String, files: Set<String>, ids: [String: Set<String>],
        sources: SourceMap, into report: inout Report, external: inout Set<String>
    ) {
        switch LinkTarget.resolve(reference.url, from: page, basePath: basePath, baseURL: baseURL)
        {
        case .external(let url): external.insert(url)
        case .ignored: return
        case .outside:
            report.internalLinks += 1
            report.diagnostics.append(
                diagnostic("it leads above the site's root", page: page, reference: reference, sources: sources))
        case .internal(let path, let fragment):
            report.internalLinks += 1
            guard let file = Self.file(for: path, in: files) else {
                var problem = "the site has no \(path.isEmpty ? "home page" : path)"
                if let name = literalFile(reference.url, from: page, files: files) {
                    problem += "; the file '\(name)' is linked as '/\(URLPathEncoding.encode(name))'"
                }
                report.diagnostics.append(diagnostic(problem, page: page, reference: reference, sources: sources))
                return
            }
            if let fragment, !fragment.isEmpty, file.hasSuffix(".html"), ids[file]?.contains(fragment) != true {
                report.diagnostics.append(
                    diagnostic(
                        "\(file) has no element with the id '\(fragment)'", page: page, reference: reference,
                        sources: sources))
            }
        }
    }

    /// The file a broken link names when its `#`, `?` and `%` are read as the characters of a
    /// file's name rather than as a URL's (`</images/a#b.png>`, `a?b.pdf`, `50%20off.png`), when
    /// the site has a file of that very name; `nil` otherwise.
    private func literalFile(_ url: String, from page: String, files: Set<String>) -> String? {
        guard url.contains(where: { $0 == "#" || $0 == "?" || $0 == "%" }) else { return nil }
        let literal = url.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "?", with: "%3F")
            .replacingOccurrences(of: "#", with: "%23")
        guard
            case .internal(let path, _) = LinkTarget.resolve(literal, from: page, basePath: basePath, baseURL: baseURL),
            files.contains(path)
        else { return nil }
        return path
    }

    /// The file a site path names: itself, or its `index.html` when it is a folder.
    static func file(for path: String, in files: Set<String>) -> String? {
        if path.isEmpty || path.hasSuffix("/") {
            return files.contains(path + "index.html") ? path + "index.html" : nil
        }
        if files.contains(path) { return path }
        return files.contains(path + "/index.html") ? path + "/index.html" : nil
    }

    /// A broken link's diagnostic: at the Markdown link that wrote it, else at the page's line.
    private func diagnostic(
        _ problem: String, page: String, reference: HTMLLinkScanner.Reference, sources: SourceMap
    ) -> Diagnostic {
        if let (position, destination) = sources.link(
            leadingLike: reference.url, on: page, basePath: site.configuration.basePath, source: source,
            fileSystem: fileSystem)
        {
            return .error("broken link '\(destination)': \(problem)", at: position)
        }
        // An HTML file of Content/ is published as it is: the link is the site's own, at its line there.
        let copied = "Content/" + page
        if page.hasSuffix(".html"), let data = try? fileSystem.read(source.appendingPathComponent(copied)) {
            let column = SourceMap.column(of: reference.url, line: reference.line, in: data)
            return .error(
                "broken link '\(reference.url)': \(problem)",
                at: SourcePosition(file: copied, line: reference.line, column: column ?? 1))
        }
        return .error(
            "broken link '\(reference.url)' in \(page) (from the theme or a generated page, not Markdown): \(problem)",
            at: SourcePosition(file: "Output/" + page, line: reference.line, column: 1))
    }

    /// Every regular file under a folder, relative to it (`readdir` and `lstat`: FileManager's
    /// enumerator makes a resource lookup per file, and an output may hold tens of thousands).
    static func listFiles(in folder: URL) -> [String] {
        var files: [String] = []
        func walk(_ path: String, _ relative: String) {
            guard let names = try? FileSystem.listFolder(path) else { return }
            for name in names.sorted() {
                let full = path + "/" + name
                switch FileSystem.kind(atPath: full) {
                case .directory: walk(full, relative + name + "/")
                case .file: files.append(relative + name)
                default: continue
                }
            }
        }
        walk(folder.resolvingSymlinksInPath().path, "")
        return files
    }
}
