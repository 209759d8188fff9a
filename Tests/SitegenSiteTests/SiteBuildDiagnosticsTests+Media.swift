import Foundation
import Testing

/// The media front matter's mistakes (issue 12): each an error at its place.
extension SiteBuildDiagnosticsTests {
    static let mediaErrors: [SiteMistake] = [
        SiteMistake(
            "local audio that does not exist", [.replace(M.first, "category: Tutorials", "audio: audio/missing.mp3")],
            at: "\(M.first):6:8", "`audio` 'audio/missing.mp3' does not exist in Content/"),
        SiteMistake(
            "audio relative to a page that is no bundle",
            [.replace(M.first, "category: Tutorials", "audio: ./first.mp3")],
            at: "\(M.first):6:8",
            "`audio` is './first.mp3': a path relative to the page ('./…') names the page's own files only in a page "
                + "bundle"),
        SiteMistake(
            "audio whose type cannot be told",
            [.replace(M.first, "category: Tutorials", "audio: https://cdn.example.org/ep")],
            at: "\(M.first):6:8", "cannot tell the type of `audio` 'https://cdn.example.org/ep'"),
        SiteMistake(
            "audio that is a video", [.replace(M.first, "category: Tutorials", "audio: https://cdn.example.org/a.mp4")],
            at: "\(M.first):6:8", "is video/mp4, not audio; use `video:`"),
        SiteMistake(
            "alternates of an embedded video",
            [
                .replace(
                    M.first, "category: Tutorials",
                    "video: {url: https://youtu.be/aqz-KE-bpKQ, alternates: [https://cdn.example.org/a.mp4]}")
            ],
            at: "\(M.first):6:44",
            "`video.alternates` are other files of a video file; an embedded or linked video has none"),
        SiteMistake(
            "an audio file among a video's alternates",
            [
                .replace(
                    M.first, "category: Tutorials",
                    "video: {url: https://cdn.example.org/a.mp4, alternates: [https://cdn.example.org/a.mp3]}")
            ],
            at: "\(M.first):6:58", "a file of `video.alternates` is audio/mpeg, not video; put it in `audio:`"),
        SiteMistake(
            "audio length that is not a number",
            [.replace(M.first, "category: Tutorials", "audio: {url: https://cdn.example.org/a.mp3, length: big}")],
            at: "\(M.first):6:53", "`audio.length` must be a whole number"),
        SiteMistake(
            "audio map without url", [.replace(M.first, "category: Tutorials", "audio: {length: 12}")],
            at: "\(M.first):6:8", "`audio` has no `url`"),
        SiteMistake(
            "chapters out of order",
            [
                .replace(
                    M.first, "category: Tutorials",
                    "chapters: [{start: \"1:00\", title: A}, {start: \"0:30\", title: B}]")
            ],
            at: "\(M.first):6:47", "chapter 'B' starts at 0:30, not after the chapter before it (1:00)"),
        SiteMistake(
            "chapter start that is not a time",
            [.replace(M.first, "category: Tutorials", "chapters: [{start: soon, title: A}]")],
            at: "\(M.first):6:20", "chapter `start` 'soon' is not a time"),
        SiteMistake(
            "chapter without a title", [.replace(M.first, "category: Tutorials", "chapters: [{start: 0}]")],
            at: "\(M.first):6:12", "a chapter needs a `start` and a `title`"),
        SiteMistake(
            "unknown episode type", [.replace(M.first, "category: Tutorials", "episodeType: teaser")],
            at: "\(M.first):6:14", "unknown episode type 'teaser'"),
        SiteMistake(
            "negative episode number", [.replace(M.first, "category: Tutorials", "number: -1")],
            at: "\(M.first):6:9", "`number` must be a whole number from 0"),
        SiteMistake(
            "season 0 written as text", [.replace(M.first, "category: Tutorials", "season: \"00\"")],
            at: "\(M.first):6:9", "`season` must be a whole number from 1 to 999999, not 00"),
        SiteMistake(
            "episode number as text that is no number", [.replace(M.first, "category: Tutorials", "number: \"12a\"")],
            at: "\(M.first):6:9", "`number` must be a whole number, not the string '12a'"),
        SiteMistake(
            "transcript of an unknown kind", [.replace(M.first, "category: Tutorials", "transcript: notes.doc")],
            at: "\(M.first):6:13", "`transcript` must be a WebVTT (.vtt), SRT (.srt), Podcast Index JSON (.json)"),
        SiteMistake(
            "transcript that does not exist", [.replace(M.first, "category: Tutorials", "transcript: t/1.vtt")],
            at: "\(M.first):6:13", "transcript 't/1.vtt' does not exist in Content/"),
        SiteMistake(
            "a WebVTT transcript without its header",
            [
                .replace(M.first, "category: Tutorials", "transcript: t/1.vtt"),
                .write("Content/t/1.vtt", "00:00:01.000 --> 00:00:02.000\nHello\n"),
            ],
            at: "Content/t/1.vtt:1:1", "a WebVTT file must start with a 'WEBVTT' line"),
        SiteMistake(
            "a caption that is not WebVTT",
            [
                .replace(
                    M.first, "category: Tutorials",
                    "video: {url: https://youtu.be/aqz-KE-bpKQ, captions: [{file: c.srt}]}")
            ],
            at: "\(M.first):6:62", "a caption `file` must be a WebVTT file (.vtt)"),
        SiteMistake(
            "params that are not a mapping", [.replace(M.first, "category: Tutorials", "params: [1, 2]")],
            at: "\(M.first):6:9", "`params` must be a mapping"),
        SiteMistake(
            "a site with audio but no podcast block",
            [
                .replace(M.first, "category: Tutorials", "audio: {url: https://cdn.example.org/a.mp3, length: 10}")
            ],
            at: "Content/site.yml:1:1", "site.yml has no `podcast:` block"),
        SiteMistake(
            "a podcast block without an owner",
            [
                .replace(M.first, "category: Tutorials", "audio: {url: https://cdn.example.org/a.mp3, length: 10}"),
                .replace(
                    M.siteYML, "author: Test Author",
                    "author: Test Author\npodcast: {author: A, category: Technology, explicit: false, image: images/art.png}"
                ),
            ],
            at: "Content/site.yml:4:10", "needs `owner: {name, email}`"),
        SiteMistake(
            "an unknown podcast category, with a did-you-mean",
            [.replace(M.siteYML, "author: Test Author", "author: Test Author\npodcast: {category: Technolgy}")],
            at: "Content/site.yml:4:21", "unknown Apple Podcasts category 'Technolgy'; did you mean `Technology`?"),
        SiteMistake(
            "podcast artwork that is not a JPEG or PNG",
            [.replace(M.siteYML, "author: Test Author", "author: Test Author\npodcast: {image: images/first.svg}")],
            at: "Content/site.yml:4:18", "`podcast.image` must be a JPEG or PNG file"),
        SiteMistake(
            "a person without a name", [.write("Content/people/ada.md", "---\nrole: Host\n---\nBio.\n")],
            at: "Content/people/ada.md:1:1", "the person has no `name`"),
        SiteMistake(
            "a person whose avatar does not exist",
            [.write("Content/people/ada.md", "---\nname: Ada\navatar: images/ada.png\n---\nBio.\n")],
            at: "Content/people/ada.md:1:1", "avatar 'images/ada.png' does not exist in Content/"),
        SiteMistake(
            "a collection with an unknown episode order",
            [.replace(M.collection, "order: 1", "order: 1\nepisodeOrder: random")],
            at: "\(M.collection):5:15", "`episodeOrder` must be `oldest` (oldest first) or `newest` (newest first)"),
    ]
}
