import SitegenDiagnostics
import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// Chapters and soundbites set after the end of an episode by its `duration`: a warning at the
/// time, in each front-matter language; nothing said without a duration or within it.
@Suite("chapters and soundbites after an episode's end")
struct EpisodeTimelineTests {
    static let cases: [(name: String, frontMatter: String, lines: [String])] = [
        (
            "a chapter at the end and one after it",
            "duration: \"45:00\"\nchapters:\n  - {start: 0, title: Intro}\n  - {start: \"45:00\", title: Outro}\n"
                + "  - {time: \"1:02:00\", title: Typo}\n",
            [
                "e.md:7:13: warning: chapter 'Outro' starts at 45:00, after the episode ends (`duration: 45:00`)",
                "e.md:8:12: warning: chapter 'Typo' starts at 1:02:00, after the episode ends (`duration: 45:00`)",
            ]
        ),
        (
            "chapters within the episode",
            "duration: 3600\nchapters: [{start: 0, title: A}, {start: \"59:59\", title: B}]\n", []
        ),
        (
            "chapters with no duration",
            "chapters: [{start: \"2:00:00\", title: A}]\n", []
        ),
        (
            "a soundbite that runs past the end",
            "duration: \"10:00\"\nsoundbites:\n  - {start: \"9:00\", duration: 60}\n  - {start: \"9:30\", duration: 45}\n",
            ["e.md:7:13: warning: the soundbite at 9:30 runs to 10:15, after the episode ends (`duration: 10:00`)"]
        ),
        (
            "an error elsewhere says nothing more",
            "duration: \"10:00\"\nnumber: -1\nchapters: [{start: \"20:00\", title: A}]\n",
            ["e.md:5:9: error: `number` must be a whole number from 0"]
        ),
    ]

    @Test("in YAML", arguments: cases)
    func yaml(name: String, frontMatter: String, lines: [String]) {
        let text = "---\ntitle: T\ndate: 2024-01-02\n" + frontMatter + "---\nBody.\n"
        let (_, diagnostics) = ContentFileDecoder(unsafeHTML: false).episode(text, path: "e.md", fileName: "e.md")
        let found = diagnostics.map(\.description)
        #expect(found.count == lines.count, "\(found)")
        for (line, expected) in zip(found, lines) { #expect(line.hasPrefix(expected), "\(found)") }
    }

    @Test("in TOML, at the time's place")
    func toml() {
        let text =
            "+++\ntitle = \"T\"\ndate = 2024-01-02\nduration = \"5:00\"\n[[chapters]]\nstart = \"6:00\"\ntitle = \"Late\"\n+++\nBody.\n"
        let (episode, diagnostics) = ContentFileDecoder(unsafeHTML: false).episode(
            text, path: "e.md", fileName: "e.md")
        #expect(episode?.media.chapters?.count == 1)
        #expect(
            diagnostics.map(\.description) == [
                "e.md:6:9: warning: chapter 'Late' starts at 6:00, after the episode ends (`duration: 5:00`)"
            ])
    }
}
