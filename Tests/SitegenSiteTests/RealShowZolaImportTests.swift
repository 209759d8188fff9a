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

/// `sitegen import zola` on the shapes of real Zola shows' repositories: each case is a few files
/// as the named public repository writes them, imported, then built with no errors.
@Suite("sitegen import zola: real shows' repositories", .tags(.slow), .tier(.slow))
struct RealShowZolaImportTests {
    /// WayOfTheCrab/podcast's `templates/rss.xml`, shortened: its channel writes the show's
    /// settings as they are, its items read `[extra]`.
    static let wayOfTheCrabFeed = """
        <?xml version="1.0" encoding="UTF-8"?>
        <rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:content="http://purl.org/rss/1.0/modules/content/">
          <channel>
            <title>The Way of the Crab</title>
            <link>https://wayofthecrab.com/</link>
            <language>en-us</language>
            <copyright>&#169; 2023 The Way of the Crab</copyright>
            <itunes:author>Ecton and ToggleBit</itunes:author>
            <description>
              {{ config.description }}
            </description>
            <itunes:type>serial</itunes:type>
            <itunes:owner>
              <itunes:name>The Way of the Crab</itunes:name>
              <itunes:email>podcast@wayofthecrab.com</itunes:email>
            </itunes:owner>
            <itunes:image
              href="https://wayofthecrab.com/cover-art.png"
            />
            <itunes:category text="Technology">
            </itunes:category>
            <itunes:explicit>false</itunes:explicit>
            {% for page in pages %}
            {% if page.date %}
            <item>
              <link>{{page.permalink}}</link>
              <title>{{ page.title }}</title>
              {% if page.extra.aac_url %}
              <enclosure
                length="{{ page.extra.aac_length }}"
                type="audio/aac"
                url="{{ page.extra.aac_url }}"
              />
              {% endif %}
              {% if page.extra.guid %}
              <guid>{{ page.extra.guid }}</guid>
              {% endif %}
              {% if page.extra.duration %}
              <itunes:duration>{{ page.extra.duration }}</itunes:duration>
              {% endif %}
            </item>
            {% endif %}
            {% endfor %}
          </channel>
        </rss>
        """

    /// An episode of WayOfTheCrab/podcast, `content/episodes/009.md`.
    static let wayOfTheCrabEpisode = """
        +++
        title = "Episode 9: Did you start Steam?"
        description = "Ecton and ToggleBit talk about the Rust projects they've been working on."
        date = "2023-06-30 08:30:00-07:00"

        [extra]
        episode_type = "full"
        guid = "wotc009"
        duration = 3365
        explicit = "false"
        aac_url = "https://files.wayofthecrab.com/way_of_the_crab_009_did_you_start_steam.m4a"
        aac_length = 28225460
        +++

        ## Notes
        """

    /// cbrake/simplepod's `templates/rss.xml`, shortened: each item's guid is its page's permalink.
    static let simplePodFeed = """
        <?xml version="1.0" encoding="UTF-8"?>
        <rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">
            <channel>
                <title>{{ config.title }}</title>
                <link>{{ config.base_url }}</link>
                {% if config.extra.itunes_author %}
                <itunes:author>{{ config.extra.itunes_author }}</itunes:author>
                {% endif %}
                {% set episodes = get_section(path="_index.md") %}
                {% for episode in episodes.pages %}
                <item>
                    <title>{{ episode.title }}</title>
                    <link>{{ episode.permalink }}</link>
                    <guid isPermaLink="true">{{ episode.permalink }}</guid>
                    {% if episode.extra.audio_file %}
                    <enclosure url="{% if config.extra.media_prefix %}{{ config.extra.media_prefix }}{{ episode.extra.audio_file }}{% else %}{{ get_url(path=episode.extra.audio_file) }}{% endif %}"
                        {% if episode.extra.audio_length %}length="{{ episode.extra.audio_length }}"{% else %}length="0"{% endif %}
                        type="audio/mpeg"/>
                    {% endif %}
                </item>
                {% endfor %}
            </channel>
        </rss>
        """

