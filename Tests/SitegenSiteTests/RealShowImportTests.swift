import Foundation
import SitegenDiagnostics
import SitegenTestSupport
import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// `sitegen import` on the shapes of real shows' repositories: each case is a few files as the
/// named public repository writes them, imported, then built with no errors; the report says what
/// it did and the imported files keep what the source had.
@Suite("sitegen import: real shows' repositories", .tags(.slow), .tier(.slow))
struct RealShowImportTests {
    /// andytlr/ollie-talking-shit's second episode, as its `_posts/` holds it.
    static let ollieEpisode2 = """
        ---
        title: "Ep 2: What Noise Does Mummy Make?"
        length: 1596939
        link: https://dl.example.org/Podcasts/Ollie%20Talking%20Shit%20Ep%202.mp3
        ---

        Duck, oink oink oink, quack.
        """

    /// TheToolsmiths/TheToolsmiths.github.io's settings: the podcast collection, and what
    /// `exclude:` leaves out of it.
    static let toolsmithsConfig = """
        permalink: /:categories/:year/:month/:day/:title
        exclude: [".rvmrc", "README.md", "Rakefile", "_podcast/episode-0", "_podcast/README.md"]
        title : The Toolsmiths
        production_url : http://TheToolsmiths.github.io
        collections :
          podcast :
            output : true
            permalink : /:collection/:path
        """

    /// dchucks/podbharati's settings (the Danto theme's, whose title it kept).
    static let podBharatiConfig = """
        baseURL = "http://example.org/"
        languageCode = "en-us"
        title = "Danto"
        [taxonomies]
          tag = "tags"
        """

    /// An episode of dchucks/podbharati's Sopaan, `content/podcasts/sopaan/episodes/s2e1.md`.
    static let podBharatiEpisode = """
        ---
        type: episode
        podcasts: [Sopaan]
        Season: 2
        Episode: 1
        Image: "../../images/episode-art/sopaan-s2e1.png"
        title: "S2E1: नेटवर्किंग आपके करियर की जीवन रेखा है: समीर लाल | Networking is the Lifeline of your career"
        Date: "2024-12-18T04:09:45-05:00"   # Example is "2016-04-25T04:09:45-05:00"
        podcast_duration: 00:51:32
        video_embed: "https://www.youtube.com/embed/Za9Xrk2UJgU?si=VwKMqbKOWRid5iMn&amp;controls=0"
        explicit: "no"
        guests: [sameerl]

        #podcast_file: "###.mp3" # the name of the podcast file, after the media prefix.
        ---
        #
        इस अंक में हमारे मेहमान सहयोग, संयोजन और नेटवर्किंग के बड़े हिमायती हैं।
        """

