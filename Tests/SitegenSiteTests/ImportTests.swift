import Foundation
import SitegenDiagnostics
import SitegenTestSupport
import Testing
import Yams

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// `sitegen import`: a Hugo network (a section per show, TOML, YAML and JSON front matter,
/// permalinks, a leaf bundle, epoch milliseconds, a file name with spaces) and a Jekyll podcast
/// (`_posts`, `_drafts`, `permalink: pretty`, categories) become sitegen sites that build without
/// errors, keep every paragraph of every body, and answer at every old URL.
@Suite("sitegen import: Hugo and Jekyll sites", .tags(.slow), .tier(.slow))
struct ImportTests {
    static let hugo: [String: String] = [
        "hugo.toml": """
        baseURL = "https://example.org/network/"
        languageCode = "en-us"
        title = "The Network"
        [params]
        description = "Two shows."
        author = "Net"
        email = "net@example.org"
        category = "Technology"
        image = "/images/art.png"
        [permalinks]
        show-a = "/:year/:month/:slug/"
        """,
        "content/show-a/_index.md": "+++\ntitle = \"Show A\"\n+++\nThe first show.\n",
        "content/show-a/001 First Thing.md": """
        +++
        title = "First Thing"
        date = 2019-07-05T10:00:00Z
        tags = ["react", "C++"]
        categories = ["Tech"]
        podcast_file = "https://cdn.example.org/a1.mp3"
        podcast_bytes = 1234567
        duration = "45:12"
        guests = ["Kent C. Dodds"]
        episode = 1
        layout = "episode"
        +++
        A paragraph about **React**.

        {{< youtube abc >}}

        Another paragraph, with [a link](https://example.com/).
        """,
        "content/show-a/second.md": "---\ntitle: Second\ndate: 2019-08-01\nslug: the-second\n---\nSecond body.\n",
        "content/show-b/leaf/index.md": """
        {
          "title": "Leaf bundle",
          "date": 1562320800000,
          "tags": ["json"],
          "aliases": ["/old/leaf/"]
        }
        Leaf body text.
        """,
        "content/about.md": "---\ntitle: About us\nlayout: single\n---\nAbout text.\n",
        // As Castanet (a Hugo podcast theme) writes an episode: numbers and flags as strings,
        // empty lists and strings, a capitalised key, a relative audio file.
        "content/show-b/episode/001.md": """
        +++
        Description = "The first episode of show B."
        aliases = ["/1"]
        date = "2016-09-18T18:00:00-05:00"
        episode = "1"
        episode_image = "img/episode/default.jpg"
        explicit = "no"
        guests = ["jdoe"]
        hosts = ["mattstratton"]
        images = []
        news_keywords = []
        podcast_duration = "1:08:21"
        podcast_file = "show-b-001.mp3"
        podcast_bytes = ""
        title = "Episode 1"
        youtube = ""
        truncate = ""
        upcoming = false
        categories = []
        series = []
        tags = []
        +++
        Castanet show notes.
        """,
    ]

    static let jekyll: [String: String] = [
        "_config.yml": """
        title: Jekyll Cast
        url: https://cast.example.org
        description: A podcast.
        author: {name: Jo, email: jo@example.org}
        podcast_category: Technology
        artwork: /assets/art.png
        permalink: pretty
        """,
        "_posts/2017-07-05-react-tools.md": """
        ---
        layout: post
        title: "React Tools"
        categories: [episodes, react]
        date: 1499256000000
        mp3: https://cdn.example.org/e1.mp3
        bytes: 42
        ---
        First paragraph.

        Second paragraph with [a link](/about/).
        """,
        "_posts/2017-08-01-Second Post.md": "---\ntitle: Second\ntags: [a, b]\n---\nBody two.\n",
        "_drafts/a-draft.md": "---\ntitle: Draft\n---\nDraft body.\n",
        "about.md": "---\ntitle: About\nlayout: page\npermalink: /about/\n---\nAbout us.\n",
        "Gemfile": "source \"https://rubygems.org\"\n",
    ]

    /// Jekyll podcasts as two public templates write their episodes: Jekyll-Podcast-Feed
    /// (`podcast_link`, `podcast_length`, a human file size, `permalink: /35/`) and Octopod (an
    /// `audio` map of formats, chapters as strings, `episode-cover`, `explicit: 'no'`).
    static let jekyllPodcasts: [String: String] = [
        "_config.yml": """
        title: Whaddya Know
        url: https://know.example.org
        podcast_title: Whaddya Know Joe?
        podcast_author: Joe
        podcast_email: joe@example.org
        podcast_category: Technology
        podcast_explicit: "no"
        podcast_album_art: /assets/art.png
        podcast_description: Productivity stories.
        copyright: "© 2015 Joe"
        itunes_type: Serial
        """,
        "_posts/2015-10-20-episode-35.md": """
        ---
        title:  "Episode Title Goes Here"
        date:   2015-10-20
        categories: podcast
        tags:
        - tagone
        - tagtwo
        permalink: /35/
        image: /assets/art.png
        podcast_link: http://traffic.libsyn.com/podcast/filename.mp3
        podcast_file_size: 13.7 MB
        podcast_duration: "14:02"
        podcast_length: 13654375
        ---
        Feed-style show notes.
        """,
        "_posts/2016-03-22-episode0.md": """
        ---
        title: Episode 0
        subtitle: Getting Started Is Never Easy
        summary: Otherwise the summary is the first paragraph of the show notes
        episode-cover: "/assets/art.png"
        datum: March 22nd 2016
        layout: post
        author: Arne and Stefan
        explicit: 'no'
        duration: "0:03:13"
        audio:
          mp3: https://cdn.example.org/episode0.mp3
          ogg: https://cdn.example.org/episode0.ogg
          m4a: https://cdn.example.org/episode0.m4a
        chapters:
          - '00:00:00.000 Intro.'
          - '00:00:30.000 ... Shoubidoubidoo ...'
          - '00:02:45.000 Outro.'
        tags:
          - "a tag"
          - "another tag"
        ---
        Getting started is hard.
        """,
        "_posts/2014-12-28-ep1-gday.md": """
        ---
        layout: post
        date: 2014-12-28 20:25:00
        title: "Ep 1: G'day, purple, yum yum."
        duration: "02:47"
        length: 2668168
        link: https://dl.example.org/Podcasts/Ep%201.mp3
        ---
        Post content here.
        """,
    ]

