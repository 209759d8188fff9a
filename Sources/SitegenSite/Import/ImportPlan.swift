import Foundation
import SitegenDiagnostics

/// What an import will write: the settings, the collections, episodes and pages with their old
/// URLs, and the static files.
struct ImportPlan {
    /// A Markdown file to write.
    struct File {
        var page: ImportedPage
        var slug: String
        var collection: String?
        var oldURL: String?
        var isDraft = false
        var date: String?
    }

    /// The source's settings (title, baseURL, description, language, author, params).
    var configuration: [String: Any]?
    var episodes: [File] = []
    var pages: [File] = []
    /// Collections by slug: title and introduction.
    var collections: [String: (title: String, body: String)] = [:]
    /// Static files: where they are, and their path under Content/.
    var staticFiles: [(URL, String)] = []
    var problems: [Diagnostic] = []

    /// Every regular file under a folder, relative to it, sorted (hidden ones left out).
    static func files(under folder: URL) -> [String] {
        let prefix = folder.resolvingSymlinksInPath().path + "/"
        var files: [String] = []
        let enumerator = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            files.append(String(url.resolvingSymlinksInPath().path.dropFirst(prefix.count)))
        }
        return files.sorted()
    }

    /// Reads a Markdown file of the source; a warning (the file is skipped) when it cannot be.
    mutating func read(_ url: URL, path: String) -> ImportedPage? {
        guard let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8) else {
            problems.append(.warning("the file cannot be read as UTF-8 text; skipped", at: .start(of: path)))
            return nil
        }
        switch ImportedPage.read(text, path: path) {
        case .success(let page): return page
        case .failure(let problem):
            problems.append(.warning("\(problem.message); skipped", at: .start(of: path)))
            return nil
        }
    }

    /// A permalink pattern filled for a page: `:year`, `:month`, `:day`, `:slug`, `:title`,
    /// `:filename`, `:section`, `:categories`, `:output_ext`.
    static func expand(
        _ pattern: String, date: Date?, slug: String, title: String, section: String, categories: [String],
        extension outputExtension: String = ""
    ) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = date.map { calendar.dateComponents([.year, .month, .day], from: $0) }
        func two(_ value: Int?) -> String { value.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "" }
        var text = pattern
        for (token, value) in [
            (":categories", categories.map(slugify).joined(separator: "/")),
            (":year", parts?.year.map(String.init) ?? ""),
            (":month", two(parts?.month)), (":day", two(parts?.day)), (":slug", slug), (":title", slugify(title)),
            (":filename", slug), (":section", section), (":output_ext", outputExtension),
        ] {
            text = text.replacingOccurrences(of: token, with: value)
        }
        var collapsed = ""
        for character in text where !(character == "/" && collapsed.hasSuffix("/")) { collapsed.append(character) }
        return collapsed.hasPrefix("/") ? collapsed : "/" + collapsed
    }

    /// A date from front matter (a Date, an ISO text or epoch seconds/ms).
    static func date(_ value: Any?) -> Date? {
        switch value {
        case let date as Date: return date
        case let number as Int:
            return Date(timeIntervalSince1970: Double(number > 100_000_000_000 ? number / 1000 : number))
        case let text as String:
            if case .success(let parsed) = ContentDate.parse(text) {
                return Date(timeIntervalSince1970: Double(parsed.secondsSince1970))
            }
            return nil
        default: return nil
        }
    }
}
