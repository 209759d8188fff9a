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

/// `sitegen import` on the shapes of real shows' repositories that keep their feed as a file
/// written by hand, name their files for a language, write their media links without a scheme,
/// or date their episodes with a theme's own key.
@Suite("sitegen import: real shows' hand-kept feeds, language files and theme keys", .tags(.slow), .tier(.slow))
struct RealShowImportFeedFileTests {
    static let cases: [RealShowImportCase] = [
        // geeksinprogress/site (Hugo): the feed podcast apps know is `static/podcast.xml`, written
        // by hand, whose items' guids (`s01e33`) are none the site's pages or templates say; the
        // import left the file out (the build writes its feed there) and the guids with it, so apps
        // would have taken every episode for a new one.
        RealShowImportCase(
            name: "Geeks in Progress: the guids of a hand-kept static/podcast.xml are the episodes'",
            generator: .hugo,
            files: [
                "config.yaml": """
                baseurl: "http://geeksinprogress.com/"
                languageCode: "en-us"
                title: "Geeks in Progress"
                theme: "hestia-pure"
                metaDataFormat: "yaml"
                params:
                  description: "Join us biweekly for discussions on recent news in gaming, game development and geek culture."
                  image: /cover.jpg
                """,
                "content/episodes/episode-33.md": """
                ---
                title: "This Podcast is Worth...One Quarter Portion!"
                date: 2016-02-01T05:00:00Z
                draft: false
                podcast: http://files.podcast.geeksinprogress.com/files/podcasts/1/s01e33_OneQuarterPortion.mp3
                episode: 33
                image: "http://geeksinprogress.com/files/podcasts/covers/s01e33_cover.jpg"
                tags: ["Star Wars", "The Force Awakens"]
                ---

                The Sunshine and Frank Podcast is now the Geeks in Progress Podcast!
                """,
                "content/episodes/episode-37.md": """
                ---
                title: "We're Not a Console...Yet..."
                date: 2016-04-05T05:00:00Z
                draft: false
                podcast: http://files.podcast.geeksinprogress.com/files/podcasts/1/s01e37_WereNotAConsoleYet.mp3
                episode: 37
                ---

                Batman fights Superman.
                """,
                "layouts/episodes/rss.xml": """
                <?xml version="1.0" encoding="UTF-8"?>
                <rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">
                \t<channel>
                    <title>Arrested DevOps</title>
                    <link>{{ .Permalink }}</link>
                    {{ range first 50 .Pages }}
                    {{ if eq .Type "episodes"}}
                    <item>
                      <title>{{ .Params.episode }} - {{ title .Title }}</title>
                      <enclosure url="{{ .Params.podcast }}" length="{{ .Params.podcast_bytes}}" type="audio/x-m4a" />
                      <guid>{{ .Params.podcast }}</guid>
                      <link>{{ .Permalink }}</link>
                      <itunes:duration>{{ .Params.podcast_duration}}</itunes:duration>
                    </item>
                    {{ end }}
                    {{ end }}
                  </channel>
                </rss>
                """,
                "static/podcast.xml": """
                <?xml version="1.0" encoding="UTF-8"?>
                <rss version="2.0"
                \txmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"
                \txmlns:atom="http://www.w3.org/2005/Atom">
                \t<channel>
                \t\t<atom:link href="http://feeds.podtrac.com/NVcmZ5ud_yM1" rel="self" type="application/rss+xml" />
                \t\t<title>Geeks in Progress</title>
                \t\t<link>http://geeksinprogress.com/</link>
                \t\t<itunes:author>Geeks in Progress</itunes:author>
                \t\t<itunes:explicit>yes</itunes:explicit>

                \t\t<item> <!-- EPISODE 37  -->
                \t\t\t<title>We're Not a Console...Yet...</title>
                \t\t\t<enclosure url="http://geeksinprogress.com/files/podcasts/1/s01e37_WereNotAConsoleYet.mp3" length="76816178" type="audio/mpeg"/>
                \t\t\t<guid>http://geeksinprogress.com/files/podcasts/1/s01e37_WereNotAConsoleYet.mp3</guid>
                \t\t\t<pubDate>Mon, 5 April 2016 00:00:00 EST</pubDate>
                \t\t\t<itunes:duration>1:46:33</itunes:duration>
                \t\t</item>

                \t\t<item> <!-- EPISODE 33  -->
                \t\t\t<title>This Podcast is Worth...One Quarter Portion!</title>
                \t\t\t<enclosure url="http://geeksinprogress.com/files/podcasts/1/s01e33_OneQuarterPortion.mp3" length="46654446" type="audio/mpeg"/>
                \t\t\t<guid>s01e33</guid>
                \t\t\t<pubDate>Mon, 1 Feb 2016 00:00:00 EST</pubDate>
                \t\t\t<itunes:duration>1:36:56</itunes:duration>
                \t\t</item>

                \t\t<!-- EPISODE 11  -->
                \t\t<!-- We lost this episode. Ooops.-->
                \t</channel>
                </rss>
                """,
            ],
            report: [
                "guids kept as the feed kept by hand at /podcast.xml gave them (its item of the same media file): episodes (2)"
            ],
            holds: [
                "episodes/episode-33.md": ["guid: s01e33", "number: 33"],
                "episodes/episode-37.md": [
                    "guid: http://geeksinprogress.com/files/podcasts/1/s01e37_WereNotAConsoleYet.mp3"
                ],
            ],
            built: ["podcast.xml": [">s01e33</guid>"]]),
        // yradunchev/govorenefekt.net (Hugo, "Тоз дебел човек"): a Bulgarian site whose only
        // title is its language's (`[languages.bg] title`, `DefaultContentLanguage = "bg"`), whose
        // episodes are named for their language (`0100.bg.md`, published at /episodes/0100/), with
        // `link` the audio, `length`, `duration` in seconds, `keywords`, and `draft: fasle`, which
        // Hugo reads as not a draft.
        RealShowImportCase(
            name: "Тоз дебел човек: a file named for its language (0100.bg.md) is the episode 0100",
            generator: .hugo,
            files: [
                "config.toml": """
                baseurl = "https://yradunchev.github.io/tfg/"
                languageCode = "bg-bg"
                theme = "terminal"
                DefaultContentLanguage = "bg"
                paginate = 4
                publishDir = "docs"

                [params]
                  RSSLink = "index.xml"
                  contentTypeName = "episodes"

                [languages]
                  [languages.en]
                    title = "That Fat Guy"
                    subtitle = "A simple, retro theme for Hugo"

                  [languages.bg]
                    title = "Тоз дебел човек"
                    subtitle = "един дебел говори за ядене"
                """,
                "content/episodes/0100.bg.md": """
                ---
                title: "0100: Тоз дебел човек..."
                date:  2019-04-14T21:17:56+0300
                description: |
                  Кой е тоз дебелия човек и за какво се бори?
                filename: introshort
                link: http://ep.thatfatguybg.com/s01/introshort.mp3
                length: 123
                keywords: its only words
                duration: 123
                season: 1
                episode: 1
                type: ep
                author: Yordan Radunchev
                draft: fasle
                ---
                {{< audiobox >}}

                [RSS]( /episodes/index.xml )
                """,
                "content/about.bg.md": "---\ntitle: \"За мен\"\n---\n\nЕдин дебел говори за ядене.\n",
                "content/about.en.md": "---\ntitle: \"About\"\n---\n\nA fat guy talks about food.\n",
                "layouts/shortcodes/audiobox.html": """
                <audio style="width:100%;" controls>
                \t<source src="http://ep.thatfatguybg.com/s01/{{.Page.Params.filename }}.mp3" type="audio/mpeg" />
                </audio>
                """,
            ],
            report: [
                "imported 1 episodes, 1 collections, 1 pages",
                "not imported, pages in another language than the site's bg (a sitegen site has one language): "
                    + "content/about.en.md",
            ],
            holds: [
                "site.yml": ["title: Тоз дебел човек", "language: bg"],
                "pages/about.md": ["title: За мен", "Един дебел говори за ядене."],
                "episodes/episodes-0100.md": [
                    "url: http://ep.thatfatguybg.com/s01/introshort.mp3", "length: 123", "season: 1", "number: 1",
                    "aliases:\n- /episodes/0100/", "tags:\n- its only words",
                ],
            ],
            lacks: ["episodes/episodes-0100.md": ["draft: true"]]),
        // FromCodeToProd/fromcodetoprod.com (Hugo): the audio is `link`, written without its
        // scheme (`cdn.fromcodetoprod.com/episodes/001.mp3`, the host of the show's CDN), the
        // episode in a year's folder, dated with a space before the time and a zone, `episode`
        // a text with zeros.
        RealShowImportCase(
            name: "From Code to Prod: link, length and duration of an episode in a year's folder",
            generator: .hugo,
            files: [
                "config.yaml": """
                ---
                baseURL: https://fromcodetoprod.com/
                languageCode: en-us
                title: From Code to Prod

                theme: hyde-hyde
                """,
                "content/episodes/2019/11-27-001.md": """
                +++
                date = "2019-11-27 19:00:00 +0200"
                draft = true
                episode = "001"
                title = "Test"
                link = "cdn.fromcodetoprod.com/episodes/001.mp3"
                length = 26005755
                duration = 3852
                lang = "en"
                +++

                ## Topics

                - Topic 1

                ## Hosts and guests

                This episode is hosted by [Elena](https://twitter.com/webdeva) and [Alexey](https://twitter.com/paaleksey).
                """,
                "layouts/episodes/rss.xml": """
                <rss xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" version="2.0">
                    <channel>
                        <title>{{ .Title }}</title>
                        <itunes:category text="Technology" />
                        {{ range .Pages }}
                        {{ if eq .Lang $.Lang }}
                        <item>
                            <title>{{ .Date }}</title>
                            <enclosure url="{{ .Params.link }}" length="{{ .Params.length}}" type="audio/mpeg" />
                            <guid>{{ .Params.link }}</guid>
                            <itunes:duration>{{ .Params.duration }}</itunes:duration>
                            <link>{{ .Permalink }}</link>
                        </item>
                        {{ end }}
                        {{ end }}
                  </channel>
                </rss>
                """,
            ],
            report: ["imported 1 episodes"],
            holds: [
                "episodes/11-27-001.md": [
                    "draft: true", "number: 1", "length: 26005755", "duration: \"1:04:12\"",
                    "guid: cdn.fromcodetoprod.com/episodes/001.mp3",
                ]
            ]),
        // gallo-s-chingon/tokyo-mistakes (Hugo, S Chingon's site and theme): an episode's date is
        // `created` (`"2025-10-27_15:04:05-0700"`, as the theme's archetype writes it), which its
        // feed template reads as the item's pubDate; its audio `audioUrl`, `audioFileSize` and
        // `audioType`, its number `episodeNumber`, its picture `featuredImage`.
        RealShowImportCase(
            name: "S Chingon: created, the date the theme's feed gives an episode, is its date",
            generator: .hugo,
            files: [
                "config.yaml": """
                baseURL: "https://schingon.com"
                languageCode: "en-us"
                title: "S Chingon"
                theme: "tokyo-mistakes"
                params:
                  author: "Gallo Chingon"
                  description: "From Army veteran to kink educator."
                  podcast:
                    name: "S Chingon"
                """,
                "content/episodes/sugar-lips.md": """
                ---
                title: "Sugar Lips"
                created: "2021-10-25_20:15:00-0500"
                updated: ""
                draft: false
                episodeNumber: 3
                season: 1
                episodeType: "full"
                podcast: ""
                host: "Gallo Chingon"
                guests: ["Sugar Lips"]
                featuredImage: ""
                audioUrl: "https://media.example.org/sugar-lips.mp3"
                audioFileSize: 23456789
                audioType: "audio/mpeg"
                duration: "41:12"
                tags: []
                summary: "Sugar Lips, a one time plaything, and I talk about her situationships"
                ---

                Today I chat with Sugar Lips.
                """,
                "layouts/episodes/rss.xml": """
                {{- $podcast := .Site.Params.podcast -}}
                <rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">
                  <channel>
                    <title>{{ $podcast.name | default .Site.Title }}</title>
                    {{- range where .Site.RegularPages "Type" "episodes" -}}
                      {{- $params := .Params -}}
                      <item>
                        <title>{{ .Title }}</title>
                        {{- if $params.created -}}
                          {{- $dateStr := substr $params.created 0 10 -}}
                          {{- $date := time.AsTime $dateStr -}}
                          <pubDate>{{ $date.Format "Mon, 02 Jan 2006 15:04:05 -0700" }}</pubDate>
                        {{- else -}}
                          <pubDate>{{ .PublishDate.Format "Mon, 02 Jan 2006 15:04:05 -0700" }}</pubDate>
                        {{- end -}}
                        <guid isPermaLink="true">{{ .Permalink }}</guid>
                        {{- with $params.audioUrl -}}
                          {{- $audioFileSize := $params.audioFileSize | default 0 -}}
                          <enclosure url="{{ . }}" length="{{ $audioFileSize }}" type="{{ $params.audioType | default "audio/mpeg" }}" />
                        {{- end -}}
                        {{- with $params.episodeNumber -}}
                          <itunes:episode>{{ . }}</itunes:episode>
                        {{- end -}}
                      </item>
                    {{- end -}}
                  </channel>
                </rss>
                """,
            ],
            report: ["imported 1 episodes"],
            holds: [
                "episodes/sugar-lips.md": [
                    "date: 2021-10-25", "url: https://media.example.org/sugar-lips.mp3", "length: 23456789",
                    "number: 3", "guid: https://schingon.com/episodes/sugar-lips/",
                ]
            ],
            lacks: ["episodes/sugar-lips.md": ["date: 1970", "params:\n  created"]]),
        // EmacsTalk/emacstalk.github.io (Hugo): the episodes are Org-mode files (`005.org`), their
        // front matter Org keywords (`#+TITLE:`, `#+DATE:`, `#+PODCAST_MP3:`), which Hugo reads as
        // it reads Markdown's; the import copied them as files of the site and imported no episode.
        RealShowImportCase(
            name: "EmacsTalk: an Org-mode episode's keywords and body are the episode's",
            generator: .hugo,
            files: [
                "config.toml": """
                baseURL = "https://emacstalk.github.io"
                languageCode = "zh-cn"
                defaultContentLanguage = "en"
                hasCJKLanguage = true
                title = "EmacsTalk"
                theme = "zen"

                [author]
                    name = "写代码的西瓜"
                    email = "emacstalk@liujiacai.net"

                [params]
                    description = "EmacsTalk 是一档专注在 Emacs 社区的程序员闲聊节目。"
                    [params.podcast]
                        image = "logo3000.png"
                        lang = "zh-cn"
                        author = "写代码的西瓜"
                        [params.podcast.category]
                            name = "Technology"
                        [params.podcast.owner]
                            name = "写代码的西瓜"
                            email = "jiacai2050@gmail.com"
                """,
                "content/podcast/005.org": """
                #+TITLE: 005. 与 Emacs 高手陈斌闲聊 Emacs
                #+DATE: 2021-07-23T20:30:47+08:00
                #+PODCAST_MP3: https://res.wx.qq.com/voice/getvoice?mediaid=MzA4NDU1NTg2Nl8zMDQ4MjQzMzk=
                #+PODCAST_DURATION: 01:21:56
                #+PODCAST_LENGTH: 39328365
                #+PODCAST_IMAGE_SRC: guests/chenbin.png
                #+PODCAST_IMAGE_ALT: chenbin

                * 概要
                本期节目请来了一位使用 Emacs 近十年的资深用户[[https://blog.binchen.org/][陈斌]]。

                * 本期人物
                - 主播：[[https://liujiacai.net/][西瓜]]
                - 嘉宾：[[http://blog.binchen.org/][陈斌]]

                ** 时间轴
                - 00:00:42 嘉宾自我介绍
                - 片尾音乐：https://music.163.com/#/song?id=1380302523
                """,
                "content/about.org": "#+TITLE: 关于\n\nEmacsTalk 是一档专注在 Emacs 社区的程序员闲聊节目。\n",
                "layouts/podcast/rss.xml": """
                <rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">
                  <channel>
                    <title>{{ .Site.Params.Podcast.Title | default .Site.Title }}</title>
                    {{ range .Pages }}
                    <item>
                      <title>{{ .Title }}</title>
                      <guid>{{ .Permalink }}</guid>
                      <enclosure url="{{.Params.podcast_mp3}}" type="audio/mpeg" length='{{ .Params.podcast_length }}'/>
                      {{ with .Params.podcast_duration}}<itunes:duration>{{ . }}</itunes:duration>{{end}}
                    </item>
                    {{ end }}
                  </channel>
                </rss>
                """,
            ],
            pictures: ["assets/guests/chenbin.png", "assets/logo3000.png"],
            report: ["imported 1 episodes", "Org-mode files read as Markdown"],
            holds: [
                "episodes/podcast-005.md": [
                    "title: 005. 与 Emacs 高手陈斌闲聊 Emacs", "date: \"2021-07-23T20:30:47+08:00\"",
                    "thumbnail: guests/chenbin.png",
                    "url: https://res.wx.qq.com/voice/getvoice?mediaid=MzA4NDU1NTg2Nl8zMDQ4MjQzMzk=",
                    "length: 39328365", "duration: \"1:21:56\"", "guid: https://emacstalk.github.io/podcast/005/",
                    "# 概要", "[陈斌](https://blog.binchen.org/)", "- 主播：[西瓜](https://liujiacai.net/)",
                    "## 时间轴",
                ],
                "pages/about.md": ["title: 关于"],
            ],
            lacks: ["episodes/podcast-005.md": ["#+", "[["]],
            built: ["episodes/podcast-005/index.html": ["<a href=\"https://blog.binchen.org/\">陈斌</a>"]]),
        // netzbegruenung/podcast.netzbegruenung.de (Hugo, the zen theme's podcast feed): the
        // episode's media is a `podcast:` object (`mp3`, `mp3Size` as text, `duration`,
        // `episode`, `season`, `image.src` a picture of `assets/`), the show's settings
        // `params.podcast` (`category.name`, `owner.name`/`owner.email`, `lang`, `type`).
        RealShowImportCase(
            name: "Der Netzbegrünung Podcast: the zen theme's podcast object and params.podcast",
            generator: .hugo,
            files: [
                "config.yaml": """
                baseURL: "https://podcast.netzbegruenung.de"
                defaultContentLanguage: de-de
                languageCode: de-de
                title: Der Netzbegrünung Podcast
                theme: zen
                author:
                  name: Netzbegrünung
                  email: marian@sendung.de

                params:
                  contact: marian@sendung.de
                  description: "Der Podcast von, mit und über Netzbegrünung für alle GRÜNEN."
                  podcast:
                    title: Der Netzbegrünung Podcast
                    description: >
                      Beim Netzbegrünung Podcast dreht sich alles um die digitalen Dienste von Netzbegrünung.
                    image: cover_1400px.png
                    category:
                      name: Technology
                    explicit: false
                    author: Netzbegrünung
                    owner:
                      name: Netzbegrünung
                      email: marian@sendung.de
                    lang: de-de
                    type: episodic
                    preload: metadata
                """,
                "content/podcast/001.md": """
                ---
                title: "Folge 1 – Chatbegrünung aus Nutzer:innensicht"
                description: Marian und Nico sprechen über Chatbegrünung, Neuigkeiten und Feedback.
                date: "2020-01-17T09:00:00Z"
                slug: 1-chatbegruenung-aus-nutzer-innensicht
                # tags:
                podcast:
                  mp3: "https://storage.googleapis.com/netzbegruenung-podcast-assets/episodes/001/nb_podcast_001_44khz_16bit_128kbit_cbr.mp3"
                  duration: "1:53:38"
                  mp3Size: "108860317"
                  mp3SizeFriendly: 104 MB
                  episode: 1
                  episodeType: full
                  season: 1
                  image:
                    src: cover_1400px.png
                    alt: Netzbegrünung Logo
                    width: 250
                ---

                Wenn Euch das Gefühl beschleicht, dass für Euren Ortsverband eine bessere Lösung gefunden werden muss.

                ## Inhaltsverzeichnis

                -\t`0:00:41`\t– Begrüßung
                -\t`0:01:43`\t– Nico Ach
                """,
            ],
            pictures: ["assets/cover_1400px.png"],
            report: ["imported 1 episodes"],
            holds: [
                "episodes/1-chatbegruenung-aus-nutzer-innensicht.md": [
                    "length: 108860317", "duration: \"1:53:38\"", "number: 1", "season: 1",
                    "thumbnail: cover_1400px.png",
                    "aliases:\n- /podcast/1-chatbegruenung-aus-nutzer-innensicht/",
                ],
                "site.yml": [
                    "category: Technology", "email: marian@sendung.de", "type: episodic", "explicit: false",
                    "language: de",
                ],
            ],
            lacks: ["episodes/1-chatbegruenung-aus-nutzer-innensicht.md": ["mp3Size: "]]),
        // jordanmoconnor/riverchurch (Jekyll, River Rochester): the sermons are a collection whose
        // audio and video are lists of one (`audio_id: [https://…mp3]`, `video_id: [YouTube id]`),
        // `[none]` by the settings' defaults; the feed template (`_layouts/podcast.xml`) gives a
        // sermon whose `audio_id[0]` is not "none" that URL as guid and enclosure.
        RealShowImportCase(
            name: "River Rochester: a sermon's audio_id and video_id, lists of one, are its audio and video",
            generator: .jekyll,
            files: [
                "_config.yml": """
                ---
                title: River Rochester
                timezone: America/New_York
                collections:
                  sermons:
                    title: Sermons
                    output: true
                defaults:
                - scope:
                    path: ''
                    type: sermons
                  values:
                    layout: sermon
                    image: 'https://riverrochester.com/uploads/RIVERxchurch-1.jpg'
                    video_id:
                    - none
                    audio_id:
                    - none
                    verses:
                    - none
                    summary: Check us out online at https://riverrochester.com!
                description: We are a church located in Brockport, NY.
                url: https://riverrochester.com
                baseurl:
                email: contact@riverrochester.com
                permalink: none
                """,
                "_sermons/2016-7-15-entrusted.markdown": """
                ---
                title: Keeping what God has Entrusted to You | The Heart of a Giver | The Will Of
                  God
                date: 2016-07-14 20:00:00 -04:00
                categories:
                - media
                layout: sermon
                video_id:
                - bZEUV2OcrF0
                audio_id:
                - https://a.clyp.it/irye0gy4.mp3
                verses:
                - none
                ---

                """,
                "podcast.xml": "---\nlayout: podcast\n---\n",
                "_layouts/podcast.xml": """
                <?xml version="1.0" encoding="UTF-8"?>
                <rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">
                  <channel>
                    <title>{{ site.title | xml_escape }}</title>
                    <itunes:author>River Rochester</itunes:author>
                    <itunes:owner>
                           <itunes:name>River Rochester</itunes:name>
                           <itunes:email>contact@riverrochester.com</itunes:email>
                    </itunes:owner>
                    <itunes:explicit>No</itunes:explicit>
                    <itunes:category text="Religion &amp; Spirituality">
                    <itunes:category text="Christianity"/>
                    </itunes:category>
                    {% for sermon in site.sermons %}
                      {% if sermon.audio_id[0] != "none" %}
                      <item>
                        <title>{{ sermon.title | xml_escape }}</title>
                        <pubDate>{{ sermon.date | date_to_rfc822 }}</pubDate>
                        <guid>{{ sermon.audio_id }}</guid>
                        <enclosure url="{{ sermon.audio_id }}" type="audio/mpeg" length="1" />
                      </item>
                      {% endif %}
                    {% endfor %}
                  </channel>
                </rss>
                """,
            ],
            report: ["imported 1 episodes"],
            holds: [
                "episodes/entrusted.md": [
                    "https://a.clyp.it/irye0gy4.mp3", "video: https://www.youtube.com/watch?v=bZEUV2OcrF0",
                    "guid: https://a.clyp.it/irye0gy4.mp3",
                ],
                "site.yml": ["category: Religion & Spirituality", "subcategory: Christianity"],
            ],
            lacks: ["episodes/entrusted.md": ["audio_id", "video_id"]]),
        // RustTalk/rusttalk.github.io (Hugo, Org mode): an episode's audio is named by no key; its
        // feed's item writes `podcast_mp3` where an episode gives it, else a URL made of the
        // settings' `mp3Root` and the file's name (`urls.JoinPath .Site.Params.mp3Root "RustTalk"
        // .File.BaseFileName` then `.mp3`); the import read the first enclosure alone, found no
        // URL and imported the episodes without audio.
        RealShowImportCase(
            name: "RustTalk: the enclosure of a feed item's else branch, urls.JoinPath of mp3Root, is the audio",
            generator: .hugo,
            files: [
                "config.toml": """
                baseURL = "https://rusttalk.github.io"
                languageCode = "zh-cn"
                defaultContentLanguage = "zh-cn"
                hasCJKLanguage = true
                title = "RustTalk"
                theme = "zen"
                pagination.pagerSize = 10

                [params]
                    mp3Root = "https://liujiacai.net/cdn-mp3/"
                    description = "RustTalk 是一档专注在 Rust 社区的程序员闲聊节目。"
                    [params.podcast]
                        image = "logo3000.png"
                        author = "写代码的西瓜"
                        [params.podcast.category]
                            name = "Technology"
                """,
                "content/podcast/014.org": """
                #+TITLE: 014. 既生 Rust，何生 Zig
                #+DATE: 2025-05-22T18:31:14+0800
                #+LASTMOD: 2025-05-22T18:44:42+0800
                #+OPTIONS: toc:nil num:nil
                #+STARTUP: content
                #+PODCAST_DURATION: 19:56
                #+PODCAST_LENGTH: 6245649

                Rust 和 Zig 是新时代系统语言的两个极端。[[https://ziglang.org/documentation/0.14.0/][Zig 文档]]
                """,
                "layouts/podcast/rss.xml": """
                <rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">
                  <channel>
                    <title>{{ .Site.Params.Podcast.Title | default .Site.Title }}</title>
                    {{ range .Pages }}
                    <item>
                      <title>{{ .Title }}</title>
                      <guid>{{ .Permalink }}</guid>
                      {{ if .Params.podcast_mp3}}
                      <enclosure url="{{.Params.podcast_mp3}}" type="audio/mpeg" length='{{ .Params.podcast_length }}'/>
                      {{ else }}
                      <enclosure url='{{ urls.JoinPath .Site.Params.mp3Root "RustTalk" .File.BaseFileName}}.mp3' type="audio/mpeg"

                {{ with .Params.podcast_length }}
                length='{{ . }}'
                {{end}}
                />

                {{end}}
                {{ with .Params.podcast_duration}}<itunes:duration>{{ . }}</itunes:duration>{{end}}
                </item>
                {{ end }}
                </channel>
                </rss>
                """,
            ],
            pictures: ["assets/logo3000.png"],
            report: ["audio from the old feed's template's enclosure (layouts/podcast/rss.xml)"],
            holds: [
                "episodes/podcast-014.md": [
                    "url: https://liujiacai.net/cdn-mp3/RustTalk/014.mp3", "length: 6245649", "duration: \"19:56\"",
                    "guid: https://rusttalk.github.io/podcast/014/",
                ]
            ],
            lacks: ["episodes/podcast-014.md": ["podcast_length"]]),
        // harryf/yoshi-podcasts (Jekyll): a catalog of recordings whose `_transcripts/`
        // collection holds each episode's transcript (`transcript_file:
        // episode-009-transcript.md`), documents with no date, media or number; the import made
        // them episodes dated by the time of the import.
        RealShowImportCase(
            name: "Yoshi Podcasts: a collection of undated transcripts is pages, not episodes dated now",
            generator: .jekyll,
            files: [
                "_config.yml": """
                title: "Yoshi Podcasts"
                description: "Catalog of podcast episodes recorded with Yoshi Nov & Dec 2024 into Jan 2025"
                baseurl: "/yoshi-podcasts"
                url: "https://harryf.github.io"
                collections:
                  episodes:
                    output: true
                    permalink: /episodes/:title/
                  transcripts:
                    output: true
                """,
                "_episodes/episode-009.md": """
                ---
                layout: episode
                title: Episode 009 - Fourth episode with Yoshi, Christian and Harry
                short_title: Fourth episode with Yoshi, Christian and Harry
                date: '2024-11-29'
                time: '15:57'
                duration: 1h2m53s
                permalink: "/episodes/episode-009/"
                description: Fourth episode with Yoshi, Christian and Harry
                audio_files:
                - file_name: C0048.mp3
                  mic_owner: Room
                  file_path: "/Volumes/T7/Yoshi Podcast/Camcorder/C0048.mp3"
                  metadata:
                    file_size: 82.95MB
                    duration: 1h2m53s
                transcript_file: episode-009-transcript.md
                ---
                Fourth episode with Yoshi, Christian and Harry
                """,
                "_transcripts/episode-009-transcript.md": """
                ---
                layout: transcript
                title: Episode 009 - Transcript
                permalink: "/transcripts/episode-009/"
                ---
                # Summary

                ## 1. Introduction and Setup (<a href="#00-00-00">00:00:00</a>)
                Discussion starts with an offbeat conversation.
                """,
            ],
            report: [
                "imported 1 episodes, 1 collections, 1 pages",
                "sections whose files have no date, media or number imported as pages: "
                    + "_transcripts/episode-009-transcript.md",
            ],
            holds: [
                "pages/episode-009-transcript.md": [
                    "title: Episode 009 - Transcript", "aliases:\n- /transcripts/episode-009/",
                ],
                "episodes/episode-009.md": ["date: \"2024-11-29\"", "duration: \"1:02:53\""],
            ]),
    ]

