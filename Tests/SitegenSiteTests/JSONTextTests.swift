import Foundation
import SitegenFormats
import Testing

/// `JSONText`'s strings: JSON that reads back as the text, with nothing an HTML `<script>` or a
/// JavaScript parser would end early on (`<`, `>`, `&`, U+2028, U+2029) left raw.
@Suite struct JSONTextTests {
    static let strings: [String] = {
        guard let url = Bundle.module.url(forResource: "Fixtures/json-text/strings", withExtension: "json"),
            let data = try? Data(contentsOf: url)
        else { return [] }
        return (try? JSONDecoder().decode([String].self, from: data)) ?? []
    }()

    @Test("the fixture's strings are read")
    func fixtureIsRead() {
        #expect(Self.strings.count == 10)
    }

    @Test("a string reads back as itself, with nothing raw a script would end on", arguments: strings)
    func escaped(_ text: String) throws {
        let json = JSONText.encode(["text": text])
        let decoded = try JSONDecoder().decode([String: String].self, from: Data(json.utf8))
        #expect(decoded["text"] == text)
        for raw in ["<", ">", "&", "\u{2028}", "\u{2029}", "\n", "\u{01}"] {
            #expect(!json.contains(raw), "\(json) holds \(raw.debugDescription)")
        }
    }
}
