import Foundation
import SitegenContent
import SitegenFileSystem
import SitegenFormats
import SitegenImport
import SitegenLayout
import SitegenOutput
import SitegenPipeline
import SitegenRender
import Testing

/// The shared ground of the `SiteBuild*Tests`: a site folder written from strings into a fresh
/// temporary directory, built by the real pipeline into a sibling `Output/` folder.
///
/// The tests in this file check that ground itself: the minimal site every diagnostic case starts
/// from builds cleanly, so each case's error comes from its one injected mistake.
@Suite struct SiteBuildFixtureTests {
    @Test("the minimal site builds with no diagnostics at all")
    func minimalSiteIsClean() async throws {
        try await SiteSandbox.with(MinimalSite.files) { sandbox in
            let result = await sandbox.build()
            #expect(result.diagnostics.map(\.description) == [])
            #expect(result.succeeded)
            let written = try SiteSandbox.snapshot(of: sandbox.output)
            #expect(result.filesWritten == written.count)
            #expect(result.pagesWritten == written.keys.filter { $0.hasSuffix(".html") }.count)
            for page in MinimalSite.expectedPages {
                #expect(written[page] != nil, "missing \(page)")
            }
        }
    }

    @Test("the sandbox edits fail loudly when the text to replace is not there")
    func replaceNeedsItsText() throws {
        var files = MinimalSite.files
        #expect(throws: SiteEditError.self) {
            try SiteEdit.replace(MinimalSite.first, "no such text", "x").apply(to: &files)
        }
    }
}

// MARK: - The minimal valid site

/// A minimal valid site: `site.yml`, one collection, two episodes (one with a thumbnail).
///
/// Line numbers the diagnostic tests rely on are written next to each line.
enum MinimalSite {
    static let siteYML = "Content/site.yml"
    static let collection = "Content/collections/basics.md"
    static let first = "Content/episodes/001-first.md"
    static let second = "Content/episodes/002-second.md"
    static let thumbnail = "Content/images/first.svg"

    static let files: [String: Data] = [
        siteYML: Data(
            """
            title: Test Site
            description: A tiny site for the build tests.
            author: Test Author
            language: en
            baseURL: https://example.org/

            """.utf8),
        // 1 ---  2 title  3 summary  4 order  5 ---
        collection: Data(
            """
            ---
            title: Basics
            summary: Where to start.
            order: 1
            ---
            The first steps.

            """.utf8),
        // 1 ---  2 title  3 date  4 duration  5 collection  6 category  7 tags  8 thumbnail  9 ---
        first: Data(
            """
            ---
            title: First episode
            date: 2024-01-10
            duration: "12:30"
            collection: basics
            category: Tutorials
            tags: [swift, intro]
            thumbnail: images/first.svg
            ---
            The first episode's body.

            """.utf8),
        // 1 ---  2 title  3 date  4 duration  5 collection  6 tags  7 ---
        second: Data(
            """
            ---
            title: Second episode
            date: 2024-01-17
            duration: "1:02:03"
            collection: basics
            tags: [swift]
            ---
            The second episode's body.

            """.utf8),
        thumbnail: Data(
            """
            <svg xmlns="http://www.w3.org/2000/svg" width="64" height="36"><rect width="64" height="36" fill="#369"/></svg>

            """.utf8),
    ]

    /// Pages the minimal site must produce.
    static let expectedPages = [
        "index.html", "404.html", "library/index.html", "collections/index.html", "collections/basics/index.html",
        "categories/index.html", "categories/tutorials/index.html", "tags/index.html", "tags/swift/index.html",
        "tags/intro/index.html", "episodes/first/index.html", "episodes/second/index.html",
        "feed.xml", "sitemap.xml", "robots.txt", "images/first.svg",
    ]
}

// MARK: - Edits

/// A change to a site's files, to inject one mistake.
enum SiteEdit: Sendable {
    /// Writes a file (text).
    case write(String, String)
    /// Writes a file (bytes).
    case writeData(String, Data)
    /// Removes a file.
    case remove(String)
    /// Replaces the first occurrence of a text in a file; the text must be there.
    case replace(String, String, String)

