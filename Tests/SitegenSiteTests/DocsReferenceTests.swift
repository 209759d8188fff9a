import Foundation
import SitegenTestSupport
import Testing

@testable import SitegenContent

/// The key references in docs/reference/ list exactly the keys the decoders read: a key added to
/// a decoder without its line in the reference, or a line left for a key no decoder reads, fails.
@Suite("docs/reference lists every key the decoders read")
struct DocsReferenceTests {
    /// One table of a reference page and the decoder's list it documents.
    struct Table: Sendable, CustomTestStringConvertible {
        var page: String
        var section: String
        /// A prefix the page writes before each key of this table (`podcast.`), taken off.
        var prefix = ""
        var keys: [String]

        var testDescription: String { "\(page), \"\(section)\"" }
    }

    static let tables = [
        Table(page: "front-matter.md", section: "Episodes", keys: ContentFileDecoder.episodeKeys),
        Table(page: "front-matter.md", section: "Collections", keys: ContentFileDecoder.collectionKeys),
        Table(page: "front-matter.md", section: "People", keys: ContentFileDecoder.personKeys),
        Table(page: "front-matter.md", section: "Pages", keys: ContentFileDecoder.pageKeys),
        Table(page: "site-yml.md", section: "Settings", keys: SiteConfigurationDecoder.keys),
        Table(page: "site-yml.md", section: "The podcast block", prefix: "podcast.", keys: PodcastSettingsReader.keys),
    ]

    @Test("each table's first column is the decoder's keys", arguments: tables)
    func tableListsTheKeys(_ table: Table) throws {
        let url = PackagePaths.root.appendingPathComponent("docs/reference/\(table.page)")
        let text = try String(contentsOf: url, encoding: .utf8)
        let sections = text.components(separatedBy: "\n## ")
        let section = try #require(
            sections.first { $0.hasPrefix(table.section + "\n") || $0.hasPrefix(table.section + " (") },
            "no section '\(table.section)'")
        let documented = section.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `"), let end = line.dropFirst(3).firstIndex(of: "`") else { return nil }
            let key = String(line[line.index(line.startIndex, offsetBy: 3)..<end])
            guard key.hasPrefix(table.prefix) else { return nil }
            let name = String(key.dropFirst(table.prefix.count))
            return name.contains(".") ? nil : name
        }
        #expect(Set(table.keys).subtracting(documented).sorted() == [], "read but not documented")
        #expect(Set(documented).subtracting(table.keys).sorted() == [], "documented but not read")
    }
}
