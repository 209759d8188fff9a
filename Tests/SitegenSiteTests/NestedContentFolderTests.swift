import Foundation
import SitegenContent
import SitegenFileSystem
import SitegenFormats
import SitegenImport
import SitegenOutput
import SitegenPipeline
import SitegenRender
import Testing

/// Episodes grouped in subfolders (seasons, years) are read as if they were at the top of
/// `Content/episodes/`; Hugo's page bundles are built (`PageBundleTests`), section pages are
/// named and ignored; editors' backup files are ignored without a word.
@Suite("Markdown folders: subfolders, bundles, editors' files")
struct NestedContentFolderTests {
    private typealias M = MinimalSite

    @Test("an episode in a season's subfolder is built at the same URL as at the top")
    func seasonFolder() async throws {
        let text = try #require(M.files[M.first].map { String(decoding: $0, as: UTF8.self) })
        let edits: [SiteEdit] = [
            .remove(M.first), .write("Content/episodes/season-1/part-a/001-first.md", text),
        ]
        let top = try await SiteSandbox.with(minimalSiteEditedBy: []) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded)
            return try SiteSandbox.snapshot(of: sandbox.output)
        }
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            let result = await sandbox.build()
            #expect(result.lines.isEmpty, "\(result.lines)")
            #expect(result.succeeded)
            let nested = try SiteSandbox.snapshot(of: sandbox.output)
            #expect(nested == top, "moving a file into a subfolder changes nothing in the output")
        }
    }

    @Test("a page bundle is built, a section's _index.md is a warning; editors' backup files are silent")
    func bundlesAndEditorFiles() async throws {
        let edits: [SiteEdit] = [
            .write("Content/episodes/003-bundle/index.md", "---\ntitle: Bundle\ndate: 2024-02-01\n---\nText.\n"),
            .write("Content/episodes/003-bundle/notes.md", "Not a page: a resource of the bundle.\n"),
            .write("Content/episodes/003-bundle/diagram.png", "not read\n"),
            .write("Content/episodes/season-2/_index.md", "---\ntitle: Season 2\n---\n"),
            .write("Content/episodes/001-first.md~", "an editor's backup\n"),
            .write("Content/episodes/#001-first.md#", "an editor's autosave\n"),
            .write("Content/episodes/season-2/notes.txt", "scratch\n"),
        ]
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            let result = await sandbox.build()
            #expect(
                result.lines == [
                    "Content/episodes/season-2/_index.md:1:1: warning: '_index.md' (a Hugo section's list page) is "
                        + "ignored: sitegen makes the list pages",
                    "Content/episodes/season-2/notes.txt:1:1: warning: 'notes.txt' is not a Markdown file (.md, .markdown) "
                        + "and is ignored",
                ])
            #expect(result.succeeded)
            let page = try sandbox.outputText("episodes/bundle/index.html")
            let resource = try sandbox.outputText("episodes/003-bundle/diagram.png")
            #expect(page.contains("Text."))
            #expect(resource == "not read\n")
        }
    }

    @Test("a subfolder of pictures beside the episodes is one warning, not one a file")
    func pictureFolder() async throws {
        let edits: [SiteEdit] = (1...5).map { .write("Content/episodes/images/p\($0).png", "not read\n") }
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            let result = await sandbox.build()
            #expect(
                result.lines == [
                    "Content/episodes/images:1:1: warning: 'images' holds 5 files that are not Markdown (.md) and are "
                        + "ignored; pictures go under Content/images/"
                ])
            #expect(result.succeeded)
        }
    }

    @Test("two files in different subfolders with one slug are an error naming both")
    func sameSlugInTwoFolders() async throws {
        let text = try #require(M.files[M.first].map { String(decoding: $0, as: UTF8.self) })
        let edits: [SiteEdit] = [
            .write("Content/episodes/season-1/001-first.md", text),
            .write(
                "Content/episodes/season-2/001-first.md",
                text.replacingOccurrences(of: "date: 2024-01-10", with: "date: 2024-02-10")),
            .remove(M.first),
        ]
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            let result = await sandbox.build()
            #expect(!result.succeeded)
            let errors = result.lines.filter { $0.contains(": error: ") }
            #expect(errors.count == 1, "\(result.lines)")
            #expect(
                errors.first?.contains("two episodes have the slug 'first'") == true
                    && errors.first?.contains("Content/episodes/season-1/001-first.md") == true
                    && errors.first?.contains("Content/episodes/season-2/001-first.md") == true, "\(result.lines)")
        }
    }
}
