import Foundation

/// Counts the cases of the bad-input table as they finish and prints the total when the last
/// one is in: `bad input: N passed, M failed`.
actor BadInputTally {
    static let shared = BadInputTally()
    private var passed = 0
    private var failed: [String] = []

    /// Records one case; prints the closing line after the last of `total`.
    func record(_ name: String, passed ok: Bool, total: Int) {
        if ok { passed += 1 } else { failed.append(name) }
        guard passed + failed.count == total else { return }
        print(
            "bad input: \(passed) passed, \(failed.count) failed"
                + (failed.isEmpty ? "" : " (\(failed.sorted().joined(separator: "; ")))"))
    }
}
