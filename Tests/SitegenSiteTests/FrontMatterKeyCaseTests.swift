import Foundation
import SitegenDiagnostics
import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// Keys that differ from sitegen's only in case are read as Hugo reads them (`Title`, `Date`).
@Suite struct FrontMatterKeyCaseTests {
    @Test("Title, Date and EpisodeType are the episode's title, date and episodeType")
    func capitalizedKeys() async throws {
        let edits: [SiteEdit] = [
            .write(
                "Content/episodes/003-hugo.md",
                "---\nDate: \"2021-04-09T15:30:00Z\"\nTitle: 34 - The Bulkhead Pattern\nEpisodeType: bonus\n---\nBody.\n"
            )
        ]
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            let result = await sandbox.build()
            #expect(result.lines.isEmpty, "\(result.lines)")
            let files = try SiteSandbox.snapshot(of: sandbox.output)
            let page = String(decoding: try #require(files["episodes/hugo/index.html"]), as: UTF8.self)
            #expect(page.contains("34 - The Bulkhead Pattern"))
            #expect(page.contains("datetime=\"2021-04-09"))
        }
    }

    @Test("a key given in both spellings: the exact one is read, the other is unknown, with its warning")
    func bothSpellings() async throws {
        let edits: [SiteEdit] = [
            .write("Content/episodes/003-both.md", "---\ntitle: Exact\nTitle: Other\ndate: 2024-01-02\n---\nBody.\n")
        ]
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            let result = await sandbox.build()
            #expect(
                result.lines == [
                    "Content/episodes/003-both.md:3:1: warning: unknown key `Title` in an episode's front matter is ignored; did you mean `title`?"
                ])
            let files = try SiteSandbox.snapshot(of: sandbox.output)
            let page = String(decoding: try #require(files["episodes/both/index.html"]), as: UTF8.self)
            #expect(page.contains("Exact") && !page.contains("Other"))
        }
    }
}

/// Zola's `[extra]` table is an episode's `params`.
@Suite struct ZolaExtraTests {
    @Test("[extra] is params; with params given too, extra is ignored with a warning")
    func extraIsParams() throws {
        let zola = "+++\ntitle = \"curl\"\ndate = 2024-05-02\n[extra]\nguest = \"Daniel Stenberg\"\n+++\nBody.\n"
        let (episode, diagnostics) = ContentFileDecoder(unsafeHTML: false).episode(
            zola, path: "e.md", fileName: "s02e01-curl.md")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(episode?.media.params.first { $0.key == "guest" }?.value == .text("Daniel Stenberg"))

        let both = "---\ntitle: T\ndate: 2024-01-02\nparams: {a: 1}\nextra: {b: 2}\n---\nBody.\n"
        let (second, lines) = ContentFileDecoder(unsafeHTML: false).episode(both, path: "e.md", fileName: "t.md")
        #expect(
            lines.map(\.description) == [
                "e.md:5:1: warning: `extra` (Zola's name for `params`) is ignored, since `params` is given"
            ])
        #expect(second?.media.params.map(\.key) == ["a"])
    }
}

/// Hugo's and Jekyll's `description` is an episode's `summary`.
@Suite struct DescriptionKeyTests {
    @Test("description is the summary; beside a summary it is ignored with a warning")
    func descriptionIsSummary() throws {
        let decoder = ContentFileDecoder(unsafeHTML: false)
        let hugo = "---\nTitle: T\nDate: 2024-01-02\nDescription: In short.\n---\nThe first paragraph.\n"
        let (episode, diagnostics) = decoder.episode(hugo, path: "e.md", fileName: "t.md")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(episode?.summary == "In short.")

        let both = "---\ntitle: T\ndate: 2024-01-02\nsummary: Mine.\ndescription: Theirs.\n---\nBody.\n"
        let (second, lines) = decoder.episode(both, path: "e.md", fileName: "t.md")
        #expect(lines.map(\.description) == ["e.md:5:1: warning: `description` is ignored, since `summary` is given"])
        #expect(second?.summary == "Mine.")
    }
}
