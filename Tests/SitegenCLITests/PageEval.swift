import Foundation
import SitegenTestSupport
import Testing

/// Runs `Scripts/page-eval.py`: a script's value on pages of the sample site in Chromium, at some
/// widths and colour schemes.
enum PageEval {
    /// What the script read on one page at one width, in one colour scheme.
    struct Reading<Value: Decodable>: Decodable {
        var page: String
        var width: Int
        var scheme: String
        var value: Value
    }

    /// The value of `script` (a JavaScript expression) on the `pages` of a built site (`output`,
    /// the sample site's by default).
    static func read<Value: Decodable>(
        _ script: String, pages: [String], widths: [Int], schemes: [String] = ["light"], output: URL? = nil
    ) async throws -> [Reading<Value>] {
        var folder = output
        if folder == nil { folder = try await SampleSite.shared.build().folder }
        let output = folder!
        let tool = PackagePaths.root.appendingPathComponent("Tests/SitegenCLITests/Scripts/page-eval.py")
        let run = try await ProcessRunner.run(
            "/usr/bin/env",
            [
                "python3", tool.path, PackagePaths.shared.appendingPathComponent("tools").path, script,
            ] + pages.map { output.appendingPathComponent($0).path } + [
                "--widths", widths.map(String.init).joined(separator: ","), "--schemes",
                schemes.joined(separator: ","),
            ])
        try #require(run.status == 0, "page-eval.py failed: \(run.standardError)")
        return try JSONDecoder().decode([Reading<Value>].self, from: Data(run.standardOutput.utf8))
    }

    /// The text of a script file beside the tests (`Scripts/<name>`).
    static func script(_ name: String) throws -> String {
        try String(
            contentsOf: PackagePaths.root.appendingPathComponent("Tests/SitegenCLITests/Scripts/\(name)"),
            encoding: .utf8)
    }
}
