import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// `sitegen import`: Hugo's built-in shortcodes become the Markdown (or the episode's video) that
/// sitegen reads; others, and escaped ones, are text.
@Suite struct HugoShortcodeTests {
    /// Resolves only `cover.jpg` (as in a leaf bundle) and `/images/a b.png`.
    static func resolve(_ path: String) -> String? {
        switch path {
        case "cover.jpg": "episodes/leaf/cover.jpg"
        case "/images/a b.png": "images/a b.png"
        default: nil
        }
    }

    @Test(
        "each built-in shortcode becomes its Markdown",
        arguments: [
            ("{{< youtube abc_1-X >}}", "[Watch on YouTube](https://www.youtube.com/watch?v=abc_1-X)"),
            (#"{{< youtube id="abc" title="The [demo]" >}}"#, #"[The \[demo\]](https://www.youtube.com/watch?v=abc)"#),
            ("{{< vimeo 146022717 >}}", "[Watch on Vimeo](https://vimeo.com/146022717)"),
            (
                #"{{< figure src="cover.jpg" alt="A cover" caption="Our *cover*" >}}"#,
                "![A cover](/episodes/leaf/cover.jpg)\n*Our *cover**"
            ),
            (
                #"{{< figure src="/images/a b.png" title="T" link="https://e.org/x" >}}"#,
                #"[![](</images/a b.png> "T")](https://e.org/x)"#
            ),
            (#"{{< figure src="https://cdn.e.org/p.jpg" >}}"#, "![](https://cdn.e.org/p.jpg)"),
            (
                "{{< highlight swift \"linenos=table,hl_lines=2 4-5\" >}}\nlet a = 1\nlet b = 2\n{{< /highlight >}}",
                "```swift {2,4-5}\nlet a = 1\nlet b = 2\n```"
            ),
            ("{{% highlight go %}}\nfunc main() {}\n{{% /highlight %}}", "```go\nfunc main() {}\n```"),
            ("{{< gist spf13 7896402 >}}", "[Gist spf13/7896402](https://gist.github.com/spf13/7896402)"),
            (
                #"{{< x user="SanDiegoZoo" id="1453110110599868418" >}}"#,
                "[A post by @SanDiegoZoo](https://x.com/SanDiegoZoo/status/1453110110599868418)"
            ),
            ("{{< tweet 877500564405444608 >}}", "[A post on X](https://x.com/i/status/877500564405444608)"),
            ("{{< instagram BWNjjyYFxVx >}}", "[A post on Instagram](https://www.instagram.com/p/BWNjjyYFxVx/)"),
        ])
    func converted(shortcode: String, markdown: String) {
        let result = HugoShortcodes("Before\n\n\(shortcode)\n\nAfter\n", takesVideo: false, resolve: Self.resolve)
        #expect(result.body == "Before\n\n\(markdown)\n\nAfter\n")
        #expect(result.kept == [])
        #expect(result.converted.count == 1)
    }

    @Test(
        "unknown, unusable and escaped shortcodes are left as text",
        arguments: [
            ("{{< ref \"other.md\" >}}", "{{< ref \"other.md\" >}}", ["ref"]),
            ("{{< youtube \"a b\" >}}", "{{< youtube \"a b\" >}}", ["youtube"]),
            ("{{< myshortcode x=1 >}}", "{{< myshortcode x=1 >}}", ["myshortcode"]),
            ("{{< highlight swift >}}no closing tag", "{{< highlight swift >}}no closing tag", ["highlight"]),
            ("{{</* youtube abc */>}}", "{{< youtube abc >}}", []),
            ("{{%/* figure src=\"x\" */%}}", "{{% figure src=\"x\" %}}", []),
            ("an unclosed {{< youtube abc", "an unclosed {{< youtube abc", []),
        ])
    func kept(text: String, expected: String, kept: [String]) {
        let result = HugoShortcodes(text, takesVideo: false, resolve: Self.resolve)
        #expect(result.body == expected)
        #expect(result.kept == kept)
        #expect(result.converted == [])
    }

    @Test("an episode without a video takes its body's first YouTube or Vimeo video; later ones are links")
    func video() {
        let body = "Intro.\n\n{{< vimeo 1 >}}\n\nAlso {{< youtube b >}}.\n"
        let result = HugoShortcodes(body, takesVideo: true, resolve: Self.resolve)
        #expect(result.video == "https://vimeo.com/1")
        #expect(result.body == "Intro.\n\n\n\nAlso [Watch on YouTube](https://www.youtube.com/watch?v=b).\n")
        let page = HugoShortcodes(body, takesVideo: false, resolve: Self.resolve)
        #expect(page.video == nil)
        #expect(page.body.contains("[Watch on Vimeo](https://vimeo.com/1)"))
    }
}

/// Hugo's `ref` and `relref` name another page of the import: its new URL.
@Suite struct HugoPageIndexTests {
    static let index: HugoPageIndex = {
        var index = HugoPageIndex()
        index.add("content/show-a/001 First Thing.md", "/episodes/001-first-thing/")
        index.add("content/show-b/leaf/index.md", "/episodes/leaf/")
        index.add("content/about.md", "/about/")
        index.add("content/show-a/notes.md", "/episodes/notes/")
        index.add("content/show-b/notes.md", "/episodes/notes-2/")
        return index
    }()

    @Test(
        "a ref by path, path without .md, bundle folder, or a name only one page has",
        arguments: [
            ("show-a/001 First Thing.md", "/episodes/001-first-thing/"),
            ("/show-a/001 First Thing", "/episodes/001-first-thing/"),
            ("show-b/leaf", "/episodes/leaf/"), ("leaf", "/episodes/leaf/"), ("about.md", "/about/"),
            ("show-b/notes.md", "/episodes/notes-2/"), ("notes", nil), ("missing.md", nil),
        ])
    func resolve(reference: String, expected: String?) {
        #expect(Self.index.url(reference) == expected)
    }

    @Test("a body's ref and relref become links to the new URLs, their anchors kept; an unknown one stays")
    func body() {
        let body =
            #"See [one]({{< ref "show-a/001 First Thing.md" >}}), [two]({{< relref "about.md#team" >}}) and [three]({{< ref "nope" >}})."#
        let result = HugoShortcodes(body, takesVideo: false, resolve: { _ in nil }, page: Self.index.url)
        #expect(
            result.body
                == #"See [one](/episodes/001-first-thing/), [two](/about/#team) and [three]({{< ref "nope" >}})."#)
        #expect(result.converted == ["ref", "relref"] && result.kept == ["ref"])
    }
}
