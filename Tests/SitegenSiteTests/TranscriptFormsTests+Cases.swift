/// The table of ``TranscriptFormsTests``: every form that builds, and every mistake.
extension TranscriptFormsTests {
    typealias F = TranscriptForm
    static let episode = "Content/episodes/101-show-1.md"
    static let severalName = "several: a WebVTT, a JSON, an HTML in French and a remote text"

    static let vtt = "WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n<v Ada>Hello & welcome.\n"
    static let srt = "1\n00:00:01,000 --> 00:00:02,000\nHello from SRT.\n"
    static let json = """
        {"version": "1.0.0", "segments": [
          {"speaker": "Darth Vader", "startTime": 0.5, "endTime": 0.75, "body": "I"},
          {"speaker": "Darth Vader", "startTime": 1, "endTime": 1.25, "body": "am"},
          {"speaker": "Darth Vader", "startTime": 1.5, "endTime": 2.0, "body": "your"},
          {"speaker": "Darth Vader", "startTime": 2.25, "endTime": 2.5, "body": "father.\\n"},
          {"speaker": "Luke", "startTime": 2.75, "body": "No <script>alert(1)</script> \\u00e9 \\ud83d\\ude00"},
          {"startTime": 3, "body": "A sentence without a speaker."}
        ]}
        """
    static let html = "<!DOCTYPE html><html><body><p>Hi <script>alert(1)</script></p></body></html>\n"

