import Foundation
import SitegenContent
import SitegenDiagnostics
import SitegenFileSystem
import SitegenFormats
import SitegenImport
import SitegenOutput
import SitegenPipeline
import SitegenRender
import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// What people bring from Hugo, Jekyll and their podcast host: durations in seconds, and the
/// names other tools give sitegen's fields (each unknown key names the field it stands for).
@Suite("front matter habits from other tools")
struct FrontMatterHabitsTests {
    @Test(
        "durations: mm:ss, h:mm:ss, seconds, a fraction of a second dropped, and Japanese units",
        arguments: [
            ("12:48", 768), ("1:04:12", 3852), ("3600", 3600), ("0", 0), ("5400.52", 5400), ("01:02:03.500", 3723),
            ("12:48.9", 768), (" 90 ", 90),
            // Japanese shows: hours 時間, minutes 分, seconds 秒 (full-width digits too).
            ("54分43秒", 3283), ("1時間2分3秒", 3723), ("90分", 5400), ("1時間 5分", 3900), ("４５秒", 45),
            ("1時間", 3600),
        ])
    func durations(text: String, seconds: Int) throws {
        let duration = try EpisodeDuration.parse(text).get()
        #expect(duration.seconds == seconds)
    }

    @Test(
        "not durations",
        arguments: [
            "1h20m", "12:48.", ".5", "1.2.3", "-90", "12:60", "1:60:00", "", "12::48", "1234567",
            // Units out of order, twice, without a number, or past 59 after a larger one.
            "43秒54分", "5分5分", "分", "54分60秒", "1時間60分", "54分43", "約54分",
        ])
    func notDurations(text: String) {
        guard case .failure = EpisodeDuration.parse(text) else {
            Issue.record("'\(text)' was read as a duration")
            return
        }
    }

    @Test("a duration in seconds shows as h:mm:ss on the episode's page")
    func secondsOnThePage() async throws {
        let edits: [SiteEdit] = [.replace(MinimalSite.first, "duration: \"12:30\"", "duration: 3725")]
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            let result = await sandbox.build()
            #expect(result.lines.isEmpty, "\(result.lines)")
            let page = try #require(SiteSandbox.snapshot(of: sandbox.output)["episodes/first/index.html"])
            #expect(String(decoding: page, as: UTF8.self).contains("1:02:05"))
        }
    }

    @Test(
        "another tool's name for a field suggests sitegen's",
        arguments: [
            ("image: images/first.svg", "image", "thumbnail"),
            ("episode: 12", "episode", "number"), ("categories: [a]", "categories", "category"),
            ("keywords: [a]", "keywords", "tags"), ("weight: 2", "weight", "order"), ("author: Ana", "author", "hosts"),
        ])
    func episodeSynonyms(line: String, key: String, suggestion: String) async throws {
        let edits: [SiteEdit] = [.replace(MinimalSite.first, "tags: [swift, intro]", "tags: [swift, intro]\n\(line)")]
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            let result = await sandbox.build()
            #expect(
                result.lines == [
                    "\(MinimalSite.first):8:1: warning: unknown key `\(key)` in an episode's front matter is ignored; did you mean `\(suggestion)`?"
                ])
        }
    }

    @Test("tags written as one string with commas are one tag, with a warning that says how to write several")
    func commaTags() async throws {
        let edits: [SiteEdit] = [.replace(MinimalSite.first, "tags: [swift, intro]", "tags: swift, intro")]
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            let result = await sandbox.build()
            #expect(
                result.lines == [
                    "\(MinimalSite.first):7:7: warning: `tags` is one tag, 'swift, intro'; for several, write a list: [a, b]"
                ])
            #expect(result.succeeded)
        }
    }

    @Test("a person's `image` suggests `avatar`; `title` beside a `name` is ignored, with a warning")
    func personSynonyms() async throws {
        let edits: [SiteEdit] = [
            .write("Content/people/ana.md", "---\nname: Ana\nimage: images/first.svg\ntitle: Host\n---\nAna hosts.\n")
        ]
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            let result = await sandbox.build()
            #expect(
                result.lines == [
                    "Content/people/ana.md:3:1: warning: unknown key `image` in a person's front matter is ignored; did you mean `avatar`?",
                    "Content/people/ana.md:4:1: warning: `title` is ignored, since `name` is given",
                ])
        }
    }

    @Test("a person with a `title` and no `name` (a page of Hugo's podcast themes) is named by it")
    func personTitleIsName() async throws {
        let edits: [SiteEdit] = [
            .write("Content/people/jsmith.md", "+++\nTitle = \"Jane Smith\"\n+++\nJane guests.\n"),
            .replace(MinimalSite.first, "tags: [swift, intro]", "tags: [swift, intro]\nguests: [jsmith]"),
        ]
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            let result = await sandbox.build()
            #expect(result.lines.isEmpty, "\(result.lines)")
            let files = try SiteSandbox.snapshot(of: sandbox.output)
            let page = String(decoding: try #require(files["people/jsmith/index.html"]), as: UTF8.self)
            #expect(page.contains("Jane Smith"))
        }
    }
}
