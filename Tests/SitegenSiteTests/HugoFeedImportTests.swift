import Foundation
import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// `sitegen import hugo` on sites whose podcast feed is their own template: each episode keeps
/// the guid that template wrote, and gets its audio from the template's enclosure.
@Suite("sitegen import: a Hugo site's own podcast feed template")
struct HugoFeedImportTests {
    /// comptoirsecu/csec-hugo's `layouts/_default/podcast.xml`, as it writes an item.
    static let comptoirFeed = """
        <rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">
            <channel>
                <link>{{ .Site.BaseUrl }}</link>
                <title>{{ .Site.Title }}</title>
                {{ range first 30 (where .Site.Pages "Category" "podcast") }}
                <item>
                    <title>[{{ humanize .Section }}] {{ .Title }}</title>
                    <link>{{ .Permalink }}</link>
                    <pubDate>{{ dateFormat "Mon, 2 Jan 2006 15:04:05 -0700" .Date }}</pubDate>
                    <guid>{{ .Permalink }}</guid>
                    <enclosure url="{{ .Params.podcast.feed }}" length="1" type="audio/mp3"/>
                    <itunes:author>{{ $.Site.Params.Author }}</itunes:author>
                </item>
                {{ end }}
            </channel>
        </rss>
        """

    static let cases: [RealShowImportCase] = [
        // comptoirsecu/csec-hugo: the feed's guid is `.Permalink`, a `/podcast/:title/` path Hugo
        // urlizes keeping accents and writes escaped; the audio is `podcast: {feed: …}`, a key
        // only the site's template reads. The import made up guids (every episode listed again
        // by podcast apps), an accent-less old URL, and no audio.
        RealShowImportCase(
            name: "Le Comptoir Sécu: the guid and audio its own feed template wrote",
            generator: .hugo,
            files: [
                "config.toml": """
                baseURL = "https://www.comptoirsecu.fr"
                languageCode = "fr-FR"
                title = "Le Comptoir Sécu"
                [params]
                author = "L'équipe du Comptoir Sécu"
                [permalinks]
                podcast = "/podcast/:title/"
                [outputFormats]
                [outputFormats.podcastFeed]
                name = "podcastFeed"
                mediatype = "application/rss"
                Path = "/feed/"
                baseName = "podcast"
                [outputs]
                home = [ "HTML", "podcastFeed"]
                """,
                "layouts/_default/podcast.xml": comptoirFeed,
                "content/podcast/2021-09-29-preparer-reponse-incident.md": """
                ---
                title: "[Épisode 55] Préparer sa réponse à incident"
                date: 2021-09-28
                podcast:
                  feed: https://podcasts.comptoirsecu.fr/CSEC.EP55.2021-09-28.PREPARE_IR.m4a
                categories:
                  - Podcast
                ---

                La réponse à incident, on s'y intéresse souvent trop tard.

                {{< podigee >}}
                """,
                "content/podcast/2013-05-05-episode-1-ssl.md": """
                ---
                title: "Episode 1 - SSL : historique, faiblesses et avenir"
                date: 2013-05-05
                guid: "urn:kept"
                podcast:
                  feed: https://podcasts.comptoirsecu.fr/CSEC.EP1.mp3
                ---

                SSL.

                {{< listen >}}

                ```
                {{< player >}}
                ```
                """,
            ],
            report: [
                "guids kept as the old feed's template (layouts/_default/podcast.xml) wrote them: episodes (1)",
                "audio from the old feed's template's enclosure (layouts/_default/podcast.xml)",
                "Hugo player shortcodes removed (sitegen shows the episode's own player): listen (1), podigee (1)",
                "the old podcast feed's address kept as podcast.feedAliases (the feed is written there too, so "
                    + "subscribers keep getting episodes): /feed/podcast.xml",
            ],
            holds: [
                "site.yml": [
                    "feedAliases:\n  - /feed/podcast.xml",
                    "guid: \(SiteImporter.oldChannelGuid(baseURL: "https://www.comptoirsecu.fr", path: "/feed/podcast.xml"))",
                    // Hugo's `podcast = "/podcast/:title/"`, which keeps the accent-less old URL.
                    "permalinks:\n  episode: /podcast/:title/",
                ],
                "episodes/2021-09-29-preparer-reponse-incident.md": [
                    "guid: https://www.comptoirsecu.fr/podcast/%C3%A9pisode-55-pr%C3%A9parer-sa-r%C3%A9ponse-%C3%A0-incident/",
                    "audio: https://podcasts.comptoirsecu.fr/CSEC.EP55.2021-09-28.PREPARE_IR.m4a",
                    "- /podcast/épisode-55-préparer-sa-réponse-à-incident/",
                ],
                "episodes/2013-05-05-episode-1-ssl.md": [
                    "guid: urn:kept", "{{< player >}}", "audio: https://podcasts.comptoirsecu.fr/CSEC.EP1.mp3",
                ],
            ],
            lacks: [
                "episodes/2021-09-29-preparer-reponse-incident.md": ["podigee"],
                "episodes/2013-05-05-episode-1-ssl.md": ["listen", "aliases:"],
            ]),
        // A theme's template (themes/<theme>/layouts/) under a base URL with a path, a `with`
        // guid falling back to `.RelPermalink | absURL`, and a site template that is no podcast
        // feed (no enclosure), which the import passes over.
        RealShowImportCase(
            name: "a theme's feed template: with .Params.guid, else the permalink under the base path",
            generator: .hugo,
            files: [
                "hugo.toml": "baseURL = \"https://example.org/show/\"\ntitle = \"Show\"\ntheme = \"pod\"\n",
                "layouts/_default/rss.xml": """
                {{ range .Pages }}<item><link>{{ .Permalink }}</link><guid>{{ .Date }}</guid></item>{{ end }}
                """,
                "themes/pod/layouts/_default/list.podcast.xml": """
                <rss><channel>{{- range $i, $ep := where .Site.RegularPages "Section" "episodes" -}}
                <item>
                  <enclosure url="{{ $ep.Params.mp3 | absURL }}" type="audio/mpeg" length="{{ $ep.Params.bytes }}"/>
                  <guid isPermaLink="false">{{- with $ep.Params.guid -}}{{ . }}{{- else -}}{{ $ep.RelPermalink | absURL }}{{- end -}}</guid>
                </item>{{ end }}</channel></rss>
                """,
                "content/episodes/first-one.md":
                    "---\ntitle: First\ndate: 2024-01-01\nmp3: https://cdn.example.org/1.mp3\n---\n\nOne.\n",
                "content/episodes/second.md":
                    "---\ntitle: Second\ndate: 2024-02-01\nmp3: https://cdn.example.org/2.mp3\nguid: \"2\"\n---\n\nTwo.\n",
            ],
            report: [
                "guids kept as the old feed's template (themes/pod/layouts/_default/list.podcast.xml) wrote them: episodes (1)"
            ],
            holds: [
                "episodes/first-one.md": ["guid: https://example.org/show/episodes/first-one/"],
                "episodes/second.md": ["guid: \"2\""],
            ]),
        // `uglyURLs`: Hugo published `/episodes/one.html`, the old URL and the permalink.
        RealShowImportCase(
            name: "uglyURLs: the old address and the guid end in .html",
            generator: .hugo,
            files: [
                "hugo.toml": "baseURL = \"https://example.org/\"\ntitle = \"Show\"\nuglyURLs = true\n",
                "layouts/_default/rss.xml": """
                {{ range .Pages }}<item><enclosure url="{{ .Params.audio }}"/><guid>{{ .Permalink }}</guid></item>{{ end }}
                """,
                "content/episodes/one.md":
                    "---\ntitle: One\ndate: 2024-01-01\naudio: https://cdn.example.org/1.mp3\n---\n\nOne.\n",
            ],
            report: ["guids kept as the old feed's template (layouts/_default/rss.xml) wrote them: episodes (1)"],
            holds: ["episodes/one.md": ["guid: https://example.org/episodes/one.html", "- /episodes/one.html"]]),
        // A template whose guid the import cannot give (the page's date) is named in the report.
        RealShowImportCase(
            name: "a feed template whose guid needs the page's date is named in the report",
            generator: .hugo,
            files: [
                "hugo.toml": "baseURL = \"https://example.org/\"\ntitle = \"Show\"\n",
                "layouts/index.podcast.xml": """
                {{ range .Pages }}<item><enclosure url="{{ .Params.audio }}"/><guid>{{ .Date.Unix }}</guid></item>{{ end }}
                """,
                "content/episodes/one.md":
                    "---\ntitle: One\ndate: 2024-01-01\naudio: https://cdn.example.org/1.mp3\n---\n\nOne.\n",
            ],
            report: [
                "layouts/index.podcast.xml, the old feed's template, writes each item's guid as `{{ .Date.Unix }}`"
            ],
            holds: ["episodes/one.md": ["audio: https://cdn.example.org/1.mp3"]],
            lacks: ["episodes/one.md": ["guid:"]]),
    ]

