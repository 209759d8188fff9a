import SitegenMarkdown
import Testing

/// Other generators' template syntax left in a body (a Hugo user's shortcodes, a Jekyll user's
/// Liquid): shown as written, with a warning at the first, never in code.
@Suite struct ForeignTemplateTagTests {
    @Test(
        "a shortcode or template tag in the text is a warning at its line and column",
        arguments: [
            ("Intro {{< youtube abc >}} more\n", 1, 7, "`{{< youtube abc >}}` is a Hugo shortcode"),
            ("Text\n\n{{% notice info %}}\nHi\n{{% /notice %}}\n", 3, 1, "(and 1 more in this file)"),
            ("- item {{</* youtube x */>}}\n", 1, 8, "Hugo shortcode"),
            ("Play it: {% include player.html %}\n", 1, 10, "`{% include player.html %}` is template syntax"),
            ("Listen: {{ page.podcast_link }}\n", 1, 9, "`{{ page.podcast_link }}` is template syntax"),
            (#"> {{ youtube(id="dQw4w9WgXcQ") }}"# + "\n", 1, 3, "Tera"),
            ("{%- if page.audio -%}x{%- endif -%}\n", 1, 1, "(and 1 more in this file)"),
            ("# A {{< figure src=\"a.png\" >}}\n", 1, 5, "Hugo shortcode"),
            // yurikrupenin/usilenie-plus-hugo writes its shortcodes without spaces, which
            // Markdown reads as `{{`, an HTML tag and `}}`.
            (
                "Photo:\n\n{{<img src=\"images/photo.jpg\">}}\n", 3, 1,
                "`{{<img src=\"images/photo.jpg\">}}` is a Hugo shortcode, which sitegen does not run: its `<…>` is read as raw HTML"
            ),
            (
                "{{<gallery>}}\n  {{<img src=\"images/u1\" crop=\"center\">}}\n{{</gallery>}}\n", 1, 1,
                "(and 2 more in this file)"
            ),
            ("Text {{< youtube abc >}} then {{<img src=\"a.jpg\">}}\n", 1, 6, "(and 1 more in this file)"),
            // A backslash line break (usilenie-plus-hugo's spacing): cmark-gfm placed the text
            // after it on the paragraph's first line.
            ("Intro\n\n\\\n\\\n{{<podcast>}}\n\\\n", 5, 1, "`{{<podcast>}}` is a Hugo shortcode"),
            ("\\\nSee {{< youtube abc >}}\n", 2, 5, "`{{< youtube abc >}}` is a Hugo shortcode"),
        ]
    )
    func warned(markdown: String, line: Int, column: Int, message: String) throws {
        let document = MarkdownRenderer.render(markdown)
        let warning = try #require(document.warnings.first { $0.message.contains("sitegen does not run") })
        #expect((warning.line, warning.column) == (line, column))
        #expect(warning.message.contains(message), "\(warning.message)")
        #expect(!warning.isError)
        #expect(document.warnings.count { $0.message.contains("sitegen does not run") } == 1)
    }

    @Test(
        "code, raw HTML, unclosed braces and prose about templates are not warned about",
        arguments: [
            "`{{< youtube abc >}}` in a code span\n",
            "```\n{{< youtube abc >}}\n{% include x %}\n```\n",
            "    {{ page.title }}\n",
            "A Mustache episode: {{ name }} and {{#items}}{{.}}{{/items}}, {{{raw}}}\n",
            "Vue's {{ message.split('').reverse().join('') }} is code.\n",
            "A set {a, {b}} and {{< unclosed\n\n>}}\n",
            "Percent {% 20 %} and {%}\n",
            "<div>{{< youtube abc >}}</div>\n",
            "A {<b>bold</b>} brace and {{<br>} and {<br>}}\n",
        ]
    )
    func notWarned(markdown: String) {
        let document = MarkdownRenderer.render(markdown)
        #expect(document.warnings.filter { $0.message.contains("sitegen does not run") }.isEmpty, "\(markdown)")
    }

    @Test("the text is shown as written, escaped")
    func shownAsWritten() {
        let document = MarkdownRenderer.render("Intro {{< youtube abc >}}\n")
        #expect(document.html == "<p>Intro {{&lt; youtube abc &gt;}}</p>\n")
    }
}