    /// Forms that build.
    static let builds: [F] = [
        F(
            name: "WebVTT under Content/", value: "transcripts/t.vtt", files: ["transcripts/t.vtt": vtt],
            outcome: .builds(
                feed: [
                    "<podcast:transcript language=\"en\" rel=\"captions\" type=\"text/vtt\" url=\"https://example.org/transcripts/t.vtt\">"
                ],
                page: ["<b class=\"transcript-speaker\">Ada:</b> Hello &amp; welcome.</p>"],
                notOnPage: ["transcript-links"])),
        F(
            name: "SRT under Content/", value: "transcripts/t.srt", files: ["transcripts/t.srt": srt],
            outcome: .builds(
                feed: [
                    "<podcast:transcript language=\"en\" rel=\"captions\" type=\"application/x-subrip\" url=\"https://example.org/transcripts/t.srt\">"
                ],
                page: ["Hello from SRT.</p>"], notOnPage: [])),
        F(
            name: "Markdown: the page's own transcript", value: "transcripts/t.md",
            files: ["transcripts/t.md": "**Ada:** Hello <i>there</i>.\n"],
            outcome: .builds(
                feed: [
                    "<podcast:transcript language=\"en\" type=\"text/html\" url=\"https://example.org/episodes/show-1/#sg-transcript\">"
                ],
                page: ["<p><strong>Ada:</strong> Hello"], notOnPage: ["<i>there</i>"])),
        F(
            name: "plain text: paragraphs, speaker lines kept, escaped", value: "transcripts/t.txt",
            files: [
                "transcripts/t.txt": "\u{FEFF}Ada: Hello <b>there</b> & you.\r\nGrace: Hi.\r\n\r\n  \r\nAda: Again.\n"
            ],
            outcome: .builds(
                feed: [
                    "<podcast:transcript language=\"en\" type=\"text/plain\" url=\"https://example.org/transcripts/t.txt\">"
                ],
                page: [
                    "<div class=\"transcript-body prose\"><p>Ada: Hello &lt;b&gt;there&lt;/b&gt; &amp; you.<br>\nGrace: Hi.</p>\n<p>Ada: Again.</p>\n</div>"
                ], notOnPage: ["<b>there"])),
        F(
            name: "Podcast Index JSON: word segments joined per speaker, escaped", value: "transcripts/t.json",
            files: ["transcripts/t.json": json],
            outcome: .builds(
                feed: [
                    "<podcast:transcript language=\"en\" type=\"application/json\" url=\"https://example.org/transcripts/t.json\">"
                ],
                page: [
                    "data-seek=\"0.500\">0:00</a> <b class=\"transcript-speaker\">Darth Vader:</b> I am your father.</p>",
                    "data-seek=\"2.750\">0:02</a> <b class=\"transcript-speaker\">Luke:</b> No &lt;script&gt;alert(1)&lt;/script&gt; é 😀</p>",
                    "data-seek=\"3\">0:03</a> A sentence without a speaker.</p>",
                ], notOnPage: ["<script>alert"])),
        F(
            name: "HTML: published and linked, never inlined", value: "transcripts/t.html",
            files: ["transcripts/t.html": html],
            outcome: .builds(
                feed: [
                    "<podcast:transcript language=\"en\" type=\"text/html\" url=\"https://example.org/transcripts/t.html\">"
                ],
                page: [
                    "<p class=\"transcript-links\">Transcript: <a href=\"../../transcripts/t.html\" type=\"text/html\">HTML</a></p>"
                ],
                notOnPage: ["<script>alert", "episode-transcript"])),
        F(
            name: "HTML inlined when site.yml allows raw HTML", value: "transcripts/t.html",
            files: ["transcripts/t.html": html], unsafeHTML: true,
            outcome: .builds(
                feed: [
                    "<podcast:transcript language=\"en\" type=\"text/html\" url=\"https://example.org/transcripts/t.html\">"
                ],
                page: ["<div class=\"transcript-body prose\"><p>Hi <script>alert(1)</script></p></div>"],
                notOnPage: ["<html><body>", "transcript-links"])),
        F(
            name: "a remote WebVTT: named, not fetched, linked", value: "https://cdn.example.com/ep12.vtt?a=1&b=2",
            files: [:],
            outcome: .builds(
                feed: [
                    "<podcast:transcript language=\"en\" rel=\"captions\" type=\"text/vtt\" url=\"https://cdn.example.com/ep12.vtt?a=1&b=2\">"
                ],
                page: [
                    "Transcript: <a href=\"https://cdn.example.com/ep12.vtt?a=1&amp;b=2\" type=\"text/vtt\">WebVTT</a>"
                ],
                notOnPage: ["episode-transcript"])),
        F(
            name: "a remote mapping with its type and language",
            value: "{url: \"https://cdn.example.com/t?id=12\", type: application/srt, language: de}", files: [:],
            outcome: .builds(
                feed: [
                    "<podcast:transcript language=\"de\" rel=\"captions\" type=\"application/srt\" url=\"https://cdn.example.com/t?id=12\">"
                ],
                page: ["hreflang=\"de\">SRT</a>"], notOnPage: [])),
        F(
            name: "JSON marked as captions", value: "{url: https://cdn.example.com/t.json, rel: captions}", files: [:],
            outcome: .builds(
                feed: [
                    "<podcast:transcript language=\"en\" rel=\"captions\" type=\"application/json\" url=\"https://cdn.example.com/t.json\">"
                ],
                page: [">JSON</a>"], notOnPage: [])),
        F(
            name: severalName,
            value:
                "[transcripts/t.vtt, transcripts/t.json, {url: transcripts/t.html, language: fr}, https://cdn.example.com/t.txt]",
            files: ["transcripts/t.vtt": vtt, "transcripts/t.json": json, "transcripts/t.html": html],
            outcome: .builds(
                feed: [
                    "<podcast:transcript language=\"en\" rel=\"captions\" type=\"text/vtt\" url=\"https://example.org/transcripts/t.vtt\">",
                    "<podcast:transcript language=\"en\" type=\"application/json\" url=\"https://example.org/transcripts/t.json\">",
                    "<podcast:transcript language=\"fr\" type=\"text/html\" url=\"https://example.org/transcripts/t.html\">",
                    "<podcast:transcript language=\"en\" type=\"text/plain\" url=\"https://cdn.example.com/t.txt\">",
                ],
                page: [
                    "<b class=\"transcript-speaker\">Ada:</b> Hello &amp; welcome.</p>",
                    "<p class=\"transcript-links\">The transcript also as: <a href=\"../../transcripts/t.json\" type=\"application/json\">JSON</a>, "
                        + "<a href=\"../../transcripts/t.html\" type=\"text/html\" hreflang=\"fr\">HTML</a>, "
                        + "<a href=\"https://cdn.example.com/t.txt\" type=\"text/plain\">Plain text</a></p>",
                ], notOnPage: ["Darth Vader"])),
    ]

