import Foundation
import SitegenLayout
import SitegenLayoutFile
import Testing

/// Decodes layout text as the file `t.yml`.
func decodeLayout(_ yaml: String) -> LayoutFileResult {
    LayoutFileDecoder().decode(yaml, path: "t.yml")
}

/// The text of a fixture in `Fixtures/`.
func fixtureText(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
    let url = try #require(
        Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures"),
        "missing fixture \(name)", sourceLocation: sourceLocation)
    return try String(contentsOf: url, encoding: .utf8)
}

/// The 1-based line and UTF-8 column where the `occurrence`-th copy of `marker` starts in `text`.
func position(of marker: String, in text: String, occurrence: Int = 1) -> (line: Int, column: Int)? {
    if marker.isEmpty { return (1, 1) }
    var searchStart = text.startIndex
    var found: Range<String.Index>?
    for _ in 0..<occurrence {
        guard let range = text.range(of: marker, range: searchStart..<text.endIndex) else { return nil }
        found = range
        searchStart = range.upperBound
    }
    guard let start = found?.lowerBound else { return nil }
    let before = text[..<start]
    let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    let lineStart = before.lastIndex(of: "\n").map(text.index(after:)) ?? text.startIndex
    return (line, text[lineStart..<start].utf8.count + 1)
}

/// One mistake in a layout file: the diagnostic must sit where `marker` starts and contain `message`.
struct MistakeCase: Sendable, CustomTestStringConvertible {
    /// What the case is about.
    var name: String
    /// The whole layout file.
    var yaml: String
    /// Text whose start is where the error must point.
    var marker: String
    /// Which copy of `marker` (1 is the first).
    var occurrence: Int
    /// A part of the expected message (usually all of it).
    var message: String

    init(_ name: String, _ yaml: String, at marker: String, occurrence: Int = 1, _ message: String) {
        self.name = name
        self.yaml = yaml
        self.marker = marker
        self.occurrence = occurrence
        self.message = message
    }

    var testDescription: String { name }

    /// Checks that decoding fails with the expected diagnostic.
    func check(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = decodeLayout(yaml)
        #expect(result.layout == nil, sourceLocation: sourceLocation)
        let place = try #require(position(of: marker, in: yaml, occurrence: occurrence), sourceLocation: sourceLocation)
        let prefix = "t.yml:\(place.line):\(place.column): error: "
        let lines = result.diagnostics.map(\.description)
        #expect(
            lines.contains { $0.hasPrefix(prefix) && $0.dropFirst(prefix.count).contains(message) },
            "expected \(prefix)…\(message)…, got:\n\(lines.joined(separator: "\n"))",
            sourceLocation: sourceLocation)
    }
}

/// Small layout files to build mistakes from.
enum Sample {
    /// A valid size.
    static let size = "{width: fractionalWidth(1), height: absolute(100)}"
    /// A valid child item.
    static let item = "{item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}"
    /// A valid group value.
    static let group = "{horizontal: {size: \(size), subitem: \(item), count: 1}}"

    /// A file with one section `feed` whose `group:` is `group`, plus extra section lines.
    static func section(group: String = Sample.group, _ extra: String = "") -> String {
        var text = "sections:\n  - name: feed\n    group: \(group)\n"
        for line in extra.split(separator: "\n", omittingEmptySubsequences: false) where !line.isEmpty {
            text += "    \(line)\n"
        }
        return text
    }

    /// A file whose only section's group is `{horizontal: {<body>}}`.
    static func horizontal(_ body: String) -> String {
        section(group: "{horizontal: {\(body)}}")
    }

    /// A file with a configuration (lines under `configuration:`) and one valid section.
    static func configuration(_ lines: String) -> String {
        var text = "configuration:\n"
        for line in lines.split(separator: "\n") { text += "  \(line)\n" }
        return text + section()
    }
}