    @Test("an imported real show builds without errors and keeps what its source had", arguments: cases)
    func importAndBuild(_ show: RealShowImportCase) async throws {
        try await show.importAndBuild()
    }

    /// Geeks in Progress with its hand-kept feed at another address, and no feed template: the
    /// file is not copied (it would stay as it was), its address becomes a feed alias, so the
    /// apps subscribed to it get the build's feed there, with the guids the file gave.
    static let movedFeeds: [RealShowImportCase] = [("feed/itunes.xml", "/feed/itunes.xml"), ("feed.xml", "/feed.xml")]
        .map { path, address in
            var show = cases[0]
            show.name = "a hand-kept feed at \(address) becomes a feed alias"
            show.files["static/\(path)"] = show.files.removeValue(forKey: "static/podcast.xml")
            show.files["layouts/episodes/rss.xml"] = nil
            show.report = [
                "the old podcast feed's address kept as podcast.feedAliases (the feed is written there too, so "
                    + "subscribers keep getting episodes): \(address)",
                "guids kept as the feed kept by hand at \(address) gave them",
            ]
            show.holds = ["site.yml": ["feedAliases:", address], "episodes/episode-33.md": ["guid: s01e33"]]
            show.built = [path: [">s01e33</guid>", "<enclosure"]]
            if path == "feed.xml" { show.built["atom.xml"] = ["<feed"] }
            return show
        }

    @Test("a hand-kept feed elsewhere is not copied: the build's feed is written at its address", arguments: movedFeeds)
    func movedFeed(_ show: RealShowImportCase) async throws {
        try await show.importAndBuild()
    }
}