    /// A Hugo network as real ones are: settings in `config/_default/`, a section named `episodes`
    /// with a leaf bundle whose cover is beside it, Castanet's `/1` aliases, two shows with a file of
    /// the same name, a page named like one the site generates, a picture whose bytes are another
    /// format than its name says, files where the build writes its own.
    static let hugoNetwork: [String: String] = [
        "config/_default/hugo.toml": "baseURL = \"/\"\ntitle = \"Net\"\n",
        "config/_default/params.toml": """
        description = "A network."
        media_prefix = "https://media.example.org/net/"
        [feed]
        itunes_owner_email = "net@example.org"
        itunes_top_category = "Technology > Tech News"
        itunes_image = "https://net.example.org/images/art.png"
        """,
        "config/_default/permalinks.toml": "other = \"/:section/:filename/\"\n",
        "content/episodes/_index.md": "---\ntitle: Main Show\n---\nThe main show.\n",
        "content/episodes/1/index.md": """
        +++
        Title = "Yes"
        aliases = ["/1"]
        episode = "1"
        explicit = "clean"
        date = "2020-01-02T10:00:00"
        podcast_file = "main-001.mp3"
        podcast_bytes = "1234"
        episode_image = "cover.png"
        tags = ["a", ""]
        +++
        Main show notes, see [the picture](/img/wrong.jpg) ![wrong](/img/wrong.jpg)

        ![The cover](cover.png "Our cover") and [the cover again](./cover.png).
        """,
        "content/other/1.md": "---\ntitle: Other one\ndate: 2021-01-01\nduration: 3600\n---\nOther notes.\n",
        "content/guest/jdoe.md": "+++\nTitle = \"Jane Doe\"\n+++\nJane's bio.\n",
        "content/search.md": "---\ntitle: Search us\n---\nSearch text.\n",
        "static/robots.txt": "User-agent: *\n",
        "static/a/notes.txt": "one-letter folder\n",
    ]

    /// A show's repository of notes without Jekyll's settings, as Syntax's is: `shows/NNN - Title.md`
    /// with `number`, `date` as a written date or epoch milliseconds, and `url` the audio file; the
    /// rest of the repository is a web app.
    /// A Zola podcast: `config.toml` with `[extra]`, a section with dated file names (`_` or `-`),
    /// TOML front matter with `[taxonomies]` and `[extra]`, a page with colocated files, a page
    /// with its own `path`, built-in shortcodes and `@/` internal links.
    static let zola: [String: String] = [
        "config.toml": """
        base_url = "https://rustacean.example.org"
        title = "Rustacean Station"
        description = "A community podcast about Rust."
        default_language = "en"
        taxonomies = [{name = "tags", feed = true}]

        [extra]
        author = "Rustacean Station"
        podcast_email = "team@rustacean.example.org"
        itunes_category = "Technology"
        podcast_image = "/images/art.png"
        """,
        "content/_index.md": "+++\ntitle = \"Home\"\nsort_by = \"date\"\n+++\n",
        "content/show/_index.md":
            "+++\ntitle = \"All Episodes\"\nsort_by = \"date\"\n+++\nEvery episode of the show.\n",
        "content/show/2024-03-01-rust-1-76.md": """
        +++
        title = "What's New in Rust 1.76"
        description = "ABI compatibility updates."

        [taxonomies]
        tags = ["release", "compiler"]

        [extra]
        audio = "https://cdn.example.org/rust-1-76.mp3"
        length = 45678901
        duration = "45:10"
        episode = 142
        +++
        Show notes for the release. See [the last one](@/show/2024-02-08_rust-1-75.md#news) and [the list](@/show/_index.md).

        {{ youtube(id="dQw4w9WgXcQ") }}
        """,
        "content/show/2024-02-08_rust-1-75.md": """
        +++
        title = "Rust 1.75"
        slug = "rust-175"
        aliases = ["/old/175/"]
        [extra]
        audio = "https://cdn.example.org/rust-1-75.mp3"
        length = 40000000
        +++
        ## News {#news}

        Async functions in traits are stable.
        """,
        "content/show/ferris/index.md": """
        +++
        title = "Interview with Ferris"
        date = 2023-12-24T10:00:00Z
        [extra]
        image = "cover.png"
        youtube_id = "aqz-KE-bpKQ"
        audio = "https://cdn.example.org/ferris.mp3"
        length = 1000
        +++
        ![Ferris](cover.png)

        A conversation with the crab.
        """,
        "content/about.md": "+++\ntitle = \"About\"\npath = \"about-us\"\n+++\nWe talk about Rust.\n",
    ]

    /// A Zola podcast as the SimplePod theme lays it out: the episodes at the top of `content/`
    /// (`[extra] audio_file`, a file under `static/audio/`), the pages in a `pages` section, the
    /// show's settings in `[extra]` with `itunes_` names.
    static let zolaTop: [String: String] = [
        "config.toml": """
        base_url = "https://example.com"
        title = "My Podcast"
        description = "A podcast about amazing topics"

        [[taxonomies]]
        name = "tags"

        [extra]
        itunes_author = "John Doe"
        itunes_owner_name = "John Doe"
        itunes_owner_email = "podcast@example.com"
        itunes_image = "/images/art.png"
        itunes_category = "Education"
        itunes_subcategory = "how to"
        itunes_explicit = "false"
        itunes_type = "serial"
        """,
        "content/_index.md": "+++\ntitle = \"Home\"\n+++\n",
        "content/pages/_index.md": "+++\ntitle = \"Pages\"\n+++\n",
        "content/pages/about.md": "+++\ntitle = \"About\"\nweight = 10\n+++\n\nWe make a podcast.\n",
        "content/001-welcome.md": """
        +++
        title = "Welcome to My Podcast"
        date = 2024-01-01
        description = "Our first episode."

        [taxonomies]
        tags = ["introduction"]

        [extra]
        audio_file = "audio/episode-001.mp3"
        audio_length = "5000"
        duration = "25:30"
        episode_number = 1
        season = 1
        +++

        Welcome to the very first episode.
        """,
        "static/audio/episode-001.mp3": "ID3 not really an mp3, but bytes of a length",
    ]

