import Foundation

/// A site whose content attacks the generator: script-capable links in every spelling a browser
/// accepts, thumbnails whose file names need percent-encoding, headings that imitate the theme's
/// and the footnotes' ids, a base URL with a non-ASCII path.
enum HostileSite {
    static let svg = Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>"#.utf8)

    /// Link destinations that must not survive as written (each becomes `#`).
    static let dangerousLinks = [
        "[a](javascript:alert(1))", "[b](JaVaScRiPt:alert(1))", "[c](&#106;avascript:alert(1))",
        "[d](java&#x09;script:alert(1))", "[e](<java\tscript:alert(1)>)", "[f](&#x20;javascript:alert(1))",
        "[g](jav&#x0A;ascript:alert(1))", "[h](<&#x01;javascript:alert(1)>)", "[i](javascript&colon;alert(1))",
        "[j](vbscript:msgbox(1))", "[k](VBScript&#58;msgbox(1))", "[l](data:text/html,x)",
        "![m](DATA:image/svg+xml;base64,PHN2Zz4=)", "<javascript:alert(1)>", "<data:text/html,x>", "[n][ref]",
    ]

    /// The episode body: every dangerous link, ids that collide with the page's own, a table with
    /// alignment, raw HTML, a footnote.
    static let body = """
        # SG Main

        ## fn 1

        Links: \(dangerousLinks.joined(separator: " ")) and a [fine one](https://example.org/?a=1&b=2).

        | left | centre | right |
        |:-----|:------:|------:|
        | a | b | c |

        Raw <script>alert(1)</script> <img src=x onerror=alert(1)> and a note[^1].

        Control characters: \u{1}, \u{1B}[31m, \u{7F}, \u{85}, \u{FFFE}.

        [ref]: javascript:alert(1)
        [^1]: The note.
        """

    static func files(unsafeHTML: Bool = false) -> [String: Data] {
        [
            "Content/site.yml": Data(
                """
                title: "Hostile <script>alert(1)</script> & \\"Co\\""
                description: "All about <b>it</b> & 'more'"
                author: "O'Brien & <Sons>"
                language: pt-BR
                baseURL: "https://example.org/shows/café/"
                unsafeHTML: \(unsafeHTML)

                """.utf8),
            "Content/images/a b#c?d.svg": svg,
            "Content/images/%2e%2e.svg": svg,
            "Content/images/café.svg": svg,
            "Content/collections/odd.md": Data(
                """
                ---
                title: "Odd <i>collection</i>"
                thumbnail: images/café.svg
                ---
                Collection body.

                """.utf8),
            "Content/episodes/001-links.md": Data(
                """
                ---
                title: "Links \\"and\\" <script>alert(1)</script>"
                date: 2024-01-10
                collection: odd
                thumbnail: "images/a b#c?d.svg"
                video: "https://example.org/watch?v=1&t=2#start"
                tags: ["<b>bold</b>", "R&D"]
                ---
                \(body)

                """.utf8),
            "Content/episodes/002-encoded.md": Data(
                """
                ---
                title: Encoded
                date: 2024-01-17
                collection: odd
                thumbnail: "/images/%2e%2e.svg"
                video: "https://example.org/vidéo/1"
                ---
                A [link home](/) and an ![image](/images/café.svg).

                """.utf8),
            "Content/pages/about.md": Data(
                """
                ---
                title: About
                ---
                Mail <javascript:alert(1)> or [us](mailto:us@example.org).

                """.utf8),
        ]
    }

    /// A page's text without sitegen's own scripts (the JSON-LD and the media script), which
    /// are the only scripts a page may have: any other came from content.
    static func withoutOwnScripts(_ text: String) -> String {
        text.replacing(
            #/<script type="application\/ld\+json">[^<]*<\/script>|<script src="[.\/]*assets\/(media|shelves|search|menu)\.[0-9a-f]+\.js" defer><\/script>/#,
            with: "")
    }
}