    /// Applies the edit to a set of files.
    func apply(to files: inout [String: Data]) throws {
        switch self {
        case .write(let path, let text): files[path] = Data(text.utf8)
        case .writeData(let path, let data): files[path] = data
        case .remove(let path):
            guard files.removeValue(forKey: path) != nil else {
                throw SiteEditError(message: "no file \(path) to remove")
            }
        case .replace(let path, let old, let new):
            guard let data = files[path], let text = String(data: data, encoding: .utf8),
                let range = text.range(of: old)
            else {
                throw SiteEditError(message: "'\(old)' is not in \(path)")
            }
            files[path] = Data(text.replacingCharacters(in: range, with: new).utf8)
        }
    }

    /// The files with every edit applied.
    static func applying(_ edits: [SiteEdit], to files: [String: Data]) throws -> [String: Data] {
        var result = files
        for edit in edits { try edit.apply(to: &result) }
        return result
    }
}

/// An edit that does not fit the files it is applied to (a broken test, not a broken site).
struct SiteEditError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

// MARK: - The sandbox

/// A temporary directory holding `site/` (the site folder) and `Output/` (the build's output).
struct SiteSandbox: Sendable {
    /// The temporary directory.
    let root: URL
    /// The site folder.
    var site: URL { root.appendingPathComponent("site") }
    /// The output folder, a sibling of the site folder so that stray staging folders are easy to see.
    var output: URL { root.appendingPathComponent("Output") }

    /// The clock every build uses: 2030-03-17T17:46:40Z.
    static let now = 1_900_000_000

    /// Runs `body` with a fresh sandbox whose site folder holds `files`, then removes the sandbox.
    static func with<T>(_ files: [String: Data], _ body: (SiteSandbox) async throws -> T) async throws -> T {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("sitegen-sitebuild-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let sandbox = SiteSandbox(root: root)
        try sandbox.write(files)
        return try await body(sandbox)
    }

    /// Runs `body` with a fresh sandbox holding the minimal site changed by `edits`.
    static func with<T>(
        minimalSiteEditedBy edits: [SiteEdit], _ body: (SiteSandbox) async throws -> T
    ) async throws -> T {
        try await with(try SiteEdit.applying(edits, to: MinimalSite.files), body)
    }

    /// Writes files into the site folder (paths relative to it), creating folders.
    func write(_ files: [String: Data]) throws {
        for (path, data) in files {
            let url = site.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
    }

    /// Applies edits to the files on disk.
    func apply(_ edits: [SiteEdit]) throws {
        var files = try Self.snapshot(of: site)
        let before = files
        for edit in edits { try edit.apply(to: &files) }
        for path in before.keys where files[path] == nil {
            try FileManager.default.removeItem(at: site.appendingPathComponent(path))
        }
        try write(files.filter { before[$0.key] != $0.value })
    }

    /// Builds the site with the test clock.
    func build(
        output: URL? = nil, baseURL: String? = nil, includeDrafts: Bool = false, includeFuture: Bool = false
    ) async -> SiteBuildResult {
        await SitePipeline().build(
            SiteBuildOptions(
                source: site, output: output ?? self.output, baseURL: baseURL,
                includeDrafts: includeDrafts, includeFuture: includeFuture, now: Self.now
            ))
    }

    /// The text of an output file.
    func outputText(
        _ path: String, in folder: URL? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        let url = (folder ?? output).appendingPathComponent(path)
        let data = try #require(
            FileManager.default.contents(atPath: url.path), "no output file \(path)", sourceLocation: sourceLocation)
        return try #require(String(data: data, encoding: .utf8), "\(path) is not UTF-8", sourceLocation: sourceLocation)
    }

    /// Names in the sandbox (beside `site/` and `Output/`) that a build left behind.
    func strayEntries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0 != "site" && $0 != "Output" }
            .sorted()
    }

    /// Every file under a folder (hidden ones too), by relative path; empty when the folder does not exist.
    static func snapshot(of folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        guard FileManager.default.fileExists(atPath: folder.path) else { return result }
        var pending = [""]
        while let relative = pending.popLast() {
            let url = relative.isEmpty ? folder : folder.appendingPathComponent(relative)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
                let path = relative.isEmpty ? name : "\(relative)/\(name)"
                var isDirectory: ObjCBool = false
                _ = FileManager.default.fileExists(
                    atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory)
                if isDirectory.boolValue {
                    pending.append(path)
                } else {
                    result[path] = try Data(contentsOf: folder.appendingPathComponent(path))
                }
            }
        }
        return result
    }
}

extension SiteBuildResult {
    /// The diagnostics as compiler-style lines.
    var lines: [String] { diagnostics.map(\.description) }

    /// The error lines only.
    var errorLines: [String] { diagnostics.filter { $0.severity == .error }.map(\.description) }
}
