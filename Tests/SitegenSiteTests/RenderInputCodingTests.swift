import Foundation
import SitegenFormats
import Testing

@testable import SitegenRender

/// Every render input is read back from its bytes as it was written (``KeptPages`` keeps them
/// by a number per case), and two different inputs never share their bytes.
@Suite struct RenderInputCodingTests {
    static let texts: [String] = {
        let url = Bundle.module.url(forResource: "Fixtures/render-inputs/texts", withExtension: "json")!
        return try! JSONDecoder().decode([String].self, from: Data(contentsOf: url))
    }()

    /// Every case, with `text` wherever a case holds text.
    static func inputs(_ text: String) -> [RenderInput] {
        let keys: [ContentKey] = [
            .episode(text), .collection(text), .category(text), .tag(text), .person(text), .page(text),
        ]
        let named: [RenderInput] = [
            .route(text), .episode(text), .episodeDocument(text), .neighbours(text), .neighbour(text),
            .feedEntry(text), .podcastItem(text), .collection(text), .collectionFacts(text), .category(text),
            .tag(text), .episodeMedia(text), .person(text), .personCard(text), .page(text), .redirect(text),
            .image(text),
        ]
        return named + keys.map { .cell(template: text, item: $0) } + [
            .siteWide, .routeList, .redirectList, .episodeOrder, .sectionItems(path: text, section: text + "/"),
            .data([]), .data([text]), .data([text, text]),
        ]
    }

    @Test("every input is read back as written, and no two share their bytes", arguments: texts)
    func roundTrip(_ text: String) throws {
        let inputs = Self.inputs(text)
        var seen: [[UInt8]: RenderInput] = [:]
        for input in inputs {
            let bytes = try BinaryCoder.encode(input)
            #expect(try BinaryCoder.decode(RenderInput.self, from: bytes[...]) == input)
            #expect(seen.updateValue(input, forKey: bytes) == nil, "\(input) has the bytes of \(seen[bytes]!)")
        }
        #expect(Set(inputs).count == inputs.count)
    }
}