    static let showNotes: [String: String] = [
        "shows/001 - React Tools.md": """
        ---
        number: 001
        title: React Tools
        date: June 18, 2007
        url: https://audio.example.org/73298.mp3
        ---

        Wes and Scott go through the React tools they use every day.
        """,
        "shows/095 - Dependency.md": """
        ---
        number: 95
        title: Hasty Treat - Should you install a dependency or roll your own?
        date: 1543240800404
        url: https://traffic.example.org/syntax/Syntax095.mp3
        spotify_url: https://open.example.org/episode/6KN4
        ---

        In this Hasty Treat, Scott and Wes talk about installing dependencies.

        ## Show Notes

        * **[00:10](#t=00:10)** Welcome
        * **[01:25](#t=01:25)** Install it
        * [A package](https://example.org/package)
        * **[07:40](#t=07:40)** Or roll your own
        """,
        "shows/042 - potluck.md": "---\nnumber: 42\ntitle: Potluck\ndate: 1523880000000\n---\nQuestions.\n",
        "shows/045 - potluck.md": "---\nnumber: 45\ntitle: Potluck\ndate: 1524484800000\n---\nMore questions.\n",
        "package.json": "{\"name\": \"site\"}\n",
        "src/components/Player.js": "export default () => null;\n",
        "CONTRIBUTING.txt": "Send a pull request.\n",
    ]

    @Test(
        "an imported site builds without errors, keeps every paragraph and answers at every old URL",
        arguments: [
            (
                SiteImporter.Generator.hugo, "hugo",
                ["/2019/07/first-thing/", "/2019/08/the-second/", "/old/leaf/", "/show-b/leaf/"]
            ),
            // Jekyll's `:title` keeps the file name's case (`_posts/2017-08-01-Second Post.md`).
            (.jekyll, "jekyll", ["/episodes/react/2017/07/05/react-tools/", "/2017/08/01/Second-Post/"]),
            (.jekyll, "jekyll-podcasts", ["/35/", "/2016/03/22/episode0/", "/2014/12/28/ep1-gday/"]),
            (.hugo, "hugo-network", ["/episodes/1/", "/other/1/", "/search-page/", "/1/"]),
            (.jekyll, "show-notes", []),
            (.zola, "zola", ["/show/rust-1-76/", "/old/175/", "/show/rust-175/", "/show/ferris/", "/about-us/"]),
            (.zola, "zola-top", ["/001-welcome/", "/pages/about/"]),
        ])
    func importAndBuild(generator: SiteImporter.Generator, name: String, oldURLs: [String]) async throws {
        let root = try PackagePaths.temporaryFolder("sitegen-import")
        defer { try? FileManager.default.removeItem(at: root) }
        let source = root.appendingPathComponent(name)
        let files = [
            "hugo": Self.hugo, "jekyll": Self.jekyll, "jekyll-podcasts": Self.jekyllPodcasts,
            "hugo-network": Self.hugoNetwork, "show-notes": Self.showNotes, "zola": Self.zola, "zola-top": Self.zolaTop,
        ][name]!
        try FixtureFiles.write(files, into: source)
        let artwork = try Data(
            contentsOf: PackagePaths.root.appendingPathComponent("Content/images/podcast-artwork.png"))
        try FixtureFiles.write(
            artwork, at: generator == .jekyll ? "assets/art.png" : "static/images/art.png", into: source)
        // The network's cover beside its episode, and a PNG named as a JPEG.
        let copies = [
            "hugo-network": ["content/episodes/1/cover.png", "static/img/wrong.jpg"],
            "zola": ["content/show/ferris/cover.png"],
        ]
        for path in copies[name] ?? [] { try FixtureFiles.write(artwork, at: path, into: source) }

        let site = root.appendingPathComponent("site")
        let report = try SiteImporter(generator: generator, source: source, target: site).run(force: false).get()
        #expect(report.diagnostics.isEmpty)
        // What the report says and what an imported episode holds, for the cases that check it.
        let checks: [String: (report: String, episode: String, holds: [String])] = [
            // The body's YouTube shortcode became the episode's video (a facade player).
            "hugo": ("youtube (1)", "001-first-thing.md", ["video: https://www.youtube.com/watch?v=abc"]),
            "hugo-network": (
                "img/wrong.jpg (1)", "episodes-1.md",
                [
                    "thumbnail: files/episodes/1/cover.png", "url: https://media.example.org/net/main-001.mp3",
                    // The bundle's own picture, named relative to it, where the import copies it.
                    "![The cover](/files/episodes/1/cover.png \"Our cover\")",
                    "[the cover again](/files/episodes/1/cover.png)",
                ]
            ),
            "show-notes": (
                "the Markdown files of shows/", "095-dependency.md",
                ["audio: https://traffic.example.org/syntax/Syntax095.mp3", "number: 95"]
            ),
            // Episodes at the top of content/, their audio a file of static/ (its length read).
            "zola-top": (
                "went to params", "001-welcome.md",
                ["audio: audio/episode-001.mp3", "number: 1", "season: 1", "summary: Our first episode."]
            ),
            // The dated name gives the date and slug; the shortcode the video; `@/` links the
            // addresses, which the old ones are (`permalinks:`).
            "zola": (
                "@/ links (2), youtube (1)", "rust-1-76.md",
                [
                    "date: \"2024-03-01\"", "number: 142", "video: https://www.youtube.com/watch?v=dQw4w9WgXcQ",
                    "(/show/rust-175/#news)", "(/show/)", "- compiler",
                ]
            ),
        ]
        if let check = checks[name] {
            let lines = report.lines.joined(separator: "\n")
            #expect(lines.contains(check.report), "\(lines)")
            if name == "show-notes" {
                // Syntax's show notes: bold timestamp links under `## Show Notes` are the chapters.
                #expect(lines.contains("chapters from three or more timestamp lines in the notes"), "\(lines)")
                #expect(lines.contains("under 'Show Notes'"), "\(lines)")
            }
            let episode = try String(
                contentsOf: site.appendingPathComponent("Content/episodes/\(check.episode)"), encoding: .utf8)
            for text in check.holds { #expect(episode.contains(text), "\(episode)") }
        }
        let result = await SitePipeline().build(SiteBuildOptions(source: site, includeDrafts: true, now: 1_900_000_000))
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        let output = site.appendingPathComponent("Output")
        if name == "zola-top" {
            // The about page is a page; the show's settings came from `[extra]`.
            #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("Content/pages/about.md").path))
            let settings = try String(contentsOf: site.appendingPathComponent("Content/site.yml"), encoding: .utf8)
            for line in [
                "category: Education", "subcategory: How To", "type: serial", "email: podcast@example.com",
                "image: images/art.png",
            ] {
                #expect(settings.contains(line), "\(settings)")
            }
            let feed = try String(contentsOf: output.appendingPathComponent("podcast.xml"), encoding: .utf8)
            #expect(feed.contains("length=\"44\" type=\"audio/mpeg\""), "the length of the copied file")
        }
        if name == "zola" {
            // The heading keeps the id the `@/…#news` link names; the bundle's picture is found.
            let page = try String(
                contentsOf: output.appendingPathComponent("show/rust-175/index.html"), encoding: .utf8)
            #expect(page.contains("<h2 id=\"news\">News</h2>"))
            let ferris = try String(
                contentsOf: site.appendingPathComponent("Content/episodes/ferris.md"), encoding: .utf8)
            #expect(ferris.contains("![Ferris](/show/ferris/cover.png)"), "\(ferris)")
            #expect(ferris.contains("thumbnail: show/ferris/cover.png"), "\(ferris)")
            // A theme's bare YouTube id is the episode's video.
            #expect(ferris.contains("video: https://www.youtube.com/watch?v=aqz-KE-bpKQ"), "\(ferris)")
        }
        if name == "jekyll-podcasts" {
            // The settings' copyright and show type reach the podcast feed.
            let feed = try String(contentsOf: output.appendingPathComponent("podcast.xml"), encoding: .utf8)
            #expect(feed.contains("<copyright>© 2015 Joe</copyright>"))
            #expect(feed.contains("<itunes:type>serial</itunes:type>"))
        }
        // Every paragraph of every source body is in the built site.
        let pages = try FileManager.default.subpathsOfDirectory(atPath: output.path).filter { $0.hasSuffix(".html") }
        let html = try pages.map { try String(contentsOf: output.appendingPathComponent($0), encoding: .utf8) }.joined()
        for (path, text) in files where path.hasSuffix(".md") {
            let body =
                text.components(
                    separatedBy: path.contains("leaf") ? "}\n" : (text.hasPrefix("+++") ? "+++\n" : "---\n")
                ).last ?? ""
            for paragraph in body.components(separatedBy: "\n\n")
            where !paragraph.isEmpty && !["{{", "#", "![", "* "].contains(where: paragraph.hasPrefix) {
                let words = paragraph.replacingOccurrences(of: "**", with: "").components(separatedBy: " [").first!
                    .trimmingCharacters(in: .whitespacesAndNewlines)
                #expect(html.contains(words), "\(path): '\(words)' is not in the built site")
            }
        }
        for old in oldURLs {
            #expect(
                FileManager.default.fileExists(atPath: output.appendingPathComponent(old + "index.html").path),
                "old URL \(old) does not answer")
        }
        // A second import does not write over Content/ without --force.
        guard
            case .failure(let refusal) = SiteImporter(generator: generator, source: source, target: site).run(
                force: false)
        else {
            Issue.record("a second import wrote over Content/")
            return
        }
        #expect(refusal.diagnostics.first?.message.contains("--force") == true)
    }