    @Test("an imported Hugo show keeps what its own feed template wrote", arguments: cases)
    func importAndBuild(_ show: RealShowImportCase) async throws {
        try await show.importAndBuild()
    }

    @Test(
        "Hugo's urlize keeps letters of any script, drops punctuation, hyphenates spaces",
        arguments: [
            ("[Épisode 55] Préparer sa réponse à incident", "épisode-55-préparer-sa-réponse-à-incident"),
            ("Episode 1 - SSL : historique", "episode-1-ssl-historique"),
            ("Hello, World! C++ & Go?", "hello-world-c++-go"),
            ("日本語 の タイトル", "日本語-の-タイトル"),
            ("50%25 off", "50%25-off"),
            ("  leading", "leading"),
        ] as [(String, String)])
    func urlize(_ title: String, _ expected: String) {
        #expect(HugoURLPath(settings: [:]).urlize(title) == expected)
    }

    @Test("uglyURLs, for every section or by section, publishes a page as a .html file")
    func uglyURLs() {
        #expect(
            HugoURLPath(settings: ["uglyurls": true]).uglified("/posts/one/", section: "posts") == "/posts/one.html")
        let bySection = HugoURLPath(settings: ["uglyurls": ["Posts": true, "shows": false]])
        #expect(bySection.uglified("/posts/one/", section: "posts") == "/posts/one.html")
        #expect(bySection.uglified("/shows/one/", section: "shows") == "/shows/one/")
        #expect(HugoURLPath(settings: [:]).uglified("/posts/one/", section: "posts") == "/posts/one/")
        #expect(HugoURLPath(settings: ["uglyurls": true]).uglified("/", section: "") == "/")
    }

    @Test("removePathAccents and disablePathToLower change the path as in Hugo")
    func urlizeSettings() {
        #expect(HugoURLPath(settings: ["removepathaccents": true]).urlize("Épisode à") == "episode-a")
        #expect(HugoURLPath(settings: ["disablepathtolower": true]).urlize("My Title") == "My-Title")
    }

    @Test("a path is written escaped as Go writes a URL's path")
    func escaped() {
        #expect(HugoURLPath.escaped("/podcast/épisode-55/") == "/podcast/%C3%A9pisode-55/")
        #expect(HugoURLPath.escaped("/a%20b/c d/") == "/a%20b/c%20d/")
        #expect(HugoURLPath.escaped("/x_y.z~-$&+,:;=@/") == "/x_y.z~-$&+,:;=@/")
    }
}