    static let cases: [RealShowImportCase] = [
        // BubbleSort-Empire/empire (a Hugo podcast-network theme): each show's `_index.md` has a
        // `description`, the show's one-line summary, besides keys sitegen has no place for.
        RealShowImportCase(
            name: "Empire: a show's description is its collection's summary, its old URL an alias",
            generator: .hugo,
            files: [
                "config.toml": "baseURL = \"https://empire.example.org\"\ntitle = \"Empire Podcast Network\"\n",
                "content/weekly-wrap/_index.md": """
                +++
                type = "podcast"
                title = "The Weekly Wrap"
                description = "Here's what happened in the Empire this week."
                hosts = ["palpatine"]
                feedImage = ""
                [listeningOptions]
                \titunesfeedid = "1448327383"
                +++

                """,
                "content/weekly-wrap/5-16-20.md": """
                +++
                title = "5-16-2020"
                date = "2020-05-16T06:00:00-05:00"
                type = "episode"
                +++

                Vel orci porta non pulvinar neque.
                """,
            ],
            report: ["dropped from collections: hosts (1), listeningOptions (1), type (1)"],
            holds: [
                "collections/weekly-wrap.md": [
                    "title: The Weekly Wrap", "summary: Here's what happened in the Empire this week.",
                    "aliases:\n- /weekly-wrap/",
                ]
            ]),
        // BubbleSort-Empire/empire: a host's page (`hosts/vader.md`) has a picture and a
        // description besides keys sitegen has no place for; another has only a description.
        RealShowImportCase(
            name: "Empire: a host's picture is the person's avatar and a description the bio of an empty page",
            generator: .hugo,
            files: [
                "config.toml": "baseURL = \"https://empire.example.org\"\ntitle = \"Empire Podcast Network\"\n",
                "content/hosts/vader.md": """
                +++
                title = "Darth Vader"
                firstName = "Darth"
                nickName = "Lord Vader"
                image = "/img/hosts/vader.png"
                position = "Sith Lord"
                description = "Once a heroic Jedi Knight."
                +++

                Once a heroic Jedi Knight, Darth Vader was seduced by the dark side of the Force.
                """,
                "content/hosts/palpatine.md": """
                +++
                title = "Emperor Palpatine"
                image = "palpatine.jpg"
                description = "The Emperor, once Senator of Naboo."
                +++
                """,
                "content/weekly-wrap/5-16-20.md": """
                +++
                title = "5-16-2020"
                date = "2020-05-16T06:00:00-05:00"
                hosts = ["vader"]
                +++

                Vel orci porta non pulvinar neque.
                """,
            ],
            pictures: ["static/img/hosts/vader.png"],
            report: [
                "dropped from people: firstname (1), nickname (1)",
                "people's pictures left out (not a picture of the imported Content/ the build can read): content/hosts/palpatine.md",
            ],
            holds: [
                "people/vader.md": [
                    "name: Darth Vader", "avatar: img/hosts/vader.png", "role: Sith Lord",
                    "seduced by the dark side of the Force",
                ],
                "people/palpatine.md": ["name: Emperor Palpatine", "The Emperor, once Senator of Naboo."],
            ],
            lacks: ["people/vader.md": ["Once a heroic Jedi Knight.\n"]]),
        // andytlr/ollie-talking-shit (a Jekyll podcast site and feed): Apple's categories in
        // `itunes_category_one` (to three), written escaped for the hand-made XML feed.
        RealShowImportCase(
            name: "Ollie Talking Shit: itunes_category_one, written as XML, is the feed's category",
            generator: .jekyll,
            files: [
                "_config.yml": """
                title: Ollie Talking Shit
                summary: Sporadic recordings of Ollie learning to talk.
                owner: Andy Taylor
                email: hi@example.org
                url: "http://ollie.example.org/" # the base hostname & protocol for your site
                itunes_category_one: "Kids &amp; Family"
                itunes_category_two: "Education"
                itunes_category_three: "Comedy"
                permalink: pretty
                """,
                "_posts/2015-01-02-ep2-what-noise-does-mummy-make.md": """
                ---
                layout: post
                date: 2015-01-02 19:50:00
                title: "Ep 2: What Noise Does Mummy Make?"
                duration: "01:40"
                length: 1596939
                link: https://dl.example.org/Podcasts/Ollie%20Talking%20Shit%20Ep%202.mp3
                ---

                Duck, oink oink oink, quack.
                """,
            ],
            report: ["imported 1 episodes"],
            holds: ["site.yml": ["category: Kids & Family"]],
            lacks: ["site.yml": ["Technology"]]),
        // a11yrules/the-work-between (Jekyll): `duration` is ISO 8601, as its theme's schema.org
        // markup takes it; the import sent it under `params:`, the episode without a duration.
        RealShowImportCase(
            name: "The Work Between: an ISO 8601 duration is the episode's duration",
            generator: .jekyll,
            files: [
                "_config.yml": "title: The Work Between podcast\nurl: https://theworkbetween.show\n",
                "_posts/2026-05-18-mia-seljubac.md": """
                ---
                layout: podcast
                title: "Mia Seljubac on watercolor and game development"
                episode_type: full
                episode_number: 01

                # Duration
                duration: "PT55M32S"
                duration_formatted: "55:32"
                date: 2026-05-18
                ---

                Body.
                """,
            ],
            report: ["imported 1 episodes"],
            holds: ["episodes/mia-seljubac.md": ["duration: \"55:32\"", "number: 1"]],
            lacks: ["episodes/mia-seljubac.md": ["PT55M32S"]]),
        // sebsto/aws-french-podcast (Jekyll): each episode of its `podcasts` collection is a
        // folder's `index.md`; every one was imported as `index`, `index-2`, … .
        RealShowImportCase(
            name: "AWS French podcast: a collection's folder/index.md episode is named by its folder",
            generator: .jekyll,
            files: [
                "_config.yml": """
                title: Seb in the ☁️
                url: "https://francais.podcast.go-aws.com"
                collections:
                  podcasts:
                    output: true
                    permalink: /podcasts/:path/
                """,
                "_podcasts/036/index.md": """
                ---
                title: "RGPD"
                episode: 36
                duration: "00:37:34"
                category: "podcasts"
                publication: "2020-11-20 09:30:00 +0200"
                ---

                Laissez-moi vos commentaires sur [Twitter](https://twitter.com/sebsto)
                """,
                "_podcasts/037/index.md": """
                ---
                title: "Autre"
                episode: 37
                duration: "00:37:34"
                category: "podcasts"
                publication: "2020-11-20 09:30:00 +0200"
                ---

                Laissez-moi vos commentaires sur [Twitter](https://twitter.com/sebsto)
                """,
            ],
            report: ["imported 2 episodes"],
            holds: [
                "episodes/036.md": ["title: RGPD", "slug: \"036\"", "- /podcasts/036/index/"],
                "episodes/037.md": ["title: Autre", "slug: \"037\""],
            ]),
        // a11yrules/podcast-dev (Jekyll): an episode's `audio_url` has its scheme mistyped,
        // `hhttps://`; the report called it a file not in the source.
        RealShowImportCase(
            name: "A11y Rules: a media URL with a mistyped scheme is reported as such",
            generator: .jekyll,
            files: [
                "_config.yml": "title: A11y Rules Podcast\nurl: https://a11yrules.github.io\n",
                "_posts/2019-04-08-e77-interview-with-amy-carney-part-2.md": """
                ---
                layout: podcast
                title: "E77 - Interview with Amy Carney - Part 2"
                episode_type: full
                episode_number: 77

                # Audio Information
                audio_url: hhttps://a11yrules.ams3.digitaloceanspaces.com/podcast/episodes/E077-a11y-rules-amy-carney-part-2.mp3
                audio_type: "audio/mpeg"
                ---

                ## Show Notes
                """,
            ],
            report: ["audio_url: a URL whose scheme, 'hhttps', is not http or https (1)"],
            holds: ["episodes/e77-interview-with-amy-carney-part-2.md": ["audio_url: hhttps://"]],
            lacks: ["episodes/e77-interview-with-amy-carney-part-2.md": ["\naudio:"]]),
        // a11yrules/the-work-between (Jekyll): the timed transcript is `transcript_vtt`, a WebVTT
        // file of the site; it went under `params:`. Its `transcript` is a file of `_includes/`,
        // the second transcript.
        RealShowImportCase(
            name: "The Work Between: transcript_vtt, a WebVTT file of the site, is the transcript",
            generator: .jekyll,
            files: [
                "_config.yml": "title: The Work Between podcast\nurl: https://theworkbetween.show\n",
                "assets/transcripts/show-01.vtt": "WEBVTT\n\n00:00:00.000 --> 00:00:04.000\nHello.\n",
                "_includes/transcripts/show-01.html": "<p>Hello.</p>\n",
                "_posts/2026-05-18-mia-seljubac.md": """
                ---
                layout: podcast
                title: "Mia Seljubac on watercolor and game development"
                transcript_vtt: /assets/transcripts/show-01.vtt
                transcript: transcripts/show-01.html
                ---

                Body.
                """,
            ],
            report: [],
            holds: [
                "episodes/mia-seljubac.md": [
                    "\ntranscript:\n- assets/transcripts/show-01.vtt\n- transcripts/show-01.html\n"
                ]
            ],
            lacks: ["episodes/mia-seljubac.md": ["transcript_vtt"]]),
        // a11yrules/the-work-between (Jekyll): the episode's picture is `cover_art` (its
        // `local_cover_art` a smaller copy); it went under `params:`. (The repository's covers are
        // JPEGs; the case writes a PNG.)
        RealShowImportCase(
            name: "The Work Between: cover_art is the episode's thumbnail",
            generator: .jekyll,
            files: [
                "_config.yml": "title: The Work Between podcast\nurl: https://theworkbetween.show\n",
                "_posts/2026-09-14-nic-steenhout.md": """
                ---
                layout: podcast
                title: "Nic Steenhout on learning urban sketching"
                # Episode Artwork
                cover_art: /img/covers/show-06-nic-steenhout-3000.png
                local_cover_art: /img/covers/show-06-nic-steenhout-800.png
                ---

                Body.
                """,
            ],
            pictures: ["img/covers/show-06-nic-steenhout-3000.png", "img/covers/show-06-nic-steenhout-800.png"],
            report: ["imported 1 episodes"],
            holds: ["episodes/nic-steenhout.md": ["thumbnail: img/covers/show-06-nic-steenhout-3000.png"]],
            lacks: ["episodes/nic-steenhout.md": ["\n  cover_art:"]]),
        // andytlr/ollie-talking-shit again: the show's person is named only as `owner`.
        RealShowImportCase(
            name: "Ollie Talking Shit: the owner is the podcast's author and owner, not the title",
            generator: .jekyll,
            files: [
                "_config.yml": """
                title: Ollie Talking Shit
                summary: Sporadic recordings of Ollie learning to talk.
                owner: Andy Taylor
                email: hi@example.org
                url: "http://ollie.example.org/"
                """,
                "_posts/2014-12-28-ep1-gday-purlple-yumyum.md": """
                ---
                layout: post
                date: 2014-12-28 20:25:00
                title: "Ep 1: G'day, purple, yum yum."
                duration: "02:47"
                length: 2668168
                link: https://dl.example.org/Podcasts/Ollie%20Talking%20Shit%20Ep%201.mp3
                ---

                Ollie says things like g'day, purple and yum yum.
                """,
            ],
            report: ["imported 1 episodes"],
            holds: ["site.yml": ["\n  author: Andy Taylor", "\n    name: Andy Taylor"]],
            lacks: ["site.yml": ["author: Ollie Talking Shit", "name: Ollie Talking Shit"]]),
        // andytlr/ollie-talking-shit: its first episode's title is written `Ep 1&#58; …`, which
        // Jekyll put into its pages as it is (a browser showed `Ep 1:`).
        RealShowImportCase(
            name: "Ollie Talking Shit: a title's character references are the characters they stand for",
            generator: .jekyll,
            files: [
                "_config.yml": "title: Ollie Talking Shit\nurl: \"http://ollie.example.org/\"\n",
                "_posts/2014-12-28-ep1.md": """
                ---
                title: "Ep 1&#58; G&#39;day &amp; yum, AT&T &bogus; &#0;"
                length: 2668168
                link: https://dl.example.org/Podcasts/Ollie%20Talking%20Shit%20Ep%201.mp3
                ---

                Ollie says things like g'day, purple and yum yum.
                """,
            ],
            report: [
                "character references decoded (Jekyll writes titles into pages as they are): _posts/2014-12-28-ep1.md"
            ],
            holds: ["episodes/ep1.md": ["title: 'Ep 1: G''day & yum, AT&T &bogus; &#0;'"]]),
        // cbrake/simplepod (a Zola theme's example): its subcategory is not one of Apple's.
        RealShowImportCase(
            name: "SimplePod: a subcategory Apple does not list for the category is left out, and said",
            generator: .zola,
            files: [
                "config.toml": """
                base_url = "https://example.com"
                title = "My Podcast"
                description = "A podcast about amazing topics and interesting conversations"

                [extra]
                itunes_author = "John Doe"
                itunes_owner_name = "John Doe"
                itunes_owner_email = "podcast@example.com"
                itunes_category = "Technology"
                itunes_subcategory = "Tech News"
                itunes_explicit = "false"
                """,
                "content/episode/_index.md": "+++\ntitle = \"Episodes\"\nsort_by = \"date\"\n+++\n",
                "content/episode/002-deep-dive.md": """
                +++
                title = "Deep Dive into AI and Machine Learning"
                date = 2024-01-08

                [extra]
                audio_file = "audio/episode-002.mp3"
                audio_type = "audio/mpeg"
                duration = "45:15"
                +++

                In this episode, we're joined by Dr. Sarah Johnson.
                """,
                "static/audio/episode-002.mp3": "ID3 not really audio",
            ],
            report: [
                "the subcategory 'Tech News' is not one of Apple's for Technology (it has none): left out; set podcast.subcategory in Content/site.yml"
            ],
            holds: ["site.yml": ["category: Technology"]],
            lacks: ["site.yml": ["subcategory"]]),
        // andytlr/ollie-talking-shit: its home page is an index.html of Liquid only; beside it
        // an about page (imported) and a note without front matter.
        RealShowImportCase(
            name: "Ollie Talking Shit: the top-level pages not imported are named in the report",
            generator: .jekyll,
            files: [
                "_config.yml": "title: Ollie Talking Shit\nurl: \"http://ollie.example.org/\"\n",
                "index.html": "---\nlayout: default\n---\n{% for post in site.posts %}{{ post.title }}{% endfor %}\n",
                "about.md": "---\ntitle: About\n---\n\nOllie is learning to talk.\n",
                "notes.md": "Just a note, no front matter.\n",
                "_posts/2015-01-02-ep2.md": ollieEpisode2,
            ],
            report: [
                "not imported: index.html, notes.md (Jekyll's own index and 404 pages, which sitegen makes itself; HTML pages, Liquid templates; Markdown without front matter)",
                "imported 1 episodes, 0 collections, 1 pages",
            ],
            holds: ["pages/about.md": ["title: About"]]),
        // andytlr/ollie-talking-shit: its feed's artwork is `cover-art.jpg`, and beside it lies
        // `cover-art-placeholder.png`, which sorts first (both PNGs here).
        RealShowImportCase(
            name: "Ollie Talking Shit: the show's artwork, not the placeholder beside it",
            generator: .jekyll,
            files: [
                "_config.yml": "title: Ollie Talking Shit\nurl: \"http://ollie.example.org/\"\n",
                "_posts/2015-01-02-ep2.md": ollieEpisode2,
            ],
            pictures: ["cover-art-placeholder.png", "cover-art.png"],
            report: ["imported 1 episodes"],
            holds: ["site.yml": ["image: cover-art.png"]]),
        // valeriogalano/podcast-feed-hugo (a Hugo podcast-feed module): an episode's
        // `audio_duration`, written `14:39`, is its feed's itunes:duration; `audio_size` its length.
        RealShowImportCase(
            name: "podcast-feed-hugo: audio_duration is the episode's duration",
            generator: .hugo,
            files: [
                "config.toml": """
                baseURL = "https://feed.example.org/"
                languageCode = "it-it"
                title = "Podcast"

                [params]
                    [params.podcast]
                        email = "example@example.com"
                        audio_base_url = 'https://media.example.org/'
                """,
                "content/podcast/example-podcast-episode.md": """
                ---
                layout: episode
                title: "Example title"
                subtitle: "Example subtitle!"
                date: 2022-10-28T19:34:00+10:00
                audio: "/podcast/example-episode.mp3"
                audio_duration: 14:39
                audio_size: 14076118
                authors: ["Example Author Name",]
                explicit: "no"
                draft: false
                ---

                One morning, when Gregor Samsa woke from troubled dreams.
                """,
            ],
            report: ["imported 1 episodes"],
            holds: [
                "episodes/example-podcast-episode.md": [
                    "duration: \"14:39\"", "url: https://media.example.org/podcast/example-episode.mp3",
                    "length: 14076118",
                ]
            ],
            lacks: ["episodes/example-podcast-episode.md": ["audio_duration"]]),
        // mattstratton/castanet (exampleSite): the feed's owner, author and category are in
        // `[params.feed]` as `apple_podcasts_*`; its artwork there is a URL on another site.
        RealShowImportCase(
            name: "Castanet: the feed's owner, author and category come from [params.feed]",
            generator: .hugo,
            files: [
                "config/_default/hugo.toml": """
                baseurl = "https://example.com/"
                title = "HugoCast"

                [params]
                description = "The HugoCast is the best podcast you've ever seen."
                media_prefix = "https://media.blubrry.com/arresteddevops/content.blubrry.com/arresteddevops/"
                  [params.feed]
                    copyright = "Copyright 2020 Matt Stratton" #do not use markdown in this field; it is used in the feed
                    apple_podcasts_subtitle = "The best podcast ever" #no markdown or HTML
                    apple_podcasts_author = "Matt Stratton" #no markdown or HTML
                    apple_podcasts_owner_name = "Matt Stratton"
                    apple_podcasts_owner_email = "matt.stratton@gmail.com"
                    apple_podcasts_image = "https://www.arresteddevops.com/img/ado-podcast-logo.png"
                    apple_podcasts_top_category = "Leisure"
                    apple_podcasts_first_sub_category = "Hobbies"
                    language = "en-us"
                """,
                "content/episode/dec.md": """
                +++
                Description = "IPad business-to-consumer sales ecosystem freemium deployment accelerator."
                aliases = ["/3"]
                date = "2015-12-25T04:10:10-05:00"
                episode = "3"
                podcast_duration = "1:08:22"
                podcast_file = "arrested-devops-podcast-episode053.mp3"
                podcast_bytes = "123456789"
                title = "Holiday Time"
                +++
                """,
            ],
            report: [
                "image (a plain placeholder, images/podcast-artwork-placeholder.png; the settings name https://www.arresteddevops.com/img/ado-podcast-logo.png: copy it into Content/)"
            ],
            holds: [
                "site.yml": [
                    "author: Matt Stratton", "category: Leisure", "subcategory: Hobbies",
                    "email: matt.stratton@gmail.com", "name: Matt Stratton",
                ]
            ]),
        // mattstratton/castanet (exampleSite): an episode bundle (`april/index.md`) whose
        // `episode_image` is in Hugo's assets/, with a `thumbnail.jpg` beside it.
        RealShowImportCase(
            name: "Castanet: a bundle's thumbnail picture is the episode's thumbnail",
            generator: .hugo,
            files: [
                "config.toml": "baseurl = \"https://example.com/\"\ntitle = \"HugoCast\"\n",
                "content/episode/april/index.md": """
                +++
                date = "2016-04-25T04:09:45-05:00"
                episode = "7"
                episode_image = "img/episode/april.jpg"
                title = "april fools bundle"
                +++

                Bootstrapping alpha seed money scrum project.
                """,
            ],
            pictures: ["content/episode/april/thumbnail.png"],
            report: [
                "thumbnails from the bundle's picture whose name holds feature, cover or thumbnail: content/episode/april/index.md"
            ],
            holds: ["episodes/april.md": ["thumbnail: episode/april/thumbnail.png"]]),
        // chrislovecnm/finopsshow.com: each episode bundle has a `featuredImage.png` its front
        // matter does not name, which Hugo's templates take (`*feature*`).
        RealShowImportCase(
            name: "FinOps Show: a bundle's featuredImage.png is the episode's thumbnail",
            generator: .hugo,
            files: [
                "config.toml": "baseURL = \"https://finops.example.org/\"\ntitle = \"The FinOps Show\"\n",
                "content/episode/1/index.md": """
                ---
                title: "Episode 1 - Webb Brown CEO of Kubecost"
                date: 2022-11-18T10:29:17-07:00
                draft: false
                ---

                We are joined by Webb Brown.
                """,
            ],
            pictures: ["content/episode/1/featuredImage.png"],
            report: [
                "thumbnails from the bundle's picture whose name holds feature, cover or thumbnail: content/episode/1/index.md"
            ],
            holds: ["episodes/episode-1.md": ["thumbnail: episode/1/featuredImage.png"]]),
        // mattstratton/castanet (exampleSite): `episode_image` names a picture of Hugo's assets/,
        // which the theme publishes through `resources.Get`.
        RealShowImportCase(
            name: "Castanet: an episode_image in Hugo's assets/ is copied and is the episode's thumbnail",
            generator: .hugo,
            files: [
                "config.toml": "baseurl = \"https://example.com/\"\ntitle = \"HugoCast\"\n",
                "content/episode/dec.md": """
                +++
                date = "2015-12-25T04:10:10-05:00"
                episode = "3"
                episode_image = "img/episode/dec.png"
                title = "Holiday Time"
                +++
                """,
                "assets/css/main.css": "body { margin: 0 }\n",
            ],
            pictures: ["assets/img/episode/dec.png", "static/img/logo.png", "assets/img/logo.png"],
            report: ["imported 1 episodes, 1 collections, 0 pages, 0 people, 2 static files"],
            holds: ["episodes/dec.md": ["thumbnail: img/episode/dec.png"]]),
        // mattstratton/castanet (exampleSite): a host's page gives the picture as `Thumbnail` and
        // the profiles as handles (`Twitter = "mattstratton"`) or URLs, which the theme links.
        RealShowImportCase(
            name: "Castanet: a host's Thumbnail is the avatar, the profiles the person's links",
            generator: .hugo,
            files: [
                "config.toml": "baseurl = \"https://example.com/\"\ntitle = \"HugoCast\"\n",
                "content/host/mstratton.md": """
                +++
                Title = "Matt Stratton"
                date = "2016-12-08T20:55:58-06:00"
                Twitter = "mattstratton"
                Website = "http://www.google.com/"
                Type = "host"
                Facebook = ""
                Linkedin = "https://www.linkedin.com/in/mattstratton"
                Pronouns = "He/Him"
                GitHub = "mattstratton"
                Thumbnail = "img/host/matt.png"
                YouTube = ""
                Hide = ""
                Mastodon = "https://hachyderm.io/@mattstratton"
                +++
                Matt Stratton is a solutions architect at Chef.
                """,
                "content/episode/dec.md": """
                +++
                date = "2015-12-25T04:10:10-05:00"
                hosts = ["mstratton"]
                title = "Holiday Time"
                +++
                """,
            ],
            pictures: ["static/img/host/matt.png"],
            report: ["dropped from people: date (1), pronouns (1), type (1)"],
            holds: [
                "people/mstratton.md": [
                    "avatar: img/host/matt.png", "- http://www.google.com/", "- https://twitter.com/mattstratton",
                    "- https://github.com/mattstratton", "- https://www.linkedin.com/in/mattstratton",
                    "- https://hachyderm.io/@mattstratton",
                ]
            ]),
        // andybalaam/Jekyll-Podcast-Feed: `podcast_link` names the audio without an extension,
        // since its two feeds add `.ogg` and `.mp3`; the files are in `audio/`.
        RealShowImportCase(
            name: "Jekyll-Podcast-Feed: a podcast_link without an extension is the audio files of that name",
            generator: .jekyll,
            files: [
                "_config.yml": """
                title: Example podcast site
                url: "https://podcast.example.org"
                podcast_url: "http://127.0.0.1:4000"
                podcast_email: owner@example.com
                podcast_category: Technology             # For iTunes categories see:
                """,
                "_posts/2017-02-08-my-first-podcast.markdown": """
                ---
                layout: post
                title:  "My First Podcast"
                date:   2017-02-08 02:07:00 +0000
                categories: podcast
                podcast_link: /audio/free-software-song
                ---
                This post is in the podcast category so it will be included in your podcast RSS
                feeds.

                {% include audio.html %}

                Your podcast posts must contain metadata like this:

                    podcast_link: /audio/my-first-podcast
                """,
                "audio/free-software-song.mp3": "ID3 an MP3's bytes",
                "audio/free-software-song.ogg": "OggS an Ogg's bytes",
            ],
            report: ["imported 1 episodes", "Liquid tags left as text (sitegen has nothing like them): include (1)"],
            holds: [
                "episodes/my-first-podcast.md": [
                    "- audio/free-software-song.mp3\n- audio/free-software-song.ogg"
                ],
                "site.yml": ["podcast:", "email: owner@example.com"],
            ],
            lacks: ["episodes/my-first-podcast.md": ["podcast_link: /audio/free-software-song"]]),
        // CloudWithChris/cloudwithchris.com (Hugo): a guest is a bundle, `person/<name>/index.md`,
        // whose `image` names the picture beside it, `images/<name>.jpg` (a PNG here).
        RealShowImportCase(
            name: "Cloud With Chris: a person bundle's picture, named relative to the bundle, is the avatar",
            generator: .hugo,
            files: [
                "config.yaml": "baseURL: \"https://www.cloudwithchris.com/\"\ntitle: \"Cloud With Chris\"\n",
                "content/person/johnnyhooybergs/index.md": """
                ---
                Date: "2020-02-29T00:01:00Z"
                Facebook: ""
                Linkedin: "johnnyhooyberghs"
                image: images/johnnyhooybergs.png
                Title: Johnny Hooyberghs
                Twitter: djohnnieke
                Website: ""
                ---
                Johnny Hooyberghs is a consultant for Involved since 2014.
                """,
                "content/episode/azure-quantum-microsoft-q-sharp/index.md": """
                ---
                Date: "2022-03-03T19:30:00Z"
                Title: "Azure Quantum & Microsoft Q#"
                hosts:
                - chrisreddington
                guests:
                - johnnyhooybergs
                youtube: 8CGN_qyTKu8
                ---
                You've probably heard about quantum computing.
                """,
            ],
            pictures: ["content/person/johnnyhooybergs/images/johnnyhooybergs.png"],
            report: ["imported 1 episodes, 1 collections, 0 pages, 2 people"],
            holds: [
                "people/johnnyhooybergs.md": [
                    "name: Johnny Hooyberghs", "avatar: person/johnnyhooybergs/images/johnnyhooybergs.png",
                    "- https://twitter.com/djohnnieke",
                ]
            ]),
        // CloudWithChris/hugo-creator (exampleSite): the feed's settings and the media URL are
        // two levels into `params`, `params.content.feed` and `params.content.site`.
        RealShowImportCase(
            name: "Hugo Creator: the feed's owner, category and media URL come from params.content",
            generator: .hugo,
            files: [
                "config.yaml": """
                baseURL: "localhost:1313" # BaseURL of the website, used in RSS feeds and site rendering
                languageCode: "en-gb"     # Used as part of the XML generation
                title: "Hugo Creator Theme" # Title of the website
                params:
                  content:
                    feed:
                      explicit: "no" # This is set to either yes or no.
                      itunes_author: "Chris Reddington"
                      itunes_image: "https://www.cloudwithchris.com/img/cloudwithchrislogo.png" # This should be an absolute URL.
                      itunes_summary: "Exploring Cloud concepts with Chris Reddington!"
                      itunes_owner_name: "Chris Reddington"
                      itunes_owner_email: "chris@cloudwithchris.com"
                      itunes_top_category: "Technology"
                    site:
                      author: "Chris Reddington" # Owner of the site
                      description: "This is my wonderful site description" # This is used in site metadata and RSS feeds.
                      media_prefix: "https://podcasts.cloudwithchris.com/"
                """,
                "content/episode/weekly-vlog-999/index.md": """
                ---
                Date: "2032-01-01T09:30:00Z"
                Description: "Overwhelmed at keeping up to date with Azure?"
                Title: "Cloud Tech Roundup - February 2022"
                episode: V999
                explicit: "no"
                guests: []
                hosts:
                - chrisreddington
                podcast_bytes: "33189888"
                podcast_duration: "34:32.000"
                podcast_file: V023 - Weekly Technology Vlog.mp3
                youtube: "nkT9cUiO6Ek"
                ---
                Overwhelmed at keeping up to date with Azure?
                """,
            ],
            report: ["imported 1 episodes"],
            holds: [
                "site.yml": [
                    "description: Exploring Cloud concepts with Chris Reddington!", "author: Chris Reddington",
                    "email: chris@cloudwithchris.com", "category: Technology",
                ],
                "episodes/weekly-vlog-999.md": [
                    "url: https://podcasts.cloudwithchris.com/V023%20-%20Weekly%20Technology%20Vlog.mp3",
                    "length: 33189888", "duration: \"34:32\"",
                ],
            ],
            lacks: ["site.yml": ["podcast@", "author: Hugo Creator Theme"]]),
        // CloudWithChris/cloudwithchris.com (a Castanet fork): `[params.feed]` names the
        // subcategory `itunes_first_sub_category`, and it is not one of Apple's.
        RealShowImportCase(
            name: "Cloud With Chris: itunes_first_sub_category is the subcategory the feed would name",
            generator: .hugo,
            files: [
                "config.yaml": """
                baseURL: "#{hostname}#"
                title: "Cloud With Chris"
                params:
                  media_prefix: "https://podcasts.cloudwithchris.com/"
                  feed:
                    itunes_author: "Chris Reddington" #no markdown or HTML
                    itunes_owner_name: "Chris Reddington"
                    itunes_owner_email: "chris@cloudwithchris.com"
                    itunes_top_category: "Technology"
                    itunes_first_sub_category: "Podcasting"
                    itunes_second_sub_category: "Software How-To"
                """,
                "content/episode/bulkhead/index.md": """
                ---
                Date: "2021-04-09T15:30:00Z"
                Title: 34 - The Bulkhead Pattern (Isolate your components to prevent failures)
                episode: "34"
                podcast_bytes: "19705856"
                podcast_duration: "20:26.000"
                podcast_file: 34 - The Bulkhead Pattern.mp3
                ---
                Do you know what caused the Titanic to sink? Poorly designed bulkheads.
                """,
            ],
            report: [
                "the subcategory 'Podcasting' is not one of Apple's for Technology (it has none): left out; set podcast.subcategory in Content/site.yml"
            ],
            holds: ["site.yml": ["category: Technology"], "episodes/bulkhead.md": ["number: 34"]],
            lacks: ["site.yml": ["subcategory"]]),
        // alexmurray/ubuntu-security-podcast (Castanet): early episodes name no `guid`, so the
        // theme's feed gave them `media_prefix` + `podcast_file`; later ones give the old guid.
        RealShowImportCase(
            name: "Ubuntu Security Podcast: an episode without a guid keeps the one Castanet's feed wrote",
            generator: .hugo,
            files: [
                "config.toml": """
                baseURL = "https://ubuntusecuritypodcast.org/"
                languageCode = "en-us"
                title = "Ubuntu Security Podcast"
                theme = "castanet"

                [params]
                description = "A weekly podcast talking about the latest developments and updates from the Ubuntu Security team."
                media_prefix = "https://people.canonical.com/~amurray/USP/"

                [params.feed]
                itunes_author = "Ubuntu Security Team"
                itunes_owner_name = "Alex Murray"
                itunes_owner_email = "alex.murray@canonical.com"
                itunes_top_category = "Technology"
                explicit = "no"

                [permalinks]
                        episode = "/:filename/"
                """,
                "content/episode/episode-0.md": """
                +++
                title = "Episode 0"
                description = "The first ever episode of the Ubuntu Security Podcast!"
                date = 2018-08-14
                lastmod = 2019-02-04T14:08:58+10:30
                draft = false
                weight = 1020
                episode_image = "img/episode/default.png"
                explicit = "no"
                podcast_file = "USP_E000.mp3"
                podcast_duration = "12:42"
                podcast_bytes = 12202029
                +++

                ## Introduction {#introduction}
                """,
                "content/episode/episode-179.md": """
                +++
                title = "Episode 179"
                date = 2022-09-30T15:41:00+09:30
                podcast_file = "USP_E179.mp3"
                podcast_duration = 967
                podcast_bytes = 16132493
                permalink = "https://ubuntusecuritypodcast.org/episode-179/"
                guid = "692ca6f508c5072f1eda71ccf31476668620c1411d074e9da5f45dee699a115207036f8c06df57ad0a4f1ade9f06555bbba2de38b32d7f2f0417cd39ff49881a"
                +++

                ## Overview {#overview}
                """,
            ],
            pictures: ["static/img/episode/default.png"],
            report: ["guids kept as the old feed wrote them (Castanet's media_prefix + podcast_file): episodes (1)"],
            holds: [
                "episodes/episode-0.md": [
                    "guid: https://people.canonical.com/~amurray/USP/USP_E000.mp3", "duration: \"12:42\"",
                    "aliases:\n- /episode-0/",
                ],
                "episodes/episode-179.md": [
                    "guid: 692ca6f508c5072f1eda71ccf31476668620c1411d074e9da5f45dee699a115207036f8c06df57ad0a4f1ade9f06555bbba2de38b32d7f2f0417cd39ff49881a",
                    "duration: \"16:07\"",
                ],
            ]),
        // PandaSekh/Jekyll-Podcaster (Arte della Lettura Podcast): `_config.yml` gives
        // `permalink` twice; Jekyll reads the last, `/:title`.
        RealShowImportCase(
            name: "Arte della Lettura: a settings key written twice is read where it is last, as Jekyll does",
            generator: .jekyll,
            files: [
                "_config.yml": """
                # Site settings
                title: Arte della Lettura Podcast
                description: "Quattro chiacchiere su libri e fumetti"
                url:  "https://podcast.artedellalettura.it" # Actual base url of the website
                baseurl: "/"           # url of the jekyll blog.
                permalink: pretty
                permalink: /:title
                lang: it
                podcast_email: podcast@artedellalettura.it
                """,
                "_posts/2019-11-17-parliamo-di-terzani.md": """
                ---
                title: Parliamo di Tiziano Terzani - Arte della Lettura Podcast
                layout: post
                categories: [Parliamo di, Intervista]
                description: "In questo episodio del Podcast parliamo di Tiziano Terzani in compagnia del primo ospite, mio padre!"
                videoid: YD5vtDrjs0Q
                type: main
                ---
                """,
            ],
            report: [
                "_config.yml gives `permalink` more than once: the last is read, as Jekyll reads it",
                "imported 1 episodes",
            ],
            holds: [
                "site.yml": ["title: Arte della Lettura Podcast", "language: it"],
                "episodes/parliamo-di-terzani.md": ["aliases:\n- /parliamo-di-terzani/"],
            ]),
        // PandaSekh/Jekyll-Podcaster (Arte della Lettura Podcast): a post names its audio as
        // `file:`, a URL, which the theme's feed writes as the enclosure.
        RealShowImportCase(
            name: "Arte della Lettura: a file that names an audio URL is the episode's audio",
            generator: .jekyll,
            files: [
                "_config.yml": """
                title: Arte della Lettura Podcast
                url:  "https://podcast.artedellalettura.it" # Actual base url of the website
                podcast_author: Alessio Franceschi
                podcast_email: podcast@artedellalettura.it
                podcast_explicit: "no"
                """,
                "_posts/2019-11-17-parliamo-di-terzani.md": """
                ---
                title: Parliamo di Tiziano Terzani - Arte della Lettura Podcast
                layout: post
                categories: [Parliamo di, Intervista]
                description: "In questo episodio del Podcast parliamo di Tiziano Terzani in compagnia del primo ospite, mio padre!"
                file: https://adlpodcast.s3.eu-west-3.amazonaws.com/ep5_terzani.mp3
                videoid: YD5vtDrjs0Q
                type: main
                ---
                """,
            ],
            report: ["imported 1 episodes"],
            holds: [
                "episodes/parliamo-di-terzani.md": [
                    "audio: https://adlpodcast.s3.eu-west-3.amazonaws.com/ep5_terzani.mp3"
                ],
                "site.yml": ["podcast:", "email: podcast@artedellalettura.it"],
            ],
            lacks: ["episodes/parliamo-di-terzani.md": ["file:"]]),
        // PandaSekh/Jekyll-Podcaster (Arte della Lettura Podcast): a post is named for
        // 2019-09-31, a day September lacks; Jekyll (Ruby's Time) dated it 2019-10-01.
        RealShowImportCase(
            name: "Arte della Lettura: a post named for a day past the month's end is dated as Jekyll dated it",
            generator: .jekyll,
            files: [
                "_config.yml": "title: Arte della Lettura Podcast\nurl: \"https://podcast.artedellalettura.it\"\n",
                "_posts/2019-09-31-wrap-up-agosto-2019 .md": """
                ---
                title: Wrap-Up Agosto 2019 - Arte della Lettura Podcast EXTRA
                layout: post
                categories: [Wrap-Up]
                type: extra
                description: Riassuntone dei libri letti e in lettura nel mese di Agosto 2019. Ne avete letto qualcuno anche voi, cosa ne pensate?
                filename: extra_wu_agosto
                length: "14:04"
                videoid: ZfKHL4g2tDw
                ---
                """,
            ],
            report: [
                "_posts/2019-09-31-wrap-up-agosto-2019 .md: 2019-09-31 is dated 2019-10-01, as Jekyll (Ruby's Time) reads a day past the month's end"
            ],
            holds: ["episodes/wrap-up-agosto-2019.md": ["date: \"2019-10-01\"", "slug: wrap-up-agosto-2019"]],
            lacks: ["episodes/wrap-up-agosto-2019.md": ["2019-09-31", "2026-"]]),
        // PandaSekh/Jekyll-Podcaster (Arte della Lettura Podcast): `length:` is the running
        // time (`"52:14"`), which the theme shows; one post also gives `duration:` in seconds.
        RealShowImportCase(
            name: "Arte della Lettura: a length written as a running time is the duration",
            generator: .jekyll,
            files: [
                "_config.yml": "title: Arte della Lettura Podcast\nurl: \"https://podcast.artedellalettura.it\"\n",
                "_posts/2019-11-17-parliamo-di-terzani.md": """
                ---
                title: Parliamo di Tiziano Terzani - Arte della Lettura Podcast
                layout: post
                file: https://adlpodcast.s3.eu-west-3.amazonaws.com/ep5_terzani.mp3
                length: "52:14"
                videoid: YD5vtDrjs0Q
                ---
                """,
                "_posts/2019-07-20-introduzione.md": """
                ---
                title: Introduzione - Arte della Lettura Podcast
                layout: post
                file: https://adlpodcast.s3.eu-west-3.amazonaws.com/ep0_intro.mp3
                duration: "1284" #in seconds
                length: "21:24"
                ---
                """,
            ],
            report: ["went to params: layout (2), length: not a length in bytes (1)"],
            holds: [
                "episodes/parliamo-di-terzani.md": ["duration: \"52:14\""],
                "episodes/introduzione.md": ["duration: \"21:24\"", "length: \"21:24\""],
            ],
            lacks: ["episodes/parliamo-di-terzani.md": ["length:"]]),
        // PandaSekh/Jekyll-Podcaster (Arte della Lettura Podcast): `videoid` is the YouTube id
        // of the episode's video, which the theme embeds on its page.
        RealShowImportCase(
            name: "Arte della Lettura: a videoid is the episode's YouTube video",
            generator: .jekyll,
            files: [
                "_config.yml": "title: Arte della Lettura Podcast\nurl: \"https://podcast.artedellalettura.it\"\n",
                "_posts/2019-12-28-parliamo-del-lucca-comics-2019.md": """
                ---
                title: Parliamo del Lucca Comics & Games 2019 - Arte della Lettura Podcast
                layout: post
                categories: [Fiera, Wrap-Up]
                filename: ep6_lucca
                length: "33:27"
                videoid: g5Q3_KuUq7E
                type: main
                ---
                """,
            ],
            report: ["imported 1 episodes"],
            holds: [
                "episodes/parliamo-del-lucca-comics-2019.md": [
                    "video: https://www.youtube.com/watch?v=g5Q3_KuUq7E", "duration: \"33:27\"",
                ]
            ],
            lacks: ["episodes/parliamo-del-lucca-comics-2019.md": ["videoid"]]),
        // FLOSSforScience/FLOSSforScience.github.io (Jekyll-Podcast-Feed's feed template): an
        // episode's `podcast_guid`, which the feed wrote as `{{ site.url }}/{{ ep.podcast_guid }}`.
        RealShowImportCase(
            name: "FLOSS for Science: podcast_guid keeps the guid Jekyll-Podcast-Feed's feed wrote",
            generator: .jekyll,
            files: [
                "_config.yml": """
                title: FLOSS for Science
                baseurl: "" #important: start with /
                url: "https://flossforscience.github.io"
                permalink: /podcast/:title
                podcast_email: flossforscience@gmail.com
                podcast_category: Technology
                podcast_author: FLOSSforScience
                """,
                "_posts/2018-01-03-season-1-episode-1.markdown": """
                ---
                layout: post
                title: "EP001 Introduction to the FLOSS for Science podcast"
                date: 2018-01-12 13:59:59
                categories:
                 - podcast
                podcast_link: https://media.blubrry.com/flossforscience/archive.org/download/FlossforscienceEp001-Introduction/FlossforscienceEp001-Introduction.mp3
                podcast_duration: "10:48"
                podcast_length: 5220352
                podcast_guid: 454393ac623ec4173b3a93c0bb2d943b2f81074979185bf8c4350cd9812c2677
                ---

                In this episode the two hosts David Brassard and Patrick Diehl introduce themselves.
                """,
            ],
            report: [
                "guids kept as the old feed wrote them (Jekyll-Podcast-Feed's url + / + podcast_guid): episodes (1)"
            ],
            holds: [
                "episodes/season-1-episode-1.md": [
                    "guid: https://flossforscience.github.io/454393ac623ec4173b3a93c0bb2d943b2f81074979185bf8c4350cd9812c2677",
                    "length: 5220352",
                ]
            ],
            lacks: ["episodes/season-1-episode-1.md": ["podcast_guid"]]),
        // FLOSSforScience/FLOSSforScience.github.io: the episode's number within its season,
        // the season, its type and its summary are `podcast_`-named keys.
        RealShowImportCase(
            name: "FLOSS for Science: podcast_episode_number, _season_number, _episode_type and _description",
            generator: .jekyll,
            files: [
                "_config.yml": """
                title: FLOSS for Science
                url: "https://flossforscience.github.io"
                permalink: /podcast/:title
                podcast_email: flossforscience@gmail.com
                """,
                "_posts/2020-10-01-season3-epsiode-5.markdown": """
                ---
                layout: post
                title: "EP031 GNU licenses"
                date: 2021-04-27 00:00:00
                author: Admin
                #Title of the podcast episode without the episode number
                podcast_episode_title: "GNU licenses"
                #Link to the mp3 file of the episode
                podcast_link: https://media.blubrry.com/flossforscience/archive.org/download/ffs-ep-031-gnu-licenses/FFS_EP031_GNU_Licenses.mp3
                #File size in MB of the mp3 file
                podcast_file_size: 70.0 MB
                #Length of the episode in minutes (is the same for ogg and mp3)
                podcast_duration: "0:48:42"
                #File size in bytes of the mp3 file
                podcast_length: 70026896
                #“full” for normal episodes; “trailer” to promote an upcoming show, season, or episode; or “bonus” for extra content related to a show, season, or episode.
                podcast_episode_type: full
                #Season number only
                podcast_season_number: 03
                #Episode number only
                podcast_episode_number: 05
                #Description of the podcast
                podcast_description: |
                  In episode 31, we interviewed Craig Topham from the Licensing and Compliance Team of the GNU Project about GNU software licenses.

                ---

                # Outline
                """,
            ],
            report: ["imported 1 episodes"],
            holds: [
                "episodes/season3-epsiode-5.md": [
                    "number: 5", "season: 3", "episodeType: full",
                    "summary: In episode 31, we interviewed Craig Topham",
                    "duration: \"48:42\"",
                ]
            ],
            lacks: [
                "episodes/season3-epsiode-5.md": [
                    "podcast_episode_number", "podcast_season_number", "podcast_episode_type", "podcast_description",
                ]
            ]),
        // FLOSSforScience/FLOSSforScience.github.io: each episode has an Ogg file besides the MP3,
        // `podcast_link_ogg`, with its length in `podcast_length_ogg` (its second feed's enclosure).
        RealShowImportCase(
            name: "FLOSS for Science: podcast_link_ogg is the episode's Ogg file, with its own length",
            generator: .jekyll,
            files: [
                "_config.yml": "title: FLOSS for Science\nurl: \"https://flossforscience.github.io\"\n",
                "_posts/2018-01-03-season-1-episode-1.markdown": """
                ---
                layout: post
                title: "EP001 Introduction to the FLOSS for Science podcast"
                date: 2018-01-12 13:59:59
                podcast_link: https://media.blubrry.com/flossforscience/archive.org/download/FlossforscienceEp001-Introduction/FlossforscienceEp001-Introduction.mp3
                podcast_link_ogg: https://media.blubrry.com/flossforscience/archive.org/download/FlossforscienceEp001-Introduction/FlossforscienceEp001-Introduction.ogg
                podcast_file_size: 5.0 MB
                podcast_file_size_ogg: 3.9 MB
                podcast_duration: "10:48"
                podcast_length: 5220352
                podcast_length_ogg: 4043062
                ---

                In this episode the two hosts introduce themselves.
                """,
            ],
            report: ["went to params: layout (1), podcast_file_size (1), podcast_file_size_ogg (1)"],
            holds: [
                "episodes/season-1-episode-1.md": [
                    "- length: 5220352\n  url: https://media.blubrry.com/flossforscience/archive.org/download/FlossforscienceEp001-Introduction/FlossforscienceEp001-Introduction.mp3",
                    "- length: 4043062\n  url: https://media.blubrry.com/flossforscience/archive.org/download/FlossforscienceEp001-Introduction/FlossforscienceEp001-Introduction.ogg",
                ]
            ],
            lacks: ["episodes/season-1-episode-1.md": ["podcast_link_ogg", "podcast_length_ogg"]]),
        // FLOSSforScience/FLOSSforScience.github.io: a post's player and download links are
        // Liquid outputs of its own front matter, `{{ page.podcast_link }}`, which Jekyll rendered.
        RealShowImportCase(
            name: "FLOSS for Science: {{ page.podcast_link }} in a body is the page's value, as Jekyll rendered it",
            generator: .jekyll,
            files: [
                "_config.yml": "title: FLOSS for Science\nurl: \"https://flossforscience.github.io\"\n",
                "_posts/2020-10-01-season3-epsiode-5.markdown": """
                ---
                layout: post
                title: "EP031 GNU licenses"
                date: 2021-04-27 00:00:00
                img: FFS031_header.jpg
                podcast_link: https://media.blubrry.com/flossforscience/archive.org/download/ffs-ep-031-gnu-licenses/FFS_EP031_GNU_Licenses.mp3
                podcast_link_ogg: https://media.blubrry.com/flossforscience/archive.org/download/ffs-ep-031-gnu-licenses/FFS_EP031_GNU_Licenses.ogg
                podcast_length: 70026896
                ---

                <audio controls>
                  <source src="{{ page.podcast_link_ogg }}" type="audio/ogg">
                  <source src="{{ page.podcast_link }}" type="audio/mpeg">
                Your browser does not support the audio element.
                </audio>

                You can also download this episode as [MP3]({{ page.podcast_link }}) or [OGG]({{ page.podcast_link_ogg }}).
                Its header is {{ site.url }}/assets/img/blog/{{ page.img | relative_url }}.

                ```liquid
                {{ page.podcast_link }}
                ```
                """,
            ],
            report: [
                "Liquid outputs of the page's own values replaced by them: podcast_link (2), podcast_link_ogg (2)",
                "Liquid outputs left as text (sitegen has nothing like them): page.img | relative_url (1), site.url (1)",
            ],
            holds: [
                "episodes/season3-epsiode-5.md": [
                    "<source src=\"https://media.blubrry.com/flossforscience/archive.org/download/ffs-ep-031-gnu-licenses/FFS_EP031_GNU_Licenses.ogg\" type=\"audio/ogg\">",
                    "[MP3](https://media.blubrry.com/flossforscience/archive.org/download/ffs-ep-031-gnu-licenses/FFS_EP031_GNU_Licenses.mp3)",
                    "```liquid\n{{ page.podcast_link }}\n```",
                ]
            ]),
        // CloudWithChris/hugo-creator (exampleSite): `buildFuture: true`, and three of its four
        // episodes are dated years ahead (upcoming ones), which Hugo published.
        RealShowImportCase(
            name:
                "Hugo Creator: episodes dated after the import are named, since the build publishes them only with --future",
            generator: .hugo,
            files: [
                "config.yaml": """
                baseURL: "localhost:1313" # BaseURL of the website, used in RSS feeds and site rendering
                buildFuture: true         # Include content with publishdate in the future
                title: "Hugo Creator Theme" # Title of the website
                """,
                "content/episode/weekly-vlog-997/index.md": """
                ---
                Date: "2031-12-17T09:30:00Z"
                PublishDate: "2031-12-17T09:30:00Z"
                Title: "Feature Flags - The Art of the IF and Deployment"
                episode: V997
                upcoming: true
                ---
                In this session, Chris is joined by Chris Ayers!
                """,
                "content/episode/cloud-drops-windows-terminal-productive-azure/index.md": """
                ---
                Date: "2021-04-03T00:01:00Z"
                PublishDate: "2021-04-03T00:01:00Z"
                Title: "Cloud Drops - How Windows Terminal can make YOU productive with Azure"
                ---
                Windows Terminal is a modern application.
                """,
            ],
            report: [
                "dated after the import (`sitegen build --future` publishes them): content/episode/weekly-vlog-997/index.md (1)"
            ],
            holds: ["episodes/weekly-vlog-997.md": ["date: \"2031-12-17T09:30:00Z\""]],
            lacks: ["episodes/cloud-drops-windows-terminal-productive-azure.md": ["2031"]]),
        // gliush/devzen (Hugo): the feed's settings are in `[params.podcast]`, spelled in camelCase.
        RealShowImportCase(
            name: "DevZen: itunesOwnerEmail and the like are read as itunes_owner_email, not made up",
            generator: .hugo,
            files: [
                "config.toml": """
                baseURL = "https://devzen.ru/"
                title = "DevZen Podcast"

                [params.podcast]
                  itunesAuthor     = "DevZen Podcast"
                  itunesOwnerName  = "DevZen Podcast"
                  itunesOwnerEmail = "devzen.podcast@gmail.com"
                  itunesCategory   = "Technology"
                  itunesImage      = "https://devzen.ru/files/devzen.jpg"
                  itunesSummary    = "Подкаст о программировании, IT и смежных темах (16+)"
                """,
                "content/episodes/0050.md": """
                ---
                audio_url: https://devzen.ru/download/2015/devzen-0050-2015-07-17-6856edde48b263c2.mp3
                date: '2015-07-18T10:03:02+00:00'
                number: 50
                slug: episode-0050
                title: Все о CRIU
                ---

                <div class="show-notes"></div>
                """,
            ],
            report: [
                "made up, to replace in Content/site.yml: image (a plain placeholder, images/podcast-artwork-placeholder.png; the settings name https://devzen.ru/files/devzen.jpg: copy it into Content/)"
            ],
            holds: [
                "site.yml": [
                    "description: Подкаст о программировании, IT и смежных темах (16+)", "author: DevZen Podcast",
                    "email: devzen.podcast@gmail.com", "category: Technology",
                ]
            ],
            lacks: ["site.yml": ["podcast@devzen.ru", "description: DevZen Podcast"]]),
        // corrode/corrode.github.io (Zola, "Rust in Production"): each episode bundle names its
        // one guest in `[extra]` as `guest = "…"`, singular, with the guest's `role`.
        RealShowImportCase(
            name: "Rust in Production: a singular guest is the episode's guest, a person of the site",
            generator: .zola,
            files: [
                "config.toml": "base_url = \"https://corrode.dev\"\ntitle = \"corrode\"\n",
                "content/podcast/_index.md": """
                +++
                title = "Rust in Production Podcast"
                template = "podcast.html"
                sort_by = "date"
                +++
                """,
                "content/podcast/s02e01-curl/index.md": """
                +++
                title = "curl"
                date = 2024-05-02
                template = "episode.html"
                draft = false
                aliases = ["/p/s02e01"]
                [extra]
                guest = "Daniel Stenberg"
                role = "Open Source Maintainer and Public Speaker"
                season = "02"
                episode = "01"
                series = "Podcast"
                +++

                In the season premier we talk to none other than Daniel Stenberg!
                """,
            ],
            report: ["role (1)"],
            holds: [
                "episodes/s02e01-curl.md": ["guests:\n- daniel-stenberg", "number: 1", "season: 2"],
                "people/daniel-stenberg.md": ["name: Daniel Stenberg"],
            ],
            lacks: ["episodes/s02e01-curl.md": ["guest: Daniel Stenberg"]]),
        // kristoff-it/zig.show (Hugo, Zig SHOWTIME's talks): the recording of a talk is `vod`, a
        // YouTube id its theme embeds; a talk not yet published has `vod: null` or none.
        RealShowImportCase(
            name: "Zig SHOWTIME: a talk's vod (a bare YouTube id) is its video",
            generator: .hugo,
            files: [
                "config.toml": "baseURL = \"https://zig.show/\"\ntitle = \"Zig SHOWTIME\"\ntheme = \"showtime\"\n",
                "content/episodes/_index.md": "---\ntitle: \"asd\"\ndraft: false\n---\n\nasdasd",
                "content/episodes/34.md": """
                ---
                title: "Pixi"
                subtitle: "A cross-platform\\nart and animation editor"
                type: "talk"
                date: "2023-10-02T09:00:00.000"
                where: "America/Chicago"
                author: "Colton \\"foxnne\\" Franklin"
                newsletter: "https://buttondown.email/ZigSHOWTIME/archive/34/"
                vod: "7K9Vzcr7vJg"
                postponed: false
                draft: false
                ---
                A nice GUI program, written in Zig, that helps you create art, what's not to love?
                """,
                "content/episodes/33.md": """
                ---
                title: "Buzz"
                date: "2023-09-21T21:30:00.000"
                author: "Benoit Giannangeli"
                vod: null
                draft: false
                ---
                Buzz is a lightweight language written in Zig.
                """,
            ],
            report: ["dropped (empty): vod (1)"],
            holds: ["episodes/episodes-34.md": ["video: https://www.youtube.com/watch?v=7K9Vzcr7vJg"]],
            lacks: ["episodes/episodes-34.md": ["vod:"], "episodes/episodes-33.md": ["video:"]]),
        // gliush/devzen (Hugo): an episode's picture is `cover_image`, a file of `static/uploads/`
        // (`''` where the episode has none); 0448's is a PNG there.
        RealShowImportCase(
            name: "DevZen: an episode's cover_image is its thumbnail",
            generator: .hugo,
            files: [
                "config.toml": "baseURL = \"https://devzen.ru/\"\ntitle = \"DevZen Podcast\"\n",
                "content/episodes/0448.md": """
                ---
                audio_duration: ''
                audio_url: https://devzen.ru/download/2023/devzen-0448.mp3
                cover_image: /uploads/2023/11/dz448.png
                date: '2023-11-08T03:02:37+00:00'
                number: 448
                slug: episode-0448
                title: Выпуск 448
                ---

                <div class="show-notes"></div>
                """,
                "content/episodes/0001.md": """
                ---
                audio_url: https://devzen.ru/download/2014/devzen-0001-2014-07-25-976823064bbca823.mp3
                cover_image: ''
                date: '2014-07-26T16:48:58+00:00'
                number: 1
                slug: episode-0001
                title: Пилотный выпуск
                ---
                """,
            ],
            pictures: ["static/uploads/2023/11/dz448.png"],
            report: ["dropped (empty): audio_duration (1), cover_image (1)"],
            holds: ["episodes/episode-0448.md": ["thumbnail: uploads/2023/11/dz448.png"]],
            lacks: ["episodes/episode-0448.md": ["cover_image"]]),
        // akronymisierbar/akronymisier.bar (Zola): its feed template writes the channel's
        // `podcast:guid`, `podcast:locked` and `podcast:funding` from `[extra]`.
        RealShowImportCase(
            name: "Akronymisierbar: the old feed's podcast guid, lock and funding link are kept",
            generator: .zola,
            files: [
                "config.toml": """
                base_url = "https://akronymisier.bar"

                title = "Akronymisierbar"
                description = "Podcast von und mit Hendrik und Kilian."

                default_language = "de"

                [extra]
                episode_base_url = "https://kkw.lol/k/akb"

                podcast_guid = "d98cda05-7cdb-565f-b766-cd622743df1c"
                podcast_email = "akronymisierbar@fastmail.com"
                podcast_funding_url = "https://ko-fi.com/kilko"
                podcast_locked = true
                podcast_explicit = false
                podcast_category = "Technology"
                """,
                "content/episodes/_index.md": """
                +++
                title = "Episoden"
                sort_by = "date"
                template = "episodes.html"
                page_template = "episode.html"
                +++
                """,
                "content/episodes/022.md": """
                +++
                title = "022 - Rant Bubble"
                date = 2018-08-17
                template = "episode.html"
                aliases = ["/022"]
                draft = false

                [extra]
                guid = "6757ae03-814a-40b5-a26f-e0e277de1ce9"
                episode_number = 22
                duration = "01:17:35"
                audio_url = "https://kkw.lol/k/akb/022.mp3"
                audio_length = 65572046
                transcript_vtt = "https://kkw.lol/k/akb/022.vtt"
                description = \"\"\"Heute mit Gast Florian Gilcher (@argorak).\"\"\"
                +++

                Heute mit Gast Florian Gilcher (@argorak).
                """,
            ],
            pictures: ["static/images/logo.png"],
            report: ["kept 2 old URLs as aliases"],
            holds: [
                "site.yml": [
                    "guid: d98cda05-7cdb-565f-b766-cd622743df1c", "locked: true", "funding: https://ko-fi.com/kilko",
                ],
                "episodes/episodes-022.md": [
                    "guid: 6757ae03-814a-40b5-a26f-e0e277de1ce9", "number: 22", "length: 65572046",
                ],
            ]),
        // LeRubyNouveau/lerubynouveau.github.io (Jekyll): episodes are the `episodes` collection,
        // and the hosts a `habitues` collection, one document each, which episodes name by file
        // name in `hosts:`, a map of names to nothing.
        RealShowImportCase(
            name: "Le Ruby Nouveau: a collection the episodes' hosts name is people, not episodes",
            generator: .jekyll,
            files: [
                "_config.yml": """
                title: Le Ruby Nouveau
                email: bonjour@lerubynouveau.fr
                url: "http://lerubynouveau.fr"
                collections:
                 habitues:
                  output: true
                  permalink: /habitues/:path
                  values:
                    layout: habitue
                 episodes:
                  output: true
                  permalink: :title:output_ext
                  values:
                    layout: episode
                """,
                "_episodes/000.md": """
                ---
                layout: episode
                number: "000"
                title: "Qu'est-ce que c'est ?"
                summary: On vous présente la genèse du projet et ce dont on va parler ici.
                mp3: http://lerubynouveau.fr/mp3/le_ruby_nouveau_000_intentions.mp3
                s: 2166
                d: "36:06"
                hosts:
                   bobmaerten:
                   abelar_s:
                ---
                Sylvain : je voulais faire un podcast.
                """,
                "_habitues/abelar_s.md": """
                ---
                layout: habitue
                name: Sylvain Abélard
                website: http://maitre-du-monde.fr
                twitter: abelar_s
                username: abelar_s
                zone: Paris, France
                github: abelards
                pitch: Curieux
                photo: http://maitre-du-monde.fr/img/abelar_s_64.png
                desc: Résolvons des problèmes intéressants pour nous faciliter la vie.
                links:
                  "ParisRB": "http://rubyparis.org"
                  "ZenM4": "http://zenm4.net"
                ---
                """,
                "_habitues/bobmaerten.md": """
                ---
                layout: habitue
                name: Bob Maerten
                twitter: bobmaerten
                github: bobmaerten
                ---
                """,
            ],
            report: ["imported 1 episodes, 0 collections, 0 pages, 2 people"],
            holds: [
                "episodes/000.md": ["hosts:\n- abelar-s\n- bobmaerten", "audio: http://lerubynouveau.fr/mp3/"],
                "people/abelar-s.md": [
                    "name: Sylvain Abélard", "- http://maitre-du-monde.fr", "- https://twitter.com/abelar_s",
                    "- http://rubyparis.org", "Résolvons des problèmes",
                ],
                "people/bobmaerten.md": ["name: Bob Maerten"],
            ],
            lacks: ["episodes/000.md": ["params:\n  hosts"]]),
        // software-architecture-radio/softwarearchitecturerad.io (Hugo): the About page is a
        // section of its own, `content/about/_index.md`, with nothing else in it.
        RealShowImportCase(
            name: "Software Architecture Radio: a section with no episodes, about/_index.md, is a page",
            generator: .hugo,
            files: [
                "config.yaml": """
                ---
                title: "Software Architecture Radio"
                baseURL: "https://softwarearchitecturerad.io/"
                theme: "zen"
                permalinks:
                  episodes: "/:year/:month/:day/:title"
                """,
                "content/episodes/_index.md":
                    "---\ntitle: \"Episodes\"\ndate: 2020-05-27T17:39:05-05:00\ndraft: false\n---\n",
                "content/about/_index.md": """
                ---
                title: "About"
                date: 2020-05-27T17:39:05-05:00
                draft: false
                ---

                Welcome to the first podcast dedicated solely to the practice of software architecture!
                """,
                "content/episodes/ep1.md": """
                ---
                title: "Episode 1 - Tim Berglund on Distributed Systems"
                date: 2016-12-19
                draft: false
                trackId: "298646065"
                ---

                {{< soundcloud >}}

                My guest for this show is [Tim Berglund](http://timberglund.com/).
                """,
            ],
            report: [
                "sections without episodes imported as pages: content/about/_index.md",
                "imported 1 episodes, 1 collections, 1 pages",
            ],
            holds: [
                "pages/about.md": ["title: About", "Welcome to the first podcast"],
                "episodes/ep1.md": ["/2016/12/19/episode-1-tim-berglund-on-distributed-systems/"],
            ]),
        // 089/hugo-podcast (a Hugo theme built on Podlove's web player, its exampleSite): the
        // episode's number, subtitle, poster, duration, chapters and audio files (one per format,
        // each `{url, mimeType, size}`) are in one `episode` object of JSON front matter, which
        // went under params as "not a whole number": the episode had no audio, picture or chapters.
        RealShowImportCase(
            name: "hugo-podcast: an `episode` object's audio, poster, duration and chapters are the episode's",
            generator: .hugo,
            files: [
                "config.json":
                    "{\n  \"baseURL\": \"https://podcast.example.org/\",\n  \"title\": \"Hugo Podcast\"\n}\n",
                "static/audio/mp4/example.m4a": "m4a",
                "static/audio/mp3/example.mp3": "mp3",
                "content/episode/example.md": """
                {
                  "title": "Regen und Donner",
                  "date": "2019-09-01T19:40:52+02:00",
                  "keywords": ["podcast"],
                  "episode": {
                    "number": "",
                    "title": "Regen und Donner",
                    "subtitle": "Kein Podcast. Nur ein paar Naturgeräusche.",
                    "publicationDate": "2019-09-01T19:40:52+02:00",
                    "poster": "/img/episode/example.png",
                    "duration": "00:01:01",
                    "chapters": [
                      {"start":"00:00:00", "title": "Intro"},
                      {"start":"00:00:27", "title": "Thunder"}
                    ],
                    "audio": [{
                      "url": "/audio/mp4/example.m4a",
                      "mimeType": "audio/mp4",
                      "size": 2915357,
                      "title": "Audio MP4"
                    }, {
                      "url": "/audio/mp3/example.mp3",
                      "mimeType": "audio/mpeg",
                      "size": 1308249,
                      "title": "Audio MP3"
                    }],
                    "contributors": [{
                      "id": "emil-example",
                      "avatar": "/img/avatar/blank_50.png",
                      "name": "Emil Example"
                    }],
                    "tabs": ""
                  },
                  "draft": false
                }

                Gib hier die Zusammenfassung der Folge ein.

                <!--more-->

                Füge hier die Show Notes ein.
                """,
            ],
            pictures: ["static/img/episode/example.png"],
            report: ["dropped (empty): episode.number (1)"],
            holds: [
                "episodes/example.md": [
                    "audio:\n- audio/mp4/example.m4a\n- audio/mp3/example.mp3", "thumbnail: img/episode/example.png",
                    "duration: \"1:01\"", "chapters:\n- start: 00:00:00\n  title: Intro",
                    "summary: Kein Podcast. Nur ein paar Naturgeräusche.",
                    "params:\n  episode:\n    contributors:",
                ]
            ],
            lacks: ["episodes/example.md": ["    mimeType:", "    poster:"]]),
        // Alroniks/modcast.by (Hugo, its theme bulmacast): an episode's digest link is
        // `{{< param digest >}}`, Hugo's built-in shortcode for the page's own value, which stayed
        // as text (a link to "{{< param digest >}}"); and the day it went out is `publication`
        // (the theme's feed dates it so), so the import dated it by the file's time.
        RealShowImportCase(
            name: "modcast.by: {{< param digest >}} is the page's value, `publication` its date",
            generator: .hugo,
            files: [
                "config.toml": "baseURL = \"https://modcast.by/\"\ntitle = \"MODX Podcast\"\ntheme=\"bulmacast\"\n",
                "content/episode/1.md": """
                +++
                draft = false

                episode = "1"
                title = "Выпуск #1"
                humanDate = "11 марта 2019"
                publication = "2019-03-11 10:00:00" # date of publication
                digest = "https://modx.pro/news/17755"

                file = "https://s3.eu-north-1.amazonaws.com/modcastby/episodes/1.mp3" # link to mp3 file
                bytes = "14233380"
                duration = "00:14:39" # duration of episode in human format: HH:MM:SS
                cover = "" # overrides default cover
                explicit = "no" # values are "yes" or "no" or "clean"
                +++

                ### Содержание
                - 00:00:20 MODX Meetup в Амстердаме

                [MODX-Дайджест]({{< param digest >}})
                """,
            ],
            report: ["Hugo shortcodes and links turned into Markdown (or the episode's video): param (1)"],
            holds: [
                "episodes/episode-1.md": [
                    "[MODX-Дайджест](https://modx.pro/news/17755)", "date: \"2019-03-11 10:00:00\"", "number: 1",
                ]
            ],
            lacks: ["episodes/episode-1.md": ["{{< param", "publication:"]]),
        // trustrevolution/website (Hugo): an episode gives its MP3's size as `enclosure_bytes`,
        // its transcript and video as URLs (`transcript_url`, `video_url`) and its chapters as
        // `timestamps` of `{time, topic}`; all four went under params, so the feed's enclosure had
        // no length and the episode no transcript, video or chapters. It gives both `summary` and
        // `description`: the build reads `summary`, the import took `description`.
        RealShowImportCase(
            name: "Trust Revolution: enclosure_bytes, transcript_url, video_url and timestamps are the episode's",
            generator: .hugo,
            files: [
                "hugo.toml": "baseURL = \"https://www.trustrevolution.co/\"\ntitle = \"Trust Revolution\"\n",
                "content/episodes/s03e05-jesse-posner.md": """
                ---
                title: "Your Money, Your Data, Your Mind"
                date: 2026-02-19
                draft: false
                slug: s03e05-jesse-posner
                season: 3
                episode: 5
                description: "FROST creator Jesse Posner on why your hardware wallet leaks data."
                summary: |
                  "If somebody gets control over your personal AI—all your health data—they own you." Jesse Posner built FROST.
                audio_url: "https://media.trustrevolution.co/audio/s03e05-jesse-posner.mp3"
                video_url: "https://media.trustrevolution.co/video/s03e05-jesse-posner.mp4"
                duration: "1:21:38"
                transcript_url: "https://media.trustrevolution.co/transcripts/s03e05-jesse-posner.srt"
                guid: "68731d20-8515-4b19-8212-335943b83db5"
                enclosure_bytes: 78367911
                duration_seconds: 4898
                guests:
                - Jesse Posner
                timestamps:
                - time: "00:00"
                  topic: "Introduction and Jesse's background at Coinbase and Block"
                - time: "03:16"
                  topic: "How institutional vs. individual self-custody differs"
                - time: "1:06:02"
                  topic: "Vora's product roadmap: AI product this year, Vora Vault next year"
                ---
                """,
            ],
            report: ["went to params: description: `summary` came from another key (1), duration_seconds (1)"],
            holds: [
                "episodes/s03e05-jesse-posner.md": [
                    "audio:\n  length: 78367911\n  url: https://media.trustrevolution.co/audio/s03e05-jesse-posner.mp3",
                    "video:\n  type: video/mp4\n  url: https://media.trustrevolution.co/video/s03e05-jesse-posner.mp4",
                    "transcript: https://media.trustrevolution.co/transcripts/s03e05-jesse-posner.srt",
                    "chapters:\n- start: 00:00\n  title: Introduction and Jesse's background at Coinbase and Block",
                    "summary: '\"If somebody gets control over your personal AI",
                    "params:\n  description: FROST creator Jesse Posner",
                ]
            ],
            lacks: ["episodes/s03e05-jesse-posner.md": ["enclosure_bytes", "transcript_url", "timestamps"]]),
        // Security Cocktail Hour (Hugo): an episode's video is one of its `platforms:`, a map of
        // platform names to the episode's page there; the whole map went under params, so the
        // episode had no video. The YouTube one is the `video`; the others are its `listen` links.
        RealShowImportCase(
            name: "Security Cocktail Hour: the YouTube URL of `platforms:` is the video, the rest its listen links",
            generator: .hugo,
            files: [
                "hugo.toml": "baseURL = \"https://securitycocktailhour.com/\"\ntitle = \"Security Cocktail Hour\"\n",
                "content/episodes/episode-42.md": """
                ---
                title: "Passkeys, Finally"
                date: 2025-05-08
                audio: "https://media.securitycocktailhour.com/sch-042.mp3"
                platforms:
                  youtube: https://www.youtube.com/watch?v=dQw4w9WgXcQ
                  spotify: https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk
                ---
                Passkeys, at last.
                """,
                "content/episodes/episode-41.md": """
                ---
                title: "Only on YouTube"
                date: 2025-04-24
                audio: "https://media.securitycocktailhour.com/sch-041.mp3"
                platforms:
                  YouTube: "https://youtu.be/a8BpmzD1Xyo"
                ---
                A video.
                """,
            ],
            report: [],
            holds: [
                "episodes/episode-42.md": [
                    "video: https://www.youtube.com/watch?v=dQw4w9WgXcQ",
                    "listen:\n- https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk",
                ],
                "episodes/episode-41.md": ["video: https://youtu.be/a8BpmzD1Xyo"],
            ],
            lacks: [
                "episodes/episode-42.md": ["youtube:", "params:", "platforms"],
                "episodes/episode-41.md": ["params:", "platforms", "listen"],
            ],
            built: [
                "episodes/episode-42/index.html": [
                    #"<a class="listen-link" href="https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk">Spotify</a>"#
                ]
            ]),
        // trustrevolution/website (Hugo): later episodes give their captions and chapters as URLs,
        // `captions_url` (WebVTT) and `chapters_url` (Podcasting 2.0 chapters JSON); both went under
        // params silently. Captions are a transcript sitegen reads by URL (a WebVTT or SRT one is
        // marked as captions in the feed); a
        // chapters URL is not (sitegen's `chapters` is a list and it writes chapters.json itself),
        // so it stays in params and the report says why.
        RealShowImportCase(
            name: "Trust Revolution: captions_url is a captions transcript, chapters_url stays in params with why",
            generator: .hugo,
            files: [
                "hugo.toml": "baseURL = \"https://www.trustrevolution.co/\"\ntitle = \"Trust Revolution\"\n",
                "content/episodes/s03e06-example.md": """
                ---
                title: "Keys, Not Accounts"
                date: 2026-03-05
                audio_url: "https://media.trustrevolution.co/audio/s03e06-example.mp3"
                transcript_url: "https://media.trustrevolution.co/transcripts/s03e06-example.srt"
                captions_url: "https://media.trustrevolution.co/captions/s03e06-example.vtt"
                chapters_url: "https://media.trustrevolution.co/chapters/s03e06-example.json"
                ---
                """,
                "content/episodes/s03e07-example.md": """
                ---
                title: "Captions Only"
                date: 2026-03-12
                audio_url: "https://media.trustrevolution.co/audio/s03e07-example.mp3"
                captions_url: "https://media.trustrevolution.co/captions/s03e07-example.srt"
                ---
                """,
            ],
            report: [
                "chapters_url: a URL of a chapters file; sitegen reads chapters written as a list of `{start, title}`"
            ],
            holds: [
                "episodes/s03e06-example.md": [
                    "transcript:\n- https://media.trustrevolution.co/transcripts/s03e06-example.srt\n- https://media.trustrevolution.co/captions/s03e06-example.vtt",
                    "params:\n  chapters_url: https://media.trustrevolution.co/chapters/s03e06-example.json",
                ],
                "episodes/s03e07-example.md": [
                    "transcript: https://media.trustrevolution.co/captions/s03e07-example.srt"
                ],
            ],
            lacks: [
                "episodes/s03e06-example.md": ["captions_url"],
                "episodes/s03e07-example.md": ["params:", "captions_url"],
            ]),
        // tech-leadership-deep-dives/tech-leadership-deep-dives.github.io (Hugo): an episode's
        // running time is written in words, `duration: "56 min"`, which went under params as
        // "not a duration", so no episode had a duration; and each bundle's `transcript.md`
        // (`headless: true`, which its theme shows) became an episode of its own, "transcript",
        // dated by the file's time, and not the episode's transcript.
        RealShowImportCase(
            name:
                "Tech Leadership Deep Dives: a duration in words is the duration, a bundle's transcript.md the transcript",
            generator: .hugo,
            files: [
                "hugo.toml":
                    "baseURL = \"https://tech-leadership-deep-dives.github.io/\"\ntitle = \"Tech Leadership\"\n",
                "content/episodes/06-ai/index.md": """
                ---
                title: "AI"
                season: 1
                episode: 6
                date: 2026-07-02
                youtube_id: "a8BpmzD1Xyo"
                duration: "56 min"
                summary: "Agentic coding is here, and the interesting question is not whether it works."
                ---

                ## In this episode

                - Where AI sits in the sequence of industry shifts.
                """,
                "content/episodes/06-ai/transcript.md": """
                ---
                headless: true
                ---

                Today's episode is a fancy episode about a fancy topic.
                """,
                "content/episodes/05-hiring/index.md": """
                ---
                title: "Hiring"
                date: 2026-06-02
                duration: "1 h 5 min"
                ---

                Hiring.
                """,
            ],
            report: [
                "imported 2 episodes",
                "transcripts from the bundle's transcript.* (a Hugo page resource): content/episodes/06-ai/index.md",
            ],
            holds: [
                "episodes/06-ai.md": [
                    "duration: \"56:00\"", "video: https://www.youtube.com/watch?v=a8BpmzD1Xyo",
                    "transcript: files/episodes/06-ai/transcript.md",
                ],
                "episodes/05-hiring.md": ["duration: \"1:05:00\""],
                "files/episodes/06-ai/transcript.md": ["headless: true", "a fancy episode"],
            ],
            lacks: ["episodes/06-ai.md": ["params:"]]),
        // stvstnfrd/hugo-podcasts-test (Hugo content written by rss2hugo from a feed): each
        // bundle's `podcast:` object holds the enclosure, duration and season; the audio went to
        // `params:` and the episodes had none.
        RealShowImportCase(
            name: "hugo-podcasts-test: a `podcast:` object's enclosure, duration and season are the episode's",
            generator: .hugo,
            files: [
                "config.yaml": "baseURL: 'http://example.org/'\ntitle: 'Deep Dive with @stvstnfrd'\n",
                "content/computing-britain/_index.markdown": """
                ---
                title: Computing Britain
                ---

                Hannah Fry looks back at 75 years of computing history.
                """,
                "content/computing-britain/2015/11/16/computers-at-home/index.markdown": """
                ---
                date: 2015-11-16 17:22:00+00:00
                draft: false
                podcast:
                    duration: '849'
                    enclosure:
                        length: '13584000'
                        type: audio/mpeg
                        url: http://open.live.bbc.co.uk/mediaselector/6/redir/version/2.0/mediaset/audio-nondrm-download/proto/http/vpid/p0387j1g.mp3
                    episode_type: ''
                    explicit: null
                    pub_date: 2015-11-16 17:22:00+00:00
                    season: 2015
                    subtitle: How 1980s Britain grew to love the home computer. Presented by mathematician
                        Hannah Fry.
                    title: Computers at Home
                title: Computers at Home

                ---

                In the 1980s, 'micro computers' invaded the home.
                """,
            ],
            report: ["dropped (empty): podcast.episode_type (1), podcast.explicit (1)", "went to params: podcast (1)"],
            holds: [
                "episodes/computers-at-home.md": [
                    "duration: \"14:09\"", "season: 2015", "length: 13584000",
                    "url: http://open.live.bbc.co.uk/mediaselector/6/redir/version/2.0/mediaset/audio-nondrm-download/proto/http/vpid/p0387j1g.mp3",
                    "summary: How 1980s Britain grew to love the home computer.",
                    "params:\n  podcast:\n    pub_date:",
                ]
            ]),
        // nathan-bottomley/jekyll-podcast: a post's `podcast:` object names the episode's
        // number and its file (kept in `assets/episodes/`); the number went to `params:`.
        RealShowImportCase(
            name: "jekyll-podcast: a `podcast:` object's episode is the number",
            generator: .jekyll,
            files: [
                "_config.yml": "title: Flight Through Entirety\nurl: https://flightthroughentirety.com\n",
                "_posts/2021-08-09-day-of-the-moon.md": """
                ---
                title: Gaslight Girlboss Ginger (Day of the Moon)
                contributors: #also optional
                - Nathan Bottomley
                podcast:
                  # the episode number
                  episode: 217
                  # optional
                  recording_date: 2021-08-01
                ---
                We continue with Series 6.
                """,
            ],
            report: ["went to params: podcast (1)"],
            holds: [
                "episodes/day-of-the-moon.md": [
                    "number: 217", "  podcast:\n    recording_date:", "hosts:\n- nathan-bottomley\n",
                ]
            ]),
        // andywaite/unusable-podcast (Hugo, theme hugo-sam): `mp3:` is the file's name alone, and
        // the file is in `static/podcasts/`, where the site's template looks; the import said the
        // file was not in the source and put it under `params:`.
        RealShowImportCase(
            name: "unusable-podcast: a media file named without its folder is the source's only file of that name",
            generator: .hugo,
            files: [
                "config.toml": """
                baseurl                 = "https://podcast.theunusable.com/"               # Your domain name. Must end with "/"
                languageCode            = "en-gb"
                title                   = "The Unusable Podcast"
                theme                   = "hugo-sam"
                """,
                "content/podcasts/029-doug-collins-interview.md": """
                ---
                number: "029"
                title: "Doug Collins"
                date: 2022-03-13T19:59:00+00:00
                description: "Andy interviews prominent UXer and all-round nice-guy Doug Collins"
                mp3: "029-doug-collins-interview.mp3"
                duration: 00:53:34
                ---

                Andy interviews prominent UXer and all-round nice-guy Doug Collins.
                """,
                "static/podcasts/029-doug-collins-interview.mp3": "ID3 not really audio",
            ],
            report: ["imported 1 episodes"],
            holds: [
                "episodes/029-doug-collins-interview.md": [
                    "audio: podcasts/029-doug-collins-interview.mp3", "number: 29", "duration: \"53:34\"",
                ]
            ],
            lacks: ["episodes/029-doug-collins-interview.md": ["params:"]]),
        // nathan-bottomley/jekyll-podcast: `podcast.file` is a name in `assets/episodes/`, where
        // the plugin's `episode_url` filter puts it.
        RealShowImportCase(
            name: "jekyll-podcast: a `podcast:` object's file is the one of that name in assets/episodes/",
            generator: .jekyll,
            files: [
                "_config.yml": "title: Flight Through Entirety\nurl: https://flightthroughentirety.com\n",
                "_posts/2021-08-09-day-of-the-moon.md": """
                ---
                title: Gaslight Girlboss Ginger (Day of the Moon)
                podcast:
                  episode: 217
                  file: >-
                    FTE 217, Gaslight Girlboss Ginger (Day of the Moon).mp3
                ---
                We continue with Series 6.
                """,
                "assets/episodes/FTE 217, Gaslight Girlboss Ginger (Day of the Moon).mp3": "ID3 not really audio",
            ],
            report: ["imported 1 episodes"],
            holds: [
                "episodes/day-of-the-moon.md": [
                    "audio: assets/episodes/FTE 217, Gaslight Girlboss Ginger (Day of the Moon).mp3", "number: 217",
                ]
            ],
            lacks: ["episodes/day-of-the-moon.md": ["params:"]]),
        // vmware-tanzu/thepodlets (a Jekyll collection `_episodes/`): `hosts:` is a list of
        // `{name, url}` and each host has a page in `_hosts/`, named by number and file name, with
        // `first_name`, `last_name` and `jobtitle`; the hosts went to `params:` ("not a list of
        // names") and the page became a person named `04-bryan-liles`.
        RealShowImportCase(
            name: "The Podlets: hosts as {name, url} are people, a host page's first and last name its name",
            generator: .jekyll,
            files: [
                "_config.yml": """
                title: The Podlets
                url: https://thepodlets.example.org
                collections:
                  episodes:
                    output: true
                  hosts:
                    output: false
                """,
                "_episodes/006-joe-beda.md": """
                ---
                episode_id: 006-a-conversation-with-joe-beda 
                episode_number: 6
                title: A Conversation with Joe Beda
                date: 2019-12-16
                hosts: 
                    - name: Carlisia Campos
                      url: https://twitter.com/carlisia 
                    - name: Bryan Liles
                      url: https://twitter.com/bryanl
                video: https://www.youtube.com/embed/DAUV2e4Q0Jw
                ---

                BONUS EPISODE 006
                """,
                "_hosts/04-bryan-liles.md": """
                ---
                first_name: Bryan
                last_name: Liles
                jobtitle: Senior Staff Engineer, working on Tanzu Build
                twitter: https://twitter.com/bryanl
                current: true
                ---
                Software Engineer
                """,
            ],
            report: ["2 people", "dropped from people: current (1)"],
            holds: [
                "episodes/006-joe-beda.md": ["hosts:\n- carlisia-campos\n- bryan-liles", "number: 6"],
                "people/bryan-liles.md": [
                    "name: Bryan Liles", "role: Senior Staff Engineer, working on Tanzu Build",
                    "https://twitter.com/bryanl", "Software Engineer",
                ],
                "people/carlisia-campos.md": ["name: Carlisia Campos", "links:\n- https://twitter.com/carlisia"],
            ],
            lacks: ["episodes/006-joe-beda.md": ["params:\n  hosts"]]),
        // nathan-bottomley/jekyll-podcast: with `podcast.remote_episode_host` in `_config.yml`,
        // the episode files are served from that host (`remote_episode_host/file`); the import
        // said the settings gave no media URL.
        RealShowImportCase(
            name: "jekyll-podcast: podcast.remote_episode_host is the media URL of `podcast.file`",
            generator: .jekyll,
            files: [
                "_config.yml": """
                title: Flight Through Entirety
                url: https://flightthroughentirety.com
                podcast:
                  title: "Flight Through Entirety: A Doctor Who Podcast"
                  email: flightthroughentirety@gmail.com
                  owner: Nathan Bottomley
                  category: TV &amp; Film
                  subcategory: TV Reviews
                  remote_episode_host: https://flight-through-entirety.us-east-1.linodeobjects.com
                """,
                "_posts/2021-08-09-day-of-the-moon.md": """
                ---
                title: Gaslight Girlboss Ginger (Day of the Moon)
                podcast:
                  episode: 217
                  file: >-
                    FTE 217, Gaslight Girlboss Ginger (Day of the Moon).mp3
                ---
                We continue with Series 6.
                """,
            ],
            report: ["imported 1 episodes"],
            holds: [
                "episodes/day-of-the-moon.md": [
                    "audio: https://flight-through-entirety.us-east-1.linodeobjects.com/FTE%20217,%20Gaslight%20Girlboss%20Ginger%20(Day%20of%20the%20Moon).mp3"
                ]
            ],
            lacks: ["episodes/day-of-the-moon.md": ["params:"]]),
        // nathan-bottomley/jekyll-podcast: the posts' permalink is given by `_config.yml`'s front
        // matter defaults, `/:podcast_episode/` (the post's `podcast.episode`); the import read no
        // defaults and kept the date-style URL Jekyll never wrote as the alias.
        RealShowImportCase(
            name: "jekyll-podcast: a front matter default's permalink, /:podcast_episode/, is the old URL",
            generator: .jekyll,
            files: [
                "_config.yml": """
                title: Flight Through Entirety
                url: https://flightthroughentirety.com
                defaults:
                - scope:
                    path: ""
                    type: posts
                  values:
                    permalink: /:podcast_episode/
                - scope:
                    path: "_posts/specials"
                    type: posts
                  values:
                    permalink: /specials/:title/
                """,
                "_posts/2021-08-09-day-of-the-moon.md": """
                ---
                title: Gaslight Girlboss Ginger (Day of the Moon)
                podcast:
                  episode: 217
                ---
                We continue with Series 6.
                """,
                "_posts/specials/2021-12-25-christmas.md": """
                ---
                title: A Christmas Special
                podcast:
                  episode: 218
                ---
                Ho ho ho.
                """,
            ],
            report: ["imported 2 episodes"],
            holds: [
                "episodes/day-of-the-moon.md": ["aliases:\n- /217/\n"],
                "episodes/christmas.md": ["aliases:\n- /specials/christmas/\n"],
            ],
            lacks: ["episodes/day-of-the-moon.md": ["/2021/08/09/"]]),
        // SkippySteve/hugo-podcast (its theme, knowing-less): the audio is `enclosureURL`, the
        // picture `coverImage`, camel-cased, and the categories `[[params.podcastCategory]]`, a
        // list of maps `{title, subTitle}`. None was read: no episode had audio, so the site had
        // no podcast feed, and the picture went to `params:`.
        RealShowImportCase(
            name: "hugo-podcast (knowing-less): camel-cased enclosureURL and coverImage, podcastCategory maps",
            generator: .hugo,
            files: [
                "hugo.toml": """
                baseURL = "https://podcast.aimingupward.com"
                languageCode = "en"
                title = "Knowing Less"
                copyright = ""            # Default value is author.name

                # Essential
                [author]
                  name = "SkippySteve"
                  email = "steve@aimingupward.com"

                [params]
                  description = "No Cost Podcast (up to 10GB audio)."
                  # Podcast category
                  [[params.podcastCategory]]
                    title = "Society & Culture"
                    subTitle = "Personal Journals"
                  [[params.podcastCategory]]
                    title = "Society & Culture"
                    subTitle = "Relationships"
                """,
                "content/episode/Episode-2.md": """
                +++
                title = 'Episode 2'
                date = 2024-04-14T18:22:32-04:00
                draft = false

                coverImage = "/rss-logo-png-transparent.png"
                enclosureURL = "https://aimingupward.com/default.mp3_ywr3ahjkcgo_0dd99e789df80a2ac4cc9ba92a8910b9_101329013.mp3"
                enclosureType = "mp3"
                enclosureLength = "1:43:26"
                author = "Steve"
                # The duration can be either string or integer (in seconds), for example:
                duration = "1:43:26"
                hiddenFromRSS = false
                +++

                # This is Episode 2
                """,
            ],
            pictures: ["static/rss-logo-png-transparent.png"],
            report: [
                "went to params: author (1), enclosureLength: not a length in bytes (1), enclosureType (1), hiddenFromRSS (1)"
            ],
            holds: [
                "episodes/episode-2.md": [
                    "audio: https://aimingupward.com/default.mp3_ywr3ahjkcgo_0dd99e789df80a2ac4cc9ba92a8910b9_101329013.mp3",
                    "thumbnail: rss-logo-png-transparent.png", "duration: \"1:43:26\"",
                ],
                "site.yml": ["category: Society & Culture", "subcategory: Personal Journals"],
            ]),
        // CastalioPodcast/castaliopodcast.github.io (Jekyll, Portuguese): an episode's picture is
        // `![Editor Vim]({{ site.baseurl }}/images/episodio-55-vim.png)`; the Liquid output was
        // kept, so the imported page showed a broken picture named `{{ site.baseurl }}/images/…`.
        // Its audio is only linked from the show notes, in three formats: the imported show had
        // no episode with audio, so no podcast feed.
        RealShowImportCase(
            name: "Castálio: {{ site.baseurl }} before a path is left out, the path the site's own",
            generator: .jekyll,
            files: [
                "_config.yml": "title: Castálio Podcast\nurl: https://castalio.info\nbaseurl: \"\"\n",
                "_posts/2014-11-23-episodio-55-editor-vim.md": """
                ---
                title: "Episodio 55: Editor Vim"
                tags: [vim, github, gist, editor]
                ---

                ![Editor Vim]({{ site.baseurl }}/images/episodio-55-vim.png)
                Depois de um longo e tenebroso inverno, estamos de volta no ar.

                [Sobre]({{site.baseurl}}/sobre/), e {{ site.url }}/sobre/ fica.

                Escute agora:
                --------------
                [MP3](http://downloads.ogmaciel.com/castalio-podcast-55.mp3)
                [Ogg](http://downloads.ogmaciel.com/castalio-podcast-55.ogg)
                [M4A](http://downloads.ogmaciel.com/castalio-podcast-55.m4a)
                """,
                // Links to two recordings: neither is taken as the episode's.
                "_posts/2014-12-07-episodio-56-dois.md": """
                ---
                title: "Episodio 56"
                ---
                Ouça [este](https://example.org/a.mp3) ou [aquele](https://example.org/b.mp3).
                """,
            ],
            pictures: ["images/episodio-55-vim.png"],
            report: [
                "Liquid outputs left as text (sitegen has nothing like them): site.url (1)",
                "Liquid outputs removed (links are written from the site's root): site.baseurl (2)",
                "audio from the show notes' links to it (no front matter key gave it): _posts/2014-11-23-episodio-55-editor-vim.md (1)",
            ],
            holds: [
                "episodes/episodio-55-editor-vim.md": [
                    "![Editor Vim](/images/episodio-55-vim.png)", "[Sobre](/sobre/)", "{{ site.url }}/sobre/ fica",
                    "audio:\n- http://downloads.ogmaciel.com/castalio-podcast-55.mp3\n- http://downloads.ogmaciel.com/castalio-podcast-55.m4a\n- http://downloads.ogmaciel.com/castalio-podcast-55.ogg\n",
                ]
            ],
            lacks: ["episodes/episodio-56-dois.md": ["audio:"]]),
        // evanwill/workshop-template-b (a Jekyll workshop site): its lessons are Markdown pages in
        // `content/`, published by Jekyll at `/content/2-lesson.html`, linked to one another with
        // `{{ '/content/3-lesson.html' | relative_url }}`. The import copied them as static files,
        // which the build does not publish: the lessons were gone.
        RealShowImportCase(
            name: "workshop-template-b: pages in a folder are pages, their relative_url links kept",
            generator: .jekyll,
            files: [
                "_config.yml": """
                title: workshop-template-b
                description: "Create a workshop website quick and easy!"
                author: evan will
                url:
                baseurl:
                defaults:
                  - scope:
                      path: "content"
                    values:
                      layout: "section"
                """,
                "content/2-lesson.md": """
                ---
                title: Get Started
                nav: Start
                topics: Template; Basic Config
                ---

                See [Create Lesson Content]({{ '/content/3-lesson.html' | relative_url }}) for details and options.
                """,
                "content/3-lesson.md": """
                ---
                title: Create Lesson Content
                nav: Content
                topics: Markdown; Includes
                description: >
                    This section has example Bootstrap feature includes.
                youtubeid: moJgWrD6dwg
                ---

                ## Content Pages
                """,
                "about/index.md": "---\ntitle: About\n---\nA workshop.\n",
                "content/notes.md": "No front matter: Jekyll copies it as it is.\n",
                // A page an episode names as its transcript stays the file it names.
                "_posts/2020-01-01-recording.md": """
                ---
                title: Recording
                transcript: /content/recording-transcript.md
                ---
                The workshop, recorded.
                """,
                "content/recording-transcript.md": "---\ntitle: Transcript\n---\n**Evan:** Hello.\n",
            ],
            report: [
                "3 pages", "Liquid relative_url and absolute_url of a path replaced by it: /content/3-lesson.html (1)",
            ],
            holds: [
                "pages/2-lesson.md": [
                    "title: Get Started", "- /content/2-lesson.html\n",
                    "[Create Lesson Content](/content/3-lesson.html)",
                ],
                "pages/3-lesson.md": [
                    "title: Create Lesson Content", "- /content/3-lesson.html\n", "## Content Pages",
                ],
                // At /about/ still, its old URL: no alias.
                "pages/about.md": ["title: About", "A workshop."],
                "content/notes.md": ["No front matter"],
                "content/recording-transcript.md": ["**Evan:** Hello."],
                "episodes/recording.md": ["transcript: content/recording-transcript.md"],
            ]),
        // jinyuzu99/jekyll-podcast (its sample site): the settings are `_config.yaml`, which
        // Jekyll reads when there is no `_config.yml`, and the post is `2019-4-6-….md`, a month and
        // a day of one digit, as Jekyll reads them. The import read neither: the show was named
        // after the folder with made-up feed details, and the episode dated the day of the import,
        // its slug and old URLs keeping `2019-4-6-`.
        RealShowImportCase(
            name: "jekyll-podcast: _config.yaml is the settings, 2019-4-6- in a post's name its date",
            generator: .jekyll,
            files: [
                "_config.yaml": """
                podcast:
                  title: Sample
                  description: This is a sample
                  url: /podcast.xml # Podcast XML URL
                  author: Sayo Melu
                  email: podcast@sample.net
                  logo: https://sample.net/logo.png # Logo in 1400 – 3000 pixel
                  language: en # http://www.loc.gov/standards/iso639-2/php/code_list.php
                  category: Society &amp; Culture  # https://help.apple.com/itc/podcasts_connect/#/itc9267a2f12
                  subcategory: Personal Journals
                  type: episodic # episodic | serial
                  explicit: false # true | false
                  complete: "no" # "yes" | "no"
                  block: "no" # "yes" | "no"
                """,
                "_posts/2019-4-6-jekyll-podcast-sample.md": """
                ---
                layout: podcast
                categories: podcast # podcast | Podcast
                title: Jekyll Podcast Sample
                author: Sayo Melu
                season: 2
                episode: 9
                episodeType: full # full | trailer | bonus
                explicit: false # true | false
                audio: https://sample.net/audio.opus
                length: 3927 # in seconds
                ---

                This is **Episode Notes**.
                """,
            ],
            report: ["imported 1 episodes"],
            holds: [
                "site.yml": [
                    "title: Sample", "author: Sayo Melu", "category: Society & Culture",
                    "subcategory: Personal Journals", "email: podcast@sample.net",
                ],
                "episodes/jekyll-podcast-sample.md": [
                    "date: \"2019-04-06\"", "- /podcast/2019/04/06/jekyll-podcast-sample.html", "number: 9",
                ],
            ],
            lacks: ["site.yml": ["title: source"]]),
        // niclindh/jekyll-podcast-template: each post names its MP3 in `media:`, a file of
        // `podcasts/` (its feed writes `{{ site.url }}/podcasts/{{ post.media }}`), with its
        // `length`; both went to `params:` (the length "no media file"), and the show, with no
        // episode that had audio, got no podcast feed.
        RealShowImportCase(
            name: "jekyll-podcast-template: a `media` that names an audio file is the episode's audio",
            generator: .jekyll,
            files: [
                "_config.yml": """
                title: "Example Pod"
                email: "your-email@example.com"
                description: "Brief description of your podcast"
                baseurl: "" # the subpath of your site, e.g. /blog/
                url: "http://example.com" # the base hostname & protocol for your site

                # Used to generate the iTunes-compatible RSS feed
                podcast:
                  owner:
                    name: Your Name
                    email: your-podcast-email@example.com
                  explicit: "no" # Change to yes if you're a potty mouth
                  image: /img/generic-2000.png # iTunes requires 2,000 pixel art
                  keywords: "news"
                  categories:
                    - category: "Find categories on iTunes"
                """,
                "_posts/2015-02-24-all-filler-no-killer.md": """
                ---
                layout: post
                permalink: episodes/2/
                title: "Episode 2: All filler no killer"
                excerpt: "This episode only exists so that there can be two episodes."
                date: 2015-02-24 02:00:00
                media: generic-2.mp3
                length: 342312
                duration: "00:00:19"
                explicit: "no"
                ---

                There's really no reason to listen to this. All filler, no killer.
                """,
                // The length its front matter gives.
                "podcasts/generic-2.mp3": "ID3" + String(repeating: " ", count: 342_309),
            ],
            pictures: ["img/generic-2000.png"],
            report: ["went to params: layout (1)"],
            holds: [
                "episodes/all-filler-no-killer.md": ["audio: podcasts/generic-2.mp3", "aliases:\n- /episodes/2/\n"],
                "site.yml": ["image: img/generic-2000.png"],
            ],
            lacks: ["episodes/all-filler-no-killer.md": ["media:", "length:"]]),
        // jessfraz/weirdtrickmafia.fm (Hugo, TOML): its hosts and guests are data files, one a
        // person (`data/hosts/jessfraz.toml`: the handle as `name`, the name as `fullname`, the
        // profiles as handles), which its templates read through `.Site.Data.hosts`; the people
        // were written named by their slugs, their names and profiles dropped without a word.
        // Its feed's copyright is `params.feed.feed_copyright`.
        RealShowImportCase(
            name: "weirdtrickmafia.fm: people kept as Hugo data files have their full names and profiles",
            generator: .hugo,
            files: [
                "config.toml": """
                baseurl = "https://weirdtrickmafia.fm"
                languageCode = "en-us"
                title = "weirdtrickmafia.fm"

                [params]
                description = "A podcast about tech, feelings, open source, and /dev/urandom."
                	[params.feed]
                	feed_copyright = "Copyright 2019 weirdtrickmafia.fm" #do not use markdown in this field; it is used in the feed
                	itunes_author = "Jessie Frazelle and Andrew Clay Shafer" #no markdown or HTML
                	itunes_owner_name = "Jessie Frazelle"
                	itunes_owner_email = "jfrazelle@me.com"
                	itunes_top_category = "Technology"
                """,
                "data/hosts/jessfraz.toml": """
                name = "jessfraz"
                fullname = "Jessie Frazelle"
                twitter = "jessfraz"
                github = "jessfraz"
                site = "https://jess.dev"
                """,
                "data/hosts/littleidea.toml": """
                name = "littleidea"
                fullname = "Andrew Clay Shafer"
                twitter = "littleidea"
                github = "littleidea"
                """,
                "data/guests/abbyfuller.toml": """
                name = "abbyfuller"
                fullname = "Abby Fuller"
                twitter = "abbyfuller"
                github = "abby-fuller"
                """,
                "content/post/extremely-on-brand.md": """
                +++
                date = 2019-06-12
                title = "Extremely on Brand"
                description = "Jess and Andrew get with Abby Fuller (@abbyfuller), Container Czarina extraordinaire."
                podcast_file = "extremely_on_brand.mp3"
                hosts = ["littleidea", "jessfraz"]
                guests = ["abbyfuller"]
                explicit = "yes" # values are "yes" or "no"
                youtube = "HXPtOdEVFXY"
                episode = 10
                +++

                Jess and Andrew get with Abby Fuller, Container Czarina extraordinaire.
                """,
            ],
            report: ["3 people"],
            holds: [
                "people/jessfraz.md": [
                    "name: Jessie Frazelle", "- https://jess.dev\n", "- https://twitter.com/jessfraz\n",
                    "- https://github.com/jessfraz\n",
                ],
                "people/littleidea.md": ["name: Andrew Clay Shafer"],
                "people/abbyfuller.md": ["name: Abby Fuller", "- https://github.com/abby-fuller\n"],
                "episodes/extremely-on-brand.md": ["number: 10", "guests:\n- abbyfuller\n"],
                "site.yml": ["copyright: Copyright 2019 weirdtrickmafia.fm"],
            ]),
        // andreyvit/it-posidelki (Jekyll, Octopod): the site's `url` is an international domain,
        // which the import took for no URL at all (baseURL https://example.org/), and each audio
        // file `{name, size}` under `audio_base_url`, which went under `params:`.
        RealShowImportCase(
            name: "it-posidelki: url http://айтипи.рф is the xn-- base URL; audio {name, size} is the audio",
            generator: .jekyll,
            files: [
                "_config.yml": """
                title: IT-посиделки
                url: http://айтипи.рф
                safe_url: http://xn--80aqac5aq.xn--p1ai
                description: Андрей Таранцов и Тимофей Васенин болтают о новостях про маки, виндоус и мобильники.
                language: ru
                author: Андрей Таранцов, Тимофей Васенин
                explicit: 'yes'
                email: andrey@tarantsov.com
                audio_base_url: http://files.tarantsov.com
                itunes_categories: [Technology]
                permalink: "/:title/"
                """,
                "_posts/2015-09-09-006-apple-event.md": """
                ---
                number: "06"
                title: "Первое правило Эппл Ивентов"
                layout: episode
                duration: "46:31"
                summary: "Глубокой ночью сразу после сентябрьского Apple Event."
                audio:
                  name: IT-posidelki-006.mp3
                  size: 33592749
                ---

                Глубокой ночью после презентации Эппл мы пытаемся обсудить стилусы и айпады.
                """,
            ],
            report: ["imported 1 episodes"],
            holds: [
                "site.yml": ["baseURL: http://xn--80aqac5aq.xn--p1ai/"],
                "episodes/006-apple-event.md": [
                    "audio:\n  length: 33592749\n  url: http://files.tarantsov.com/IT-posidelki-006.mp3\n"
                ],
            ],
            lacks: ["episodes/006-apple-event.md": ["params:\n  audio:"]]),
        // GoodStuff-Fm/goodstuff (Jekyll): a network whose shows are collections (`_3g3q/`,
        // `_dailyish/`), each titled in `_config.yml`; the episodes were imported into no show.
        RealShowImportCase(
            name: "goodstuff: each Jekyll collection of episodes is a show, titled as its settings title it",
            generator: .jekyll,
            files: [
                "_config.yml": """
                ---
                title: Goodstuff.fm
                timezone: America/Regina
                collections:
                  3g3q:
                    title: 3G3Q
                    output: true
                    permalink: "/3g3q/:path"
                    slug: 3g3q
                    retired: false
                    live: false
                  dailyish:
                    title: Daily(ish)
                    output: true
                    permalink: "/dailyish/:path"
                    description: Just as it says on the tin this is a daily(ish) podcast from Chris
                      Enns.
                    retired: false
                    live: false
                permalink: pretty
                description: A network of good shows with good people doing good things
                """,
                "_3g3q/150.md": """
                ---
                title: S10:E11 - "The End"
                date: 2018-08-29 09:35:00 -06:00
                description: Broken vases, mass emails, and bazinga cessation
                show: 3g3q
                mp3: https://media.transistor.fm/c4a648e7.mp3
                image:
                episode: 150
                layout: episode
                ---

                This week we are sponsored by: the last page of the best book you ever read
                """,
                "_dailyish/12.md": """
                ---
                layout: episode
                published: true
                show: dailyish
                title: A Brief History of Star Trek Games
                episode: 12
                date: 2022-02-10
                mp3: https://media.transistor.fm/4313144a/2dcd1809.mp3
                video: null
                ---

                We cover Sony buying Bungie.
                """,
            ],
            report: ["imported 2 episodes, 2 collections"],
            holds: [
                "collections/3g3q.md": ["title: 3G3Q"],
                "collections/dailyish.md": [
                    "title: Daily(ish)", "Just as it says on the tin this is a daily(ish) podcast from Chris Enns.",
                ],
                "episodes/3g3q-150.md": ["collection: 3g3q", "aliases:\n- /3g3q/150/\n"],
                "episodes/dailyish-12.md": ["collection: dailyish"],
            ]),
        // ajaykarwal/inspect-fm (Jekyll): every key of the front matter indented, and the summary
        // in `short_description`, which its feed writes as <itunes:summary>; it went under `params:`.
        RealShowImportCase(
            name: "inspect-fm: indented front matter is read; short_description is the summary",
            generator: .jekyll,
            files: [
                "_config.yml": """
                ###### Site settings
                title            : Inspect
                description      : Inspect is a show about the world of web development, design and technology.
                base_url         : https://inspect.fm
                author:
                  name           : Ajay Karwal
                  email          : inspectfm@gmail.com
                audio_host       : https://dts.podtrac.com/redirect.mp3/s3.eu-west-2.amazonaws.com/inspectfm/episodes/
                permalink: /:title/
                """,
                "_posts/2019-12-10-episode-29.md": """
                ---
                  layout: episode
                  permalink: /episodes/29/
                  number: '29'
                  title: 'Holiday Gift Guide 2019'
                  short_description: "Check out our alternative Holiday Gift Guide 2019 for the Designers and Developers in your life."
                  filename: 'inspectfm-29-holiday-gift-guide-2019'
                  duration: '43:28'
                  length: '55217567'
                  tags: [holiday gift guide, christmas, xmas]
                  explicit: 'no'
                ---
                ## Sponsor - Trace by Sticker Mule
                This show is sponsored by Sticker Mule.
                """,
            ],
            report: ["went to params: filename (1), layout (1), length: no media file (1)"],
            holds: [
                "site.yml": ["baseURL: https://inspect.fm/"],
                "episodes/episode-29.md": [
                    "summary: Check out our alternative Holiday Gift Guide 2019", "number: 29", "duration: \"43:28\"",
                    "aliases:\n- /episodes/29/\n",
                ],
            ],
            lacks: ["episodes/episode-29.md": ["short_description"]]),
        // LoomState/loomstate.fm (Hugo, every key capitalized): each show is a page,
        // `shows/retro.md` (`Type: show`), that its episodes name (`Show: retro`); the import made
        // the show an episode dated the day of the import, and the episodes a collection `episodes`.
        RealShowImportCase(
            name: "loomstate.fm: a page the episodes name as their Show is their collection, not an episode",
            generator: .hugo,
            files: [
                "config.yaml": """
                baseURL: https://loomstate.fm/
                canonifyURLs: true
                languageCode: en-us
                title: LoomState.fm
                copyright: Copyright © Loom State Productions

                Params:
                  twitter: loomstatefm
                  author: LoomState.fm
                  email: info@loomstate.fm
                  explicit: "no"
                """,
                "content/shows/retro.md": """
                ---
                Type: show
                Title: Retro Speculative

                Description: Humans speculating about the past and future. An interview series with software developers and designers.

                Hosts: [karl-bowden]
                Author: Karl Bowden

                Keywords: [apple, ios, mac, interview]
                TintColor: "#2D3773"
                Slug: retro
                Url: retro

                Categories: [Society & Culture, Technology]
                ---

                # Retro Speculative

                An interview series with software developers, designers and industry people.
                """,
                "content/episodes/retro-1.md": """
                ---
                Type: episode
                Show: retro
                Number: 1
                Url: retro/1
                Date: 2016-04-24 05:00:00 +1100

                Guid: 71a46ab1-f355-421e-872d-8f5236d68dd5
                Duration: 01:07:05
                EnclosureUrl: https://episodes.loomstate.fm/retro/retro1.mp3
                EnclosureLength: 48900682
                EnclosureSize: 48.9
                Explicit: no

                Title: Don't know the Windozers - Matthew Palmer
                Description: Programming is a series of battles with the computer.

                Hosts: [karl-bowden]
                ---

                To kick off the interviews, Matthew Palmer joins me.
                """,
            ],
            report: ["imported 1 episodes, 1 collections", "as collections: content/shows/retro.md"],
            holds: [
                "collections/retro.md": [
                    "title: Retro Speculative", "summary: Humans speculating about the past and future.",
                    "aliases:\n- /retro/\n", "An interview series with software developers",
                ],
                "episodes/retro-1.md": [
                    "collection: retro",
                    "audio:\n  length: 48900682\n  url: https://episodes.loomstate.fm/retro/retro1.mp3",
                ],
            ],
            lacks: ["episodes/retro-1.md": ["collection: episodes"]]),
        // Jekyll shows kept in an `_episodes` collection: trinodb/trino.io and emacsel/emacsel.com
        // write `tags` as a string of words, which Jekyll reads as several tags (the import made one
        // tag of them); brandonb927/faviconvalley.show dates an episode `02-10-2015`, which Jekyll
        // reads day first (the import dated it the day of the import), and keeps its old URLs in
        // `redirect_from` (put under `params:`); emacsel's running time is `episode_duration`.
        RealShowImportCase(
            name: "Jekyll _episodes: tags as words, a day-first date, redirect_from and episode_duration",
            generator: .jekyll,
            files: [
                "_config.yml": """
                title: Emacs.el
                url: https://emacsel.com
                collections:
                  episodes:
                    output: true
                    permalink: /episodes/:path/
                """,
                "_episodes/1.md": """
                ---
                title: Ep. 1 - Introductions
                date: 02-10-2015

                # Remnants of original url structure
                redirect_from:
                  - /episode-1.html
                  - /ep-1.html
                ---

                This is the first episode of many to come for the Favicon Valley Podcast.
                """,
                "_episodes/trino-1.md": """
                ---
                layout: episode
                title:  "1: What is Presto, WITH RECURSIVE, and Hive connector"
                date: 2020-09-24
                tags: beginner sql hive connector
                youtube_id: "7ARNmiAIXXk"
                ---

                Presto nation, We want to hear from you!
                """,
                "_episodes/emacsel-1.md": """
                ---
                layout: episode
                title: "Episode 1 - Sacha Chua"
                host: Daniel Gopar
                date: 2015-09-25
                description: |
                    In this episode Daniel talks to Sacha Chua about the Emacs community!
                tags: Community Life Org
                episode_duration: "43:27"
                episode_bytes: {"mp3": 31354880, "ogg": 30929599}
                ---

                Welcome to the very first episode of Emacs.el!
                """,
            ],
            report: ["_episodes/1.md: 02-10-2015 is 2015-10-02 (day first, as Jekyll reads it)"],
            holds: [
                "episodes/1.md": ["2015-10-02", "aliases:\n- /episode-1.html\n- /ep-1.html\n"],
                "episodes/trino-1.md": ["tags:\n- beginner\n- sql\n- hive\n- connector\n"],
                "episodes/emacsel-1.md": ["tags:\n- Community\n- Life\n- Org\n", "duration: \"43:27\""],
            ],
            lacks: ["episodes/1.md": ["redirect_from"], "episodes/emacsel-1.md": ["episode_duration"]]),
        // rubenerd/rubenerd.com (Hugo): `config.yaml` ends with a `---`, which starts a second
        // (empty) YAML document; Hugo reads the first.
        RealShowImportCase(
            name: "Rubénerd Show: a settings file that ends with --- is read as Hugo reads it",
            generator: .hugo,
            files: [
                "config.yaml": """
                ---
                baseurl: "http://rubenerd.com/"
                title: "Rubénerd"
                languageCode: "en-SG"
                permalinks:
                  post: "/:filename/"
                ---

                """,
                "content/post/thoughts/hello.md": """
                ---
                title: "Hello again"
                date: "2015-07-27T10:00:00+10:00"
                ---
                A post that is not an episode.
                """,
            ],
            report: [],
            holds: [
                "site.yml": ["title: Rubénerd", "baseURL: http://rubenerd.com/"], "episodes/hello.md": ["- /hello/"],
            ]),
        // podcastlinux/tupodcast.github.io (Jekyll-Now with Jekyll-Podcast-Feed's settings): no
        // `title`, the show named by `podcast_title`.
        RealShowImportCase(
            name: "Frente al Micrófono: a site without a title is titled by podcast_title",
            generator: .jekyll,
            files: [
                "_config.yml": """
                name: Your Name
                description: Web Developer from Somewhere
                baseurl: "/tupodcast.github.io"
                permalink: /:title/
                podcast_url: https://tupodcast.github.io
                podcast_title: tupodcast
                podcast_owner: tunombre
                podcast_category: Technology
                podcast_author: tu nombre
                """,
                "_posts/2017-09-14-promo.md": """
                ---
                title: "Promo Frente al Micrófono"
                date: 2017-09-14
                podcast_link: https://ia800605.us.archive.org/26/items/PromoFrentealmicrófono/FAM-00-promo.mp3
                ---
                Aquí puedes añadir las notas del programa
                """,
            ],
            report: [],
            holds: [
                "site.yml": ["title: tupodcast"],
                "episodes/promo.md": [
                    "audio: https://ia800605.us.archive.org/26/items/PromoFrentealmicr%C3%B3fono/FAM-00-promo.mp3"
                ],
            ]),
        // nantyara/podcast.nantyara.com (a Japanese Jekyll show): each post names its MP3 as
        // `audio_file_path` and its size as `audio_file_size`, its date as RFC 2822.
        RealShowImportCase(
            name: "nantyara: audio_file_path and audio_file_size are the episode's audio",
            generator: .jekyll,
            files: [
                "_config.yml": "title: なんちゃラジオ\nurl: https://podcast.nantyara.com\nlanguage: ja\nauthor: なんちゃらアイドル\n",
                "_posts/2018-01-12-001.md": """
                ---
                id: 001
                audio_file_path: https://files.nantyara.com/001.mp3
                audio_file_size: 19490727
                date: Fri, 12 Jan 2018 13:00:03 +0000
                description: 記念すべき第一回
                duration: 10:06
                layout: article
                title: 第001回「なんちゃラジオ開始！」
                ---
                ## 概要
                """,
            ],
            report: ["went to params: id (1), layout (1)"],
            holds: [
                "episodes/001.md": [
                    "audio:\n  length: 19490727\n  url: https://files.nantyara.com/001.mp3\n", "duration: \"10:06\"",
                ]
            ],
            lacks: ["episodes/001.md": ["audio_file_path", "audio_file_size"]]),
        // enkake/yuguchiwauchu-radio (a Japanese Hugo show): `audio_type: "audio/mp3"` says what
        // the MP3's name does.
        RealShowImportCase(
            name: "湯口は宇宙ラジオ: audio_type that agrees with the file's name is used up",
            generator: .hugo,
            files: [
                "hugo.yaml":
                    "baseURL: \"https://yuguchiwauchu.enkake.jp\"\nlanguageCode: \"ja\"\ntitle: \"湯口は宇宙ラジオ\"\n",
                "content/episodes/001-hello-world.md": """
                ---
                title: "第1回: 温泉文化への誘い"
                date: 2024-01-15T10:00:00+09:00
                audio: "https://yuguchiwauchu-radio.s3.ap-northeast-1.amazonaws.com/sample.mp3"
                audio_length: 2133263
                audio_type: "audio/mp3"
                audio_duration: "00:01:06"
                ---

                湯口は宇宙ラジオへようこそ！
                """,
            ],
            report: [],
            holds: ["episodes/001-hello-world.md": ["length: 2133263", "duration: \"1:06\""]],
            lacks: ["episodes/001-hello-world.md": ["audio_type", "params:"]]),
        // radio-t/radio-t-site (Hugo 0.55, its settings configuring `[blackfriday]`): the show
        // notes end with an `<audio>` player, which Blackfriday passed as written.
        RealShowImportCase(
            name: "Radio-T: settings written for Blackfriday pass the show notes' raw HTML",
            generator: .hugo,
            files: [
                "config.toml": """
                languageCode = "ru-ru"
                baseurl = "https://radio-t.com"
                title = "Радио-Т Подкаст"

                [permalinks]
                  posts = "/p/:year/:month/:day/:filename"

                [blackfriday]
                  extensions = ["hardLineBreak"]
                """,
                "content/posts/podcast-10.md": """
                +++
                title = "Радио-T 10"
                date = "2006-11-12T09:56:00"
                categories = ["podcast"]
                filename = "rt_podcast10"
                +++

                - Xbox Vs. iTV

                [аудио](http://cdn.radio-t.com/rt_podcast10.mp3)
                <audio src="http://cdn.radio-t.com/rt_podcast10.mp3" preload="none"></audio>
                """,
            ],
            report: ["audio from the show notes' links to it"],
            holds: [
                "site.yml": ["unsafeHTML: true"],
                "episodes/podcast-10.md": [
                    "- /p/2006/11/12/podcast-10/", "audio: http://cdn.radio-t.com/rt_podcast10.mp3",
                ],
            ]),
        // rubenerd/rubenerd.com (Hugo): the show's episodes are HTML pages with front matter
        // (`content/post/show/show001.html`), their audio in `enclosure_file`, `enclosure_size`,
        // `enclosure_duration` and `enclosure_type`.
        RealShowImportCase(
            name: "Rubénerd Show: an HTML page with front matter is an episode with its enclosure, its markup passed",
            generator: .hugo,
            files: [
                "config.yaml":
                    "baseurl: \"http://rubenerd.com/\"\ntitle: \"Rubénerd\"\npermalinks:\n  post: \"/:filename/\"\n",
                "content/post/show/show001.html": """
                ---
                title: "Rubenerd Show 001: The first episode episode"
                date: "2005-01-24T12:00:36+08:00"
                thumb: "https://archive.org/download/RubenerdShow075/CoverArt.png"
                summary: "The first episode episode!"
                enclosure_file: "https://archive.org/download/The_Rubenerd_Show_001/RubenerdShow001.mp3"
                enclosure_size: 6100852
                enclosure_duration: "10:00"
                enclosure_type: "audio/mpeg"
                location: "Singapore"
                category: Show
                ---
                <p class="show-download">Podcast: <a href="https://archive.org/download/The_Rubenerd_Show_001/RubenerdShow001.mp3">Download</a></p>

                <p class="show-description">The first very raw episode. Be kind!</p>
                """,
                "content/post/show/notes.html": "<p>Not a page: no front matter.</p>\n",
            ],
            report: ["went to params: location (1), thumb (1)"],
            holds: [
                "episodes/show001.md": [
                    "length: 6100852", "url: https://archive.org/download/The_Rubenerd_Show_001/RubenerdShow001.mp3",
                    "duration: \"10:00\"", "- /show001/", "<p class=\"show-download\">",
                ],
                "site.yml": ["unsafeHTML: true"],
                "post/show/notes.html": ["<p>Not a page"],
            ],
            lacks: ["episodes/show001.md": ["enclosure_"]]),
        // writethedocspodcast/writethedocspodcast.github.io (Jekyll): an episode's `transcript:`
        // names a file of `_includes/`, which its layout includes.
        RealShowImportCase(
            name: "Write the Docs Podcast: a transcript kept in _includes/ is the episode's transcript",
            generator: .jekyll,
            files: [
                "_config.yml":
                    "title: Write the Docs Podcast\nurl: http://podcast.writethedocs.org\npermalink: /:year/:month/:day/:title/\n",
                "_posts/2020-09-10-episode-31-site-search.md": """
                ---
                title: "WTD Episode 31: Strategies for site search, with Peter Levan"
                guid: wtd_site_search
                date: 2020-09-10
                podcast_link: https://dts.podtrac.com/redirect.mp3/s3.us-west-1.wasabisys.com/writethedocs-podcast/episode31_site_search.mp3
                podcast_duration: "01:00:57"
                podcast_length: 46325980
                transcript: transcripts/transcript_episode31.html
                ---

                ## Resources
                """,
                "_includes/transcripts/transcript_episode31.html": "<p><b>Tom:</b> Hi, I'm Tom Johnson.</p>\n",
            ],
            report: [],
            holds: [
                "episodes/episode-31-site-search.md": ["transcript: transcripts/transcript_episode31.html"],
                "transcripts/transcript_episode31.html": ["Tom Johnson"],
            ],
            lacks: ["episodes/episode-31-site-search.md": ["params:"]]),
        // refined-bits/refinedbitspodcast.com (Jekyll): `audio:` lists the episode's files in
        // two formats as `sources`, each `{type, src, size}`.
        RealShowImportCase(
            name: "Refined Bits: audio sources in two formats are the episode's audio, MP3 first",
            generator: .jekyll,
            files: [
                "_config.yml":
                    "title: Refined Bits Podcast\npermalink: pretty\nurl: 'http://refinedbitspodcast.com'\nbaseurl: ''\n",
                "_posts/2014-10-14-kristin-valentine.md": """
                ---
                title: Kristin Valentine
                date: 2014-10-14
                audio:
                  sources:
                    - type: ogg
                      src: http://refinedbitspodcast.com/episodes/refined-bits-2014-10-14-kristin-valentine.ogg
                      size: 0
                    - type: mp3
                      src: http://refinedbitspodcast.com/episodes/refined-bits-2014-10-14-kristin-valentine.mp3
                      size: 0
                layout: single-episode
                ---

                ## News (00:02:23)
                """,
            ],
            report: ["went to params: layout (1)"],
            holds: [
                "episodes/kristin-valentine.md": [
                    "audio:\n- http://refinedbitspodcast.com/episodes/refined-bits-2014-10-14-kristin-valentine.mp3\n"
                        + "- http://refinedbitspodcast.com/episodes/refined-bits-2014-10-14-kristin-valentine.ogg\n"
                ]
            ],
            lacks: ["episodes/kristin-valentine.md": ["sources"]]),
        // refined-bits/refinedbitspodcast.com (Jekyll): the episode's picture is `picture:`, a
        // map of `src`, `thumbnail-src` and `alt`. (The repository's pictures are JPEGs; the case
        // writes a PNG.)
        RealShowImportCase(
            name: "Refined Bits: a picture map's src is the episode's thumbnail",
            generator: .jekyll,
            files: [
                "_config.yml": "title: Refined Bits Podcast\npermalink: pretty\nurl: 'http://refinedbitspodcast.com'\n",
                "_posts/2015-03-10-eric-ball.md": """
                ---
                title: Eric Ball
                picture:
                  src: /img/episodes/thumbnails/2015-03-10-eric-ball.png
                  thumbnail-src: /img/episodes/thumbnails/2015-03-10-eric-ball.png
                  alt: Eric Ball
                date: 2015-03-10
                audio:
                  duration: 'TODO'
                  src: http://refinedbitspodcast.com/episodes/refined-bits-2015-03-10-eric-ball.mp3
                  size: TODO
                explicit: 'no'
                ---

                # Show Notes
                """,
            ],
            pictures: ["img/episodes/thumbnails/2015-03-10-eric-ball.png"],
            report: [],
            holds: [
                "episodes/eric-ball.md": [
                    "thumbnail: img/episodes/thumbnails/2015-03-10-eric-ball.png", "explicit: false",
                    "audio: http://refinedbitspodcast.com/episodes/refined-bits-2015-03-10-eric-ball.mp3",
                ]
            ],
            lacks: ["episodes/eric-ball.md": ["picture"]]),
        // writethedocspodcast/writethedocspodcast.github.io (Jekyll): the hosts and guests are
        // `_data/profiles.yml`'s `info:` list, which episodes name by `slack_handle`.
        RealShowImportCase(
            name: "Write the Docs Podcast: people of _data/profiles.yml are named by the handle episodes use",
            generator: .jekyll,
            files: [
                "_config.yml": "title: Write the Docs Podcast\nurl: http://podcast.writethedocs.org\n",
                "_data/profiles.yml": """

                info:

                - name: Jared Morgan
                  website: http://jaredleonmorgan.net
                  slack_handle: jaredmorgs
                  twitter: http://twitter.com/jaredmorgs
                  description: 'Tech writer, prod mgr, and more. Pinball fan, podcaster.'
                  main_cohost: true

                - name: Tom Johnson
                  website: https://idratherbewriting.com
                  slack_handle: tomjohnson
                  description: 'Technical writer at Amazon. Live in SF Bay area.'
                """,
                "_posts/2020-09-10-episode-31-site-search.md": """
                ---
                title: "WTD Episode 31: Strategies for site search, with Peter Levan"
                date: 2020-09-10
                hosts:
                - peterlevan
                - jaredmorgs
                - tomjohnson
                ---

                ## Resources
                """,
            ],
            report: ["dropped from people: slack_handle (2), main_cohost (1)"],
            holds: [
                "people/jaredmorgs.md": ["name: Jared Morgan", "http://jaredleonmorgan.net", "Pinball fan"],
                "people/tomjohnson.md": ["name: Tom Johnson"],
                "episodes/episode-31-site-search.md": ["hosts:\n- peterlevan\n- jaredmorgs\n- tomjohnson\n"],
            ]),
        // enkake/yuguchiwauchu-radio (a Japanese Hugo show): the feed's settings are a map under
        // `params.itunes` (`type`, `owner: {name, email}`), which its feed template reads as
        // `.Site.Params.itunes.type`; the show's type was lost. (The repository's owner is its
        // author and its type `episodic`; the case's owner differs and its type is `serial`.)
        RealShowImportCase(
            name: "湯口は宇宙ラジオ: params.itunes.type and itunes.owner are the feed's type and owner",
            generator: .hugo,
            files: [
                "hugo.yaml": """
                baseURL: "https://yuguchiwauchu.enkake.jp"
                languageCode: "ja"
                title: "湯口は宇宙ラジオ"
                theme: "podcast"

                params:
                  description: "温泉施設とその文化について語る雑談ポッドキャスト"
                  author: "湯口は宇宙"
                  email: "podcast@enkake.co.jp"
                  copyright: "© 2025 enkake, Inc."

                  # iTunes podcast metadata
                  itunes:
                    author: "湯口は宇宙"
                    category: "Society & Culture"
                    subcategory: "Places & Travel"
                    explicit: "false"
                    owner:
                      name: "湯口は宇宙 制作"
                      email: "owner@enkake.co.jp"
                    type: "serial"
                """,
                "content/episodes/001-hello-world.md": """
                ---
                title: "第1回: 温泉文化への誘い"
                date: 2024-01-15T10:00:00+09:00
                audio: "https://yuguchiwauchu-radio.s3.ap-northeast-1.amazonaws.com/sample.mp3"
                audio_length: 2133263
                audio_duration: "00:01:06"
                ---

                湯口は宇宙ラジオへようこそ！
                """,
            ],
            report: [],
            holds: [
                "site.yml": [
                    "type: serial", "name: 湯口は宇宙 制作", "email: owner@enkake.co.jp",
                    "subcategory: Places & Travel",
                ]
            ]),
        // staffeng-podcast/staffeng-podcast.github.io (Hugo): each season's episodes are a
        // section, `content/season-1/`, `content/season-2/`, and no page gives its `season`. (The
        // case's second episode gives one, to check that it wins over the folder's.)
        RealShowImportCase(
            name: "StaffEng: an episode of a season-N section without a season is of season N",
            generator: .hugo,
            files: [
                "config/_default/hugo.toml": """
                baseURL = '/' # Use relative URLs for local development
                languageCode = 'en-us'
                title = 'StaffEng Podcast'
                mainSections = ['season-2', 'season-1']

                [params]
                  description = "Exploring engineering leadership, AI, and building impactful technology."
                """,
                "content/season-2/_index.md": """
                ---
                title: "Season 2"
                weight: 10
                ---
                We're rebooting the Staff Engineer podcast with a specific focus.
                """,
                "content/season-1/amy-unger-github.md": """
                ---
                title: "Amy Unger (GitHub)"
                date: 2021-06-01T09:00:00-0500
                draft: false
                aliases:
                  - /1687069/episodes/8513783-amy-unger-github
                ---

                Amy Unger, our guest on today’s show, is passionate about providing a high-quality service.

                ## Listen

                [Download Episode](https://www.buzzsprout.com/1687069/episodes/8513783-amy-unger-github.mp3)
                """,
                "content/season-2/will-maier-stripe.md": """
                ---
                title: "I Haven't Opened an IDE Since November — Will Maier (Stripe)"
                date: 2026-03-16T00:00:00Z
                draft: false
                season: 3
                ---

                Will Maier leads growth engineering at Stripe.
                """,
            ],
            report: ["seasons from the folder's name (season-N)"],
            holds: [
                "episodes/amy-unger-github.md": ["season: 1", "collection: season-1"],
                "episodes/will-maier-stripe.md": ["season: 3"],
            ],
            lacks: ["episodes/will-maier-stripe.md": ["season: 2"]]),
        // refined-bits/refinedbitspodcast.com (Jekyll): `episode-id: 3` is the episode's number.
        RealShowImportCase(
            name: "Refined Bits: an integer episode-id is the episode's number",
            generator: .jekyll,
            files: [
                "_config.yml": "title: Refined Bits Podcast\npermalink: pretty\nurl: 'http://refinedbitspodcast.com'\n",
                "_posts/2014-11-11-aaron-crandall.md": """
                ---
                title: Aaron Crandall
                date: 2014-11-11
                audio:
                  duration: '01:02:35'
                  sources:
                    - type: ogg
                      src: http://refinedbitspodcast.com/episodes/refined-bits-2014-11-11-aaron-crandall.ogg
                      size: 43611795
                    - type: mp3
                      src: http://refinedbitspodcast.com/episodes/refined-bits-2014-11-11-aaron-crandall.mp3
                      size: 44995347

                layout: single-episode
                episode-id: 3
                ---

                # Show Notes

                ## News (00:00:50)
                """,
            ],
            report: [],
            holds: ["episodes/aaron-crandall.md": ["number: 3"]],
            lacks: ["episodes/aaron-crandall.md": ["episode-id"]]),
        // enkake/yuguchiwauchu-radio (a Japanese Hugo show): an episode's `contributors:` are
        // `{name, uri}`, which its feed writes as <atom:contributor>s.
        RealShowImportCase(
            name: "湯口は宇宙ラジオ: contributors are the episode's hosts, each uri the person's link",
            generator: .hugo,
            files: [
                "hugo.yaml":
                    "baseURL: \"https://yuguchiwauchu.enkake.jp\"\nlanguageCode: \"ja\"\ntitle: \"湯口は宇宙ラジオ\"\n",
                "content/episodes/001-hello-world.md": """
                ---
                title: "第1回: 温泉文化への誘い"
                date: 2024-01-15T10:00:00+09:00
                audio: "https://yuguchiwauchu-radio.s3.ap-northeast-1.amazonaws.com/sample.mp3"
                author: "湯口太郎、宇宙花子"
                contributors:
                  - name: "湯口太郎"
                    uri: "https://example.com/yuguchi"
                  - name: "宇宙花子"
                    uri: "https://example.com/uchu"
                audio_length: 2133263
                ---

                湯口は宇宙ラジオへようこそ！
                """,
            ],
            report: [],
            holds: [
                "episodes/001-hello-world.md": ["hosts:\n- "],
                "people/tang-kou-tai-lang.md": ["name: 湯口太郎", "https://example.com/yuguchi"],
            ],
            lacks: ["episodes/001-hello-world.md": ["contributors"]]),
        // enkake/yuguchiwauchu-radio: its settings' `params.platforms` links the show on Apple
        // Podcasts, Spotify, YouTube and Amazon, which site.yml has no place for.
        RealShowImportCase(
            name: "湯口は宇宙ラジオ: the settings' platform links are named in the report as not imported",
            generator: .hugo,
            files: [
                "hugo.yaml": """
                baseURL: "https://yuguchiwauchu.enkake.jp"
                languageCode: "ja"
                title: "湯口は宇宙ラジオ"

                params:
                  # Podcast platform links
                  platforms:
                    apple: "https://podcasts.apple.com/us/podcast/湯口は宇宙ラジオ/id1831194849"
                    spotify: "https://open.spotify.com/show/19G0cWsh1sU9f5uk7q8P78"
                    youtube: "https://www.youtube.com/playlist?list=PL0YjYISHXF7MaFFzljtWkIil8KdshGXeC"
                    amazon: "https://music.amazon.co.jp/podcasts/fccc81b1-c90a-483d-9ddf-e34cd12cdba7/湯口は宇宙ラジオ"
                """,
                "content/episodes/001-hello-world.md": """
                ---
                title: "第1回: 温泉文化への誘い"
                date: 2024-01-15T10:00:00+09:00
                audio: "https://yuguchiwauchu-radio.s3.ap-northeast-1.amazonaws.com/sample.mp3"
                audio_length: 2133263
                ---

                湯口は宇宙ラジオへようこそ！
                """,
            ],
            report: [
                "the settings' links to the platforms the show is on are not imported (site.yml has no place for "
                    + "them; link them from a page of Content/pages/): amazon, apple, spotify, youtube"
            ],
            holds: ["site.yml": ["title: 湯口は宇宙ラジオ"]]),
        // xvenca/podcast.wenzl.no (a Czech Hugo show): the site's language is Hugo's
        // `defaultContentLanguage = "cs"` (and its feed's `podcast_language`); no `languageCode`.
        RealShowImportCase(
            name: "Podcast – Václav Wenzl: defaultContentLanguage is the site's language",
            generator: .hugo,
            files: [
                "hugo.toml": """
                baseURL = "https://podcast.wenzl.no/"
                defaultContentLanguage = "cs"
                title = "Podcast – Václav Wenzl"

                [languages]
                  [languages.cs]
                    weight = 1
                    [languages.cs.params]
                      locale = "cs-CZ"

                [params]
                  description          = "Vlastní podcastová platforma – Václav Wenzl"
                  author               = "Václav Wenzl"
                  email                = "martin.vaclav.venclu@gmail.com"
                  podcast_category     = "Technology"
                  podcast_type         = "episodic"
                """,
                "content/episodes/epizoda-01.md": """
                ---
                title: "Epizoda 1: Jak jsem začal s podcastem"
                date: 2026-01-15T10:00:00+01:00
                audio_url: "https://example.com/audio/epizoda-01.mp3"
                audio_type: "audio/mpeg"
                duration: "15:00"
                episode: 1
                season: 1
                ---

                Vítejte u první epizody mého podcastu!
                """,
            ],
            report: [],
            holds: ["site.yml": ["language: cs"]]),
        // RubberDucking/rubberduckcast.com (Jekyll): the episodes are posts of
        // `episodes/_posts/`, which Jekyll reads as posts of the category `episodes`; the import
        // copied them as static files and found no episodes.
        RealShowImportCase(
            name: "Rubber Ducking: posts of episodes/_posts/ are episodes",
            generator: .jekyll,
            files: [
                "_config.yml": """
                permalink: /:year/:month/:day/:title

                title : Rubber Ducking
                tagline: The only podcast about physics, programming, and reality television.
                base_url: http://rubberduckcast.com

                author :
                  name : Matt Gagne, Adam Jarret, Matt Surabian
                  email : ducks@rubberduckcast.com
                """,
                "episodes/_posts/2015-01-13-Welcome-To-Arch-Linux.md": """
                ---
                layout: episode
                number: "002"
                duration: "0:48:10"
                title: "Welcome To Arch Linux"
                short_description: "Matt S. explains Arch Linux"
                ---

                Matt S. explains why Arch Linux is the best.
                """,
            ],
            report: ["imported 1 episodes"],
            holds: ["episodes/welcome-to-arch-linux.md": ["title: Welcome To Arch Linux", "number: 2"]]),
        // RubberDucking/rubberduckcast.com (Jekyll): an episode's files are `aac_asset_link` and
        // `ogg_asset_link`, its length `length`; they went to `params:`.
        RealShowImportCase(
            name: "Rubber Ducking: aac_asset_link and ogg_asset_link are the episode's audio in two formats",
            generator: .jekyll,
            files: [
                "_config.yml": "title : Rubber Ducking\nurl: http://rubberduckcast.com\n",
                "_posts/2015-08-19-Light-Hits-Hard.md": """
                ---
                layout: episode
                number: "006"
                duration: "0:55:09"
                length: "40431626"
                title: "Light Hits Hard"
                short_description: "Buying a house is a security nightmare but lasers are pretty cool"
                aac_asset_link: "http://episodes.rubberduckcast.com/RubberDucking006.m4a"
                ogg_asset_link: "http://episodes.rubberduckcast.com/RubberDucking006.ogg"
                segments: "Back of the Napkin"
                tags: [BackOfTheNapkin]
                comments: true
                ---

                Matt G. filled out some paperwork to buy a house.
                """,
            ],
            report: [],
            holds: [
                "episodes/light-hits-hard.md": [
                    "- length: 40431626\n  url: http://episodes.rubberduckcast.com/RubberDucking006.m4a\n",
                    "- http://episodes.rubberduckcast.com/RubberDucking006.ogg\n",
                ]
            ],
            lacks: ["episodes/light-hits-hard.md": ["asset_link", "  length:"]]),
        // RubberDucking/rubberduckcast.com (Jekyll): `permalink: /:year/:month/:day/:title`, and
        // Jekyll's `:title` keeps the case of the file's name: the old URL of
        // `2015-08-19-Light-Hits-Hard.md` is `/2015/08/19/Light-Hits-Hard`, which the alias
        // lowercased.
        RealShowImportCase(
            name: "Rubber Ducking: the old URL's :title keeps the case of the post's file name",
            generator: .jekyll,
            files: [
                "_config.yml":
                    "permalink: /:year/:month/:day/:title\ntitle : Rubber Ducking\nurl: http://rubberduckcast.com\n",
                "_posts/2015-08-19-Light-Hits-Hard.md": """
                ---
                layout: episode
                number: "006"
                title: "Light Hits Hard"
                aac_asset_link: "http://episodes.rubberduckcast.com/RubberDucking006.m4a"
                ---

                Matt G. filled out some paperwork to buy a house.
                """,
                "_posts/2015-06-09-Dude-You're-Getting-Encrypted.md": """
                ---
                layout: episode
                number: "005"
                title: "Dude You're Getting Encrypted"
                ---

                Adam gets encrypted.
                """,
            ],
            report: [],
            holds: [
                "episodes/light-hits-hard.md": ["- /2015/08/19/Light-Hits-Hard/"],
                "episodes/dude-you-re-getting-encrypted.md": ["- /2015/06/09/Dude-You're-Getting-Encrypted/"],
            ],
            lacks: ["episodes/light-hits-hard.md": ["light-hits-hard/\n"]]),
        // WayOfTheCrab/podcast (Zola): an episode's `[extra]` gives its file as `aac_url` and its
        // length as `aac_length`, which its feed template writes as the enclosure; the length went
        // to `params:`.
        RealShowImportCase(
            name: "The Way of the Crab: aac_length is the length of aac_url's file",
            generator: .zola,
            files: [
                "config.toml": """
                title = "The Way of the Crab"
                description = "A podcast where two Rustaceans set out to make a game."
                base_url = "https://wayofthecrab.com"
                generate_feed = true
                feed_filename = "rss.xml"

                [extra]
                """,
                "content/episodes/_index.md": "+++\nredirect_to = \"/\"\nsort_by = \"date\"\n+++\n",
                "content/episodes/009.md": """
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

                - 00:17 What has Ecton been up to?
                """,
            ],
            report: [],
            holds: [
                "episodes/episodes-009.md": [
                    "audio:\n  length: 28225460\n  url: https://files.wayofthecrab.com/way_of_the_crab_009_did_you_start_steam.m4a\n",
                    "guid: wotc009", "duration: \"56:05\"",
                ]
            ],
            lacks: ["episodes/episodes-009.md": ["aac_length", "params:"]]),
        // mhermansson/scandinavianlore-web (Hugo): an episode's running time is `runtime: "30
        // min"`, which its feed template writes as <itunes:duration>; it went to `params:`.
        RealShowImportCase(
            name: "Scandinavian Lore: runtime is the episode's duration",
            generator: .hugo,
            files: [
                "hugo.toml": """
                baseURL = "https://scandinavianlorepod.com/"
                languageCode = "en-US"
                title = "Scandinavian Lore"
                buildFuture = true

                [params]
                  author = "Marcus Hermansson"
                  podcastCategory = "History"
                  podcastEmail = "hello@scandinavianlorepod.com"

                [taxonomies]
                  season = "seasons"
                  tag = "tags"
                """,
                "content/episodes/s01e02-yggdrasil.md": """
                ---
                title: "Yggdrasil: The Tree That Holds Everything Together"
                date: 2026-03-15
                episode: 2
                season: 1
                runtime: "30 min"
                description: "The World Tree at the centre of the cosmos is alive, suffering, and slowly dying."
                tags: ["yggdrasil", "world tree", "cosmology", "norns", "fate"]
                sources: |
                  - **Prose Edda** (Snorri Sturluson) — Gylfaginning, chapters 15-17
                ---

                ## Summary

                Yggdrasil, the World Tree, holds the nine worlds in its branches and roots.
                """,
            ],
            report: ["went to params: sources (1)"],
            holds: ["episodes/s01e02-yggdrasil.md": ["duration: \"30:00\"", "season: 1", "number: 2"]],
            lacks: ["episodes/s01e02-yggdrasil.md": ["runtime"]]),
        // ewolff/software-architektur.tv (a German Jekyll video show): `video:` is the YouTube
        // video's id alone, which its layout embeds; it went to `params:`.
        RealShowImportCase(
            name: "software-architektur.tv: a bare YouTube id under video is the episode's video",
            generator: .jekyll,
            files: [
                "_config.yml": "title: software-architektur.tv \ntagline: Software Architektur im Stream\n"
                    + "url: https://software-architektur.tv \n",
                "_posts/2022-01-19-episode99.md": """
                ---
                title: Folge 99 - Sam Newman - Monolith to Microservices
                layout: folge
                video: PZlVTrJDnhw
                description: Sam Newman discusses microservices and how to migrate from a monolith to microservices.
                mp3: https://1evriw.podcaster.de/software-architektur-im-stream/media/SamNewmanMonolithToMicroservices.mp3
                tags:
                - English
                - Microservices
                ---

                Many teams work on monolithic applications but want to migrate to a
                modern, shiny microservices architecture.
                """,
            ],
            report: ["went to params: layout (1)"],
            holds: ["episodes/episode99.md": ["video: https://www.youtube.com/watch?v=PZlVTrJDnhw"]]),
        // ewolff/software-architektur.tv (Jekyll): `thumbnail: episode99.png` is the file's name
        // alone; its layout puts it under `/thumbnails/`, the only file of that name.
        RealShowImportCase(
            name: "software-architektur.tv: a thumbnail named without its folder is the only picture of that name",
            generator: .jekyll,
            files: [
                "_config.yml": "title: software-architektur.tv \nurl: https://software-architektur.tv \n",
                "_posts/2022-01-19-episode99.md": """
                ---
                title: Folge 99 - Sam Newman - Monolith to Microservices
                thumbnail: episode99.png
                mp3: https://1evriw.podcaster.de/software-architektur-im-stream/media/SamNewmanMonolithToMicroservices.mp3
                ---

                Many teams work on monolithic applications.
                """,
            ],
            pictures: ["thumbnails/episode99.png"],
            report: [],
            holds: ["episodes/episode99.md": ["thumbnail: thumbnails/episode99.png"]],
            lacks: ["episodes/episode99.md": ["params:"]]),
        // focoacessivel/focoacessivel.github.io (a Brazilian Jekyll show): an episode names its
        // guest (`guest: Marcelo Sales`) and gives the guest's `role` and `bio`, which its layout
        // shows as the guest's; they went to the episode's `params:`.
        RealShowImportCase(
            name: "Foco Acessível: the role and bio beside an episode's one guest are the guest's",
            generator: .jekyll,
            files: [
                "_config.yml": "title: Foco Acessível\nurl: \"https://focoacessivel.github.io\"\nlang: pt-BR\n",
                "_posts/2023-07-23-ep-3-design-e-acessibilidade-acessibilidade-e-design-marcelo-sales.html": """
                ---
                layout: episode
                comments: true
                categories: Episodios
                excerpt: "Neste episódio iremos conversar como tornar o design um ponto estratégico."
                # Episode info
                number: 3
                title: Design é Acessibilidade e Acessibilidade é Design?
                guest: Marcelo Sales
                role: Consultor e Designer
                duration: "01:41:21"
                bio: "<p> Marcelo Sales é designer especialista em acessibilidade digital.</p>"
                # Audio
                file: http://d3ctxlq1ktw2nl.cloudfront.net/staging/2023-7-28/344690956-22050-1-31ea35c3e18cb.m4a
                ---

                <div class="episode-intro">
                  <p>O terceiro episódio do Foco Acessível já está disponível!</p>
                </div>
                """,
            ],
            report: [
                "went to params: comments (1), layout (1)",
                "people's bio or role from the episode that names them alone: bio (1), role (1)",
            ],
            holds: [
                "people/marcelo-sales.md": [
                    "name: Marcelo Sales", "role: Consultor e Designer",
                    "<p> Marcelo Sales é designer especialista em acessibilidade digital.</p>",
                ],
                "episodes/ep-3-design-e-acessibilidade-acessibilidade-e-design-marcelo-sales.md": [
                    "guests:\n- marcelo-sales\n"
                ],
            ],
            lacks: [
                "episodes/ep-3-design-e-acessibilidade-acessibilidade-e-design-marcelo-sales.md": ["role:", "bio:"]
            ]),
        // designconversations/designconversations.net (Jekyll, theme so-simple): a post's
        // `podcast:` object gives the enclosure as `url`, `length` and `type`, and Apple's tags
        // in an `itunes:` map of it; the audio, number, season and duration went to `params:`.
        // (The repository's episode image is a JPEG; the case writes a PNG.)
        RealShowImportCase(
            name: "Design Conversations: a podcast object's url, length, type and itunes map are the episode's",
            generator: .jekyll,
            files: [
                "_config.yml": """
                title: Design Conversations
                email: mail@designconversations.com
                description: Dialogues with eminent Australian designers
                url: https://designconversations.net
                lang: en-AU
                permalink: /:categories/:year/:title/
                """,
                "_posts/2024-06-11-episode-015-colin-wood.md": """
                ---
                layout: post
                title: '15 &#124; Colin Wood: Design publisher'
                date: '2024-06-11'
                guest: colin_wood
                categories:
                  - Episodes
                podcast:
                  itunes:
                    episodeType: full
                    episode: 15
                    season: 2024
                    title: 'Colin Wood: Design publisher'
                    duration: 2608
                    explicit: 'false'
                    block: 'false'
                    image: /assets/images/episodes/episode-015.png
                  length: 41743070
                  type: audio/mpeg
                  url: 'https://archive.org/download/designconv-2024-06-11-episode-015-colin-wood/2024-06-11-episode-015-colin-wood.mp3'
                  includeInFeed: true
                ---

                Colin Wood was the legendary publisher of Design World.
                """,
            ],
            pictures: ["assets/images/episodes/episode-015.png"],
            report: [],
            holds: [
                "episodes/episode-015-colin-wood.md": [
                    "number: 15", "season: 2024", "duration: \"43:28\"", "episodeType: full", "explicit: false",
                    "thumbnail: assets/images/episodes/episode-015.png", "  length: 41743070\n",
                    "  url: https://archive.org/download/designconv-2024-06-11-episode-015-colin-wood/"
                        + "2024-06-11-episode-015-colin-wood.mp3\n",
                    "    itunes:\n      block: \"false\"\n",
                ]
            ],
            lacks: ["episodes/episode-015-colin-wood.md": ["    type: audio/mpeg", "      season:"]]),
        // CafeNerd/cafenerd.pl (a Polish Jekyll show): an episode's `date: 2018-01-31 22:00:00
        // CET` ends in a zone abbreviation, which Jekyll reads (Ruby's Time.parse); the import
        // refused it and dated the episode by the file's time.
        RealShowImportCase(
            name: "Cafe Nerd: a date ending in a zone abbreviation (CET) is the episode's date",
            generator: .jekyll,
            files: [
                "_config.yml": """
                title: Cafe Nerd
                url: http://cafenerd.pl
                collections:
                  episodes:
                    output: true
                    permalink: /:title/
                """,
                "_episodes/010-Kryptowaluty.md": """
                ---

                guid: 2018-01-31-Kryptowaluty
                length: 71862058
                duration: "00:59:48"
                title: "#10: Kryptowaluty"
                date: 2018-01-31 22:00:00 CET
                file: https://episodes.cafenerd.pl/2018-01-31-Kryptowaluty.mp3
                overcast: ""
                itunes: ""
                subtitle: "Czym są kryptowaluty i dlaczego warto się nimi zainteresować?"

                ---

                Kryptowaluty są ostatnio bardzo często poruszanym tematem w świecie IT i nie tylko.
                """,
            ],
            report: ["went to params: subtitle (1)"],
            holds: ["episodes/010-kryptowaluty.md": ["date: 2018-01-31 22:00:00 +0100"]],
            lacks: ["episodes/010-kryptowaluty.md": ["  date:"]]),
        // CafeNerd/cafenerd.pl (Jekyll): the show notes name the speakers from a data file,
        // `[{{ site.data.speakers.michal_mizera.short }}]({{ … .contact }})`, which Jekyll
        // rendered as their names and links; they were left as Liquid text. (The case breaks
        // the show notes' one line with `\` continuations.)
        RealShowImportCase(
            name: "Cafe Nerd: Liquid outputs of site.data values are those values",
            generator: .jekyll,
            files: [
                "_config.yml": """
                title: Cafe Nerd
                url: http://cafenerd.pl
                collections:
                  episodes:
                    output: true
                    permalink: /:title/
                """,
                "_data/speakers.yml": """
                michal_mizera:
                  name: Michał Mizera
                  short: Michał
                  contact: https://twitter.com/axadiw
                  photo: /img/michal_mi.jpg
                  organizer: yes

                maciej_oczko:
                  name: Maciej Oczko
                  short: Maciek
                  contact: https://twitter.com/MaciejOczko
                  photo: /img/maciej_oc.jpg
                  organizer: yes
                """,
                "_episodes/010-Kryptowaluty.md": """
                ---
                length: 71862058
                title: "#10: Kryptowaluty"
                date: 2018-01-31 22:00:00 +0100
                file: https://episodes.cafenerd.pl/2018-01-31-Kryptowaluty.mp3
                ---

                Kryptowaluty są ostatnio bardzo często poruszanym tematem. \
                [{{ site.data.speakers.michal_mizera.short }}]({{ site.data.speakers.michal_mizera.contact }}) i \
                [{{ site.data.speakers.maciej_oczko.short }}]({{ site.data.speakers.maciej_oczko.contact }}) \
                przedstawiają podstawy wiedzy o kryptowalutach.
                """,
            ],
            report: [
                "Liquid outputs of the site's values replaced by them: site.data.speakers.maciej_oczko.contact (1)"
            ],
            holds: [
                "episodes/010-kryptowaluty.md": [
                    "[Michał](https://twitter.com/axadiw) i [Maciek](https://twitter.com/MaciejOczko) przedstawiają"
                ]
            ],
            lacks: ["episodes/010-kryptowaluty.md": ["{{"]]),
        // CafeNerd/cafenerd.pl (Jekyll): `_config.yml` holds only defaults and collections; the
        // show's title, address, description, author and email are `_data/metadata.yml`, which
        // its feed template reads as `site.data.metadata`; the import titled the site Imported.
        RealShowImportCase(
            name: "Cafe Nerd: settings kept in _data/metadata.yml are the site's where _config.yml lacks them",
            generator: .jekyll,
            files: [
                "_config.yml": """
                defaults:
                  - scope:
                      path: ""
                      type: episodes
                    values:
                      layout: episode

                collections:
                  episodes:
                    output: true
                    permalink: /:title/
                """,
                "_data/metadata.yml": """
                url: http://cafenerd.pl
                title: "Cafe Nerd"
                subtitle: "O technologiach i trendach przy kawie"
                description: "Cafe Nerd to podcast o nowych technologiach, szczególnie mobilnych."
                author: "Cafe Nerd"
                logo_url: http://cafenerd.pl/img/logo_big.png
                copyright: "Creative Commons Licence Attribution-ShareAlike (CC BY-SA)"
                email: "hello@cafenerd.pl"
                """,
                "_episodes/010-Kryptowaluty.md": """
                ---
                length: 71862058
                title: "#10: Kryptowaluty"
                date: 2018-01-31 22:00:00 +0100
                file: https://episodes.cafenerd.pl/2018-01-31-Kryptowaluty.mp3
                ---

                Kryptowaluty są ostatnio bardzo często poruszanym tematem.
                """,
            ],
            report: ["settings _config.yml lacks read from _data/metadata.yml"],
            holds: [
                "site.yml": [
                    "title: Cafe Nerd", "baseURL: http://cafenerd.pl/", "email: hello@cafenerd.pl",
                    "description: Cafe Nerd to podcast o nowych technologiach",
                ]
            ],
            lacks: ["site.yml": ["title: Imported", "example.org"]]),
        // enkake/yuguchiwauchu-radio (a Japanese Hugo show): an episode's `keywords` is one text
        // of words separated by commas, which its feed writes as <itunes:keywords>; it went to
        // `params:`, and the episode had no tags.
        RealShowImportCase(
            name: "湯口は宇宙ラジオ: comma-separated keywords are the episode's tags",
            generator: .hugo,
            files: [
                "hugo.yaml":
                    "baseURL: \"https://yuguchiwauchu.enkake.jp\"\nlanguageCode: \"ja\"\ntitle: \"湯口は宇宙ラジオ\"\n",
                "content/episodes/001-hello-world.md": """
                ---
                title: "第1回: 温泉文化への誘い"
                date: 2024-01-15T10:00:00+09:00
                audio: "https://yuguchiwauchu-radio.s3.ap-northeast-1.amazonaws.com/sample.mp3"
                keywords: "温泉,湯治,日本文化,雑談,ポッドキャスト"
                audio_length: 2133263
                ---

                湯口は宇宙ラジオへようこそ！
                """,
            ],
            report: [],
            holds: ["episodes/001-hello-world.md": ["tags:\n- 温泉\n- 湯治\n- 日本文化\n- 雑談\n- ポッドキャスト\n"]],
            lacks: ["episodes/001-hello-world.md": ["keywords"]]),
        // staffeng-podcast/staffeng-podcast.github.io (Hugo on GitHub Pages): `baseURL = '/'`,
        // and the site's address is its custom domain, `static/CNAME`: `podcast.staffeng.com`;
        // the import gave it https://example.org/.
        RealShowImportCase(
            name: "StaffEng: with no http(s) baseURL, the CNAME file's custom domain is the site's address",
            generator: .hugo,
            files: [
                "config/_default/hugo.toml": """
                baseURL = '/' # Use relative URLs for local development
                languageCode = 'en-us'
                title = 'StaffEng Podcast'

                [params]
                  description = "Exploring engineering leadership, AI, and building impactful technology."

                  [params.author]
                    name = "StaffEng Podcast"
                    email = "voidfiles@gmail.com"
                """,
                "static/CNAME": "podcast.staffeng.com",
                "content/season-1/amy-unger-github.md": """
                ---
                title: "Amy Unger (GitHub)"
                date: 2021-06-01T09:00:00-0500
                ---

                [Download Episode](https://www.buzzsprout.com/1687069/episodes/8513783-amy-unger-github.mp3)
                """,
            ],
            report: ["baseURL is https://podcast.staffeng.com/, the custom domain of the site's CNAME file"],
            holds: ["site.yml": ["baseURL: https://podcast.staffeng.com/"]],
            lacks: ["site.yml": ["example.org"]]),
        // fastlane-screencast/fastlane-screencast.github.io (Jekyll, minima): each screencast
        // shows its code in Jekyll's `{% highlight ruby %}` blocks, which the import left as
        // text (sitegen "has nothing like them"): the code ran together in one paragraph.
        RealShowImportCase(
            name: "fastlane screencast: a Liquid {% highlight %} block is a fenced code block of its language",
            generator: .jekyll,
            files: [
                "_config.yml": """
                title: fastlane_screencast
                email: josh@rokkincat.com
                url: "" # the base hostname & protocol for your site, e.g. http://example.com
                permalink: /:categories/:year/:month/:day/:title
                defaults:
                -
                  scope:
                    path: "_posts"
                    type: "posts"
                  values:
                    permalink: /:categories/:slug
                """,
                "_posts/2017-08-05-using-dotenv-and-environment-variables-in-fastlane.md": """
                ---
                layout: episode
                episode: "Episode 2"
                video_url: https://player.vimeo.com/video/228243145
                title:  "Using dotenv and environment variables in fastlane"
                date:   2017-08-05 10:00:00 -0600
                categories: episodes
                slug: 2-using-dotenv-and-environment-variables-in-fastlane
                ---

                `fastlane` has `dotenv` built right in.

                {% highlight shell %}
                # fastlane/.env
                STUFF = this is some stuff
                {% endhighlight %}

                {% highlight ruby linenos %}

                # fastlane/Fastfile
                fastlane_require 'dotenv'
                {% endhighlight %}
                """,
            ],
            report: ["Liquid highlight blocks made fenced code blocks: ruby (1), shell (1)"],
            holds: [
                "episodes/2-using-dotenv-and-environment-variables-in-fastlane.md": [
                    "\n```shell\n# fastlane/.env\nSTUFF = this is some stuff\n```\n",
                    "\n```ruby linenos\n# fastlane/Fastfile\nfastlane_require 'dotenv'\n```",
                    "video: https://player.vimeo.com/video/228243145",
                ]
            ],
            lacks: ["episodes/2-using-dotenv-and-environment-variables-in-fastlane.md": ["highlight"]]),
        // fastlane-screencast/fastlane-screencast.github.io: `episode: "Episode 1"`, which its
        // episodes page shows before the title, went under params as "not a whole number".
        RealShowImportCase(
            name: "fastlane screencast: `episode: \"Episode 1\"` is the episode's number",
            generator: .jekyll,
            files: [
                "_config.yml": "title: fastlane_screencast\nemail: josh@rokkincat.com\n",
                "_posts/2017-08-04-integrate-fastlane-into-your-ionic-build-process.md": """
                ---
                layout: episode
                episode: "Episode 1"
                video_url: https://player.vimeo.com/video/228246435
                title:  "Integrate fastlane into your Ionic build process"
                date:   2017-08-04 10:00:00 -0600
                categories: episodes
                tags: android ios
                slug: 1-integrate-fastlane-into-your-ionic-build-process
                ---
                You’ll find this post in your `_posts` directory.
                """,
                "episodes.html": """
                ---
                layout: page
                title: Episodes
                permalink: /episodes/
                ---
                {% assign episodes = site.posts | where:"layout", "episode" %}
                {% for post in episodes %}<a href="{{ post.url }}">{{ post.episode }}: {{ post.title }}</a>{% endfor %}
                """,
            ],
            report: [],
            holds: ["episodes/1-integrate-fastlane-into-your-ionic-build-process.md": ["\nnumber: 1\n"]],
            lacks: ["episodes/1-integrate-fastlane-into-your-ionic-build-process.md": ["Episode 1"]]),
        // codereport/arraycast (Jekyll): each episode names its MP3 as `mp3-url`, which the
        // import put under params without a word: no episode had audio, and the site no feed.
        RealShowImportCase(
            name: "ArrayCast: `mp3-url`, a format's file key spelled with `-`, is the episode's audio",
            generator: .jekyll,
            files: [
                "_config.yml": """
                title: ArrayCast
                description: A podcast that explores the world of array programming languages including APL, J, BQN, K, Q, Uiua and more!
                email: contact@arraycast.com
                lang: en
                logo: /assets/img/array_cast_logo_new.png
                url: "https://www.arraycast.com"
                baseurl: ""
                """,
                "assets/audio/episode25.mp3": "ID3 not really an MP3",
                "_posts/2022-04-16-Vanessa-McHale.md": """
                ---
                title: "Episode 25: Vanessa McHale"
                date: 2022-04-16 00:00:00 +0000
                episode: 25
                buzzsprout-id: 18617102
                keywords:
                - array-programming
                - futhark
                mp3-url: "/assets/audio/episode25.mp3"
                episode-type: full
                explicit: "no"
                block: "no"
                layout: podcast
                excerpt_separator: <!--more-->
                redirect_from:
                  - "/episodes/episode25-vanessa-mchale"
                ---
                In our twenty-fifth episode, we talk to Vanessa McHale.
                <!--more-->

                **Host:** Conor Hoekstra
                """,
            ],
            pictures: ["assets/img/array_cast_logo_new.png"],
            report: [],
            holds: [
                "episodes/vanessa-mchale.md": ["audio: assets/audio/episode25.mp3", "episodeType: full"],
                "site.yml": ["image: assets/img/array_cast_logo_new.png"],
            ],
            lacks: ["episodes/vanessa-mchale.md": ["mp3-url"]]),
        // codereport/arraycast: `author: Conor Hoekstra &amp; Adám Brudzewsky` and a copyright
        // of character references, which its layout writes into pages as they are (so browsers
        // showed `&` and `℗`); site.yml kept them, and sitegen's pages showed `&amp;`.
        RealShowImportCase(
            name: "ArrayCast: character references in Jekyll's settings are the characters they stand for",
            generator: .jekyll,
            files: [
                "_config.yml": """
                title: ArrayCast
                author: Conor Hoekstra &amp; Adám Brudzewsky
                email: contact@arraycast.com
                copyright: "&#x2117; &amp; &#xA9; 2021–2026 The Array Cast"
                url: "https://www.arraycast.com"
                """,
                "_posts/2021-05-15-Why-We-Like-Array-Languages.md": """
                ---
                title: "Episode 1: Why We Like Array Languages"
                date: 2021-05-15 00:00:00 +0000
                episode: 1
                layout: podcast
                ---
                There are lots of reasons to like the array languages APL, J and k/q!
                """,
            ],
            report: [],
            holds: [
                "site.yml": [
                    "author: Conor Hoekstra & Adám Brudzewsky", "copyright: ℗ & © 2021–2026 The Array Cast",
                ]
            ],
            lacks: ["site.yml": ["&amp;", "&#"]]),
        // threedevsandamaybe/threedevsandamaybe.github.io (Jekyll): an episode names its MP3 as
        // `file: 77-….mp3`, which `_layouts/podcast.html` plays from `{{ site.podcasts }}/`; the
        // import found no such file and left the episodes without audio (and the show no feed).
        RealShowImportCase(
            name: "Three Devs and a Maybe: the URL a layout puts before `page.file` is the media prefix",
            generator: .jekyll,
            files: [
                "_config.yml": """
                permalink: /:title/
                url:               "http://threedevsandamaybe.com"
                podcasts:          "http://podcasts.threedevsandamaybe.com"
                podtrac:           "http://www.podtrac.com/pts/redirect.mp3/podcasts.threedevsandamaybe.com"
                """,
                "_layouts/podcast.html": """
                ---
                layout: default
                ---
                <article>
                    <h2>{{ page.title }}</h2>
                    {% if page.file %}
                        <audio class="audio-player" src="{{ site.podcasts }}/{{ page.file }}" controls preload="none"></audio>
                        <div class="download"><a href="{{ site.podcasts }}/{{ page.file }}">Download</a></div>
                    {% endif %}
                    {{ content }}
                </article>
                """,
                "_posts/2015-11-06-the-history-of-react-and-flux-with-dan-abramov.md": """
                ---
                title: The History of React and Flux with Dan Abramov
                date: 2015-11-06T15:40:00.000Z
                file: 77-the-history-of-react-and-flux-with-dan-abramov.mp3
                layout: podcast
                number: 77
                size: 57731970
                duration: 5523
                ---

                On this weeks episode we are lucky to be joined by Dan Abramov.
                """,
            ],
            report: [
                "media_prefix is site.podcasts, http://podcasts.threedevsandamaybe.com, which _layouts/podcast.html "
                    + "puts before the episodes' `file`"
            ],
            holds: [
                "episodes/the-history-of-react-and-flux-with-dan-abramov.md": [
                    "url: http://podcasts.threedevsandamaybe.com/77-the-history-of-react-and-flux-with-dan-abramov.mp3",
                    "length: 57731970",
                ]
            ],
            lacks: ["episodes/the-history-of-react-and-flux-with-dan-abramov.md": ["file:", "size:"]]),
        // threedevsandamaybe/threedevsandamaybe.github.io (Jekyll): _config.yml names no title,
        // author or owner; its feed's template, podcast.xml, writes them as they are. The import
        // titled the show "Imported" and made up its author and owner.
        RealShowImportCase(
            name: "Three Devs and a Maybe: the settings the feed's template writes as they are fill _config.yml's",
            generator: .jekyll,
            files: [
                "_config.yml": """
                permalink: /:title/
                url:               "http://threedevsandamaybe.com"
                podcasts:          "http://podcasts.threedevsandamaybe.com"
                timezone:          "Europe/London"
                """,
                "_layouts/podcast.html": """
                ---
                layout: default
                ---
                <article>
                    <h2>{{ page.title }}</h2>
                    {% if page.file %}
                        <audio class="audio-player" src="{{ site.podcasts }}/{{ page.file }}" controls preload="none"></audio>
                        <div class="download"><a href="{{ site.podcasts }}/{{ page.file }}">Download</a></div>
                    {% endif %}
                    {{ content }}
                </article>
                """,
                "podcast.xml": """
                ---
                layout: null
                ---

                <?xml version="1.0" encoding="utf-8"?>
                <rss xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" version="2.0">
                    <channel>
                        <title>Three Devs and a Maybe</title>
                        <link>{{ site.url }}/</link>
                        <language>en-GB</language>
                        <copyright>Michael Budd, Fraser Hart, Lewis Cains, Edd Mann</copyright>
                        <itunes:author>Michael Budd, Fraser Hart, Lewis Cains, Edd Mann</itunes:author>
                        <description>Join us each week as we discuss all things software development.</description>
                        <itunes:owner>
                            <itunes:name>Michael Budd, Fraser Hart, Lewis Cains, Edd Mann</itunes:name>
                            <itunes:email>michaelbudd6@gmail.com</itunes:email>
                        </itunes:owner>
                        <itunes:image href="{{ site.url }}/images/cover-art.png" />
                        <itunes:category text="Technology"/>
                        <itunes:category text="Education"/>
                        <itunes:explicit>no</itunes:explicit>
                        <lastBuildDate>{{ site.time | date_to_rfc822 }}</lastBuildDate>
                        {% for post in site.posts %}{% if post.layout == 'podcast' %}
                        <item>
                            <title>{{ post.number }}: {{ post.title | xml_escape }}</title>
                            <enclosure url="{{ site.podtrac }}/{{ post.file | uri_escape }}" length="{{ post.size }}" type="audio/mpeg" />
                        </item>
                        {% endif %}{% endfor %}
                    </channel>
                </rss>
                """,
                "_posts/2015-11-06-the-history-of-react-and-flux-with-dan-abramov.md": """
                ---
                title: The History of React and Flux with Dan Abramov
                abstract: 'Discussion about the history of React, Flux, Redux, React Hot Loader and React Transform'
                date: 2015-11-06T15:40:00.000Z
                file: 77-the-history-of-react-and-flux-with-dan-abramov.mp3
                layout: podcast
                number: 77
                size: 57731970
                duration: 5523
                hosts: [Edd Mann]
                guests: [Dan Abramov]
                ---

                On this weeks episode we are lucky to be joined by Dan Abramov.
                """,
            ],
            pictures: ["images/cover-art.png"],
            report: [
                "settings _config.yml lacks read from podcast.xml, the old feed's template, which writes them as they "
                    + "are: copyright, description, itunes_author, itunes_category, itunes_explicit, itunes_image, "
                    + "itunes_owner_email, itunes_owner_name, language, title"
            ],
            holds: [
                "site.yml": [
                    "title: Three Devs and a Maybe", "language: en", "email: michaelbudd6@gmail.com",
                    "author: Michael Budd, Fraser Hart, Lewis Cains, Edd Mann", "image: images/cover-art.png",
                    "description: Join us each week",
                ]
            ],
            lacks: ["site.yml": ["title: Imported", "example.org"]]),
        // westerndevs/western-devs-website (Jekyll): a post links to another with Jekyll's
        // `{% post_url 2015-06-23-repository-nightmares %}`, which the import left as text: the
        // link pointed nowhere.
        RealShowImportCase(
            name: "Western Devs: {% post_url %} is the new URL of the post it names",
            generator: .jekyll,
            files: [
                "_config.yml": "title: Western Devs\nurl: \"http://www.westerndevs.com\"\n",
                "_posts/2015-06-23-repository-nightmares.markdown": """
                ---
                layout: post
                title: "Repository Nightmares"
                date: 2015-06-23 10:00:00 -0500
                author: amir_barylko
                ---

                Repositories can become a nightmare.
                """,
                "_posts/2015-08-11-bdd-vs-tdd.markdown": """
                ---
                layout: post
                title: "BDD vs TDD"
                date: 2015-08-11 02:09:40 -0500
                comments: true
                author: amir_barylko
                ---

                For example, abstracting the [repository]({% post_url 2015-06-23-repository-nightmares %}) pattern may not be always a good idea.
                """,
            ],
            report: [
                "Liquid post_url and link tags replaced by the page's new URL: 2015-06-23-repository-nightmares (1)"
            ],
            holds: ["episodes/bdd-vs-tdd.md": ["[repository](/episodes/repository-nightmares/) pattern"]],
            lacks: ["episodes/bdd-vs-tdd.md": ["post_url"]]),
        // westerndevs/western-devs-website: a podcast post names its MP3 as `podcast: "DevOps.mp3"`,
        // which `_includes/_podcast.html` plays from `http://cdn.westerndevs.com/podcasts/`; the
        // import found no such file and left the episode without audio. (A layout's
        // `{{ site.url }}{{ page.url }}`, its link to the page, is no media prefix.)
        RealShowImportCase(
            name: "Western Devs: the URL of a folder an include writes before `page.podcast` is the media prefix",
            generator: .jekyll,
            files: [
                "_config.yml": "title: Western Devs\nemail: info@westerndevs.com\nurl: http://www.westerndevs.com\n",
                "_layouts/post.html": """
                <article class="post">
                  <h1><a href="{{ site.url }}{{ page.url }}" rel="bookmark">{{ page.title }}</a></h1>
                  {% if page.podcast %}{% include _podcast.html %}{% endif %}
                  {{ content }}
                </article>
                """,
                "_includes/_podcast.html": """
                <p>{{ page.excerpt }}</p>
                <div>
                <audio controls="">
                <source src="http://cdn.westerndevs.com/podcasts/{{page.podcast}}" type="audio/mpeg">
                </audio>
                </div>
                """,
                "_posts/2015-07-21-podcast-devops.markdown": """
                ---
                layout: post
                title:  "Podcast: DevOps"
                date: 2015-07-21T11:55:26-04:00
                categories: podcasts
                excerpt: "Continuing the theme of making grandiose claims about vaguely defined terms"
                comments: true
                podcast: "DevOps.mp3"
                ---

                ####Synopsis

                DevOps: Person, role, culture, methodology, or movement?
                """,
            ],
            report: [
                "media_prefix is http://cdn.westerndevs.com/podcasts/, which _includes/_podcast.html puts before the "
                    + "episodes' `podcast`"
            ],
            holds: ["episodes/podcast-devops.md": ["audio: http://cdn.westerndevs.com/podcasts/DevOps.mp3"]],
            lacks: ["episodes/podcast-devops.md": ["podcast: DevOps.mp3"]]),
        // westerndevs/western-devs-website: a podcast post lists the people on it as
        // `participants:`, keys of `_data/authors.yml` (whose pages its include links); the
        // import put them under params, and the episode had no people.
        RealShowImportCase(
            name: "Western Devs: `participants`, keys of the people's data file, are the episode's hosts",
            generator: .jekyll,
            files: [
                "_config.yml": "title: Western Devs\nemail: info@westerndevs.com\nurl: http://www.westerndevs.com\n",
                "_data/authors.yml": """
                # Authors

                amir_barylko:
                  name: Amir Barylko
                  email: amir@barylko.com
                  bio: 
                  twitter: abarylko
                  github: amirci

                kyle_baley:
                  name: Kyle Baley
                  email: kyle@baley.org
                  twitter: kyle_baley
                """,
                "_posts/2015-07-21-podcast-devops.markdown": """
                ---
                layout: post
                title:  "Podcast: DevOps"
                date: 2015-07-21T11:55:26-04:00
                categories: podcasts
                podcast: "http://cdn.westerndevs.com/podcasts/DevOps.mp3"
                participants: 
                    - amir_barylko
                    - kyle_baley
                ---

                DevOps: Person, role, culture, methodology, or movement?
                """,
            ],
            report: [],
            holds: [
                "episodes/podcast-devops.md": ["hosts:\n- amir-barylko\n- kyle-baley\n"],
                "people/amir-barylko.md": ["name: Amir Barylko"],
            ],
            lacks: ["episodes/podcast-devops.md": ["participants"]]),
        // westerndevs/western-devs-website: `_data/authors.yml` gives each person's site as `web`,
        // which the import dropped ("dropped from people: web").
        RealShowImportCase(
            name: "Western Devs: a person's `web` in the people's data file is one of the person's links",
            generator: .jekyll,
            files: [
                "_config.yml": "title: Western Devs\nemail: info@westerndevs.com\nurl: http://www.westerndevs.com\n",
                "_data/authors.yml": """
                dave_paquette:
                  name: Dave Paquette
                  web: http://www.davepaquette.com/
                  email: contactme@davepaquette.com
                  bio: 
                  avatar: DavePaquette_300x241.jpg
                  twitter: Dave_Paquette
                  google:
                    plus: 
                """,
                "_posts/2015-07-21-podcast-devops.markdown": """
                ---
                layout: post
                title:  "Podcast: DevOps"
                date: 2015-07-21T11:55:26-04:00
                podcast: "http://cdn.westerndevs.com/podcasts/DevOps.mp3"
                participants: [dave_paquette]
                ---

                DevOps: Person, role, culture, methodology, or movement?
                """,
            ],
            report: [],
            holds: [
                "people/dave-paquette.md": [
                    "links:\n- http://www.davepaquette.com/\n- https://twitter.com/Dave_Paquette\n"
                ]
            ],
            lacks: [:]),
        // fireship-io/fireship.io (Hugo, video courses): each lesson names its video by its Vimeo
        // id, `vimeo: 508599188`, which the import put under params: the lessons had no video.
        RealShowImportCase(
            name: "Fireship: a lesson's `vimeo` id is its video",
            generator: .hugo,
            files: [
                "config.toml": "baseURL = 'https://fireship.io'\nlanguageCode = 'en-us'\ntitle = \"Fireship\"\n",
                "content/courses/react-next-firebase/app-routing.md": """
                ---
                title: Routing
                description: Manage dynamic routing and links in Next.js
                date: 2021-02-01T10:23:30-09:00
                weight: 14
                draft: false
                vimeo: 508599188
                emoji: 🚆
                quiz: true
                ---

                ## Routes

                Create the following routes.
                """,
            ],
            report: [],
            holds: ["episodes/app-routing.md": ["video: https://vimeo.com/508599188"]],
            lacks: ["episodes/app-routing.md": ["vimeo: 508599188"]]),
        // fireship-io/fireship.io: a lesson's running time is `video_length: 4:54` (which YAML 1.1
        // reads as 294, its seconds); the import put it under params.
        RealShowImportCase(
            name: "Fireship: a lesson's `video_length` is its duration",
            generator: .hugo,
            files: [
                "config.toml": "baseURL = 'https://fireship.io'\nlanguageCode = 'en-us'\ntitle = \"Fireship\"\n",
                "content/courses/react-next-firebase/intro-resources.md": """
                ---
                title: README
                description: Watch this video before starting the course!
                date: 2021-02-01T10:23:30-09:00
                weight: 1
                vimeo: 508521439
                free: true
                video_length: 2:12
                chapter_start: Prerequisites
                ---

                ## Essentials
                """,
            ],
            report: [],
            holds: ["episodes/intro-resources.md": ["duration: \"2:12\""]],
            lacks: ["episodes/intro-resources.md": ["video_length"]]),
        // fireship-io/fireship.io: `lastmod`, when the lesson last changed, went under params,
        // where the build does not read it (it reads `lastmod` for the page's update date).
        RealShowImportCase(
            name: "Fireship: Hugo's `lastmod` is the episode's lastmod, which the build reads",
            generator: .hugo,
            files: [
                "config.toml": "baseURL = 'https://fireship.io'\nlanguageCode = 'en-us'\ntitle = \"Fireship\"\n",
                "content/lessons/dropdown-menu-multi-level-react/index.md": """
                ---
                title: Multi-Level Dropdown Menu with React
                lastmod: 2020-04-18T19:59:08-07:00
                publishdate: 2020-04-16T19:59:08-07:00
                author: Jeff Delaney
                draft: false
                youtube: IF6k0uZuypA
                ---

                The following tutorial demonstrates how to build animated dropdown menu with React.
                """,
            ],
            report: [],
            holds: [
                "episodes/dropdown-menu-multi-level-react.md": [
                    "\ndate: \"2020-04-17T02:59:08Z\"\n", "\nlastmod: \"2020-04-19T02:59:08Z\"\n",
                ]
            ],
            lacks: ["episodes/dropdown-menu-multi-level-react.md": ["  lastmod:"]]),
        // fireship-io/fireship.io: a course's lessons give `lastmod` and no date, and Hugo dates
        // such a page by its lastmod; the import dated them by the file's time (the clone's).
        RealShowImportCase(
            name: "Fireship: a Hugo page with lastmod and no date is dated by its lastmod, as Hugo dates it",
            generator: .hugo,
            files: [
                "config.toml": "baseURL = 'https://fireship.io'\nlanguageCode = 'en-us'\ntitle = \"Fireship\"\n",
                "content/courses/react-next-firebase/app-routing.md": """
                ---
                title: Routing
                description: Manage dynamic routing and links in Next.js
                weight: 14
                lastmod: 2021-02-01T10:23:30-09:00
                draft: false
                vimeo: 508599188
                ---

                ## Routes
                """,
            ],
            report: [
                "dated by lastmod, as Hugo dates a page that gives no date: "
                    + "content/courses/react-next-firebase/app-routing.md (1)"
            ],
            holds: ["episodes/app-routing.md": ["\ndate: \"2021-02-01T19:23:30Z\"\n"]],
            lacks: [:]),
        // The nixers.net podcast's transcripts, posts of venam's Jekyll blog (the index gave the
        // files without their repository's name): each names its recording as `podcast_mp3` and
        // `podcast_ogg`, which went under params without a word: no post had audio.
        RealShowImportCase(
            name: "nixers.net podcast: podcast_mp3 and podcast_ogg are the episode's audio in two formats",
            generator: .jekyll,
            files: [
                "_config.yml": "title: venam blog\nurl: \"https://venam.nixers.net/blog\"\n",
                "_posts/2016-10-21-unix-signals.md": """
                ---
                layout: post
                title:  "Unix Signals"
                date:   2016-10-21
                categories: unix
                podcast_mp3: http://podcast.nixers.net/feed/download.php?filename=nixers-podcast-2016-10-181.mp3
                podcast_ogg: https://raw.githubusercontent.com/nixers-projects/podcast/ogg/nixers-podcast-2016-10-18.ogg
                ---

                (Transcript of the [podcast](https://nixers.net/showthread.php?tid=2003))
                """,
            ],
            report: [],
            holds: [
                "episodes/unix-signals.md": [
                    "audio:\n- type: audio/mpeg\n  url: http://podcast.nixers.net/feed/download.php?filename=nixers-podcast-2016-10-181.mp3\n"
                        + "- https://raw.githubusercontent.com/nixers-projects/podcast/ogg/nixers-podcast-2016-10-18.ogg\n"
                ]
            ],
            lacks: ["episodes/unix-signals.md": ["podcast_mp3", "podcast_ogg"]]),
        // The nixers.net podcast's transcripts (venam's Jekyll blog): `podcast: 1` marks a post as
        // one; the import read the 1 as a file's name and said "a file that is not in the source".
        RealShowImportCase(
            name: "nixers.net podcast: `podcast: 1`, a number, names no file and is said to be none",
            generator: .jekyll,
            files: [
                "_config.yml": "title: venam blog\nurl: \"https://venam.nixers.net/blog\"\n",
                "_posts/2017-06-04-browsers.md": """
                ---
                layout: post
                title:  "Browsers"
                date:   2017-06-04
                categories: unix
                podcast: 1
                podcast_mp3: https://raw.githubusercontent.com/nixers-projects/podcast/master/nixers-podcast-2016-08-07.mp3
                ---

                # Intro#
                """,
            ],
            report: ["went to params: layout (1), podcast (1)"],
            holds: [
                "episodes/browsers.md": [
                    "audio: https://raw.githubusercontent.com/nixers-projects/podcast/master/nixers-podcast-2016-08-07.mp3"
                ]
            ],
            lacks: [:]),
        // davealbert/davealbert.github.io (Jekyll): its pages are in `_pages/`, which
        // `include: ['_pages']` makes Jekyll read; the import skipped every `_` folder and said
        // nothing: no page was imported.
        RealShowImportCase(
            name: "Dave Albert: a `_` folder the settings' `include:` names holds pages of the site",
            generator: .jekyll,
            files: [
                "_config.yml": """
                title: Dave's Tech Ramblings
                email: blog@dave-albert.com
                url: "https://dave-albert.com" # the base hostname & protocol for your site, e.g. http://example.com
                permalink: pretty
                include: ['_pages']
                exclude:
                  - Gemfile
                """,
                "_pages/01_about.md": """
                ---
                layout: page
                title: About
                permalink: /about/
                ---

                I'm Dave.
                """,
            ],
            report: ["imported 0 episodes, 0 collections, 1 pages"],
            holds: ["pages/01-about.md": ["title: About", "I'm Dave."]],
            lacks: [:]),
        // davealbert/davealbert.github.io: its podcast's episodes are pages of `_pages/podcast-episodes/`
        // whose `source:` is the MP3 (which `_layouts/podcast.html` plays); they were pages, or
        // nothing, and the show had no feed.
        RealShowImportCase(
            name: "Dave Albert: a page whose `source` names an audio file is an episode",
            generator: .jekyll,
            files: [
                "_config.yml": """
                title: Dave's Tech Ramblings
                email: blog@dave-albert.com
                url: "https://dave-albert.com"
                permalink: pretty
                include: ['_pages']
                """,
                "_pages/podcast-episodes/ep-QT-006.md": """
                ---
                layout: podcast
                permalink: /podcast/episode/QT-006
                title: "QT: Jupyter notebooks and IJavascript"
                subtitle: "Jupyter notebooks aren't just for Machine Learning (ML)/Artificial Intelligence (AI), and using javascript with them"
                label: "QT: How I use Jupyter notebooks, and how to use javascript with them -- more about Jupyter here: https://jupyter.org/"
                date: Thu, 15 Nov 2018 04:30:54 GMT
                duration: "10:19"
                source: https://s3-eu-west-1.amazonaws.com/podcast.dave-albert.com/QT-006-Jupyter-Notebooks-and-ijavascript.mp3
                show: false
                ---

                Hey folks this is Dave Albert for a quick take.
                """,
            ],
            report: ["imported 1 episodes, 0 collections, 0 pages"],
            holds: [
                "episodes/ep-qt-006.md": [
                    "audio: https://s3-eu-west-1.amazonaws.com/podcast.dave-albert.com/QT-006-Jupyter-Notebooks-and-ijavascript.mp3",
                    "duration: \"10:19\"", "- /podcast/episode/QT-006/",
                ]
            ],
            lacks: [:]),
        // threedevsandamaybe/threedevsandamaybe.github.io: each episode's one line, which its
        // episode list shows under the title, is `abstract`; the import put it under params.
        RealShowImportCase(
            name: "Three Devs and a Maybe: `abstract`, the line the episode list shows, is the summary",
            generator: .jekyll,
            files: [
                "_config.yml": "title: Three Devs and a Maybe\nurl: \"http://threedevsandamaybe.com\"\n",
                "_posts/2019-04-11-php-jit-gr8-with-joe-watkins.md": """
                ---
                title: "PHP + JIT = GR8 with Joe Watkins"
                abstract: "Discussion on PHP 8 getting a JIT, a new parallel concurrency API and much more..."
                date: 2019-04-11T12:30:00.000Z
                file: http://podcasts.threedevsandamaybe.com/162-php-jit-gr8-with-joe-watkins.mp3
                layout: podcast
                number: 162
                size: 21926897
                duration: 3064
                ---

                In this weeks episode we have good friend of the show Joe Watkins back on.
                """,
            ],
            report: [],
            holds: [
                "episodes/php-jit-gr8-with-joe-watkins.md": [
                    "summary: Discussion on PHP 8 getting a JIT, a new parallel concurrency API and much\n  more..."
                ]
            ],
            lacks: ["episodes/php-jit-gr8-with-joe-watkins.md": ["abstract"]]),
        // threedevsandamaybe/threedevsandamaybe.github.io: its podcast.xml writes each item's guid
        // as the site's url and the post's `redirect_from`, else its URL; sitegen's own guids
        // would have made podcast apps list every episode again.
        RealShowImportCase(
            name: "Three Devs and a Maybe: the guids its feed template wrote are kept",
            generator: .jekyll,
            files: [
                "_config.yml": """
                title: Three Devs and a Maybe
                url: "http://threedevsandamaybe.com"
                permalink: /:title/

                """,
                "_posts/2013-10-21-introduction.md": """
                ---
                title: "Introduction"
                layout: podcast
                number: 1
                file: http://podcasts.threedevsandamaybe.com/001-introduction.mp3
                redirect_from: /podcast/introduction/
                ---

                Welcome to the show.
                """,
                "_posts/2019-04-11-php-jit-gr8-with-joe-watkins.md": """
                ---
                title: "PHP + JIT = GR8 with Joe Watkins"
                layout: podcast
                number: 162
                file: http://podcasts.threedevsandamaybe.com/162-php-jit-gr8-with-joe-watkins.mp3
                ---

                Joe is back.
                """,
                "podcast.xml": """
                ---
                layout: null
                ---

                <?xml version="1.0" encoding="utf-8"?>
                <rss xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" version="2.0">
                    <channel>
                        <title>Three Devs and a Maybe</title>
                        {% for post in site.posts %}{% if post.layout == 'podcast' %}
                        <item>
                            <title>{{ post.number }}: {{ post.title | xml_escape }}</title>
                            <guid>{{ site.url }}{% if post.redirect_from %}{{ post.redirect_from }}{% else %}{{ post.url }}{% endif %}</guid>
                            <enclosure url="{{ site.podtrac }}/{{ post.file | uri_escape }}" length="{{ post.size }}" type="audio/mpeg" />
                        </item>
                        {% endif %}{% endfor %}
                    </channel>
                </rss>
                """,
            ],
            report: ["guids kept as the old feed's template (podcast.xml) wrote them: episodes (2)"],
            holds: [
                "episodes/introduction.md": ["guid: http://threedevsandamaybe.com/podcast/introduction/"],
                "episodes/php-jit-gr8-with-joe-watkins.md": [
                    "guid: http://threedevsandamaybe.com/php-jit-gr8-with-joe-watkins/"
                ],
            ],
            lacks: [:]),
        // GolangShow/golangshow.com: its feed template writes `size` as the enclosure's length and
        // `length` as <itunes:duration>; the running time under `length` hid the length in bytes.
        RealShowImportCase(
            name: "GolangShow: size is the audio's length when length is a running time",
            generator: .hugo,
            files: [
                "config.toml":
                    "baseUrl = \"http://golangshow.com/\"\nlanguageCode = \"ru-RU\"\ntitle = \"Подкаст GolangShow\"\n",
                "content/episode/2015/06-11-001.md": """
                +++
                date = "2015-06-11"
                draft = false
                title = "Выпуск 001. Пилотный"
                link = "http://cdn.golangshow.com/episodes/001.mp3"
                size = 19800249
                length = "47:38"
                +++
                """,
            ],
            report: [],
            holds: [
                "episodes/06-11-001.md": [
                    "url: http://cdn.golangshow.com/episodes/001.mp3", "length: 19800249", "duration: \"47:38\"",
                ]
            ],
            lacks: ["episodes/06-11-001.md": ["size:", "params:"]]),
        // Kubecast/kubecast-hugo (the Arrested DevOps theme): a host's page holds a title and
        // `host = "ivan"`, which names `data/hosts/ivan.yml`, where the theme finds the person's
        // bio and profiles.
        RealShowImportCase(
            name: "Kubecast: a host page's `host` names its data file, whose bio and profiles are the person's",
            generator: .hugo,
            files: [
                "config.toml": "BaseURL = \"https://www.kubecast.com/\"\ntitle = \"Kubecast\"\ntheme = \"ado\"\n",
                "content/host/ivan.md": """
                +++
                date = "2015-10-07T23:50:02-05:00"
                host = "ivan"
                title = "Ivan Pedrazas"

                +++
                """,
                "data/hosts/ivan.yml": """
                Name: ivan
                "FullName": "Ivan Pedrazas"
                "Bio": "Ivan has a background in development and architecture."
                "Twitter": "ipedrazas"
                "GitHub": "ipedrazas"
                """,
                "content/episode/episode05.md": """
                +++
                Description = "Interview with David O'Dwyer"
                date = "2016-12-02T17:34:10-05:00"
                episode = "5"
                podcast = "https://api.spreaker.com/download/episode/9381709/kubecast_ep05.mp3"
                title = "Episode 05 - Interview with David O'Dwyer"
                +++

                In this episode with interview David O'Dwyer, from Livewyer.
                """,
            ],
            report: ["dropped from people: date (1)"],
            holds: [
                "people/ivan.md": [
                    "name: Ivan Pedrazas", "https://twitter.com/ipedrazas", "https://github.com/ipedrazas",
                    "Ivan has a background in development and architecture.",
                ]
            ]),
        // WhyCantTheyJust/website (Castanet): `episode = "S2-06"` is the season and the number,
        // which its titles show.
        RealShowImportCase(
            name: "Why Can't They Just?: an episode code S2-06 is season 2, episode 6",
            generator: .hugo,
            files: [
                "hugo.toml":
                    "baseURL = 'https://example.org/'\ntitle = \"Why Can't They Just? (podcast)\"\ntheme = 'castanet'\n",
                "content/podcast/S2-06-human-rights.md": """
                +++
                date = '2026-06-11'
                episode = "S2-06"
                slug = "human-rights"
                aliases = ["/S2-06"]
                spotify = "1U8fCyuORxAQgadD3QpLZ1"
                title = "Why should you care about human rights?"
                Description = "Janaline and Luke explore what human rights are, why they matter."
                explicit = "no"
                draft = false
                +++

                Please leave a comment.
                """,
            ],
            report: [],
            holds: ["episodes/human-rights.md": ["season: 2", "number: 6", "- /S2-06/"]],
            lacks: ["episodes/human-rights.md": ["episode: S2-06"]]),
        // TheToolsmiths/TheToolsmiths.github.io: `exclude:` names the podcast collection's episode
        // template and its notes, which Jekyll never published.
        RealShowImportCase(
            name: "The Toolsmiths: what exclude: names in a collection is not imported",
            generator: .jekyll,
            files: [
                "_config.yml": Self.toolsmithsConfig,
                "_podcast/README.md": "### How to add a new episode\n1. Create a folder with name `episode-N`\n",
                "_podcast/episode-0/index.md": """
                ---
                title: "Episode N: TITLE"
                layout: episode
                duration: "h:mm:ss"
                audio:
                  - the-toolsmiths-epN.mp3
                ---
                Description of episode
                """,
                "_podcast/episode-2/index.md": """
                ---
                title: 'Episode 2'
                date: 2018-02-13T14:51:41+00:00
                author: TODO Add author
                layout: episode
                audio: the-toolsmiths-ep2.mp3
                ---
                """,
                "_podcast/episode-2/the-toolsmiths-ep2.mp3": "ID3",
            ],
            report: ["imported 1 episodes"],
            holds: ["episodes/episode-2.md": ["title: Episode 2"]]),
        // TheToolsmiths/TheToolsmiths.github.io: each episode's folder of the podcast collection
        // holds its audio, which its index.md names by file name (the Podigee plugin puts the
        // page's folder before it).
        RealShowImportCase(
            name: "The Toolsmiths: an audio file beside a collection's index.md is the episode's audio",
            generator: .jekyll,
            files: [
                "_config.yml": Self.toolsmithsConfig,
                "_podcast/episode-4/index.md": """
                ---
                title: 'Episode 4'
                date: 2018-02-13T14:51:41+00:00
                layout: episode
                audio: the-toolsmiths-ep4.mp3
                ---
                """,
                "_podcast/episode-4/the-toolsmiths-ep4.mp3": "ID3",
            ],
            report: [],
            holds: ["episodes/episode-4.md": ["audio: podcast/episode-4/the-toolsmiths-ep4.mp3"]],
            lacks: ["episodes/episode-4.md": ["params:\n  audio"]]),
        // TheToolsmiths/TheToolsmiths.github.io: chapters as Podigee's `'hh:mm:ss.mmm Title'`,
        // one of them `00:61:30.000`, which the player counts on past the hour.
        RealShowImportCase(
            name: "The Toolsmiths: a chapter at 00:61:30.000 is at 1:01:30.000, the others kept",
            generator: .jekyll,
            files: [
                "_config.yml": Self.toolsmithsConfig,
                "_podcast/episode-1/index.md": """
                ---
                title: 'Episode 1'
                date: 2018-02-13T14:51:41+00:00
                layout: episode
                duration: "1:18:04"
                audio: the-toolsmiths-ep1.mp3
                chapters:
                  - '00:00:00.000 Podcast purpose and introductions'
                  - '00:48:50.000 Challenges operating as a contractor, bootstrapping, building new business'
                  - '00:61:30.000 Oculus Rift work: Tuscany demo, Maya viewer'
                  - '00:66:25.000 Launching Robotic Arm Software'
                ---
                Surprise! The Toolsmiths is happy to announce we are starting a podcast!
                """,
                "_podcast/episode-1/the-toolsmiths-ep1.mp3": "ID3",
            ],
            report: [],
            holds: [
                "episodes/episode-1.md": [
                    "title: Podcast purpose and introductions", "start: \"1:01:30.000\"",
                    "title: 'Oculus Rift work: Tuscany demo, Maya viewer'", "start: \"1:06:25.000\"",
                ]
            ],
            lacks: ["episodes/episode-1.md": ["00:61:30"]]),
        // backupparachute/ctoconnect-website: the settings of the posts collection give the
        // posts' permalink, `/articles/:title/`, over the site's `pretty`.
        RealShowImportCase(
            name: "CTOConnect: the posts collection's permalink is the posts' old URL",
            generator: .jekyll,
            files: [
                "_config.yml": """
                title: CTOConnect
                url: "https://ctoconnect.io"
                baseurl: ""
                permalink: pretty
                collections:
                  episodes:
                    output: true
                    permalink: /episodes/:title/
                  posts:
                    output: true
                    permalink: /articles/:title/
                """,
                "_posts/2026-03-10-stop-rewriting-your-app.md": """
                ---
                title: "Stop Rewriting Your App"
                date: 2026-03-10
                description: "Rewrites fail."
                ---

                Don't.
                """,
            ],
            report: [],
            holds: ["episodes/stop-rewriting-your-app.md": ["- /articles/stop-rewriting-your-app/"]],
            lacks: ["episodes/stop-rewriting-your-app.md": ["/2026/03/10/"]]),
        // TheContext/TheContext.github.io: its theme shows `site.name` as the site's title, the
        // only one its settings give.
        RealShowImportCase(
            name: "The Context: a top-level `name` is the site's title when no title is given",
            generator: .jekyll,
            files: [
                "_config.yml": """
                blog_theme: dark # Or use dark
                name: The Context
                paginate: 25
                url: # add your site url (format: https://example.com)
                social:
                  github: # Add your GitHub handle
                permalink: posts/:slug
                """,
                "_posts/2018-09-27-Episode_24.md": """
                ---
                layout: episode
                title: "Episode 24: Ok Multiplatform with Jesse Wilson and Egor Andreevich"
                description: "In this episode Artem and Hannes chatted with Jesse and Egor from Square."
                tags: []
                mp3: "https://artemzin.com/static/thecontext/episodes/The.Context.episode.24.mp3"
                ---

                ## Guests
                """,
            ],
            report: [],
            holds: [
                "site.yml": ["title: The Context"],
                "episodes/episode-24.md": ["- /posts/episode-24/"],
            ],
            lacks: ["site.yml": ["title: Imported"]]),
        // adrienthiery/labullecrypto.com: an episode's only player is an `<audio src='…'>` at the
        // top of its show notes; its front matter names no audio.
        RealShowImportCase(
            name: "La Bulle Crypto: the source of the show notes' <audio> element is the episode's audio",
            generator: .jekyll,
            files: [
                "_config.yml": """
                title: La Bulle Crypto
                description: Le podcast francophone numéro 1 sur les crypto-monnaies
                baseurl: "/" # the subpath of your site, e.g. /blog/ or / for root
                url: "https://labullecrypto.com" # the base hostname & protocol for your site
                permalink: /:title
                """,
                "_posts/2017-12-16-interview-jonathan-bushnell-ceo-of-lifelabs-english.md": """
                ---
                layout: post
                title:  Interview - Jonathan Bushnell, CEO of LIFElabs (English)
                date:   2017-12-16 00:00:00
                categories: [podcast]
                tags:
                ---
                <audio src='http://feeds.soundcloud.com/stream/370577642-la-bulle-crypto-interview-jonathan-bushnell-ceo-of-lifelabs-english.mp3' auto-play='false' controls='true' />

                Interview - LIFE
                """,
            ],
            report: [
                "audio from the show notes' links to it",
                "<audio> elements playing the episode's media removed (sitegen shows the episode's own player)",
            ],
            holds: [
                "episodes/interview-jonathan-bushnell-ceo-of-lifelabs-english.md": [
                    "audio: http://feeds.soundcloud.com/stream/370577642-la-bulle-crypto-interview-jonathan-bushnell-ceo-of-lifelabs-english.mp3",
                    "Interview - LIFE",
                ]
            ],
            // Sitegen shows the episode's player; the show notes' own would be a second one.
            lacks: ["episodes/interview-jonathan-bushnell-ceo-of-lifelabs-english.md": ["<audio"]]),
        // GolangShow/golangshow.com: one episode's `link` is its own site's address written
        // without `http://`, which its feed template writes as the enclosure as it is.
        RealShowImportCase(
            name: "GolangShow: a media link to the site's own host without a scheme is that http URL",
            generator: .hugo,
            files: [
                "config.toml":
                    "baseUrl = \"http://golangshow.com/\"\nlanguageCode = \"ru-RU\"\ntitle = \"Подкаст GolangShow\"\n",
                "content/episode/2016/04-07-051.md": """
                +++
                date = "2016-04-07"
                draft = false
                title = "Выпуск 051. Гость Алексей Хлюпин из The New York Times."
                link = "golangshow.com/cdn/episodes/051.mp3"
                size = 50724367
                length = "01:39:00"
                categories = ["гости", "новости"]
                +++

                ## Гость
                """,
            ],
            report: [],
            holds: [
                "episodes/04-07-051.md": [
                    "url: http://golangshow.com/cdn/episodes/051.mp3", "length: 50724367", "duration: \"1:39:00\"",
                ]
            ],
            lacks: ["episodes/04-07-051.md": ["params:"]]),
        // rbind/r-podcast (Castanet): each of its pages is the one file of a section of its own
        // (`content/contact/contact.md`, published at `/contact/` by `[permalinks] contact =
        // "/:filename/"`), with neither a date nor media.
        RealShowImportCase(
            name: "The R-Podcast: a section whose one file has no date or media is a page, not an episode",
            generator: .hugo,
            files: [
                "config.toml": """
                baseurl = "https://www.r-podcast.org/"
                title = "The R-Podcast"
                theme = "castanet"
                [permalinks]
                \tcontact = "/:filename/"
                [params]
                media_prefix = "https://aphid.fireside.fm/d/1437767933/487fd4f7-8859-4de4-98de-25634d400177/"
                """,
                "content/contact/contact.md": """
                ---
                title: "Contact"
                ---
                Email the show.
                """,
                "content/episode/028-max-kuhn.md": """
                ---
                Description: "The R-Podcast's coverage of rstudio::conf 2019 wraps up in this episode."
                date: 2019-02-28
                episode: "28"
                podcast_file: 'cb9139b6-9cf0-42bd-8f9a-863ce64e817d.mp3'
                title: "Episode 28: Tidymodels with Max Kuhn (rstudio::conf 2019)"
                ---

                - Use the R-Podcast [contact page]({{< ref "contact.md" >}})
                """,
            ],
            report: [
                "imported 1 episodes, 1 collections, 1 pages",
                "sections whose files have no date, media or number imported as pages: content/contact/contact.md",
            ],
            holds: [
                "pages/contact.md": ["title: Contact", "Email the show."],
                "episodes/028-max-kuhn.md": ["[contact page](/contact/)"],
            ]),
        // dchucks/podbharati: each guest is a branch bundle, `content/guests/sameerl/_index.md`,
        // which its episodes name by folder (`guests: [sameerl]`).
        RealShowImportCase(
            name: "PodBharati: a guest kept as guests/<id>/_index.md is that person",
            generator: .hugo,
            files: [
                "config.toml": Self.podBharatiConfig,
                "content/guests/sameerl/_index.md": """
                ---
                type: guest
                Title: "Sameer Lal"
                name: "Sameer Lal"
                description: "Associate Director, Operational Risk, RBC"
                linkedin: "https://www.linkedin.com/in/sameerlalca/"
                website: https://comunitycanada.ca/
                twitter: https://x.com/sameerlal
                ---
                #
                Sameer is a Canada-based author, mentor, public speaker.
                """,
                "content/podcasts/sopaan/episodes/s2e1.md": Self.podBharatiEpisode,
            ],
            report: [],
            holds: [
                "people/sameerl.md": [
                    "name: Sameer Lal", "https://comunitycanada.ca/", "https://www.linkedin.com/in/sameerlalca/",
                    "Sameer is a Canada-based author, mentor, public speaker.",
                ],
                "episodes/s2e1.md": ["guests:\n- sameerl"],
            ]),
        // dchucks/podbharati: `Image: "../../images/episode-art/sopaan-s2e1.png"`, which its
        // templates pass through Hugo's absURL: the site's `static/images/episode-art/`.
        RealShowImportCase(
            name: "PodBharati: a picture named ../../images/… is the site's images/… file",
            generator: .hugo,
            files: [
                "config.toml": Self.podBharatiConfig,
                "content/podcasts/sopaan/episodes/s2e1.md": Self.podBharatiEpisode,
            ],
            pictures: ["static/images/episode-art/sopaan-s2e1.png"],
            report: [],
            holds: ["episodes/s2e1.md": ["thumbnail: images/episode-art/sopaan-s2e1.png"]],
            lacks: ["episodes/s2e1.md": ["Image:"]]),
        // dchucks/podbharati: `video_embed`, the YouTube player its episode pages show.
        RealShowImportCase(
            name: "PodBharati: video_embed, a YouTube embed URL, is the episode's video",
            generator: .hugo,
            files: [
                "config.toml": Self.podBharatiConfig,
                "content/podcasts/sopaan/episodes/s2e1.md": Self.podBharatiEpisode,
            ],
            report: [],
            holds: ["episodes/s2e1.md": ["video: https://www.youtube.com/embed/Za9Xrk2UJgU"]],
            lacks: ["episodes/s2e1.md": ["video_embed"]]),
        // alexcash/comictalkshow: its settings name no category; its podcast.xml template writes
        // Apple's category of 2013, `Games &amp; Hobbies`, with `Hobbies` inside it.
        RealShowImportCase(
            name:
                "Comic Talk: the feed template's retired category Games & Hobbies is Leisure, Hobbies its subcategory",
            generator: .jekyll,
            files: [
                "_config.yml": """
                auto: true
                pygments: true
                url: http://www.comictalkshow.com
                +domain: comictalkshow.com

                permalink: /:year/:month/:day/:title
                """,
                "_posts/2013-04-10-e02.md": """
                ---
                layout: episode
                date: 2013-04-10 12:00:00
                title: "01: Mister Mxyzptlk"
                duration: 35:44
                length: 17191970
                link: http://s3-us-west-2.amazonaws.com/comictalk/cts01.mp3
                description: In this episode, Alex and Jared talk about the comics of their childhood.
                ---
                In this episode, Alex and Jared talk about the comics of their childhood.
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
            report: [],
            holds: [
                "site.yml": ["category: Leisure", "subcategory: Hobbies"],
                "episodes/e02.md": ["duration: \"35:44\"", "length: 17191970"],
            ],
            lacks: ["site.yml": ["category: Technology"]]),
        // TheToolsmiths/TheToolsmiths.github.io: each episode's notes start with its Podigee
        // player, a plugin tag (`{% podigee_player page %}`) or an include of one, which played
        // the episode's audio; left as text, it showed on the page as written.
        RealShowImportCase(
            name: "The Toolsmiths: a Liquid player tag of an episode with audio is removed, the notes kept",
            generator: .jekyll,
            files: [
                "_config.yml": Self.toolsmithsConfig,
                "_podcast/episode-1/index.md": """
                ---
                title: 'Episode 1'
                date: 2018-02-13T14:51:41+00:00
                layout: episode
                audio: the-toolsmiths-ep1.mp3
                ---
                {% podigee_player page %}

                Surprise! The Toolsmiths is happy to announce we are starting a podcast!
                """,
                "_podcast/episode-1/the-toolsmiths-ep1.mp3": "ID3",
                "_podcast/episode-4/index.md": """
                ---
                title: 'Episode 4'
                date: 2018-02-14T14:51:41+00:00
                layout: episode
                audio:
                  - the-toolsmiths-ep4.mp3
                ---
                {% include podcast/podigee_player.html %}

                Episode four.
                """,
                "_podcast/episode-4/the-toolsmiths-ep4.mp3": "ID3",
            ],
            report: [
                "Liquid player tags removed (sitegen shows the episode's own player): "
                    + "include podcast/podigee_player.html (1), podigee_player (1)"
            ],
            holds: [
                "episodes/episode-1.md": ["Surprise! The Toolsmiths is happy to announce"],
                "episodes/episode-4.md": ["Episode four."],
            ],
            lacks: ["episodes/episode-1.md": ["{%"], "episodes/episode-4.md": ["{%"]]),
        // benhubbard434/onefortheroadpodcast (Jekyll Now): each post's cover is `photo_url`, a URL
        // of the site's own `assets/`, which its episode layout shows; the import left it in
        // `params:`. (The repository's covers are JPEGs; the case writes a PNG.)
        RealShowImportCase(
            name: "One For The Road: photo_url, a picture of the site, is the episode's thumbnail",
            generator: .jekyll,
            files: [
                "_config.yml": """
                name: one for the road podcast
                description: podcast
                baseurl: "onefortheroadpodcast"
                markdown: redcarpet
                permalink: /:title/
                """,
                "CNAME": "onefortheroadpodcast.com\n",
                "_posts/2015-12-15-one-for-the-road:-episode-thirteen-(films,-books-and-smear-tests).html": """
                ---
                title: 'One For The Road: Episode Thirteen (films, Books And Smear Tests)'
                date: 2015-12-15 00:00:00 Z
                categories:
                - episode
                layout: episode
                podcast_url: http://embed.acast.com/onefortheroad/onefortheroad-episodethirteen-films-booksandsmeartests-
                photo_url: http://onefortheroadpodcast.com/assets/episode-13-cover.png
                ---

                <p>
                	On episode thirteen we talk about the weirdness of watching your favourite teenage film now.
                </p>
                """,
            ],
            pictures: ["assets/episode-13-cover.png"],
            report: ["went to params: layout (1), podcast_url: the media type cannot be told from its name (1)"],
            holds: [
                "episodes/one-for-the-road-episode-thirteen-films-books-and-smear-tests.md": [
                    "thumbnail: assets/episode-13-cover.png",
                    "aliases:\n- /one-for-the-road-episode-thirteen-(films,-books-and-smear-tests)/",
                ]
            ],
            lacks: ["episodes/one-for-the-road-episode-thirteen-films-books-and-smear-tests.md": ["photo_url"]]),
    ]

    @Test("an imported real show builds without errors and keeps what its source had", arguments: cases)
    func importAndBuild(_ show: RealShowImportCase) async throws {
        try await show.importAndBuild()
    }
}