    @Test(
        "durations become what the build reads",
        arguments: [
            ("1:08:21", "1:08:21"), ("14:02", "14:02"), ("0:03:13", "3:13"), ("00:14:02.123", "14:02"),
            ("3600", "1:00:00"), ("02:47", "2:47"), ("68:21", "1:08:21"), ("", nil), ("1:75", nil),
            // A running time in words, as themes show it (tech-leadership-deep-dives' "56 min").
            ("1h 8m", "1:08:00"), ("56 min", "56:00"), ("1 h 5 min", "1:05:00"), ("90 seconds", "1:30"),
            ("5 min 1 h", nil), ("8 parsecs", nil), ("min", nil),
            // A Japanese show's units, as the build reads them.
            ("54分43秒", "54:43"), ("1時間2分3秒", "1:02:03"), ("54分60秒", nil),
            // 25 digits of seconds crashed the import (a Double beyond Int's range made an Int).
            ("9999999999999999999999999", nil), (String(repeating: "9", count: 400), nil),
        ] as [(String, String?)])
    func duration(text: String, expected: String?) {
        #expect(ImportValue.duration(text) == expected)
    }

    @Test("a duration in seconds as a number")
    func durationNumber() {
        #expect(ImportValue.duration(3600) == "1:00:00")
        #expect(ImportValue.duration(842.5) == "14:03")  // to the nearest second, as apps show it
        // Each crashed the import: a Double beyond Int's range made an Int.
        #expect(ImportValue.duration(1e300) == nil)
        #expect(ImportValue.duration(-1e300) == nil)
        #expect(ImportValue.duration(Double.infinity) == nil)
    }

    @Test(
        "flags written as words become booleans",
        arguments: [
            ("yes", true), ("no", false), ("clean", false), ("true", true), ("False", false), ("explicit", true),
            ("maybe", nil),
        ] as [(String, Bool?)])
    func flag(text: String, expected: Bool?) {
        #expect(ImportValue.flag(text) == expected)
    }

    @Test(
        "numbers written as text become numbers",
        arguments: [("1", 1), ("#12", 12), (" 7 ", 7), ("1.5", nil), ("", nil), ("one", nil), ("0", nil)]
            as [(String, Int?)])
    func number(text: String, expected: Int?) {
        #expect(ImportValue.wholeNumber(text, in: 1...999) == expected)
    }

