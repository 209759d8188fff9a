import Foundation
import SitegenContent
import SitegenFileSystem
import SitegenFormats
import SitegenImport
import SitegenOutput
import SitegenPipeline
import SitegenRender
import SitegenTestSupport
import Testing

/// `sitegen build` on episodes copied in as real shows' Hugo repositories keep them (page
/// bundles in `content/episode/`, `content/podcast/`): each case is one episode as the named
/// public repository writes it, and the diagnostics the build gives for it, whole.
@Suite("sitegen build: real shows' episodes copied in as they are", .tags(.slow), .tier(.slow))
struct RealShowBuildTests {
    /// One episode file as a real show writes it, and the build's lines about it.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var path: String
        var text: String
        var lines: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // women-who-software/returnship-everydayheroes: the transcript is written out in the
        // front matter; the error quoted all of it, its line breaks breaking the one-line format.
        Case(
            name: "returnship-everydayheroes: a transcript written as text is an error on one line",
            path: "Content/episodes/index/index.md",
            text: """
                ---
                title: "Season 1 Episode 2: Marla Kalin"
                date: 2020-09-15T03:25:50.967Z
                slug: ep2
                transcript: >-
                  “Memories heal the living. We pray for the living.”


                  **Angela**: On May 13, 2020, the number of new cases confirmed each day was declining.
                ---

                """,
            lines: [
                "Content/episodes/index/index.md:5:13: error: `transcript` must be an http or https URL or a path inside Content/, not '“Memories heal the living. We pray for t…'"
            ]),
        // yurikrupenin/usilenie-plus-hugo: its theme's `featured` is the episode's picture.
        Case(
            name: "usilenie-plus-hugo: a picture in `featured` is an error that names `thumbnail`",
            path: "Content/episodes/4/index.md",
            text: """
                ---
                title: "Усиление+ Подкаст: Выпуск 4"
                date: 2019-12-12T19:00:00+03:00
                featured: "images/gotodick"
                ---
                Body.
                """,
            lines: [
                "Content/episodes/4/index.md:4:11: error: `featured` must be true or false (true shows the episode in \"Featured\"), not the string 'images/gotodick'; for the episode's picture, which Hugo themes call `featured`, write `thumbnail:`"
            ]),
        // nqthqn/nqthqn.com: Castanet's media keys, the audio file beside the page; the hint
        // was to put them under `params:`, which gives the episode no audio either.
        Case(
            name: "nqthqn.com: Castanet's podcast_file, podcast_bytes and podcast_duration name sitegen's keys",
            path: "Content/episodes/episode-1/index.md",
            text: """
                ---
                title: The very first workout
                date: 2020-09-16T00:00:00Z
                podcast_duration: 10
                podcast_file: episode.m4a
                podcast_bytes: 300
                ---
                Good morning.
                """,
            lines: [
                "Content/episodes/episode-1/index.md:4:1: warning: unknown key `podcast_duration` in an episode's front matter is ignored; did you mean `duration`?",
                "Content/episodes/episode-1/index.md:5:1: warning: unknown key `podcast_file` in an episode's front matter is ignored; did you mean `audio`?",
                "Content/episodes/episode-1/index.md:6:1: warning: unknown key `podcast_bytes` in an episode's front matter is ignored; did you mean `audio`?",
            ]),
        // brunoamaral/DI-Public (Arrested DevOps) and returnship-everydayheroes: the audio as a
        // URL under the theme's own key, and the video as a YouTube id or player URL.
        Case(
            name: "Arrested DevOps and Everyday Heroes: podcast, audioSourceURL, youtube and videoSourceURL",
            path: "Content/episodes/001/index.md",
            text: """
                ---
                title: "infrastructure as code"
                date: "2015-10-01T08:31:42-05:00"
                podcast: "https://media.example.org/arrested-devops-podcast-episode044.mp3"
                youtube: "7voRnzzUZb4"
                audioSourceURL: "https://www.example.org/4343081-episode-1-ryan-seamy.mp3"
                videoSourceURL: "https://player.vimeo.com/video/430343600?app_id=122963"
                ---
                Body.
                """,
            lines: [
                "Content/episodes/001/index.md:4:1: warning: unknown key `podcast` in an episode's front matter is ignored; did you mean `audio`?",
                "Content/episodes/001/index.md:5:1: warning: unknown key `youtube` in an episode's front matter is ignored; did you mean `video`?",
                "Content/episodes/001/index.md:6:1: warning: unknown key `audioSourceURL` in an episode's front matter is ignored; did you mean `audio`?",
                "Content/episodes/001/index.md:7:1: warning: unknown key `videoSourceURL` in an episode's front matter is ignored; did you mean `video`?",
            ]),
        // PyPodcats (its repository's README gives an episode's front matter to copy): the
        // YouTube video is `youtube_id`, a bare id; its warning named no key, and a `video:`
        // written with the id was told to give a MIME type.
        Case(
            name: "PyPodcats: youtube_id names `video`, and a bare id under `video` says to write its URL",
            path: "Content/episodes/ep5-mona/index.md",
            text: """
                ---
                title: "Episode 5: with Mona Obedoza"
                date: 2024-07-24T05:00:00-07:00
                youtube_id: SDipvSE21Es
                video: SDipvSE21Es
                ---
                We interviewed Mona.
                """,
            lines: [
                "Content/episodes/ep5-mona/index.md:4:1: warning: unknown key `youtube_id` in an episode's front matter is ignored; did you mean `video`?",
                "Content/episodes/ep5-mona/index.md:5:8: error: `video` 'SDipvSE21Es' is neither a URL nor a file with an extension; for the YouTube video of that id, write `https://www.youtube.com/watch?v=SDipvSE21Es`",
            ]),
        // trustrevolution/website: the video, transcript, chapters and the audio's size under the
        // theme's own keys, whose warnings named no sitegen key.
        Case(
            name: "Trust Revolution: video_url, transcript_url, timestamps and enclosure_bytes name sitegen's keys",
            path: "Content/episodes/s03e05/index.md",
            text: """
                ---
                title: "Your Money, Your Data, Your Mind"
                date: 2026-02-19
                video_url: "https://media.trustrevolution.co/video/s03e05-jesse-posner.mp4"
                transcript_url: "https://media.trustrevolution.co/transcripts/s03e05-jesse-posner.srt"
                enclosure_bytes: 78367911
                timestamps:
                - time: "00:00"
                  topic: "Introduction and Jesse's background at Coinbase and Block"
                ---
                Body.
                """,
            lines: [
                "Content/episodes/s03e05/index.md:4:1: warning: unknown key `video_url` in an episode's front matter is ignored; did you mean `video`?",
                "Content/episodes/s03e05/index.md:5:1: warning: unknown key `transcript_url` in an episode's front matter is ignored; did you mean `transcript`?",
                "Content/episodes/s03e05/index.md:6:1: warning: unknown key `enclosure_bytes` in an episode's front matter is ignored; did you mean `audio`?",
                "Content/episodes/s03e05/index.md:7:1: warning: unknown key `timestamps` in an episode's front matter is ignored; did you mean `chapters`?",
            ]),
        // nathan-bottomley/eleventy-plugin-podcaster: an episode's fields in an `episode:` object;
        // the warning said "did you mean `number`?", as if `episode` were the number.
        Case(
            name: "eleventy-plugin-podcaster: an `episode:` object's warning names the keys to write at the top level",
            path: "Content/episodes/2024-04-14-s1e1-the-power-of-the-daleks.md",
            text: """
                ---
                title: Entering a new Phase
                date: 2024-04-14
                tags:
                  - podcastEpisode
                episode:
                  filename: 500YD S1E1, Entering a New Phase.mp3
                  seasonNumber: 1
                  episodeNumber: 1
                  size: 61231442
                  duration: 3283
                  explicit: no
                  episodeType: full
                ---
                A big week for beginnings this week.
                """,
            lines: [
                "Content/episodes/2024-04-14-s1e1-the-power-of-the-daleks.md:6:1: warning: unknown key `episode` in an episode's front matter is ignored; sitegen reads these fields at the top level, not inside `episode:`: write `audio` (its `filename`), `season` (its `seasonNumber`), `number` (its `episodeNumber`), `duration`, `explicit`, `episodeType`"
            ]),
        // stvstnfrd/hugo-podcasts-test (rss2hugo): the enclosure, duration and season in a
        // `podcast:` object, which the warning took for the audio's URL ("did you mean `audio`?").
        Case(
            name: "hugo-podcasts-test: a `podcast:` object's warning names the keys to write, not the ones given",
            path: "Content/episodes/computers-at-home/index.markdown",
            text: """
                ---
                date: 2015-11-16 17:22:00+00:00
                draft: false
                podcast:
                    duration: '849'
                    enclosure:
                        length: '13584000'
                        type: audio/mpeg
                        url: http://open.live.bbc.co.uk/mediaselector/6/redir/version/2.0/mediaset/audio-nondrm-download/proto/http/vpid/p0387j1g.mp3
                    season: 2015
                    title: Computers at Home
                title: Computers at Home

                ---

                In the 1980s, 'micro computers' invaded the home.
                """,
            lines: [
                "Content/episodes/computers-at-home/index.markdown:4:1: warning: unknown key `podcast` in an episode's front matter is ignored; sitegen reads these fields at the top level, not inside `podcast:`: write `duration`, `audio` (its `enclosure`), `season`"
            ]),
        // audrow-nash-podcast/audrownashpodcast.com (Deno Fresh): the date is `published_at` and
        // the summary `snippet`; the warnings named neither `date` nor `summary`, and the error
        // said the episode had no date.
        Case(
            name: "audrownashpodcast.com: published_at and snippet name `date` and `summary`",
            path: "Content/episodes/22-alleycorp.md",
            text: """
                ---
                title: "How Are Investors Navigating the Wild Frontier of Robotics Startups?"
                published_at: 2025-04-30T12:00:00.000Z
                snippet: Brannon Jones from AlleyCorp discusses how investors evaluate robotics companies.
                ---

                How are investors navigating the wild frontier of robotics startups?
                """,
            lines: [
                "Content/episodes/22-alleycorp.md:3:1: error: the episode has no `date`: sitegen reads the day it came out from `date:`, not `published_at:`; rename the key",
                "Content/episodes/22-alleycorp.md:4:1: warning: unknown key `snippet` in an episode's front matter is ignored; did you mean `summary`?",
            ]),
        // ironicbadger/bitflip-site (Astro): its content schema names a chapter's start `time`;
        // each chapter was two errors, "needs a `start`" and "unknown key `time`".
        Case(
            name: "bitflip-site: a chapter's `time` is its start",
            path: "Content/episodes/101/index.md",
            text: """
                ---
                title: "Remote Access Without Regret"
                date: "2026-01-15"
                summary: "Practical approaches to remote access that balance convenience and security."
                explicit: false
                chapters:
                  - time: "00:00:00"
                    title: "Intro"
                  - time: "00:10:24"
                    title: "Tailscale vs. WireGuard"
                ---

                ## What we cover
                """,
            lines: []),
        // ironicbadger/bitflip-site (Astro): `audioUrl`, `audioSize`, `coverImage`, `youtubeUrl`
        // were only "put it under `params:`", no hint of the keys sitegen reads for them.
        Case(
            name: "bitflip-site: Astro's camel-case media keys name sitegen's",
            path: "Content/episodes/102/index.md",
            text: """
                ---
                title: "Backups That Actually Restore"
                date: "2026-01-22"
                audioUrl: "/audio/test-tone-30s.mp3"
                audioSize: 481114
                coverImage: "/images/cover-102.png"
                youtubeUrl: "https://youtube.com/watch?v=example102"
                ---

                ## What we cover
                """,
            lines: [
                "Content/episodes/102/index.md:4:1: warning: unknown key `audioUrl` in an episode's front matter is ignored; did you mean `audio`?",
                "Content/episodes/102/index.md:5:1: warning: unknown key `audioSize` in an episode's front matter is ignored; did you mean `audio`?",
                "Content/episodes/102/index.md:6:1: warning: unknown key `coverImage` in an episode's front matter is ignored; did you mean `thumbnail`?",
                "Content/episodes/102/index.md:7:1: warning: unknown key `youtubeUrl` in an episode's front matter is ignored; did you mean `video`?",
            ]),
        // manuelernestog/astropod (Astro): the day an episode came out is `pubDate`, as Astro's
        // starters write it (and Hugo reads `pubdate` when there is no `date`); the build said
        // twice that it had no date, an error at 1:1 and a warning at the key it had.
        Case(
            name: "astropod: Astro's pubDate is the episode's date",
            path: "Content/episodes/5-what-is-diversity-and-inclusion.md",
            text: """
                ---
                title: 5 - What is Diversity & Inclusion? (Sade Turner-Moise)
                audioUrl: https://mcdn.podbean.com/mf/web/5pne22/Sade_Turner_Moise_-6n7qg.mp3
                pubDate: Jul 24 2023
                duration: 45:55
                size: 0.7
                explicit: false
                season: 1
                episodeType: full
                description: Today we are in conversation with Sade Turner-Moise answering the question What is Diversity & Inclusion? D&I for short.
                ---

                # Inside this episode
                """,
            lines: [
                "Content/episodes/5-what-is-diversity-and-inclusion.md:3:1: warning: unknown key `audioUrl` in an episode's front matter is ignored; did you mean `audio`?",
                "Content/episodes/5-what-is-diversity-and-inclusion.md:6:1: warning: unknown key `size` in an episode's front matter is ignored; to hand a value of your own to templates, put it under `params:`",
            ]),
        // jessfraz/weirdtrickmafia.fm (Hugo, TOML): the hosts are a list of handles on one line;
        // each one that is no person was told of at the list's `[`, both at 6:9.
        Case(
            name: "weirdtrickmafia.fm: each host that is no person is told of at its own column",
            path: "Content/episodes/foundation-head/index.md",
            text: """
                +++
                date = 2019-03-17T09:59:40-05:00
                title = "Foundation Head"
                description = "Andrew Clay Shafer and Jess Frazelle discuss open source foundations, specifically the Linux Foundation."
                podcast_file = "foundation-head.mp3"
                hosts = ["littleidea", "jessfraz"]
                explicit = "yes" # values are "yes" or "no"
                #youtube = "bNfAAQUQ_54"
                episode = 1
                +++

                Andrew and Jess discuss open source foundations, specifically the Linux
                Foundation.
                """,
            lines: [
                "Content/episodes/foundation-head/index.md:5:1: warning: unknown key `podcast_file` in an episode's front matter is ignored; did you mean `audio`?",
                "Content/episodes/foundation-head/index.md:6:10: warning: 'littleidea' in `hosts` is not a person in Content/people/; add Content/people/littleidea.md with a `name:`",
                "Content/episodes/foundation-head/index.md:6:24: warning: 'jessfraz' in `hosts` is not a person in Content/people/; add Content/people/jessfraz.md with a `name:`",
                "Content/episodes/foundation-head/index.md:9:1: warning: unknown key `episode` in an episode's front matter is ignored; did you mean `number`?",
            ]),
        // anttti/retropelipodcast-site (Eleventy, Finnish): every field of an episode is inside a
        // `media:` object. The build said the episode had no title and no date, both at 1:1, and
        // of `media` only "put it under `params:`".
        Case(
            name: "retropelipodcast: fields inside `media:` are named where they are, with the keys to write",
            path: "Content/episodes/006.md",
            text: """
                ---
                media:
                  episode: 6
                  title: Metroid Fusion
                  summary: Aika palata vuoteen 2002 ja kaivaa naftaliinista Metroid Fusion, tai siis Fuusio-Metukka näin kavereiden kesken!
                  publishDate: 2023-09-17T09:38:25.052Z
                  content: https://dts.podtrac.com/redirect.mp4/rarelyneeded.com/retropelipodcast/Retropelipodcast_6.mp3
                  duration: 4250
                  fileSize: 34409143
                permalink: "/6/"
                layout: layouts/episode.njk
                ---

                Aika palata vuoteen 2002 ja kaivaa naftaliinista Metroid Fusion!
                """,
            lines: [
                "Content/episodes/006.md:2:1: warning: unknown key `media` in an episode's front matter is ignored; sitegen reads these fields at the top level, not inside `media:`: write `number` (its `episode`), `title`, `summary`, `publishDate`, `duration`",
                "Content/episodes/006.md:4:3: error: the episode has no `title`: sitegen reads it at the top level, not inside `media:`",
                "Content/episodes/006.md:6:3: error: the episode has no `date`: sitegen reads it at the top level, not inside `media:`",
                "Content/episodes/006.md:10:1: warning: unknown key `permalink` in an episode's front matter is ignored; to hand a value of your own to templates, put it under `params:`",
                "Content/episodes/006.md:11:1: warning: unknown key `layout` in an episode's front matter is ignored; to hand a value of your own to templates, put it under `params:`",
            ]),
        // firebasejp/cast-site (Gatsby, Japanese): the date has a one-digit day before its time,
        // `2019-02-7T09:00:00+09:00`, which Gatsby and Jekyll read: an error; and `audioLink`, the
        // MP3, and `about`, the summary, were only "put it under `params:`".
        Case(
            name:
                "firebasejp cast-site: a one-digit day before a T time is a date; audioLink and about name sitegen's keys",
            path: "Content/episodes/2/index.md",
            text: """
                ---
                title: '#2 Cloud Firestore GA'
                date: '2019-02-7T09:00:00+09:00'
                about: 'Cloud FirestoreがGAになったので、そのアップデートを中心に話しました。'
                starring: ['d_date', 'k2wanko']
                contentType: audio/mpeg
                duration: 50:54
                audioLink: https://firebasejp.github.io/cast-site/2.mp3
                ---

                ## Show Notes
                """,
            lines: [
                "Content/episodes/2/index.md:4:1: warning: unknown key `about` in an episode's front matter is ignored; did you mean `summary`?",
                "Content/episodes/2/index.md:5:1: warning: unknown key `starring` in an episode's front matter is ignored; to hand a value of your own to templates, put it under `params:`",
                "Content/episodes/2/index.md:6:1: warning: unknown key `contentType` in an episode's front matter is ignored; to hand a value of your own to templates, put it under `params:`",
                "Content/episodes/2/index.md:8:1: warning: unknown key `audioLink` in an episode's front matter is ignored; did you mean `audio`?",
            ]),
        // dex1t/resize.fm (Astro, Japanese): half its episodes are `.mdx`; each was "not a
        // Markdown file", with no word of what to do when it is plain Markdown, as this one is.
        Case(
            name: "resize.fm: an .mdx episode is named as MDX, with the .md name to give a plain one",
            path: "Content/episodes/106-game-ui-design.mdx",
            text: """
                ---
                layout: Episode
                src: https://anchor.fm/resize/episodes/106-UI-e1qi7pq
                title: ゲームUIデザイン
                description: お便り紹介からリクエストにお答えしつつ。
                date: 2022年11月11日（金）
                time: 73分02秒
                ---

                - [TOKYO ART BOOK FAIR](https://tokyoartbookfair.com/)
                """,
            lines: [
                "Content/episodes/106-game-ui-design.mdx:1:1: warning: '106-game-ui-design.mdx' is MDX (Markdown with JSX components), which sitegen does not read, and is ignored; if it is plain Markdown, rename it '106-game-ui-design.md'"
            ]),
        // TejasQ/build-with-bob (a video show; its dates are in a data file): the series is
        // `project`, the subjects `topics`; both were only "put it under `params:`".
        Case(
            name: "build-with-bob: project and topics name `collection` and `tags`",
            path: "Content/episodes/debugging-rag-backends-openrag-vs-ai-workbench.md",
            text: """
                ---
                slug: debugging-rag-backends-openrag-vs-ai-workbench
                videoId: hOpIIVHJheE
                title: "Debugging RAG Backends: OpenRAG vs AI Workbench Onboarding"
                description: "Finishing KillrCtx's MVP: read-only offline mode, a gated setup wizard."
                tldr: "In the final on-stream KillrCtx episode, the app gains a read-only mode."
                project: killrctx
                topics:
                  [
                    "developer onboarding",
                    "rag backends",
                  ]
                chapters:
                  - start: 0
                    title: "Wrapping up KillrCtx, the open-source NotebookLM clone"
                  - start: 186
                    title: "RAG backend health checks and read-only offline mode"
                ---

                Tejas opens at [2:14](?t=134) by saying the goal is to "put a bow on" the MVP.
                """,
            lines: [
                "Content/episodes/debugging-rag-backends-openrag-vs-ai-workbench.md:1:1: error: the episode has no `date`; write the day it came out, `date: 2024-03-14`, or begin the file's or bundle folder's name with it (`2024-03-14-name`)",
                "Content/episodes/debugging-rag-backends-openrag-vs-ai-workbench.md:3:1: warning: unknown key `videoId` in an episode's front matter is ignored; did you mean `video`?",
                "Content/episodes/debugging-rag-backends-openrag-vs-ai-workbench.md:6:1: warning: unknown key `tldr` in an episode's front matter is ignored; to hand a value of your own to templates, put it under `params:`",
                "Content/episodes/debugging-rag-backends-openrag-vs-ai-workbench.md:7:1: warning: unknown key `project` in an episode's front matter is ignored; did you mean `collection`?",
                "Content/episodes/debugging-rag-backends-openrag-vs-ai-workbench.md:8:1: warning: unknown key `topics` in an episode's front matter is ignored; did you mean `tags`?",
            ]),
        // danielbuechele/luftpost-podcast.de (German): the date is `publishedAt`, told of twice
        // (an error at 1:1 that the episode had no date, a warning at the key), and the media file's
        // `mediaUrl`, `byteSize` and `mimeType` were only "put it under `params:`".
        Case(
            name: "luftpost-podcast.de: one error at publishedAt; mediaUrl, byteSize and mimeType name `audio`",
            path: "Content/episodes/armenien.md",
            text: """
                ---
                title: Armenien
                publishedAt: Sun, 28 Oct 2012 14:47:13 +0000
                guest: '[Simon Liebing](https://twitter.com/simonliebing)'
                countryCode: am
                durationSeconds: 6605
                byteSize: 66145595
                mediaUrl: http://luftpost-podcast.de/media/luftpost37-armenien.mp3
                mimeType: audio/mpeg
                guid: http://luftpost-podcast.de/?p=585
                ---

                Simon kennt ihr vielleicht aus der Episode über [Sibirien](http://luftpost-podcast.de/sibirien).
                """,
            lines: [
                "Content/episodes/armenien.md:3:1: error: the episode has no `date`: sitegen reads the day it came out from `date:`, not `publishedAt:`; rename the key",
                "Content/episodes/armenien.md:4:1: warning: unknown key `guest` in an episode's front matter is ignored; did you mean `guests`?",
                "Content/episodes/armenien.md:5:1: warning: unknown key `countryCode` in an episode's front matter is ignored; to hand a value of your own to templates, put it under `params:`",
                "Content/episodes/armenien.md:6:1: warning: unknown key `durationSeconds` in an episode's front matter is ignored; did you mean `duration`?",
                "Content/episodes/armenien.md:7:1: warning: unknown key `byteSize` in an episode's front matter is ignored; did you mean `audio`?",
                "Content/episodes/armenien.md:8:1: warning: unknown key `mediaUrl` in an episode's front matter is ignored; did you mean `audio`?",
                "Content/episodes/armenien.md:9:1: warning: unknown key `mimeType` in an episode's front matter is ignored; did you mean `audio`?",
            ]),
        // CastalioPodcast/castaliopodcast.github.io, imported: one recording in three formats, a
        // list of URLs without lengths; each warning was at the list's line 5, column 1.
        Case(
            name: "Castálio: each audio file of a list is told of at its own entry",
            path: "Content/episodes/episodio-55-editor-vim.md",
            text: """
                ---
                title: 'Episodio 55: Editor Vim'
                date: "2014-11-23"
                audio:
                - http://downloads.ogmaciel.com/castalio-podcast-55.mp3
                - http://downloads.ogmaciel.com/castalio-podcast-55.m4a
                ---
                Escute agora.
                """,
            lines: [
                "Content/episodes/episodio-55-editor-vim.md:5:3: warning: `audio` 'http://downloads.ogmaciel.com/castalio-podcast-55.mp3' has no length; podcast apps need the file's size in bytes: write it as `audio: {url: …, length: 12345678}`",
                "Content/episodes/episodio-55-editor-vim.md:6:3: warning: `audio` 'http://downloads.ogmaciel.com/castalio-podcast-55.m4a' has no length; podcast apps need the file's size in bytes: write it as `audio: {url: …, length: 12345678}`",
            ]),
        // A Hugo video course's lesson (a compiler-toolchain screencast series; the code index that
        // found it does not name its repository): TOML, its chapters an array of tables,
        // `[[chapters]]` with `time` and `start` saying the same moment. The TOML became one line,
        // so every diagnostic was at line 2 (2:465, 2:478), and each chapter warned that `time`
        // was ignored though it said what `start` did. The key in a chapter was then at column 5,
        // the YAML's, not 1, the TOML's.
        Case(
            name: "a Hugo video course: [[chapters]] keep their lines; a time that agrees with start is no warning",
            path: "Content/episodes/matching-instruction-forms.md",
            text: """
                +++
                title = "Matching Instruction Forms with MOV"
                description = "Introducing instruction form metadata so the encoder can choose the correct encoding form."
                date = "2026-06-23T00:54:47Z"
                duration = 895
                weight = 7
                youtube_id = "xtfKuE9pvUw"

                [[chapters]]
                title = "The Form Type and Helper Functions"
                time = "00:00:00"
                start = 0

                [[chapters]]
                title = "Matching a Form to Emit"
                time = "00:07:40"
                start = 461
                +++

                Introducing instruction form metadata.
                """,
            lines: [
                "Content/episodes/matching-instruction-forms.md:6:1: warning: unknown key `weight` in an episode's front matter is ignored; did you mean `order`?",
                "Content/episodes/matching-instruction-forms.md:7:1: warning: unknown key `youtube_id` in an episode's front matter is ignored; did you mean `video`?",
                "Content/episodes/matching-instruction-forms.md:16:1: warning: `time` is ignored, since `start` is given",
            ]),
        // LoomState/loomstate.fm (Hugo): every key capitalized, as Hugo reads keys in any case, and
        // the enclosure under keys of its own; their warnings named no sitegen key.
        Case(
            name: "loomstate.fm: capitalized Hugo keys are read; its Enclosure* keys name `audio`",
            path: "Content/episodes/retro-1.md",
            text: """
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
                ---

                To kick off the interviews, Matthew Palmer joins me.
                """,
            lines: [
                "Content/episodes/retro-1.md:2:1: warning: unknown key `Type` in an episode's front matter is ignored; to hand a value of your own to templates, put it under `params:`",
                "Content/episodes/retro-1.md:3:1: warning: unknown key `Show` in an episode's front matter is ignored; to hand a value of your own to templates, put it under `params:`",
                "Content/episodes/retro-1.md:10:1: warning: unknown key `EnclosureUrl` in an episode's front matter is ignored; did you mean `audio`?",
                "Content/episodes/retro-1.md:11:1: warning: unknown key `EnclosureLength` in an episode's front matter is ignored; did you mean `audio`?",
                "Content/episodes/retro-1.md:12:1: warning: unknown key `EnclosureSize` in an episode's front matter is ignored; did you mean `audio`?",
            ]),
        // andreyvit/it-posidelki (Jekyll, Octopod): the audio is `{name, size}`, the file's name under
        // the settings' `audio_base_url`; the build said `audio` had no `url` and named every key
        // it reads, for each, with no word of which is which.
        Case(
            name: "it-posidelki: an audio map's `name` and `size` name `url` and `length`",
            path: "Content/episodes/2015-09-09-006-apple-event.md",
            text: """
                ---
                number: "06"
                title: "Первое правило Эппл Ивентов"
                duration: "46:31"
                summary: "Глубокой ночью сразу после сентябрьского Apple Event."
                audio:
                  name: IT-posidelki-006.mp3
                  size: 33592749
                ---

                Глубокой ночью после презентации Эппл мы пытаемся обсудить стилусы и айпады.
                """,
            lines: [
                "Content/episodes/2015-09-09-006-apple-event.md:7:3: error: unknown key `name` in `audio`; did you mean `url`?",
                "Content/episodes/2015-09-09-006-apple-event.md:8:3: error: unknown key `size` in `audio`; did you mean `length`?",
            ]),
        // triceratops-show/www.triceratops.show (Hugo with Decap CMS): `published: true` on every
        // episode, the date in `publishDate`, chapters' starts unquoted; `published` was an
        // unknown key to put under `params:`.
        Case(
            name: "triceratops.show: Decap CMS's published: true is no warning",
            path: "Content/episodes/82.md",
            text: """
                ---
                title: QUEBREMOS O CICLO DA VIOLÊNCIA
                description: >-
                  pois é turminha, neste episódio falamos sobre quebrar o ciclo da vilência.


                  no bloco de recomendações, temos um filme na metflix.
                podcast_duration: 01:21:44
                published: true
                publishDate: 2025-12-04T14:36:15.040Z
                chapters:
                  - title: Intro
                    start: 00:00:00
                  - title: arnaldo antunes - tire o seu passado da frente
                    start: 00:06:39
                ---
                ## tocamos
                """,
            lines: [
                "Content/episodes/82.md:8:1: warning: unknown key `podcast_duration` in an episode's front matter is ignored; did you mean `duration`?"
            ]),
        // falkoin/und_was_podcast (Hugo): the summary is `short_description`, as inspect-fm's feed
        // writes it into <itunes:summary>; its warning named no sitegen key.
        Case(
            name: "und_was_podcast: short_description names `summary`",
            path: "Content/episodes/test02.md",
            text: """
                ---
                author: Falko Döhring
                title: "Episode 02"
                layout: episode
                eptype: full
                number: 1
                duration: "episode duration e.g. 1:33:25"
                date: 2020-10-18 00:40:00 +02:00
                short_description: |
                    Short blurb about this episode.
                mp3:
                    asset_link: mp3/setuptest.mp3
                    length: 112109285
                url: /2
                tags: []
                image:
                  url: images/cover.png
                  alt: "Source: <someone>"
                draft: false
                ---

                Lorem ipsum dolor sit amet.
                """,
            lines: [
                "Content/episodes/test02.md:2:1: warning: unknown key `author` in an episode's front matter is ignored; did you mean `hosts`?",
                "Content/episodes/test02.md:4:1: warning: unknown key `layout` in an episode's front matter is ignored; to hand a value of your own to templates, put it under `params:`",
                "Content/episodes/test02.md:5:1: warning: unknown key `eptype` in an episode's front matter is ignored; to hand a value of your own to templates, put it under `params:`",
                "Content/episodes/test02.md:7:11: error: `duration` 'episode duration e.g. 1:33:25' is not a duration; write \"mm:ss\", \"h:mm:ss\" or a number of seconds, e.g. \"12:48\"",
                "Content/episodes/test02.md:9:1: warning: unknown key `short_description` in an episode's front matter is ignored; did you mean `summary`?",
                "Content/episodes/test02.md:11:1: warning: unknown key `mp3` in an episode's front matter is ignored; did you mean `audio`?",
                "Content/episodes/test02.md:16:1: warning: unknown key `image` in an episode's front matter is ignored; did you mean `thumbnail`?",
            ]),
        // brandonb927/faviconvalley.show (Jekyll): the date written day first, as Jekyll reads
        // `02-10-2015`, and the old URLs in jekyll-redirect-from's `redirect_from`; the error said
        // only to write YYYY-MM-DD, and the warning named no sitegen key.
        Case(
            name: "faviconvalley.show: a day-first date's error gives Jekyll's day; redirect_from names `aliases`",
            path: "Content/episodes/1.md",
            text: """
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
            lines: [
                "Content/episodes/1.md:3:7: error: `date` '02-10-2015' is not a date; write it as YYYY-MM-DD: Jekyll read it day first, as 2015-10-02",
                "Content/episodes/1.md:6:1: warning: unknown key `redirect_from` in an episode's front matter is ignored; did you mean `aliases`?",
            ]),
        // emacsel/emacsel.com (Jekyll): the running time in `episode_duration`, the files' sizes in
        // `episode_bytes`; their warnings named no sitegen key.
        Case(
            name: "emacsel.com: episode_duration and episode_bytes name `duration` and `audio`",
            path: "Content/episodes/1.md",
            text: """
                ---
                layout: episode
                title: "Episode 1 - Sacha Chua"
                host: Daniel Gopar
                date: 2015-09-25
                description: |
                    In this episode Daniel talks to Sacha Chua about the Emacs community!
                tags: [Community, Life, Org]
                episode_duration: "43:27"
                episode_bytes: {"mp3": 31354880, "ogg": 30929599}
                ---

                Welcome to the very first episode of Emacs.el!
                """,
            lines: [
                "Content/episodes/1.md:2:1: warning: unknown key `layout` in an episode's front matter is ignored; to hand a value of your own to templates, put it under `params:`",
                "Content/episodes/1.md:4:1: warning: unknown key `host` in an episode's front matter is ignored; did you mean `hosts`?",
                "Content/episodes/1.md:9:1: warning: unknown key `episode_duration` in an episode's front matter is ignored; did you mean `duration`?",
                "Content/episodes/1.md:10:1: warning: unknown key `episode_bytes` in an episode's front matter is ignored; did you mean `audio`?",
            ]),
        // LoomState/loomstate.fm (Hugo): a person's profiles are keys of their own; their warnings
        // named no sitegen key (`sitegen import` makes them `links`).
        Case(
            name: "loomstate.fm: a person's Twitter, Github and Website name `links`",
            path: "Content/people/karl-bowden.md",
            text: """
                ---
                Type: person
                Title: Karl Bowden
                Twitter: karlbowden
                Github: agentk
                Website: https://karlbowden.com
                Slug: karl-bowden
                ---

                Karl works as a Senior Developer at [Mezzanine](http://mezzanine.co).
                """,
            lines: [
                "Content/people/karl-bowden.md:2:1: warning: unknown key `Type` in a person's front matter is ignored",
                "Content/people/karl-bowden.md:4:1: warning: unknown key `Twitter` in a person's front matter is ignored; did you mean `links`?",
                "Content/people/karl-bowden.md:5:1: warning: unknown key `Github` in a person's front matter is ignored; did you mean `links`?",
                "Content/people/karl-bowden.md:6:1: warning: unknown key `Website` in a person's front matter is ignored; did you mean `links`?",
            ]),
        // A Hugo page that gives both: Hugo dates it by `date` and publishes it from `publishDate`
        // on, as the build does (SiteBuildOutputTests.draftsAndFuture); the build used to ignore
        // `publishDate` with a warning.
        Case(
            name: "Hugo's publishDate beside date says when the episode is published: no warning",
            path: "Content/episodes/both/index.md",
            text: """
                ---
                title: "Both"
                date: 2023-07-24
                publishDate: 2023-07-25
                ---
                Body.
                """,
            lines: []),
        // Astro's `pubDate` is the date itself: beside `date`, it is ignored with a warning.
        Case(
            name: "Astro's pubDate beside date is ignored, with a warning at it",
            path: "Content/episodes/both/index.md",
            text: """
                ---
                title: "Both"
                date: 2023-07-24
                pubDate: 2023-07-25
                ---
                Body.
                """,
            lines: [
                "Content/episodes/both/index.md:4:1: warning: `pubDate` is ignored, since `date` is given"
            ]),
    ]

    /// chrislovecnm/finopsshow.com's episode 1, a bundle whose `featuredImage.png` its front
    /// matter does not name: Hugo's templates show it (`*feature*`); the build showed no picture.
    @Test(
        "a bundle's picture named *feature*, else *cover* or *thumbnail*, is the picture of an episode that names none",
        arguments: [
            (["featuredImage.png", "cover.png"], "featuredimage-"),
            (["Cover-Art.png", "b-thumbnail.png"], "cover-art-"),
            (["b-thumbnail.png"], "b-thumbnail-"), (["photo.png"], nil),
        ] as [([String], String?)])
    func hugoPicture(names: [String], shown: String?) async throws {
        var edits: [SiteEdit] = [
            .write(
                "Content/episodes/1/index.md",
                "---\ntitle: \"Episode 1 - Webb Brown CEO of Kubecost\"\ndate: 2022-11-18T10:29:17-07:00\n---\nBody.\n")
        ]
        for (index, name) in names.enumerated() {
            let picture = MediaFileBytes.png(width: 64, height: 36, red: UInt8(40 * index), green: 9, blue: 9)
            edits.append(.writeData("Content/episodes/1/\(name)", picture))
        }
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded, "\(result.lines)")
            let page = try sandbox.outputText("episodes/1/index.html")
            if let shown {
                #expect(page.contains("assets/images/\(shown)"), "the page shows \(shown)")
                #expect(try sandbox.outputText("index.html").contains("assets/images/\(shown)"), "so does its cell")
            } else {
                #expect(!page.contains("assets/images/photo-"), "a picture of another name is no thumbnail")
            }
        }
    }

    /// zilahir/szaunaszenatus writes a bundle's picture `./teemupukki.jpg`; the build refused it
    /// as a path "without '..'".
    @Test("a bundle's `./cover.png` and `./episode.m4a` name the bundle's files")
    func currentFolderPrefix() async throws {
        var files = try PageBundleTests.fixture()
        files["Content/episodes/7/index.md"] = Data(
            ("---\ntitle: Podcast episode 7\nslug: podcast-episode-7\ndate: 2020-03-02\n"
                + "thumbnail: './teemupukki.png'\naudio: ././episode.m4a\n---\nBody.\n").utf8)
        files["Content/episodes/7/teemupukki.png"] = MediaFileBytes.png(
            width: 64, height: 36, red: 9, green: 9, blue: 9)
        files["Content/episodes/7/episode.m4a"] = MediaFileBytes.mp4(padding: 64)
        try await SiteSandbox.with(files) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded, "\(result.lines)")
            let page = try sandbox.outputText("episodes/podcast-episode-7/index.html")
            #expect(page.contains("assets/images/teemupukki-"))
            let feed = try sandbox.outputText("podcast.xml")
            #expect(feed.contains("/episodes/7/episode.m4a\" length="))
        }
    }

    /// tech-leadership-deep-dives/tech-leadership-deep-dives.github.io keeps each episode's
    /// transcript beside it, `transcript.md` with Hugo's `headless: true` front matter, which its
    /// theme shows (`.Resources.GetMatch "transcript.md"`): the build showed no transcript, and
    /// one named with `transcript:` showed its front matter as a rule and a heading.
    @Test(
        "a bundle's transcript.* is the transcript of an episode that names none, without its front matter",
        arguments: [
            ("transcript.md", "", true), ("Transcript.md", "", true),
            ("transcript.md", "transcript: transcript.md\n", true),
            ("shownotes.md", "", false),
        ] as [(String, String, Bool)])
    func bundleTranscript(name: String, key: String, shown: Bool) async throws {
        let index =
            "---\ntitle: \"AI\"\nseason: 1\ndate: 2026-07-02\n\(key)summary: \"Agentic coding is here.\"\n---\n\n"
            + "## In this episode\n\n- Where AI sits.\n"
        let transcript =
            "---\nheadless: true\n---\n\nToday's episode is a fancy episode about a fancy topic.\n\n"
            + "that's in the press. Um, it's about AI.\n"
        let edits: [SiteEdit] = [
            .write("Content/episodes/06-ai/index.md", index), .write("Content/episodes/06-ai/\(name)", transcript),
        ]
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded, "\(result.lines)")
            let page = try sandbox.outputText("episodes/ai/index.html")
            #expect(page.contains("a fancy episode about a fancy topic") == shown, "the transcript is shown")
            #expect(!page.contains("headless"), "its front matter is not")
        }
    }

    /// trustrevolution/website names its guests as they are called, `guests: [Jesse Posner]`; the
    /// build took only slugs, and told to add `Content/people/Jesse Posner.md`, whose slug is
    /// `jesse-posner`, which did not match either.
    @Test("a guest written by name is the person of that name's slug; a missing one's file is named by slug")
    func guestsByName() async throws {
        let edits: [SiteEdit] = [
            .write(
                "Content/episodes/s03e05/index.md",
                "---\ntitle: \"Your Money, Your Data, Your Mind\"\ndate: 2026-02-19\nguests:\n- Jesse Posner\n"
                    + "- Roland Bewick\n---\nBody.\n"),
            .write("Content/people/jesse-posner.md", "---\nname: \"Jesse Posner\"\n---\nBio.\n"),
        ]
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded, "\(result.lines)")
            #expect(
                result.lines.filter { $0.hasPrefix("Content/episodes/s03e05/") } == [
                    "Content/episodes/s03e05/index.md:6:3: warning: 'Roland Bewick' in `guests` is not a person in Content/people/; add Content/people/roland-bewick.md with `name: Roland Bewick`"
                ])
            let page = try sandbox.outputText("episodes/s03e05/index.html")
            #expect(page.contains("people/jesse-posner/"), "the episode links its guest")
        }
    }

    /// stvstnfrd/hugo-podcasts-test (Hugo content written by rss2hugo) keeps every episode as a
    /// leaf bundle whose page is `index.markdown`, which Hugo reads as `index.md`: the build took
    /// each for a page named `index`, and two of them for one slug twice, an error.
    @Test("a folder holding index.markdown is a page bundle, as one holding index.md")
    func markdownIndexBundle() async throws {
        func episode(_ title: String) -> String {
            "---\ndate: 2015-11-16 17:22:00+00:00\ndraft: false\ntitle: \(title)\n\n---\n\nIn the 1980s.\n"
        }
        let edits: [SiteEdit] = [
            .write("Content/episodes/computing-britain/computers-at-home/index.markdown", episode("Computers at Home")),
            .write("Content/episodes/computing-britain/uk-gaming/index.markdown", episode("UK Gaming")),
            .write("Content/episodes/computing-britain/uk-gaming/notes.txt", "Notes.\n"),
        ]
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded, "\(result.lines)")
            #expect(result.lines.filter { $0.contains("computing-britain") }.isEmpty, "\(result.lines)")
            let first = try sandbox.outputText("episodes/computers-at-home/index.html")
            let second = try sandbox.outputText("episodes/uk-gaming/index.html")
            let notes = try sandbox.outputText("episodes/computing-britain/uk-gaming/notes.txt")
            #expect(first.contains("Computers at Home"))
            #expect(second.contains("UK Gaming"))
            #expect(notes == "Notes.\n")
        }
    }

    /// a11yrules/the-work-between (Jekyll) writes `duration: "PT55M32S"`, the ISO 8601 form its
    /// theme puts into schema.org markup; the build called it no duration, an error.
    @Test("an ISO 8601 duration is the episode's running time")
    func iso8601Duration() async throws {
        let edits: [SiteEdit] = [
            .write(
                "Content/episodes/mia-seljubac.md",
                "---\ntitle: \"Mia Seljubac on watercolor and game development\"\ndate: 2026-05-18\n"
                    + "# Duration\nduration: \"PT55M32S\"\nexplicit: false\n---\nBody.\n")
        ]
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded, "\(result.lines)")
            #expect(result.lines.filter { $0.contains("mia-seljubac") }.isEmpty, "\(result.lines)")
            let page = try sandbox.outputText("episodes/mia-seljubac/index.html")
            #expect(page.contains("55:32"), "the page shows the running time")
        }
    }

    /// triceratops-show/www.triceratops.show writes Jekyll's and Decap CMS's `published`; an
    /// episode with `published: false` was built and published, its key only warned of.
    @Test(
        "Jekyll's published: false is a draft; beside draft, or not true or false, it is ignored with a warning",
        arguments: [
            ("published: false\n", false, []),
            ("published: true\n", true, []),
            (
                "draft: false\npublished: false\n", true,
                ["Content/episodes/82.md:5:1: warning: `published` is ignored, since `draft` is given"]
            ),
            (
                "published: 2025-12-04\n", true,
                [
                    "Content/episodes/82.md:4:1: warning: `published` is ignored: sitegen reads it as Jekyll does, true or false (false: the episode is a draft); the day it came out is `date`"
                ]
            ),
        ] as [(String, Bool, [String])])
    func jekyllPublished(line: String, shown: Bool, lines: [String]) async throws {
        let text = "---\ntitle: QUEBREMOS O CICLO\ndate: 2025-12-04\n\(line)---\nBody.\n"
        try await SiteSandbox.with(minimalSiteEditedBy: [.write("Content/episodes/82.md", text)]) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded, "\(result.lines)")
            #expect(result.lines.filter { $0.hasPrefix("Content/episodes/82") } == lines, "\(result.lines)")
            let page = sandbox.output.appendingPathComponent("episodes/82/index.html")
            #expect(FileManager.default.fileExists(atPath: page.path) == shown)
        }
    }

    @Test("the build's diagnostics for the episode", arguments: cases)
    func diagnostics(_ show: Case) async throws {
        try await SiteSandbox.with(minimalSiteEditedBy: [.write(show.path, show.text)]) { sandbox in
            let result = await sandbox.build()
            let folder = (show.path as NSString).deletingLastPathComponent + "/"
            #expect(result.lines.filter { $0.hasPrefix(folder) } == show.lines, "\(result.lines)")
        }
    }
}
