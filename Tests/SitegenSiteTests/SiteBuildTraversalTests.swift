import Foundation
import SitegenContent
import SitegenFileSystem
import SitegenFormats
import SitegenImport
import SitegenOutput
import SitegenPipeline
import SitegenRender
import SitegenTestSupport
import Testing

/// Slugs and thumbnails cannot write or read outside their folders: every spelling of a way
/// out is an error at the key, the build writes nothing, and nothing appears beside the site.
@Suite(.tags(.slow), .tier(.slow)) struct SiteBuildTraversalTests {
    typealias M = MinimalSite

    /// One hostile value for a key of the minimal site's first episode (or its collection).
    struct Case: Sendable, CustomTestStringConvertible {
        var file = M.first
        var key: String
        var value: String
        /// The expected diagnostic: `path:line:column: error: ` followed by this text.
        var message: String
        var testDescription: String { "\(key): \(value)" }
    }

    static let thumbnail = "\(M.first):8:12: error: thumbnail"

    static let cases: [Case] = [
        Case(
            key: "slug", value: "../../x", message: "\(M.first):3:7: error: slug '../../x' is not a plain path segment"),
        Case(key: "slug", value: "/etc", message: "\(M.first):3:7: error: slug '/etc' is not a plain path segment"),
        Case(
            key: "slug", value: "'%2e%2e'", message: "\(M.first):3:7: error: slug '%2e%2e' is not a plain path segment"),
        Case(key: "slug", value: "'..'", message: "\(M.first):3:7: error: slug '..' is not a plain path segment"),
        Case(
            key: "slug", value: ".hidden", message: "\(M.first):3:7: error: slug '.hidden' is not a plain path segment"),
        Case(key: "slug", value: "'a\\b'", message: "\(M.first):3:7: error: slug 'a\\b' is not a plain path segment"),
        Case(key: "slug", value: "'C:'", message: "\(M.first):3:7: error: slug 'C:' is not a plain path segment"),
        Case(
            file: M.collection, key: "slug", value: "../../../tmp",
            message: "\(M.collection):3:7: error: slug '../../../tmp' is not a plain path segment"),
        Case(
            file: M.collection, key: "slug", value: "index.html",
            message: "\(M.collection):1:1: error: the collection slug 'index.html' is used by the site itself"),
        Case(
            key: "thumbnail", value: "../../../etc/passwd",
            message: "\(thumbnail) '../../../etc/passwd' must be a path inside Content/, without '..'"),
        Case(
            key: "thumbnail", value: "images/../../x.svg",
            message: "\(thumbnail) 'images/../../x.svg' must be a path inside Content/, without '..'"),
        Case(
            key: "thumbnail", value: "'images\\..\\..\\x.svg'",
            message:
                "\(thumbnail) 'images\\..\\..\\x.svg' must be a path inside Content/ with folders written with '/', not '\\'"
        ),
        Case(key: "thumbnail", value: "/etc/passwd", message: "\(thumbnail) '/etc/passwd' does not exist in Content/"),
        Case(
            key: "thumbnail", value: "'%2e%2e/%2e%2e/etc/passwd'",
            message: "\(thumbnail) '%2e%2e/%2e%2e/etc/passwd' does not exist in Content/"),
        Case(
            key: "thumbnail", value: "'javascript:alert(1)'",
            message: "\(thumbnail) 'javascript:alert(1)' must be a path inside Content/, not a URL"),
        Case(
            key: "thumbnail", value: "'data:image/svg+xml,<svg/>'",
            message: "\(thumbnail) 'data:image/svg+xml,<svg/>' must be a path inside Content/, not a URL"),
        Case(
            key: "thumbnail", value: "https://evil.example/x.png",
            message: "\(thumbnail) 'https://evil.example/x.png' must be a path inside Content/, not a URL"),
        Case(
            key: "thumbnail", value: "//evil.example/x.png",
            message: "\(thumbnail) '//evil.example/x.png' must be a path inside Content/, not a URL"),
        Case(
            key: "thumbnail", value: "'C:\\x.png'",
            message: "\(thumbnail) 'C:\\x.png' must be a path inside Content/, not a URL"),
        Case(
            key: "thumbnail", value: "file:///etc/passwd",
            message: "\(thumbnail) 'file:///etc/passwd' must be a path inside Content/, not a URL"),
    ]

    /// The minimal site with `key: value` set in the case's file (replacing the key if present).
    static func files(for hostile: Case, requireThumbnails: Bool = true) throws -> [String: Data] {
        var edits: [SiteEdit] = []
        if hostile.key == "thumbnail" {
            edits.append(.replace(hostile.file, "thumbnail: images/first.svg", "thumbnail: \(hostile.value)"))
        } else {
            let title = hostile.file == M.collection ? "title: Basics" : "title: First episode"
            edits.append(.replace(hostile.file, title, "\(title)\n\(hostile.key): \(hostile.value)"))
        }
        if !requireThumbnails {
            edits.append(.replace(M.siteYML, "language: en", "language: en\nrequireThumbnails: false"))
        }
        return try SiteEdit.applying(edits, to: M.files)
    }

    @Test("a hostile slug or thumbnail is an error at its key; nothing is written", arguments: cases)
    func refused(hostile: Case) async throws {
        try await SiteSandbox.with(try Self.files(for: hostile)) { sandbox in
            let result = await sandbox.build()
            #expect(!result.succeeded)
            #expect(result.errorLines.contains { $0.hasPrefix(hostile.message) }, "\(result.lines)")
            #expect(!FileManager.default.fileExists(atPath: sandbox.output.path))
            let stray = try sandbox.strayEntries()
            #expect(stray == [])
        }
    }

    @Test(
        "with requireThumbnails: false a thumbnail that leaves Content/ is still an error",
        arguments: cases.filter { $0.key == "thumbnail" && !$0.message.hasSuffix("does not exist in Content/") })
    func refusedEvenWhenOptional(hostile: Case) async throws {
        try await SiteSandbox.with(try Self.files(for: hostile, requireThumbnails: false)) { sandbox in
            let result = await sandbox.build()
            #expect(!result.succeeded)
            #expect(result.errorLines.contains { $0.hasPrefix(hostile.message) }, "\(result.lines)")
        }
    }

    @Test("a Content/ file where a page needs its folder is an error on that file")
    func fileBlocksPageFolder() async throws {
        let files = try SiteEdit.applying(
            [
                .write("Content/pages/about.md", "---\ntitle: About\n---\nHello.\n"),
                .write("Content/about", "not a folder"),
            ], to: M.files)
        try await SiteSandbox.with(files) { sandbox in
            let result = await sandbox.build()
            #expect(
                result.errorLines == [
                    "Content/about:1:1: error: this file stands where the site needs a folder, or a folder where it needs a file (about); move or rename it"
                ])
            #expect(!FileManager.default.fileExists(atPath: sandbox.output.path))
        }
    }
}
