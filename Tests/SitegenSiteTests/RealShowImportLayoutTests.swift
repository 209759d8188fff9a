import Foundation
import SitegenTestSupport
import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// `sitegen import` on the shapes of real shows' repositories that keep their files where
/// their generator's settings say (Hugo's module mounts), date and name them as those settings
/// say, keep their pages in a section of their own, or write in their feed's template what
/// their settings do not say.
@Suite(
    "sitegen import: real shows' repositories laid out by their settings and feed templates", .tags(.slow), .tier(.slow)
)
struct RealShowImportLayoutTests {
    /// Binaergewitter/serious-bg's settings: the posts in `articles/` and the pages in `pages/`,
    /// mounted into `content/`, dates and names from the files' names.
    static let binaergewitterConfig = """
        baseURL = "https://blog.binaergewitter.de"
        languageCode = "de"
        title = "Binärgewitter"

        [params]
          author = "Binärgewitter Team"
          description = "Ein Podcast, der sich mit dem Web, Technologie und Open Source Software auseinander setzt."

        [permalinks]
          post = "/:year/:month/:day/:slug"
          pages = "/pages/:slug"

        [module]
          [[module.mounts]]
            source = "articles"
            target = "content/post"
          [[module.mounts]]
            source = "pages"
            target = "content/pages"
          [[module.mounts]]
            source = "static"
            target = "static"
          [[module.mounts]]
            source = "static/img"
            target = "static/images"
          [[module.mounts]]
            source = "content"
            target = "content"

        [frontmatter]
          date = [":filename"]
          publishDate = [":filename"]
        """

    /// A post of Binaergewitter/serious-bg's `articles/`.
    static let binaergewitterTalk73 = """
        ---
        layout: post
        title: "Binärgewitter Talk #73 - Störerhaftung as a Service"
        date: 2013-11-08 12:00:00

        comments: true
        categories: talk
        audioformats:
          mp3: https://download.binaergewitter.de/2013-11-07.Binaergewitter.Talk.73.mp3
          ogg: https://download.binaergewitter.de/2013-11-07.Binaergewitter.Talk.73.ogg
          m4a: https://download.binaergewitter.de/2013-11-07.Binaergewitter.Talk.73.m4a
          opus: https://download.binaergewitter.de/2013-11-07.Binaergewitter.Talk.73.opus
        ---
        Wieder mal alle dabei bei der großen Party.
        """

