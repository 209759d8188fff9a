import Foundation
import Synchronization

/// Adds up the browser checks of a test run and writes the totals to
/// `.build/browser-check-totals.txt` for the closing note.
final class BrowserTotals: Sendable {
    static let shared = BrowserTotals()
    private let counts = Mutex((passed: 0, failed: 0))

    func add(passed: Int, failed: Int) {
        let totals = counts.withLock { counts -> (Int, Int) in
            counts.passed += passed
            counts.failed += failed
            return (counts.passed, counts.failed)
        }
        let line = "browser check: \(totals.0) passed, \(totals.1) failed\n"
        let url = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            .appendingPathComponent(".build/browser-check-totals.txt")
        try? line.write(to: url, atomically: true, encoding: .utf8)
    }
}
