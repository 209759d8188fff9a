import Foundation
import Yams

/// A Markdown file of another generator read for import: its front matter as values (whatever
/// language it was in) and its body exactly as written.
struct ImportedPage {
    /// The path relative to the source site.
    var path: String
    /// The front matter (keys as written).
    var fields: [String: Any]
    /// The body, untouched.
    var body: String

    /// Reads a file; `nil` with the reason when its front matter cannot be read.
    static func read(_ text: String, path: String) -> Result<ImportedPage, ContentError> {
        switch FrontMatterSplitter.split(text) {
        case .unclosed: return .failure(ContentError("its front matter is never closed"))
        case .split(let document):
            guard var yaml = document.yaml else { return .success(ImportedPage(path: path, fields: [:], body: text)) }
            if document.format == .toml {
                switch TOMLFrontMatter.yaml(from: yaml) {
                case .success(let converted): yaml = converted
                case .failure(let problem):
                    return .failure(ContentError("line \(problem.line + 1): invalid TOML: \(problem.message)"))
                }
            }
            do {
                let value = try Yams.load(yaml: yaml)
                return .success(ImportedPage(path: path, fields: value as? [String: Any] ?? [:], body: document.body))
            } catch {
                return .failure(ContentError("invalid front matter: \(error)"))
            }
        }
    }
}