    static let cases: [RealShowImportCase] = [
        // Binaergewitter/serious-bg (Hugo): `[[module.mounts]]` put `articles/` at
        // `content/post` and `pages/` at `content/pages`; the import read only `content/`, and
        // found no episode and none of the pages.
        RealShowImportCase(
            name: "Binärgewitter: folders the settings' module mounts put in content/ are read there",
            generator: .hugo,
            files: [
                "hugo.toml": binaergewitterConfig,
                "articles/2013-11-08-binaergewitter-talk-number-73-stoererhaftung-as-a-service.markdown":
                    binaergewitterTalk73,
                "pages/ueber-uns.markdown": """
                ---
                layout: page
                title: "Über uns"
                slug: "ueber-uns"
                ---

                Binärgewitter ist ein Podcast über Web, Entwicklung und Technologie.
                """,
                "content/podcast_feed/_index.md": "---\ntitle: \"Podcast Feeds\"\n---\n",
            ],
            pictures: ["static/img/binaergewitter_logo_1400x1400.png"],
            report: [
                "imported 1 episodes",
                "read as Hugo's module mounts place them: articles/ as content/post/, pages/ as content/pages/",
                "read as Hugo's module mounts place them: static/img/ as static/images/",
            ],
            holds: [
                "collections/post.md": ["title: Post"],
                "pages/ueber-uns.md": ["title: Über uns", "Binärgewitter ist ein Podcast"],
            ]),
        // Binaergewitter/serious-bg (Hugo): `[frontmatter] date = [":filename"]` dates each post
        // by its file's name and names it by the rest, so its old URL is
        // `/2013/11/08/binaergewitter-talk-number-73-stoererhaftung-as-a-service/`; the import
        // made `:slug` of the title, an old URL it could not keep, and kept the name's date in the slug.
        RealShowImportCase(
            name: "Binärgewitter: [frontmatter] date = [\":filename\"] dates and names a post by its file's name",
            generator: .hugo,
            files: [
                "hugo.toml": binaergewitterConfig,
                "articles/2013-11-08-binaergewitter-talk-number-73-stoererhaftung-as-a-service.markdown":
                    binaergewitterTalk73,
            ],
            report: ["kept 1 old URLs as aliases"],
            holds: [
                "episodes/binaergewitter-talk-number-73-stoererhaftung-as-a-service.md": [
                    "slug: binaergewitter-talk-number-73-stoererhaftung-as-a-service", "date: \"2013-11-08\"",
                    "aliases:\n- /2013/11/08/binaergewitter-talk-number-73-stoererhaftung-as-a-service/",
                ]
            ],
            lacks: ["episodes/binaergewitter-talk-number-73-stoererhaftung-as-a-service.md": ["12:00"]]),
        // Binaergewitter/serious-bg (Hugo): each post's files are `audioformats`, a map of each
        // format's URL, which its player and feed read; the import left them in `params:`, and
        // the episodes had no audio.
        RealShowImportCase(
            name: "Binärgewitter: audioformats, a map of each format's URL, is the episode's audio, MP3 first",
            generator: .hugo,
            files: [
                "hugo.toml": binaergewitterConfig,
                "articles/2013-11-08-binaergewitter-talk-number-73-stoererhaftung-as-a-service.markdown":
                    binaergewitterTalk73,
            ],
            report: ["went to params: comments (1), layout (1)"],
            holds: [
                "episodes/binaergewitter-talk-number-73-stoererhaftung-as-a-service.md": [
                    "audio:\n- https://download.binaergewitter.de/2013-11-07.Binaergewitter.Talk.73.mp3\n"
                        + "- https://download.binaergewitter.de/2013-11-07.Binaergewitter.Talk.73.m4a\n"
                        + "- https://download.binaergewitter.de/2013-11-07.Binaergewitter.Talk.73.ogg\n"
                        + "- https://download.binaergewitter.de/2013-11-07.Binaergewitter.Talk.73.opus\n"
                ]
            ],
            lacks: ["episodes/binaergewitter-talk-number-73-stoererhaftung-as-a-service.md": ["audioformats"]]),
        // sakerhetspodcasten/www-hugo (Hugo, exported from WordPress): the menu's pages are
        // `content/pages/*.md`, each dated as WordPress dated it; the import made the panel's
        // page an episode of a show named Pages, listed with the episodes.
        RealShowImportCase(
            name: "Säkerhetspodcasten: a dated file of a `pages` section is a page, not an episode",
            generator: .hugo,
            files: [
                "config.toml": """
                baseURL = "https://sakerhetspodcasten.se"
                languageCode = "en-us"
                theme = "LoveIt"
                title = "Säkerhetspodcasten"

                [params]
                  description = "Säkerhetspodcasten - Sveriges första? podcast om IT-säkerhet"
                """,
                "content/posts/pilot.md": """
                ---
                date: '2012-11-01T12:35:13'
                lastmod: '2018-09-26T08:35:29'
                tags:
                - tema
                title: "S\\xE4kerhetspodcasten avs. 1 - Pilot"
                ---
                ## Lyssna

                [iTunes](https://itunes.apple.com/se/podcast/sakerhetspodcasten/id576469997?l=en)  \\| \
                [mp3](http://traffic.libsyn.com/sakerhetspodcasten/Sakerhetspodcasten_1_-_Pilot.mp3)

                ## Innehåll

                Pilotavsnitt.
                """,
                "content/pages/panelen.md": """
                ---
                date: '2012-11-06T09:21:59'
                lastmod: '2018-11-19T08:51:54'
                title: Panelen
                ---
                ## Möt Säkerhetspodcastpanelen!

                ## Rikard Bodforss
                Följ Rikard på [@rbodforss](http://twitter.com/rbodforss)
                """,
            ],
            report: [
                "imported 1 episodes, 1 collections, 1 pages",
                "files of a `pages` section imported as pages: content/pages/panelen.md",
            ],
            holds: [
                "pages/panelen.md": ["title: Panelen", "aliases:\n- /pages/panelen/", "## Rikard Bodforss"],
                "episodes/pilot.md": [
                    "title: Säkerhetspodcasten avs. 1 - Pilot",
                    "audio: http://traffic.libsyn.com/sakerhetspodcasten/Sakerhetspodcasten_1_-_Pilot.mp3",
                ],
            ]),
        // Binaergewitter/serious-bg (Hugo): its feed template opens each guid with an action in
        // the tag (`<guid{{ if .Params.release }} isPermaLink="false"{{ end }}>`); the import
        // did not find the guid, gave the episodes new ones, and said nothing.
        RealShowImportCase(
            name: "Binärgewitter: a guid whose start tag holds an action keeps what the old feed wrote",
            generator: .hugo,
            files: [
                "hugo.toml": binaergewitterConfig,
                "articles/2013-11-08-binaergewitter-talk-number-73-stoererhaftung-as-a-service.markdown":
                    binaergewitterTalk73,
                "layouts/_default/podcast_feed.rss.xml": """
                <rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">
                  <channel>
                    <title>{{ .Site.Title }} - {{ .Title }}</title>
                    {{ $pages := where .Site.RegularPages "Section" "post" }}
                    {{ $codec := .Params.codec | default "mp3" }}
                    {{ range $pages }}
                    <item>
                      <title>{{ .Title }}</title>
                      <link>{{ .Permalink | strings.TrimSuffix "/" }}</link>
                      <guid{{ if .Params.release }} isPermaLink="false"{{ end }}>\
                {{ .Permalink | strings.TrimSuffix "/" }}{{ with .Params.release }}-{{ . }}{{ end }}</guid>
                      {{ $audioFormats := .Params.audioformats }}
                      {{ if $audioFormats }}
                        {{ $url := index $audioFormats $codec }}
                        <enclosure url="{{ $url }}" length="0" type="audio/{{ $codec }}" />
                      {{ end }}
                    </item>
                    {{ end }}
                  </channel>
                </rss>
                """,
            ],
            report: ["guids kept as the old feed's template (layouts/_default/podcast_feed.rss.xml) wrote them"],
            holds: [
                "episodes/binaergewitter-talk-number-73-stoererhaftung-as-a-service.md": [
                    "guid: https://blog.binaergewitter.de/2013/11/08/binaergewitter-talk-number-73-stoererhaftung-as-a-service\n"
                ]
            ]),
        // Binaergewitter/serious-bg (Hugo): the feed template writes the owner, the category and
        // the artwork as they are (`<itunes:email>info@binaergewitter.de</itunes:email>`,
        // `{{ "img/binaergewitter_logo_1400x1400.png" | absURL }}`), and the settings name none
        // of them; the import made up an owner's address and a category.
        RealShowImportCase(
            name: "Binärgewitter: the owner, category and artwork the feed template writes as they are are the show's",
            generator: .hugo,
            files: [
                "hugo.toml": binaergewitterConfig + "\n[taxonomies]\n  category = \"categories\"\n",
                "articles/2013-11-08-binaergewitter-talk-number-73-stoererhaftung-as-a-service.markdown":
                    binaergewitterTalk73,
                "layouts/_default/podcast_feed.rss.xml": """
                <rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">
                  <channel>
                    <title>{{ .Site.Title }} - {{ .Title }}</title>
                    <description>{{ .Site.Params.description }}</description>
                    <itunes:author>{{ .Site.Params.author }}</itunes:author>
                    <itunes:subtitle>Web, Technologie und OpenSource Software</itunes:subtitle>
                    <itunes:explicit>no</itunes:explicit>
                    <itunes:image href="{{ "img/binaergewitter_logo_1400x1400.png" | absURL }}" />
                    <itunes:category text="Technology" />
                    <itunes:owner>
                      <itunes:name>Binärgewitter Crew</itunes:name>
                      <itunes:email>info@binaergewitter.de</itunes:email>
                    </itunes:owner>
                    {{ range where .Site.RegularPages "Section" "post" }}
                    <item>
                      <title>{{ .Title }}</title>
                      <guid>{{ .Permalink }}</guid>
                      <enclosure url="{{ index .Params.audioformats "mp3" }}" length="0" type="audio/mp3" />
                    </item>
                    {{ end }}
                  </channel>
                </rss>
                """,
            ],
            pictures: ["static/img/binaergewitter_logo_1400x1400.png"],
            report: [
                "settings the site's lack read from layouts/_default/podcast_feed.rss.xml, the old feed's template, "
                    + "which writes them as they are: itunes_category, itunes_explicit, itunes_image, "
                    + "itunes_owner_email, itunes_owner_name"
            ],
            holds: [
                "site.yml": [
                    "category: Technology", "image: img/binaergewitter_logo_1400x1400.png",
                    "owner:\n    email: info@binaergewitter.de\n    name: Binärgewitter Crew",
                ]
            ],
            lacks: ["site.yml": ["placeholder", "podcast@"]]),
        // alexcash/comictalkshow (Jekyll): the feed template names three categories,
        // `Games &amp; Hobbies` (with `Hobbies`), `Literature` and `Society &amp; Culture`; the
        // import kept the first, as sitegen's feed names one, and said nothing of the others.
        RealShowImportCase(
            name: "Comic Talk: the old feed's categories after the first are named as left out",
            generator: .jekyll,
            files: [
                "_config.yml": """
                url: http://www.comictalkshow.com
                +domain: comictalkshow.com

                permalink: /:year/:month/:day/:title
                """,
                "_posts/2013-04-29-e02.md": """
                ---
                layout: episode
                date: 2013-04-29 12:00:00
                title: "02: Fire and Ice"
                duration: "01:13:33"
                length: 53000857
                link: http://s3-us-west-2.amazonaws.com/comictalk/cts02.mp3
                description: Alex and Jared discuss the death of superman.
                ---

                Alex and Jared discuss the death of superman.
                """,
                "podcast.xml": """
                ---
                layout: nil
                ---

                <?xml version="1.0" encoding="UTF-8"?>
                <rss xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" version="2.0">
                <channel>
                <title>Comic Talk</title>
                <itunes:author>Jared Cash &amp; Alex Cash</itunes:author>
                <itunes:owner>
                <itunes:name>Alex Cash</itunes:name>
                <itunes:email>show@comictalkshow.com</itunes:email>
                </itunes:owner>
                <itunes:category text="Games &amp; Hobbies" >
                <itunes:category text="Hobbies" />
                </itunes:category>
                <itunes:category text="Literature" />
                <itunes:category text="Society &amp; Culture" />
                 {% for post in site.posts limit:10 %}
                 <item>
                 <title>{{ post.title }}</title>
                 <enclosure url="{{ post.link }}" length="{{ post.length }}" type="audio/mpeg" />
                 <guid>{{ post.link }}</guid>
                 </item>
                 {% endfor %}
                </channel>
                </rss>
                """,
            ],
            report: [
                "the old feed's other categories left out (sitegen's feed names one category): "
                    + "Literature, Society & Culture"
            ],
            holds: ["site.yml": ["category: Leisure", "subcategory: Hobbies"]],
            lacks: ["site.yml": ["itunes_other_categories"]]),
    ]

    @Test("an imported real show builds without errors and keeps what its source had", arguments: cases)
    func importAndBuild(_ show: RealShowImportCase) async throws {
        try await show.importAndBuild()
    }
}
