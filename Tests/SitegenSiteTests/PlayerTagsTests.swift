import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// ``PlayerTags``: the lines of an imported episode's body that played its own media, removed
/// because sitegen shows the episode's player; everything else kept as written.
@Suite struct PlayerTagsTests {
    static let media: Set<String> = ["https://cdn.example.org/1.mp3"]

    @Test(
        "player tags, shortcodes and <audio> elements of the episode's media go; the rest stays",
        arguments: [
            (PlayerTags.Syntax.liquid, "A\n{% podigee_player page %}\nB", "A\nB"),
            (.liquid, "A\n  {% include podcast/player.html %}\nB", "A\nB"),
            (.liquid, "A {% podigee_player page %} B", "A {% podigee_player page %} B"),
            (.hugo, "A\n{{< listen >}}\n{{% podigee %}}\nB", "A\nB"),
            (.hugo, "A\n{{< audio src=\"other.mp3\" >}}\nB", "A\n{{< audio src=\"other.mp3\" >}}\nB"),
            (.hugo, "```\n{{< listen >}}\n```", "```\n{{< listen >}}\n```"),
            (.zola, "A\n{{ listen() }}\nB", "A\n{{ listen() }}\nB"),
            (.zola, "<audio src='https://cdn.example.org/1.mp3' controls='true' />\n\nNotes", "\nNotes"),
            (
                .hugo,
                "A\n<audio controls>\n  <source src=\"https://cdn.example.org/1.mp3\" type=\"audio/mpeg\">\n</audio>\nB",
                "A\nB"
            ),
            (
                .liquid, "<audio src=\"https://cdn.example.org/other.mp3\" controls></audio>\nB",
                "<audio src=\"https://cdn.example.org/other.mp3\" controls></audio>\nB"
            ),
            (
                .liquid, "<audio controls>\n<source src=\"https://cdn.example.org/1.mp3\">\nno end",
                "<audio controls>\n<source src=\"https://cdn.example.org/1.mp3\">\nno end"
            ),
            (
                .hugo, "    <audio src=\"https://cdn.example.org/1.mp3\" />",
                "    <audio src=\"https://cdn.example.org/1.mp3\" />"
            ),
        ] as [(PlayerTags.Syntax, String, String)])
    func removes(_ syntax: PlayerTags.Syntax, _ body: String, _ expected: String) {
        #expect(PlayerTags(body, syntax: syntax, media: Self.media).body == expected)
    }

    @Test("without the episode's media, an <audio> element stays")
    func noMedia() {
        let body = "<audio src='https://cdn.example.org/1.mp3' />\nB"
        #expect(PlayerTags(body, syntax: .hugo).body == body)
    }
}
