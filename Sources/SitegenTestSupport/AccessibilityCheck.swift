public import Foundation

/// Runs `Scripts/a11y-check.py` over a built site in headless Chromium (axe-core, keyboard order,
/// card names, text over pictures, reflow, reduced motion, page weight and, if asked, web
/// vitals) and reads its report.
public enum AccessibilityCheck {
    /// axe-core's browser bundle, as `make deps` fetches it.
    public static var axeScript: URL { PackagePaths.root.appendingPathComponent(".build/axe/axe.min.js") }

    /// What the check measured on one page.
    public struct PageReport: Decodable, Sendable {
        /// The page's path in the site.
        public var path: String
        /// axe-core's violations by impact (minor, moderate, serious, critical), node by node.
        public var violations: [String: Int]
        /// The Tab stops the keyboard walk went through.
        public var stops: Int?
        /// The episode cards whose names were checked.
        public var cards: Int?
        /// The bytes of the HTML.
        public var html: Int
        /// The bytes of the HTML gzipped.
        public var htmlGzip: Int
        /// The bytes of the stylesheets the page links.
        public var css: Int
        /// The bytes of the stylesheets the page links, gzipped.
        public var cssGzip: Int
        /// The largest contentful paint in milliseconds (with vitals).
        public var lcp: Int?
        /// The cumulative layout shift (with vitals).
        public var cls: Double?
    }

    /// The report: every failure, and each page's measurements by label.
    public struct Report: Decodable, Sendable {
        /// The failures, one line each.
        public var failures: [String]
        /// The measurements, by page label.
        public var pages: [String: PageReport]

        /// The measurements as a table, one page a line (label order).
        public var table: String {
            var lines = ["page             axe (c/s/m/m)  stops cards   HTML (gzip)      CSS (gzip)      LCP ms  CLS"]
            for (label, page) in pages.sorted(by: { $0.key < $1.key }) {
                let axe = ["critical", "serious", "moderate", "minor"].map { String(page.violations[$0] ?? 0) }
                    .joined(separator: "/")
                let columns = [
                    label.padding(toLength: 16, withPad: " ", startingAt: 0),
                    axe.padding(toLength: 14, withPad: " ", startingAt: 0),
                    String(page.stops ?? 0).padding(toLength: 5, withPad: " ", startingAt: 0),
                    String(page.cards ?? 0).padding(toLength: 5, withPad: " ", startingAt: 0),
                    "\(page.html) (\(page.htmlGzip))".padding(toLength: 16, withPad: " ", startingAt: 0),
                    "\(page.css) (\(page.cssGzip))".padding(toLength: 15, withPad: " ", startingAt: 0),
                    (page.lcp.map(String.init) ?? "-").padding(toLength: 7, withPad: " ", startingAt: 0),
                    page.cls.map { String(format: "%.4f", $0) } ?? "-",
                ]
                lines.append(columns.joined(separator: " "))
            }
            return lines.joined(separator: "\n")
        }
    }

    /// Checks `pages` (label and path under `output`) of a built site.
    /// - Parameters:
    ///   - listings: the labels of listing pages (their HTML has a 60 KB budget).
    ///   - vitals: whether to measure LCP and CLS at 375 px with 4x CPU slowdown and slow 4G.
    ///   - vitalsOnly: with `vitals`, whether to measure only them (and the pages' weight).
    ///   - basePath: the path of the site's base URL (`/fixture/`), which the site is served under.
    public static func run(
        output: URL, pages: [(label: String, path: String)], listings: [String], vitals: Bool,
        vitalsOnly: Bool = false, basePath: String = "/"
    ) async throws -> Report {
        let folder = try PackagePaths.temporaryFolder("sitegen-a11y")
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("report.json")
        let script = PackagePaths.root.appendingPathComponent("Sources/SitegenTestSupport/Scripts/a11y-check.py")
        var arguments = [
            "python3", script.path, "--site", output.path, "--axe", axeScript.path,
            "--pages", pages.map { "\($0.label)=\($0.path)" }.joined(separator: ","),
            "--listings", listings.joined(separator: ","), "--base-path", basePath, "-o", report.path,
        ]
        if vitals { arguments.append(vitalsOnly ? "--vitals-only" : "--vitals") }
        let run = try await ProcessRunner.run("/usr/bin/env", arguments)
        guard run.status == 0 else { throw CheckFailed(message: "a11y-check.py failed: \(run.standardError)") }
        return try JSONDecoder().decode(Report.self, from: Data(contentsOf: report))
    }

    /// The labels of the listing pages among `pages(in:)`.
    public static let listings = [
        "home", "library", "archive", "archive-2", "collections", "collection", "categories", "category", "tags", "tag",
        "people", "person",
    ]

    /// One page of every kind a site built with the default theme has: the home page, the
    /// library, each listing (and a second archive page), an episode of each sort (the first, one
    /// with a task list, with audio, with video), a plain page, search and the 404 page.
    public static func pages(in output: URL) -> [(label: String, path: String)] {
        let files = FileManager.default
        func exists(_ path: String) -> Bool { files.fileExists(atPath: output.appendingPathComponent(path).path) }
        func folders(_ folder: String) -> [String] {
            ((try? files.contentsOfDirectory(atPath: output.appendingPathComponent(folder).path)) ?? []).sorted()
                .filter { $0 != "page" && exists("\(folder)/\($0)/index.html") }
        }
        var pages: [(String, String)] = []
        func add(_ label: String, _ path: String?) {
            if let path, exists(path) { pages.append((label, path)) }
        }
        add("home", "index.html")
        add("library", "library/index.html")
        add("archive", "episodes/index.html")
        add("archive-2", "episodes/page/2/index.html")
        for (index, listing, item) in [
            ("collections", "collections", "collection"), ("categories", "categories", "category"),
            ("tags", "tags", "tag"), ("people", "people", "person"),
        ] {
            add(index, "\(listing)/index.html")
            add(item, folders(listing).first.map { "\(listing)/\($0)/index.html" })
        }
        let episodes = folders("episodes").map { "episodes/\($0)/index.html" }
        add("episode", episodes.first)
        func episode(containing marker: String) -> String? {
            episodes.first {
                (try? String(contentsOf: output.appendingPathComponent($0), encoding: .utf8))?.contains(marker) == true
            }
        }
        add("episode-tasks", episode(containing: "type=\"checkbox\""))
        add("episode-audio", episode(containing: "<audio"))
        add("episode-video", episode(containing: "<video"))
        let known: Set<String> = [
            "episodes", "collections", "categories", "tags", "people", "library", "search", "assets", "images",
            "pagefind", "audio", "video", "transcripts",
        ]
        add("page", folders("").first { !known.contains($0) }.map { "\($0)/index.html" })
        add("search", "search/index.html")
        add("not-found", "404.html")
        return pages
    }

    /// The script did not finish.
    public struct CheckFailed: Error, CustomStringConvertible {
        /// What went wrong.
        public var message: String
        /// The message.
        public var description: String { message }
    }
}
