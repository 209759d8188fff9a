import Foundation
import Testing

@testable import SitegenHighlight

/// Text digests name what the caches between builds hold: the same text has the same digest in
/// every process and every version that reads those caches.
@Suite struct TextDigestTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let first: UInt64
        let second: UInt64
        let length: UInt32
        let text: String
        var testDescription: String { "\(length) bytes: \(text.prefix(24))" }
    }

    /// The recorded digests (`Fixtures/text-digests.tsv`).
    static let cases: [Case] = {
        let file = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/text-digests.tsv")
        let lines = ((try? String(contentsOf: file, encoding: .utf8)) ?? "").split(separator: "\n")
        return lines.filter { !$0.hasPrefix("#") }.compactMap { line in
            let fields = line.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false)
            guard fields.count == 4, let first = UInt64(fields[0], radix: 16),
                let second = UInt64(fields[1], radix: 16),
                let length = UInt32(fields[2])
            else { return nil }
            return Case(first: first, second: second, length: length, text: unescaped(fields[3]))
        }
    }()

    private static func unescaped(_ field: Substring) -> String {
        var text = ""
        var escaping = false
        for character in field {
            if escaping {
                text.append(character == "n" ? "\n" : character == "t" ? "\t" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                text.append(character)
            }
        }
        return text
    }

    @Test("the fixture has its cases") func fixtureIsRead() {
        #expect(Self.cases.count >= 8)
    }

    @Test("a text's digest is the recorded one", arguments: cases)
    func digestIsRecorded(_ recorded: Case) {
        let digest = TextDigest(recorded.text)
        #expect(digest.first == recorded.first)
        #expect(digest.second == recorded.second)
        #expect(digest.length == recorded.length)
        #expect(TextDigest(recorded.text) == digest)
    }
}