    /// Mistakes: each an error at its place.
    static let mistakes: [F] = [
        F(
            name: "an unknown extension", value: "transcripts/t.doc", files: ["transcripts/t.doc": "x"],
            outcome: .fails(
                at: "\(episode):4:13", "`transcript` must be a WebVTT (.vtt), SRT (.srt), Podcast Index JSON")),
        F(
            name: "a missing file", value: "transcripts/none.json", files: [:],
            outcome: .fails(at: "\(episode):4:13", "transcript 'transcripts/none.json' does not exist in Content/")),
        F(
            name: "a missing file, second in a list", value: "[transcripts/t.vtt, transcripts/gone.srt]",
            files: ["transcripts/t.vtt": vtt],
            outcome: .fails(at: "\(episode):4:33", "transcript 'transcripts/gone.srt' does not exist in Content/")),
        F(
            name: "broken JSON", value: "transcripts/t.json",
            files: ["transcripts/t.json": "{\"version\": \"1.0.0\", \"segments\": [,]}"],
            outcome: .fails(at: "Content/transcripts/t.json:1:35", "invalid JSON: expected a value")),
        F(
            name: "JSON that is not an object", value: "transcripts/t.json", files: ["transcripts/t.json": "[]"],
            outcome: .fails(at: "Content/transcripts/t.json:1:1", "invalid JSON: JSON transcript must be an object")),
        F(
            name: "JSON without segments", value: "transcripts/t.json",
            files: ["transcripts/t.json": "{\"version\": \"1.0.0\"}"],
            outcome: .fails(at: "Content/transcripts/t.json:1:1", "a JSON transcript needs a `segments` array")),
        F(
            name: "a JSON start time that is text", value: "transcripts/t.json",
            files: [
                "transcripts/t.json":
                    "{\"version\": \"1.0.0\", \"segments\": [{\"startTime\": \"0:01\", \"body\": \"Hi\"}]}"
            ],
            outcome: .fails(
                at: "Content/transcripts/t.json:1:49", "`startTime` must be a number of seconds from 0, not a string")),
        F(
            name: "a JSON body that is a number, its column in UTF-8 bytes", value: "transcripts/t.json",
            files: [
                "transcripts/t.json": "{\n  \"segments\": [{\"speaker\": \"José\", \"startTime\": 1, \"body\": 5}]\n}\n"
            ],
            outcome: .fails(at: "Content/transcripts/t.json:2:61", "`body` must be a string, not the number 5.0")),
        F(
            name: "a JSON segment without startTime", value: "transcripts/t.json",
            files: ["transcripts/t.json": "{\"segments\": [\n  {\"body\": \"Hi\"}\n]}"],
            outcome: .fails(at: "Content/transcripts/t.json:2:3", "a segment has no `startTime`")),
        F(
            name: "an empty plain-text transcript", value: "transcripts/t.txt", files: ["transcripts/t.txt": "\n  \n"],
            outcome: .fails(at: "Content/transcripts/t.txt:1:1", "the transcript has no text")),
        F(
            name: "a list item that is a number", value: "[transcripts/t.vtt, 12]", files: ["transcripts/t.vtt": vtt],
            outcome: .fails(
                at: "\(episode):4:33",
                "each `transcript` must be a path or URL, or a mapping {url, type, language, rel}, not the number 12")),
        F(
            name: "a list item that is a list", value: "[[transcripts/t.vtt]]", files: ["transcripts/t.vtt": vtt],
            outcome: .fails(at: "\(episode):4:14", "each `transcript` must be a path or URL, or a mapping")),
        F(
            name: "a remote transcript whose type cannot be told", value: "https://cdn.example.com/t", files: [:],
            outcome: .fails(at: "\(episode):4:13", "cannot tell the type of `transcript` 'https://cdn.example.com/t'")),
        F(
            name: "a type apps do not know", value: "{url: https://cdn.example.com/t.vtt, type: text/markdown}",
            files: [:], outcome: .fails(at: "\(episode):4:56", "`transcript.type` must be one of text/vtt")),
        F(
            name: "a type that is not the file's", value: "{url: transcripts/t.vtt, type: application/json}",
            files: ["transcripts/t.vtt": vtt],
            outcome: .fails(at: "\(episode):4:44", "is not the type of a WebVTT file (text/vtt)")),
        F(
            name: "a language that is no tag", value: "{url: transcripts/t.vtt, language: english}",
            files: ["transcripts/t.vtt": vtt],
            outcome: .fails(at: "\(episode):4:48", "`transcript.language` must be a language tag")),
        F(
            name: "a rel other than captions", value: "{url: transcripts/t.vtt, rel: subtitles}",
            files: ["transcripts/t.vtt": vtt],
            outcome: .fails(at: "\(episode):4:43", "`transcript.rel` can only be `captions`")),
        F(
            name: "a mapping without url", value: "{type: text/vtt}", files: [:],
            outcome: .fails(at: "\(episode):4:13", "a transcript has no `url`")),
        F(
            name: "the same file twice", value: "[transcripts/t.vtt, /transcripts/t.vtt]",
            files: ["transcripts/t.vtt": vtt],
            outcome: .fails(at: "\(episode):4:33", "`transcript` names 'transcripts/t.vtt' twice")),
        F(
            name: "a Markdown transcript after one the page shows", value: "[transcripts/t.vtt, transcripts/t.md]",
            files: ["transcripts/t.vtt": vtt, "transcripts/t.md": "Hi.\n"],
            outcome: .fails(at: "\(episode):4:33", "a Markdown transcript is shown in the episode's page")),
    ]

    static let forms = builds + mistakes
}