    static let cases: [RealShowImportCase] = [
        // WayOfTheCrab/podcast: its feed is `templates/rss.xml` at /rss.xml (`feed_filename`),
        // whose channel writes the show's author, owner, artwork and type as they are; the import
        // kept neither the feed's address nor those settings.
        RealShowImportCase(
            name: "The Way of the Crab: the old feed's address and the settings its template writes are kept",
            generator: .zola,
            files: [
                "config.toml": """
                title = "The Way of the Crab"
                description = "A podcast where two Rustaceans set out to make a game."
                base_url = "https://wayofthecrab.com"
                compile_sass = true
                build_search_index = true
                generate_feed = true
                feed_filename = "rss.xml"

                [extra]
                # Put all your custom variables here
                """,
                "templates/rss.xml": wayOfTheCrabFeed,
                "content/episodes/_index.md": "+++\nredirect_to = \"/\"\nsort_by = \"date\"\n+++\n",
                "content/episodes/009.md": wayOfTheCrabEpisode,
            ],
            pictures: ["static/cover-art.png"],
            report: [
                "the old podcast feed's address kept as podcast.feedAliases (the feed is written there too, so "
                    + "subscribers keep getting episodes): /rss.xml",
                "settings the site's lack read from templates/rss.xml",
            ],
            holds: [
                "site.yml": [
                    "feedAliases:\n  - /rss.xml", "author: Ecton and ToggleBit", "email: podcast@wayofthecrab.com",
                    "type: serial", "category: Technology",
                ],
                "episodes/episodes-009.md": ["guid: wotc009"],
            ],
            built: ["rss.xml": ["<guid isPermaLink=\"false\">wotc009</guid>"]]),
        // akronymisierbar/akronymisier.bar: Zola 0.19's `generate_feeds` and `feed_filenames =
        // ["feed.xml"]` publish its podcast feed (`templates/feed.xml`) at /feed.xml, where sitegen
        // writes its Atom feed.
        RealShowImportCase(
            name: "Akronymisierbar: the feed at /feed.xml (feed_filenames) is kept, the Atom feed moved",
            generator: .zola,
            files: [
                "config.toml": """
                base_url = "https://akronymisier.bar"
                title = "Akronymisierbar"
                description = "Podcast von und mit Hendrik und Kilian."
                default_language = "de"
                generate_feeds = true
                feed_filenames = ["feed.xml"]
                feed_limit = 1000

                [extra]
                podcast_email = "akronymisierbar@fastmail.com"
                podcast_category = "Technology"
                """,
                "templates/feed.xml": """
                <?xml version="1.0" encoding="UTF-8"?>
                <rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">
                  <channel>
                    <title>{{ config.title }}</title>
                    <itunes:type>episodic</itunes:type>
                    <itunes:owner>
                      <itunes:name>Akronymisierbar</itunes:name>
                      <itunes:email>{{ config.extra.podcast_email }}</itunes:email>
                    </itunes:owner>
                    {% for page in pages %}
                    {% set episode_num = page.slug %}
                    <item>
                      <guid isPermaLink="false">{{ page.extra.guid }}</guid>
                      <title>{{ page.title }}</title>
                      <enclosure length="{{ page.extra.audio_length }}" type="audio/mpeg" url="{{ page.extra.audio_url }}"/>
                    </item>
                    {% endfor %}
                  </channel>
                </rss>
                """,
                "content/episodes/_index.md": "+++\ntitle = \"Episoden\"\nsort_by = \"date\"\n+++\n",
                "content/episodes/022.md": """
                +++
                title = "022 - Rant Bubble"
                date = 2018-08-17
                aliases = ["/022"]

                [extra]
                guid = "6757ae03-814a-40b5-a26f-e0e277de1ce9"
                episode_number = 22
                duration = "01:17:35"
                audio_url = "https://kkw.lol/k/akb/022.mp3"
                audio_length = 65572046
                +++

                Heute mit Gast Florian Gilcher.
                """,
            ],
            report: [
                "podcast.feedAliases (the feed is written there too, so subscribers keep getting episodes): /feed.xml",
                "atomFeed: /atom.xml in site.yml moves that one",
            ],
            holds: ["site.yml": ["feedAliases:\n  - /feed.xml", "atomFeed: /atom.xml", "name: Akronymisierbar"]],
            built: ["feed.xml": ["6757ae03-814a-40b5-a26f-e0e277de1ce9"]]),
        // cbrake/simplepod: the theme's feed (`templates/rss.xml`) gives each item its page's
        // permalink as guid; the import gave the episodes new guids, which podcast apps take for
        // new episodes.
        RealShowImportCase(
            name: "SimplePod: the old feed's permalink guids are kept",
            generator: .zola,
            files: [
                "config.toml": """
                base_url = "https://example.com"
                title = "My Podcast"
                description = "A podcast about amazing topics and interesting conversations"
                generate_feeds = true
                feed_filenames = ["rss.xml"]

                [extra]
                itunes_author = "John Doe"
                itunes_owner_email = "podcast@example.com"
                itunes_category = "Technology"
                """,
                "templates/rss.xml": simplePodFeed,
                "content/_index.md": "+++\ntitle = \"Episodes\"\nsort_by = \"date\"\n+++\n",
                "content/001-welcome.md": """
                +++
                title = "Welcome to My Podcast"
                date = 2024-01-01
                template = "episode/single.html"

                [taxonomies]
                tags = ["introduction"]

                [extra]
                audio_file = "audio/episode-001.mp3"
                duration = "30:45"
                episode_number = 1
                +++

                Welcome to the very first episode.
                """,
                "static/audio/episode-001.mp3": "ID3 not really audio",
            ],
            report: [
                "guids kept as the old feed's template (templates/rss.xml) wrote them",
                "podcast.feedAliases (the feed is written there too, so subscribers keep getting episodes): /rss.xml",
            ],
            holds: ["episodes/001-welcome.md": ["guid: https://example.com/001-welcome/"]],
            built: ["podcast.xml": ["<guid isPermaLink=\"false\">https://example.com/001-welcome/</guid>"]]),
        // not-matthias/apollo (a Zola theme whose example site keeps talks): a talk's recording is
        // `[extra]`'s `video = { link = "…", thumbnail = "…" }`, its slides and organizer beside;
        // the table went to `params:`. (Its thumbnail is a `.webp`; a PNG here.) Its feed is Zola's
        // own Atom feed at /atom.xml (`generate_feed`), which the import moved to /feed.xml.
        RealShowImportCase(
            name: "apollo: a talk's video table gives its video and thumbnail",
            generator: .zola,
            files: [
                "config.toml": """
                base_url = "https://not-matthias.github.io"
                title = "not-matthias"
                build_search_index = true
                generate_feed = true

                taxonomies = [
                    {name = "tags"}
                ]

                [extra]
                toc = true
                favicon = "/icon/favicon.png"
                """,
                "content/talks/_index.md": """
                +++
                title = "Talks"
                sort_by = "date"
                template = "talks.html"
                +++

                A collection of talks and presentations I've given at various conferences and meetups.
                """,
                "content/talks/rust-security-best-practices.md": """
                +++
                title = "Rust Security Best Practices"
                description = "A deep dive into security considerations when writing Rust applications."
                date = 2024-09-15

                [extra]
                video = { link = "https://www.youtube.com/watch?v=dQw4w9WgXcQ", thumbnail = "images/talks/default.png" }
                slides = "https://example.com/slides/rust-security"
                code = "https://github.com/example/rust-security-demos"

                [extra.organizer]
                name = "RustConf 2024"
                link = "https://rustconf.com"
                +++

                This talk covers essential security practices for Rust developers.
                """,
            ],
            pictures: ["static/images/talks/default.png"],
            report: ["the old feed's address kept: atomFeed: /atom.xml in site.yml"],
            holds: [
                "episodes/rust-security-best-practices.md": [
                    "video: https://www.youtube.com/watch?v=dQw4w9WgXcQ", "- /talks/rust-security-best-practices/",
                    "thumbnail: images/talks/default.png",
                ]
            ],
            lacks: ["episodes/rust-security-best-practices.md": ["  video:"]],
            built: [
                "episodes/rust-security-best-practices/index.html": ["dQw4w9WgXcQ"],
                "atom.xml": ["Rust Security Best Practices"],
            ]),
        // yoloinfinity55/zola-mac: each post is a bundle of a YouTube video, its `[extra]` giving
        // `youtube_url`, the narration `audio = "asset.mp3"` beside it, `thumbnail = "asset.jpg"`
        // and `duration = 403` in seconds; `ignored_content` leaves `blog/archive/` out. (Its
        // thumbnail is a JPEG; a PNG here.)
        RealShowImportCase(
            name: "zola-mac: a bundle's audio and thumbnail named relative to it, its duration in seconds",
            generator: .zola,
            files: [
                "config.toml": """
                base_url = "https://yoloinfinity55.github.io/zola-mac/"
                title = "Zola-mac"
                description = "A blog about building beautiful static sites with Zola on macOS."
                compile_sass = false
                build_search_index = false
                ignored_content = ["blog/archive/*.md"]

                taxonomies = [
                    { name = "tags", feed = true }
                ]
                """,
                "content/blog/_index.md": """
                +++
                title = "Blog"
                sort_by = "date"
                paginate_by = 5
                template = "blog.html"
                page_template = "page.html"
                +++

                Welcome to our Zola blog!
                """,
                "content/blog/build-deploy-zola/index.md": """
                +++
                title = "Build/Deply Static Website in 7 Minutes with Zola & Nelify!!"
                date = "2025-11-04"
                summary = "getzola.org"
                tags = ["frontend", "html", "web", "zola", "css"]
                author = "Pierce Alworth"

                [extra]
                youtube_url = "https://www.youtube.com/watch?v=h822l_XCo_k"
                youtube_id = "h822l_XCo_k"
                channel_url = "https://www.youtube.com/channel/UCnBRU_cI7kza3Tgvz2ryE2A"
                duration = 403
                duration_formatted = "6m"
                thumbnail = "asset.png"
                audio = "asset.mp3"
                view_count = 1448
                categories = ["People & Blogs"]
                has_chapters = false
                +++

                ## Listen to the Episode

                <audio controls style="width: 100%;">
                  <source src="asset.mp3" type="audio/mpeg">
                  Your browser does not support the audio element.
                </audio>

                ## Introduction
                """,
                "content/blog/build-deploy-zola/asset.mp3": "ID3 not really audio",
                "content/blog/archive/old.md": "+++\ntitle = \"Old\"\ndate = 2020-01-01\n+++\nIgnored.\n",
            ],
            pictures: ["content/blog/build-deploy-zola/asset.png"],
            report: [
                "imported 1 episodes,",
                "not imported (the settings' ignored_content, which Zola leaves out): blog/archive/old.md",
            ],
            holds: [
                "episodes/build-deploy-zola.md": [
                    "audio: blog/build-deploy-zola/asset.mp3", "video: https://www.youtube.com/watch?v=h822l_XCo_k",
                    "thumbnail: blog/build-deploy-zola/asset.png", "duration: \"6:43\"", "- /blog/build-deploy-zola/",
                ]
            ],
            lacks: ["episodes/build-deploy-zola.md": ["<audio"]]),
        // delta1/pakweight.com (Zola, the apollo theme): its feed, `templates/podcast.xml`, writes
        // each enclosure and guid as `https://pakweight.com/audio/{{ page.extra.file }}.mp3`, from
        // `[extra]`'s `file` (a name, no URL), `length` and `type`; the import found no audio.
        RealShowImportCase(
            name: "The Pakweight Show: the feed template's enclosure and guid, from [extra]'s file",
            generator: .zola,
            files: [
                "config.toml": """
                base_url = "https://pakweight.com"
                title = "THE PAKWEIGHT SHOW"
                description = "This is The Pakweight Show."
                build_search_index = true
                generate_feeds = true
                feed_filenames = ["podcast.xml"]
                compile_sass = true
                taxonomies = [{ name = "tags" }]
                theme = "apollo"

                [extra]
                toc = false
                favicon = "/icon/favicon.png"
                menu = [
                    { name = "episodes", url = "/episodes", weight = 1 },
                ]
                """,
                "templates/podcast.xml": """
                <?xml version="1.0" encoding="UTF-8"?>
                <rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"
                xmlns:podcast="https://podcastindex.org/namespace/1.0"
                xmlns:atom="http://www.w3.org/2005/Atom">
                  <channel>
                    <title>The Pakweight Show</title>
                    <itunes:owner>
                        <itunes:email>info@pakweight.com</itunes:email>
                    </itunes:owner>
                    <itunes:author>The Pakweight Show</itunes:author>
                    <itunes:category text="Society &amp; Culture"><itunes:category text="Relationships" /></itunes:category>
                    <itunes:explicit>true</itunes:explicit>
                    <description>Welcome to The Pakweight Show. We are a group of close friends from South Africa.</description>
                    <itunes:image href="https://pakweight.com/img/podcast.png"/>
                    <language>en-us</language>
                    <podcast:guid>24062ccf-bedd-5f0c-ab35-d6c27e7e9c53</podcast:guid>
                    <podcast:locked>yes</podcast:locked>

                    {%- for page in pages %}
                    <item>
                      <title>{{ page.title }}</title>
                      <description>{{ page.description }}</description>
                      <enclosure url="https://pakweight.com/audio/{{ page.extra.file }}.mp3" type="{{ page.extra.type }}" length="{{ page.extra.length }}"/>
                      <itunes:duration>{{ page.extra.duration }}</itunes:duration>
                      <guid>https://pakweight.com/audio/{{ page.extra.file }}.mp3</guid>
                      <link>{{ page.permalink }}</link>
                    </item>
                    {%- endfor %}

                  </channel>
                </rss>
                """,
                "content/episodes/_index.md": "+++\ntitle = \"Episodes\"\nsort_by = \"date\"\n+++\n",
                "content/episodes/004-give-it-to-ya-raw/index.md": """
                +++
                title = "004 - Give It To Ya Raw"
                date = "2024-10-10"
                description = "Goonz joins us to chat rollerblading, punk in Rustenburg, and perseverance!"

                [taxonomies]
                tags = ["friends","rollerblading","garrett pieters","rustenburg"]

                [extra]
                number = "004"
                file = "004-give-it-to-ya-raw"
                type = "audio/mpeg"
                length = 91288314
                duration = "01:16:04"
                youtube = "L-WKe3pCfqM"
                spotify = "https://open.spotify.com/episode/25kAAIxnTshxT3wizB7ODI"
                fountain = ""
                +++

                In this episode we're joined by Garrett Pieters AKA Goonz.

                You can [download the slides here](slides.pdf), or view the images below.
                """,
                "content/episodes/004-give-it-to-ya-raw/slides.pdf": "%PDF-1.4 not really",
            ],
            pictures: ["static/img/podcast.png"],
            report: [
                "media from the old feed's template's enclosure (templates/podcast.xml): 1 episodes",
                "guids kept as the old feed's template (templates/podcast.xml) wrote them: 1 episodes",
            ],
            holds: [
                "episodes/004-give-it-to-ya-raw.md": [
                    "url: https://pakweight.com/audio/004-give-it-to-ya-raw.mp3", "length: 91288314",
                    "guid: https://pakweight.com/audio/004-give-it-to-ya-raw.mp3", "number: 4",
                    "listen:\n- https://open.spotify.com/episode/25kAAIxnTshxT3wizB7ODI",
                ],
                "site.yml": [
                    "guid: 24062ccf-bedd-5f0c-ab35-d6c27e7e9c53", "locked: true", "author: The Pakweight Show",
                    "email: info@pakweight.com", "subcategory: Relationships",
                ],
            ],
            lacks: ["episodes/004-give-it-to-ya-raw.md": ["file:", "type:", "spotify:"]],
            built: [
                "podcast.xml": ["https://pakweight.com/audio/004-give-it-to-ya-raw.mp3</guid>"],
                "episodes/004-give-it-to-ya-raw/index.html": [
                    #"<a class="listen-link" href="https://open.spotify.com/episode/25kAAIxnTshxT3wizB7ODI">Spotify</a>"#
                ],
            ]),
        // cbrake/simplepod: with `media_prefix` in `[extra]`, an episode's `audio_file` is a name
        // its feed writes after that prefix.
        RealShowImportCase(
            name: "SimplePod: audio_file after the settings' media_prefix",
            generator: .zola,
            files: [
                "config.toml": """
                base_url = "https://example.com"
                title = "My Podcast"
                generate_feeds = true
                feed_filenames = ["rss.xml"]

                [extra]
                media_prefix = "https://media.example.com/audio/"
                itunes_category = "Technology"
                """,
                "templates/rss.xml": simplePodFeed,
                "content/_index.md": "+++\ntitle = \"Episodes\"\nsort_by = \"date\"\n+++\n",
                "content/002-deep-dive.md": """
                +++
                title = "Deep Dive"
                date = 2024-01-08

                [extra]
                audio_file = "episode-002.mp3"
                duration = "45:15"
                +++

                In this episode, we're joined by Dr. Sarah Johnson.
                """,
            ],
            report: [],
            holds: [
                "episodes/002-deep-dive.md": [
                    "https://media.example.com/audio/episode-002.mp3", "guid: https://example.com/002-deep-dive/",
                ]
            ]),
    ]

    @Test("an imported real Zola show builds without errors and keeps what its source had", arguments: cases)
    func importAndBuild(_ show: RealShowImportCase) async throws {
        try await show.importAndBuild()
    }
}
