public import Foundation

/// Renders a page in headless Chromium with `browser-boxes.py` and compares the boxes with
/// expected frames using `compare-frames.py`.
public enum BrowserCheck {
    /// How long `browser-boxes.py` waits for Chromium at each step: a ceiling against a hung
    /// browser, generous enough for a loaded machine (its own default is 30 s).
    static let browserTimeout = "300"

    /// The result of one comparison.
    public struct Outcome: Sendable {
        /// How many element checks passed.
        public var passed: Int
        /// How many failed.
        public var failed: Int
        /// What the tools printed (failures first).
        public var report: String
    }

    /// Renders `page` at `widths` and compares with `expectedJSON` (the engine's frames).
    public static func compare(
        page: URL, expectedJSON: String, widths: [Int], height: Int = 900, tolerance: Double = 1
    ) async throws -> Outcome {
        let tools = PackagePaths.shared.appendingPathComponent("tools")
        let folder = try PackagePaths.temporaryFolder("sitegen-browser")
        defer { try? FileManager.default.removeItem(at: folder) }
        let expectedURL = folder.appendingPathComponent("expected.json")
        let actualURL = folder.appendingPathComponent("actual.json")
        try expectedJSON.write(to: expectedURL, atomically: true, encoding: .utf8)
        let boxes = try await ProcessRunner.run(
            "/usr/bin/env",
            [
                "python3", tools.appendingPathComponent("browser-boxes.py").path, page.path,
                "--widths", widths.map(String.init).joined(separator: ","), "--height", String(height),
                "--timeout", browserTimeout, "-o", actualURL.path,
            ])
        guard boxes.status == 0 else {
            return Outcome(
                passed: 0, failed: 1, report: "browser-boxes failed (\(boxes.status)): \(boxes.standardError)")
        }
        let compare = try await ProcessRunner.run(
            "/usr/bin/env",
            [
                "python3", tools.appendingPathComponent("compare-frames.py").path, expectedURL.path, actualURL.path,
                "--tolerance", String(tolerance),
            ])
        let text = compare.standardOutput
        let summary = text.split(separator: "\n").last.map(String.init) ?? ""
        let numbers = summary.split(separator: " ").compactMap { Int($0) }
        guard numbers.count >= 2 else {
            return Outcome(
                passed: 0, failed: 1, report: "compare-frames printed no summary: \(text) \(compare.standardError)")
        }
        return Outcome(passed: numbers[0], failed: numbers[1], report: text)
    }
}

extension BrowserCheck {
    /// One box a browser drew.
    public struct Box: Sendable, Decodable {
        /// The `data-frame` id.
        public var id: String
        /// The left edge.
        public var x: Double
        /// The top edge.
        public var y: Double
        /// The width.
        public var width: Double
        /// The height.
        public var height: Double
    }

    /// Renders `page` at `widths` and returns every `[data-frame]` box per width.
    public static func boxes(page: String, widths: [Int], height: Int = 900) async throws -> [Int: [Box]] {
        let tools = PackagePaths.shared.appendingPathComponent("tools")
        let folder = try PackagePaths.temporaryFolder("sitegen-browser")
        defer { try? FileManager.default.removeItem(at: folder) }
        let actualURL = folder.appendingPathComponent("actual.json")
        let run = try await ProcessRunner.run(
            "/usr/bin/env",
            [
                "python3", tools.appendingPathComponent("browser-boxes.py").path, page,
                "--widths", widths.map(String.init).joined(separator: ","), "--height", String(height),
                "--timeout", browserTimeout, "-o", actualURL.path,
            ])
        guard run.status == 0 else { throw BrowserError(message: run.standardError) }
        struct Output: Decodable { var widths: [String: [Box]] }
        let decoded = try JSONDecoder().decode(Output.self, from: Data(contentsOf: actualURL))
        var result: [Int: [Box]] = [:]
        for (key, boxes) in decoded.widths { if let width = Int(key) { result[width] = boxes } }
        return result
    }

    /// What went wrong running the browser.
    public struct BrowserError: Error, CustomStringConvertible {
        /// The tool's message.
        public var message: String
        /// The message.
        public var description: String { message }
    }
}
