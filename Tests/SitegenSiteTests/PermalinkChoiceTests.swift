import Foundation
import Testing

@testable import SitegenContent
@testable import SitegenImport

/// The import's choice of `permalinks:` from old addresses (issue 49). Each
/// `Fixtures/permalink-choice/<name>.pages` is a kind (`# kind: episode`) and one page a line:
/// its old path, then `token=value` pairs and `default=<folder>`. `<name>.expected` is the
/// pattern and how many old addresses it keeps (`none` for no pattern, each page keeping its own
/// with `url:`; `nothing` when no choice is made), then each page's folder, marked `url` where
/// the page is given one.
@Suite struct PermalinkChoiceTests {
    static let folder = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
        .appendingPathComponent("permalink-choice")

    static let names = ["network", "dated", "one-section", "no-majority", "owned-folder", "default-addresses"]

    @Test("the pattern that keeps the most old addresses, and url: for the rest", arguments: names)
    func choice(name: String) throws {
        let lines = try String(contentsOf: Self.folder.appendingPathComponent("\(name).pages"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        let kind = try #require(lines.first?.split(separator: " ").last.map(String.init))
        let pages = lines.dropFirst().map { line in
            let words = line.split(separator: " ").map(String.init)
            var values: [PermalinkPattern.Token: String] = [:]
            var defaultFolder = ""
            for pair in words.dropFirst() {
                let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                if parts[0] == "default" {
                    defaultFolder = parts[1]
                } else if let token = PermalinkPattern.Token(rawValue: parts[0]) {
                    values[token] = parts[1]
                }
            }
            return PermalinkChoice.Page(oldPath: words[0], values: values, defaultFolder: defaultFolder)
        }
        let tokens = Dictionary(SitePermalinks.allowedTokens, uniquingKeysWith: { first, _ in first })
        let defaults = ["episode": "/episodes/:slug/", "collection": "/collections/:slug/", "page": "/:slug/"]
        let choice = PermalinkChoice(
            kind: kind, allowed: tokens[kind] ?? [], defaultPattern: defaults[kind] ?? "")
        var found = ["nothing"]
        if let outcome = choice.choose(pages, taken: ["", "episodes/", "collections/"]) {
            found = [outcome.pattern.map { "\($0) keeps \(outcome.kept)" } ?? "none"]
            found += outcome.folders.enumerated().map { index, folder in
                folder + (outcome.urls[index] == nil ? "" : " url")
            }
        }
        let expected = try String(contentsOf: Self.folder.appendingPathComponent("\(name).expected"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        #expect(found == expected, "\(name)")
    }
}