    @Test(
        "dates the build reads are kept, other common forms converted, the rest refused",
        arguments: [
            ("2016-09-18T18:00:00-05:00", true), ("2019-08-01", true), ("2014-12-28 20:25:00 +0100", true),
            ("Tue, 20 Oct 2015 10:00:00 +0000", true), ("March 22nd 2016", false), ("soon", false),
        ])
    func date(text: String, readable: Bool) {
        let value = ImportValue.date(text)
        #expect((value != nil) == readable)
        if let kept = value as? String { #expect(kept == text) }
    }

    @Test(
        "byte lengths are whole numbers, not human sizes",
        arguments: [("13654375", 13_654_375), ("13.7 MB", nil), ("", nil)] as [(String, Int?)])
    func byteLength(text: String, expected: Int?) {
        #expect(ImportValue.byteLength(text) == expected)
    }

    @Test("texts that YAML would read as another type are quoted")
    func quoting() throws {
        for text in ["yes", "No", "null", "2019", "2019-07-05", "true", "~", "1:08"] {
            let yaml = ImportYAML.mapping([("title", text)])
            let loaded = try #require(try Yams.load(yaml: yaml) as? [String: Any])
            #expect(loaded["title"] as? String == text, "\(yaml)")
        }
    }

    @Test("Octopod's chapter lines become chapters; out of order they are refused")
    func chapters() throws {
        let chapters = try #require(ImportValue.chapters(["00:00:00.000 Intro.", "00:00:30.000 ... Middle ..."]))
        #expect(chapters.count == 2)
        #expect(chapters[1]["start"] as? String == "00:00:30.000")
        #expect(chapters[1]["title"] as? String == "... Middle ...")
        #expect(ImportValue.chapters(["00:01:00 B", "00:00:30 A"]) == nil)
        #expect(ImportValue.chapters(["Intro"]) == nil)
    }

    @Test("a Castanet episode: keys in any case, strings normalised, empties dropped, the rest in params")
    func castanetMapping() throws {
        let fields: [String: Any] = [
            "Description": "Notes.", "episode": "12", "explicit": "no", "podcast_duration": "1:08:22",
            "podcast_file": "ep053.mp3", "podcast_bytes": "123456789", "images": [String](), "youtube": "",
            "episode_image": "https://cdn.example.org/x.jpg", "sponsors": ["acme"], "title": "Back to School",
        ]
        let bare = ImportContext(files: [:], mediaBase: nil, baseURL: nil)
        let mapping = FrontMatterMapping.map(fields, collection: "show", isEpisode: true, context: bare)
        let mapped = Dictionary(mapping.fields, uniquingKeysWith: { first, _ in first })
        #expect(mapped["summary"] as? String == "Notes.")
        #expect(mapped["number"] as? Int == 12)
        #expect(mapped["explicit"] as? Bool == false)
        #expect(mapped["duration"] as? String == "1:08:22")
        #expect(mapped["audio"] == nil && mapped["thumbnail"] == nil)
        #expect(Set(mapping.dropped) == ["images", "youtube"])
        let params = try #require(mapped["params"] as? [String: Any])
        #expect(Set(params.keys) == ["podcast_file", "podcast_bytes", "episode_image", "sponsors"])
        // With the settings' media URL, the file name becomes a URL with its length.
        let media = ImportContext(files: [:], mediaBase: "https://media.example.org/ado/", baseURL: nil)
        let withBase = FrontMatterMapping.map(fields, collection: nil, isEpisode: true, context: media)
        let audio = try #require(withBase.fields.first { $0.0 == "audio" }?.1 as? [String: Any])
        #expect(audio["url"] as? String == "https://media.example.org/ado/ep053.mp3")
        #expect(audio["length"] as? Int == 123_456_789)
    }

    @Test("Octopod's audio formats become a list, its explicit a boolean, its chapters sitegen's")
    func octopodMapping() throws {
        let fields: [String: Any] = [
            "title": "Episode 0", "explicit": "no", "duration": "0:03:13",
            "audio": ["ogg": "https://cdn.example.org/e0.ogg", "mp3": "https://cdn.example.org/e0.mp3"],
            "chapters": ["00:00:00.000 Intro.", "00:02:45.000 Outro."],
        ]
        let context = ImportContext(files: [:], mediaBase: nil, baseURL: nil)
        let mapping = FrontMatterMapping.map(fields, collection: nil, isEpisode: true, context: context)
        let mapped = Dictionary(mapping.fields, uniquingKeysWith: { first, _ in first })
        #expect(mapped["audio"] as? [String] == ["https://cdn.example.org/e0.mp3", "https://cdn.example.org/e0.ogg"])
        #expect((mapped["chapters"] as? [[String: Any]])?.count == 2)
        #expect(mapped["duration"] as? String == "3:13")
        #expect(mapped["params"] == nil)
    }

    @Test("a key written twice in front matter keeps the last, as Jekyll does")
    func repeatedKeys() throws {
        let text = "---\ntitle: T\nimage: a.png\ntags:\n- x\nimage: b.png\n---\nBody.\n"
        let page = try ImportedPage.read(text, path: "_posts/x.md").get()
        #expect(page.fields["image"] as? String == "b.png")
        #expect(page.fields["tags"] as? [String] == ["x"])
        #expect(page.hadRepeatedKeys)
    }

    @Test(
        "old URLs the build would refuse are not kept",
        arguments: [
            ("/35/", "/35/"), ("/2019/07/x.html", "/2019/07/x.html"), ("/1/", "/1/"), ("/tags/x/", nil),
            ("/episodes/", nil), ("/episodes/taken/", nil), ("https://other.example.org/x/", nil),
            ("https://example.org/shows/old/", "/old/"), ("/a?b=1", nil),
        ] as [(String, String?)])
    func oldURL(old: String, alias: String?) {
        var ledger = OldURLLedger()
        ledger.claim("/episodes/taken/")
        let context = ImportContext(files: [:], mediaBase: nil, baseURL: "https://example.org/shows/")
        #expect(ledger.alias(old, context: context) == alias)
    }

    @Test(
        "a Jekyll post whose name starts with no real day is dated as an undated post, never with a date the build refuses",
        arguments: ["2024-02-30-leap.md", "2023-13-01-leap.md", "----------leap.md", "2024-0-101-leap.md"])
    func jekyllNameWithoutRealDate(name: String) throws {
        let root = try PackagePaths.temporaryFolder("sitegen-import")
        defer { try? FileManager.default.removeItem(at: root) }
        let source = root.appendingPathComponent("site")
        try FileManager.default.createDirectory(
            at: source.appendingPathComponent("_posts"), withIntermediateDirectories: true)
        try Data("title: Dates\n".utf8).write(to: source.appendingPathComponent("_config.yml"))
        try Data("---\ntitle: Leap\n---\nBody.\n".utf8).write(to: source.appendingPathComponent("_posts/\(name)"))
        let target = root.appendingPathComponent("new")
        _ = try SiteImporter(generator: .jekyll, source: source, target: target).run(force: false).get()
        let episodes = target.appendingPathComponent("Content/episodes")
        let files = try FileManager.default.contentsOfDirectory(atPath: episodes.path)
        #expect(files.count == 1)
        for file in files {
            let text = try String(contentsOf: episodes.appendingPathComponent(file), encoding: .utf8)
            let date = text.split(separator: "\n").first { $0.hasPrefix("date: ") }.map { String($0.dropFirst(6)) }
            let written = try #require(date, "no date in \(text)")
            let unquoted = written.trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
            guard case .success = ContentDate.parse(unquoted) else {
                Issue.record("\(name) was imported with `date: \(written)`, which the build refuses")
                continue
            }
        }
    }

    @Test(
        "Hugo's publishDate beside date is kept as the build reads it; expiryDate, which the build does not read, goes to params",
        arguments: [
            (
                "---\ntitle: T\ndate: 2024-01-01\npublishDate: 2024-03-01\n---\nBody.\n",
                ["date: \"2024-01-01T", "publishDate: \"2024-03-01T"], ["params:"]
            ),
            (
                "+++\ntitle = \"T\"\ndate = 2024-01-01T10:00:00Z\npublishdate = 2024-03-01T10:00:00Z\n+++\nBody.\n",
                ["publishDate: "], ["params:", "publishdate"]
            ),
            ("---\ntitle: T\npublishDate: 2024-03-01\n---\nBody.\n", ["date: \"2024-03-01T"], ["publishDate"]),
            (
                "---\ntitle: T\ndate: 2024-01-01\npublishDate: 2024-03-01\nexpiryDate: 2025-01-01\n---\nBody.\n",
                ["publishDate: \"2024-03-01T", "params:\n  expiryDate: \"2025-01-01T"], []
            ),
        ])
    func hugoPublishDate(text: String, holds: [String], lacks: [String]) async throws {
        let root = try PackagePaths.temporaryFolder("sitegen-import")
        defer { try? FileManager.default.removeItem(at: root) }
        let source = root.appendingPathComponent("hugo")
        try FixtureFiles.write(
            ["hugo.toml": "baseURL = \"https://x.example/\"\ntitle = \"X\"\n", "content/episodes/t.md": text],
            into: source)
        let site = root.appendingPathComponent("site")
        _ = try SiteImporter(generator: .hugo, source: source, target: site).run(force: false).get()
        let episode = try String(contentsOf: site.appendingPathComponent("Content/episodes/t.md"), encoding: .utf8)
        for line in holds { #expect(episode.contains(line), "\(episode)") }
        for word in lacks { #expect(!episode.contains(word), "\(episode)") }
        // Between the date and publishDate the build leaves the episode out, as Hugo did.
        guard episode.contains("publishDate") else { return }
        for (now, published) in [(1_706_000_000, false), (1_710_000_000, true)] {
            let result = await SitePipeline().build(SiteBuildOptions(source: site, now: now))
            #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
            let page = site.appendingPathComponent("Output/episodes/t/index.html")
            #expect(FileManager.default.fileExists(atPath: page.path) == published, "now \(now)")
        }
    }

    /// valeriogalano/podcast-feed-hugo's feed (`layouts/podcast/list.rss.xml`): the enclosure is
    /// `$cdnTracked` (`cdn_tracked_base_url`, else `$cdnBase`) then `audio`, the guid `$cdnBase`
    /// (`cdn_base_url`, else `audio_base_url`) then `audio`.
    @Test(
        "podcast-feed-hugo's enclosures are under cdn_tracked_base_url, its guids under cdn_base_url",
        arguments: [
            (
                "cdn_base_url = \"https://cdn.example.org/show/\"\ncdn_tracked_base_url = \"https://op3.dev/e/cdn.example.org/show/\"\n",
                "url: https://op3.dev/e/cdn.example.org/show/ep1.mp3", "guid: https://cdn.example.org/show/ep1.mp3"
            ),
            (
                "audio_base_url = \"https://origin.example.org/\"\ncdn_tracked_base_url = \"https://op3.dev/e/origin.example.org\"\n",
                "url: https://op3.dev/e/origin.example.org/ep1.mp3", "guid: https://origin.example.org/ep1.mp3"
            ),
            (
                "cdn_base_url = \"https://cdn.example.org/show/\"\n",
                "url: https://cdn.example.org/show/ep1.mp3", "guid: https://cdn.example.org/show/ep1.mp3"
            ),
        ])
    func podcastFeedHugoTrackedBase(settings: String, url: String, guid: String) throws {
        let root = try PackagePaths.temporaryFolder("sitegen-import")
        defer { try? FileManager.default.removeItem(at: root) }
        let source = root.appendingPathComponent("hugo")
        try FixtureFiles.write(
            [
                "config.toml": "baseURL = \"https://x.example/\"\ntitle = \"X\"\n[params.podcast]\n" + settings,
                "content/podcast/ep1.md":
                    "---\nlayout: episode\ntitle: One\ndate: 2024-01-01\naudio: ep1.mp3\naudio_size: 1000\n---\nBody.\n",
            ], into: source)
        let site = root.appendingPathComponent("site")
        _ = try SiteImporter(generator: .hugo, source: source, target: site).run(force: false).get()
        let episode = try String(contentsOf: site.appendingPathComponent("Content/episodes/ep1.md"), encoding: .utf8)
        #expect(episode.contains(url), "\(episode)")
        #expect(episode.contains(guid), "\(episode)")
    }

    @Test(
        "a Jekyll site's people data files (_data/) become people, as Hugo's data/ files do",
        arguments: [
            // A map of ids to people (jekyll-seo-tag's `_data/authors.yml`).
            (
                ["_data/authors.yml": "jane:\n  name: Jane Doe\n  twitter: janedoe\n  bio: Hosts the show.\n"],
                ["people/jane.md": ["name: Jane Doe", "https://twitter.com/janedoe", "Hosts the show."]]
            ),
            // A list of people, as Jekyll themes loop over `site.data.hosts`.
            (
                [
                    "_data/hosts.yml": "- name: Ann Lee\n  url: https://ann.example/\n- id: bo\n  name: Bo Chen\n",
                    "_data/guests.yml": "- name: Cy Dee\n",
                ],
                [
                    "people/ann-lee.md": ["name: Ann Lee", "https://ann.example/"], "people/bo.md": ["name: Bo Chen"],
                    "people/cy-dee.md": ["name: Cy Dee"],
                ]
            ),
            // A folder of people, one a file; `data_dir` moves the folder.
            (
                ["_data/people/eve.yml": "name: Eve Ng\ngithub: eveng\n"],
                ["people/eve.md": ["name: Eve Ng", "https://github.com/eveng"]]
            ),
            (
                ["_config.yml": "title: Show\ndata_dir: data/\n", "data/people/eve.json": "{\"name\": \"Eve Ng\"}\n"],
                ["people/eve.md": ["name: Eve Ng"]]
            ),
        ])
    func jekyllPeopleData(files: [String: String], people: [String: [String]]) throws {
        let root = try PackagePaths.temporaryFolder("sitegen-import")
        defer { try? FileManager.default.removeItem(at: root) }
        let source = root.appendingPathComponent("jekyll")
        var all = ["_config.yml": "title: Show\n", "_posts/2024-01-02-one.md": "---\ntitle: One\n---\nBody.\n"]
        all.merge(files) { _, new in new }
        try FixtureFiles.write(all, into: source)
        let site = root.appendingPathComponent("site")
        let report = try SiteImporter(generator: .jekyll, source: source, target: site).run(force: false).get()
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let written = try FileManager.default.contentsOfDirectory(
            atPath: site.appendingPathComponent("Content/people").path)
        #expect(Set(written.map { "people/\($0)" }) == Set(people.keys))
        for (path, holds) in people {
            let text = try String(contentsOf: site.appendingPathComponent("Content/\(path)"), encoding: .utf8)
            for line in holds { #expect(text.contains(line), "\(path): \(text)") }
        }
    }

    /// A file of `Fixtures/import-unreadable/` and where the import says it cannot be read.
    struct UnreadableCase: Decodable, Sendable, CustomTestStringConvertible {
        var file: String
        var at: String
        var message: String
        var testDescription: String { file }

        static let folder = Bundle.module.url(forResource: "Fixtures/import-unreadable", withExtension: nil)

        static let all: [UnreadableCase] = {
            struct Cases: Decodable { var cases: [UnreadableCase] }
            guard let folder, let data = try? Data(contentsOf: folder.appendingPathComponent("cases.json")) else {
                return []
            }
            return (try? JSONDecoder().decode(Cases.self, from: data).cases) ?? []
        }()
    }

    @Test("the unreadable front matter fixtures are read")
    func unreadableCasesRead() { #expect(UnreadableCase.all.count == 6) }

    @Test(
        "a file that cannot be read stops the import at its line and column; --skip-unreadable leaves it out and says so",
        arguments: UnreadableCase.all)
    func unreadableFrontMatter(_ unreadable: UnreadableCase) throws {
        let root = try PackagePaths.temporaryFolder("sitegen-import")
        defer { try? FileManager.default.removeItem(at: root) }
        let source = root.appendingPathComponent("site")
        try FileManager.default.createDirectory(
            at: source.appendingPathComponent("_posts"), withIntermediateDirectories: true)
        try Data("title: Pages\n".utf8).write(to: source.appendingPathComponent("_config.yml"))
        try Data("---\ntitle: Good\n---\nBody.\n".utf8).write(
            to: source.appendingPathComponent("_posts/2024-01-01-good.md"))
        let fixture = try #require(UnreadableCase.folder).appendingPathComponent(unreadable.file)
        try Data(contentsOf: fixture).write(to: source.appendingPathComponent("_posts/2024-01-02-bad.md"))
        let place = "_posts/2024-01-02-bad.md:\(unreadable.at)"
        var importer = SiteImporter(generator: .jekyll, source: source, target: root.appendingPathComponent("new"))
        guard case .failure(let failure) = importer.run(force: false) else {
            Issue.record("a file that cannot be read was skipped, and the import went on")
            return
        }
        let errors = failure.diagnostics.map(\.description)
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.hasPrefix("\(place): error: \(unreadable.message)") == true, "\(errors)")
        #expect(errors.first?.hasSuffix("; fix it, or give --skip-unreadable to import the site without it") == true)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("new/Content").path))
        importer.skipsUnreadable = true
        let report = try importer.run(force: false).get()
        let lines = report.diagnostics.map(\.description)
        #expect(
            lines.contains {
                $0.hasPrefix("\(place): warning: \(unreadable.message)")
                    && $0.hasSuffix("; left out (--skip-unreadable)")
            }, "\(lines)")
        // The warning is one diagnostic: the YAML library's own `2:1: error:` is not inside it.
        #expect(!lines.contains { $0.contains(": error:") }, "\(lines)")
        #expect(report.lines.contains { $0.hasPrefix("left out 1 files that cannot be read") }, "\(report.lines)")
        #expect(report.lines.contains { $0.hasPrefix("imported 1 episodes") }, "\(report.lines)")
        // The report is kept beside Content/, warnings and all.
        let kept = try String(
            contentsOf: root.appendingPathComponent("new/\(SiteImporter.reportFile)"), encoding: .utf8)
        #expect(kept.contains("- imported 1 episodes"), "\(kept)")
        #expect(kept.contains("## Warnings (1)\n\n- `` \(place): warning: \(unreadable.message)"), "\(kept)")
    }

    @Test("JSON front matter is read as JSON: a title escaped as a surrogate pair (RFC 8259) is imported")
    func jsonSurrogatePairs() throws {
        let root = try PackagePaths.temporaryFolder("sitegen-import")
        defer { try? FileManager.default.removeItem(at: root) }
        let source = root.appendingPathComponent("site")
        let posts = source.appendingPathComponent("content/posts")
        try FileManager.default.createDirectory(at: posts, withIntermediateDirectories: true)
        try Data("baseURL = \"https://x.example/\"\ntitle = \"Zoo\"\n".utf8).write(
            to: source.appendingPathComponent("hugo.toml"))
        try Data("{\n  \"title\": \"\\ud83e\\udd92 Giraffes\",\n  \"date\": \"2024-01-02\"\n}\nBody.\n".utf8).write(
            to: posts.appendingPathComponent("giraffes.md"))
        let site = root.appendingPathComponent("new")
        let report = try SiteImporter(generator: .hugo, source: source, target: site).run(force: false).get()
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let episodes = try FileManager.default.contentsOfDirectory(
            atPath: site.appendingPathComponent("Content/episodes").path)
        let episode = try #require(episodes.first)
        let text = try String(
            contentsOf: site.appendingPathComponent("Content/episodes/\(episode)"), encoding: .utf8)
        let frontMatter = try #require(text.components(separatedBy: "---\n").dropFirst().first)
        let fields = try #require(try Yams.load(yaml: frontMatter) as? [String: Any])
        #expect(fields["title"] as? String == "\u{1F992} Giraffes", "\(text)")
    }

    @Test("settings of one key are settings; a folder with neither settings nor Markdown is no Jekyll site")
    func jekyllWithoutMuch() throws {
        let root = try PackagePaths.temporaryFolder("sitegen-import")
        defer { try? FileManager.default.removeItem(at: root) }
        let source = root.appendingPathComponent("small")
        try FileManager.default.createDirectory(
            at: source.appendingPathComponent("_posts"), withIntermediateDirectories: true)
        try Data("title: Small\n".utf8).write(to: source.appendingPathComponent("_config.yml"))
        try Data("---\ntitle: One\n---\nThe one post.\n".utf8).write(
            to: source.appendingPathComponent("_posts/2020-01-02-one.md"))
        let report = try SiteImporter(generator: .jekyll, source: source, target: root.appendingPathComponent("a"))
            .run(force: false).get()
        #expect(report.lines.contains { $0.hasPrefix("imported 1 episodes") }, "\(report.lines)")
        let empty = root.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let refusal = SiteImporter(generator: .jekyll, source: empty, target: root.appendingPathComponent("b"))
            .run(force: false)
        guard case .failure(let diagnostic) = refusal else {
            Issue.record("an empty folder was imported")
            return
        }
        #expect(diagnostic.diagnostics.first?.message.contains("_config.yml") == true)
    }

    @Test(
        "a settings file that is not valid TOML or YAML stops the import at its line and column, and nothing is written",
        arguments: [
            (
                SiteImporter.Generator.zola, "config.toml", "base_url = \"https://x.example\"\ntitle = = \"x\"\n",
                "config.toml:2:9: error: invalid TOML"
            ),
            (.hugo, "hugo.toml", "baseURL = \"https://x.example/\"\n[params\n", "hugo.toml:2:8: error: invalid TOML"),
            (
                .hugo, "config/_default/params.yaml", "feed: [unclosed\nx: 1\n",
                "config/_default/params.yaml:2:2: error: invalid YAML"
            ),
            (.jekyll, "_config.yml", "title: [unclosed\nurl: x\n", "_config.yml:2:4: error: invalid YAML"),
            // An alias bomb was expanded into a billion values: the import never ended.
            (
                .jekyll, "_config.yml", BadInputCase.laughs + "\ntitle: *a9\n",
                "_config.yml:1:45: error: the settings file is too large: reading it visits more than 100000 YAML nodes"
            ),
            (
                .hugo, "config/_default/params.yaml", BadInputCase.laughs + "\nfeed: *a9\n",
                "config/_default/params.yaml:1:45: error: the settings file is too large"
            ),
            // TOMLKit cut the title short at U+0000 without a word.
            (
                .zola, "config.toml", "base_url = \"https://x.example\"\ntitle = \"cut\\u0000short\"\n",
                "config.toml:2:13: error: invalid TOML: this escape stands for U+0000"
            ),
        ])
    func brokenSettings(generator: SiteImporter.Generator, file: String, text: String, expected: String) throws {
        let root = try PackagePaths.temporaryFolder("sitegen-import-settings")
        defer { try? FileManager.default.removeItem(at: root) }
        let source = root.appendingPathComponent("source")
        let url = source.appendingPathComponent(file)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        if generator == .hugo, file != "hugo.toml" {
            try Data("baseURL = \"https://x.example/\"\n".utf8).write(to: source.appendingPathComponent("hugo.toml"))
        }
        try FileManager.default.createDirectory(
            at: source.appendingPathComponent("_posts"), withIntermediateDirectories: true)
        let site = root.appendingPathComponent("site")
        guard
            case .failure(let problem) = SiteImporter(generator: generator, source: source, target: site).run(
                force: false)
        else {
            Issue.record("a broken \(file) was imported")
            return
        }
        #expect(problem.diagnostics.count == 1)
        #expect("\(problem.diagnostics[0])".hasPrefix(source.path + "/" + expected), "\(problem)")
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("Content").path))
    }

    @Test(
        "building another generator's site without Content/ says which import turns it into one",
        arguments: [
            (["hugo.toml": "baseURL = 'https://x.org/'\n"], "; it looks like a Hugo site: `sitegen import hugo "),
            (["config.toml": "baseURL = 'https://x.org/'\n"], "; it looks like a Hugo site: `sitegen import hugo "),
            (["config.toml": "base_url = \"https://x.org\"\n"], "; it looks like a Zola site: `sitegen import zola "),
            (["config/_default/hugo.yaml": "title: X\n"], "; it looks like a Hugo site: `sitegen import hugo "),
            (["_config.yml": "title: X\n"], "; it looks like a Jekyll site: `sitegen import jekyll "),
            (["content/a.md": "# A\n"], " (sitegen's is Content/, with a capital C; content/ is not read)"),
            (["notes.txt": "x\n"], "; `sitegen new FOLDER` starts a site"),
        ])
    func foreignSite(files: [String: String], expected: String) async throws {
        try await SiteSandbox.with(files.mapValues { Data($0.utf8) }) { sandbox in
            let result = await sandbox.build()
            let line = "Content:1:1: error: there is no Content/ folder in \(sandbox.site.path)" + expected
            #expect(result.lines.first?.hasPrefix(line) == true, "\(result.lines)")
            #expect(!FileManager.default.fileExists(atPath: sandbox.output.path))
        }
    }
}
