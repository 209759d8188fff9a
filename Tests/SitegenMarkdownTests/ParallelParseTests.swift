import Dispatch
import SitegenMarkdown
import SitegenTestSupport
import Synchronization
import Testing

/// cmark-gfm keeps the inline extensions' trigger characters in one process-wide table; these
/// tests parse on every core at once and expect exactly the single-threaded output.
@Suite(.tags(.slow), .tier(.slow)) struct ParallelParseTests {
    /// Documents whose every line depends on an inline extension's trigger character.
    static let documents: [String] = (0..<64).map { index in
        let line =
            "Line \(index): ~~gone~~ see https://swift.org/\(index) or www.example.org and me\(index)@example.com."
        let table = "| a | b ~~c~~ |\n|---|---|\n| https://x.org | ~~\(index)~~ |\n"
        return Array(repeating: line, count: 40 + index % 7).joined(separator: "\n\n") + "\n\n" + table
    }

    @Test("cmark-gfm's special-character calls reach sitegen's add-only function: parses run in parallel")
    func parsesRunInParallel() {
        #expect(MarkdownRenderer.parsesConcurrently)
    }

    @Test("parses on many threads at once give the single-threaded HTML, document for document")
    func parallelEqualsSerial() {
        let expected = Self.documents.map { MarkdownRenderer.render($0).html }
        #expect(expected.allSatisfy { $0.contains("<del>gone</del>") && $0.contains("href=\"mailto:") })
        let rounds = 8
        let results = ResultBox(count: Self.documents.count * rounds)
        DispatchQueue.concurrentPerform(iterations: Self.documents.count * rounds) { index in
            results.set(index, MarkdownRenderer.render(Self.documents[index % Self.documents.count]).html)
        }
        let mismatches = results.values.enumerated().filter { $0.element != expected[$0.offset % expected.count] }
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(results.values.count) parallel renders differ")
    }
}

/// Collects results written from `concurrentPerform`, one slot per iteration.
private final class ResultBox: Sendable {
    private let storage: Mutex<[String]>

    init(count: Int) { storage = Mutex(Array(repeating: "", count: count)) }

    var values: [String] { storage.withLock { $0 } }

    func set(_ index: Int, _ value: String) { storage.withLock { $0[index] = value } }
}
