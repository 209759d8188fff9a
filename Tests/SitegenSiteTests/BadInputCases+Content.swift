import Foundation

/// The bad-input cases about `Content/`: front matter, YAML, values, bytes, sizes and links.
/// Line numbers refer to ``MinimalSite``'s files (written next to each of them).
extension BadInputCase {
    typealias M = MinimalSite

    /// The minimal site's first episode, the place of most mistakes.
    static let first = M.first

    static let frontMatter: [BadInputCase] = [
        BadInputCase(
            "front matter opened and never closed",
            [.replace(first, "thumbnail: images/first.svg\n---\n", "thumbnail: images/first.svg\n")],
            .fails(["\(first):1:1: error: the front matter opened with '---' is never closed with a '---' line"])),
        BadInputCase(
            "featured that is not true or false",
            [.replace(first, "collection: basics", "collection: basics\nfeatured: often")],
            .fails(["\(first):6:11: error: `featured` must be true or false, not the string 'often'"])),
        BadInputCase(
            "seek that names no player",
            [.replace(first, "collection: basics", "collection: basics\nseek: vidoe")],
            .fails(["\(first):6:7: error: unknown player to seek 'vidoe'; did you mean `video`? (valid: audio, video)"])
        ),
        BadInputCase(
            "a tab indents a key", [.replace(first, "collection: basics", "\tcollection: basics")],
            .fails([
                "\(first):5:1: error: invalid YAML: found character that cannot start any token (while scanning for the next token at line 5, column 1); YAML indents with spaces, never with tabs"
            ])),
        BadInputCase(
            "a tab indents a list item", [.replace(first, "tags: [swift, intro]", "tags:\n\t- swift")],
            .fails([
                "\(first):8:1: error: invalid YAML: found character that cannot start any token (while scanning for the next token at line 8, column 1); YAML indents with spaces, never with tabs"
            ])),
        BadInputCase(
            "a key given twice (reported at the second)", [.replace(first, "category: Tutorials", "date: 2024-01-11")],
            .fails([
                "\(first):6:1: error: duplicate key `date`: it was already given at line 3; each key may appear only once"
            ])),
        BadInputCase(
            "a key given twice in a flow mapping",
            [.replace(first, "category: Tutorials", "category: Tutorials\nextra: {a: 1, a: 2}")],
            .fails([
                "\(first):7:15: error: duplicate key `a`: it was already given at line 7; each key may appear only once"
            ])),
        BadInputCase(
            "an empty file", [.write(first, "")],
            .fails([
                "\(first):1:1: error: the file has no front matter; it must start with a '---' line, then YAML with at least a `title`, then '---'"
            ])),
        BadInputCase(
            "an empty front matter", [.write(first, "---\n---\nBody.\n")],
            .fails(["\(first):1:1: error: the front matter is empty"])),
        BadInputCase(
            "a file that is only front matter",
            [.write(M.second, "---\ntitle: Second episode\ndate: 2024-01-17\ncollection: basics\n---\n")],
            .succeeds([])),
        BadInputCase(
            "an unknown key is a warning naming the nearest key",
            [.replace(first, "category: Tutorials", "category: Tutorials\ncatgory: Tutorials")],
            .matchesBaseline([
                "\(first):7:1: warning: unknown key `catgory` in an episode's front matter is ignored; did you mean `category`?"
            ])),
    ]

    static let wrongValues: [BadInputCase] = [
        BadInputCase(
            "a list where a string belongs", [.replace(first, "title: First episode", "title: [First, episode]")],
            .fails(["\(first):2:8: error: `title` must be a string, not a list"])),
        BadInputCase(
            "a mapping where a list belongs", [.replace(first, "tags: [swift, intro]", "tags: {swift: 1}")],
            .fails(["\(first):7:7: error: `tags` must be a list, not a mapping"])),
        BadInputCase(
            "a list inside a list of strings", [.replace(first, "tags: [swift, intro]", "tags: [swift, [intro]]")],
            .fails(["\(first):7:15: error: each item of `tags` must be a string, not a list"])),
        BadInputCase(
            "a number as a date", [.replace(first, "date: 2024-01-10", "date: 20240110")],
            .fails(["\(first):3:7: error: `date` is the number 20240110; write it as the date 2024-01-10"])),
        BadInputCase(
            "a list as a date", [.replace(first, "date: 2024-01-10", "date: [2024, 1, 10]")],
            .fails(["\(first):3:7: error: `date` must be a date like 2024-03-14, not a list"])),
        BadInputCase(
            "an impossible date: 29 February 2023", [.replace(first, "date: 2024-01-10", "date: 2023-02-29")],
            .fails(["\(first):3:7: error: `date` '2023-02-29' is not a real date: 2023-02 has no day 29"])),
        BadInputCase(
            "an impossible date: month 13", [.replace(first, "date: 2024-01-10", "date: 2024-13-01")],
            .fails(["\(first):3:7: error: `date` '2024-13-01' has no month 13"])),
        BadInputCase(
            "an impossible date: year 0", [.replace(first, "date: 2024-01-10", "date: 0000-01-01")],
            .fails(["\(first):3:7: error: `date` '0000-01-01' has no year 0; years start at 0001"])),
        BadInputCase(
            "an impossible time: hour 25", [.replace(first, "date: 2024-01-10", "date: 2024-01-10T25:00:00Z")],
            .fails(["\(first):3:7: error: `date` '2024-01-10T25:00:00Z' has no hour 25; hours go from 00 to 23"])),
        BadInputCase(
            "an impossible time zone offset", [.replace(first, "date: 2024-01-10", "date: 2024-01-10T10:00:00+25:00")],
            .fails([
                "\(first):3:7: error: `date` '2024-01-10T10:00:00+25:00' has an impossible time zone offset; offsets go from -23:59 to +23:59"
            ])),
        BadInputCase(
            "a negative duration", [.replace(first, "duration: \"12:30\"", "duration: \"-12:30\"")],
            .fails([
                "\(first):4:11: error: `duration` '-12:30' is not a duration; write \"mm:ss\", \"h:mm:ss\" or a number of seconds, e.g. \"12:48\""
            ])),
        BadInputCase(
            "a negative number as a duration", [.replace(first, "duration: \"12:30\"", "duration: -90")],
            .fails([
                "\(first):4:11: error: `duration` '-90' is not a duration; write \"mm:ss\", \"h:mm:ss\" or a number of seconds, e.g. \"12:48\""
            ])),
        BadInputCase(
            "a duration with 75 seconds", [.replace(first, "duration: \"12:30\"", "duration: \"12:75\"")],
            .fails(["\(first):4:11: error: `duration` '12:75' has 75 seconds; seconds go from 00 to 59"])),
        BadInputCase(
            "a duration with 99 minutes after the hours",
            [.replace(first, "duration: \"12:30\"", "duration: \"1:99:00\"")],
            .fails(["\(first):4:11: error: `duration` '1:99:00' has 99 minutes; with hours, minutes go from 00 to 59"])),
        BadInputCase(
            "a duration that is a list", [.replace(first, "duration: \"12:30\"", "duration: [12, 30]")],
            .fails(["\(first):4:11: error: `duration` must be a duration like \"12:48\", not a list"])),
    ]

    /// An alias on the first episode (line 8, the value at column 11).
    static func alias(_ path: String) -> [SiteEdit] {
        [.replace(first, "tags: [swift, intro]", "tags: [swift, intro]\naliases: [\"\(path)\"]")]
    }

    /// Aliases whose %-escapes decode to what the plain checks refuse: the redirect page is
    /// written at the decoded path, and `%2F..%2F` climbed out of the output folder.
    static let aliasEscapes: [BadInputCase] = [
        BadInputCase(
            "an alias with %-encoded slashes and dots (it wrote a page outside Output/)",
            alias("/a%2f..%2f..%2fescaped/"),
            .fails([
                "\(first):8:11: error: alias '/a%2f..%2f..%2fescaped/' must not encode '/' or '\\' as %2F or %5C: "
                    + "each segment is one folder of the output"
            ])),
        BadInputCase(
            "an alias with %-encoded '..' segments", alias("/%2e%2e/%2E%2E/escaped/"),
            .fails([
                "\(first):8:11: error: alias '/%2e%2e/%2E%2E/escaped/' must not contain '.' or '..' segments, "
                    + "written out or %-encoded"
            ])),
        BadInputCase(
            "an alias with a '%' that starts no escape", alias("/a%zz/"),
            .fails([
                "\(first):8:11: error: alias '/a%zz/' has a '%' that is not followed by two hexadecimal digits "
                    + "(write '%25' for a percent sign)"
            ])),
        BadInputCase(
            "two episodes with one guid, which podcast apps take for one episode",
            [
                .replace(first, "date: 2024-01-10", "date: 2024-01-10\nguid: same"),
                .replace(M.second, "date: 2024-01-17", "date: 2024-01-17\nguid: same"),
            ],
            .succeeds([
                "\(M.second):4:7: warning: the guid 'same' is also \(first)'s: podcast apps take the two for one "
                    + "episode and show one of them; give this one its own"
            ])),
        BadInputCase(
            "an alias in a hidden folder (a .git folder in Output/ stopped every later build)", alias("/.git/"),
            .fails([
                "\(first):8:11: error: alias '/.git/' names a hidden folder or file ('.git'), which static hosts "
                    + "do not serve"
            ])),
        BadInputCase(
            "an alias whose hidden folder is %-encoded", alias("/a/%2Egit/"),
            .fails([
                "\(first):8:11: error: alias '/a/%2Egit/' names a hidden folder or file ('.git'), which static "
                    + "hosts do not serve"
            ])),
        BadInputCase(
            "an alias with an encoded NUL", alias("/a%00b/"),
            .fails(["\(first):8:11: error: alias '/a%00b/' must not encode control characters (such as %00 or %0A)"])),
        BadInputCase(
            "an alias with %-escapes that are not UTF-8", alias("/a%ffb/"),
            .fails(["\(first):8:11: error: alias '/a%ffb/' has %-escapes that do not decode to UTF-8 text"])),
        BadInputCase(
            "an alias longer than a path may be (it failed only when written, at Output/)",
            alias(String(repeating: "/abcdefghi", count: 205) + "/"),
            .fails([
                "\(first):8:11: error: alias '\(String(String(repeating: "/abcdefghi", count: 5).prefix(40)))…' is longer than a path of the output may be (2048 bytes)"
            ])),
    ]

    /// The first episode with a transcript file of these contents.
    static func transcript(_ name: String, _ text: String) -> [SiteEdit] {
        [
            .write("Content/transcripts/\(name)", text),
            .replace(first, "tags: [swift, intro]", "tags: [swift, intro]\ntranscript: transcripts/\(name)"),
        ]
    }

    /// Cue times too large for a whole number of seconds (a 23-digit hour was a crash: an
    /// infinite or out-of-range `Double` made an `Int`).
    static let transcriptTimes: [BadInputCase] = [
        BadInputCase(
            "a WebVTT cue time of 23-digit hours",
            transcript(
                "t.vtt", "WEBVTT\n\n99999999999999999999999:00:00.000 --> 99999999999999999999999:00:01.000\nHi.\n"),
            .fails([
                "Content/transcripts/t.vtt:3:1: error: '99999999999999999999999:00:00.000' is not a cue time; "
                    + "write hh:mm:ss.mmm (WebVTT) or hh:mm:ss,mmm (SRT)"
            ])),
        BadInputCase(
            "an SRT cue time of 400-digit minutes",
            transcript("t.srt", "1\n" + String(repeating: "9", count: 400) + ":00,000 --> 00:00:01,000\nHi.\n"),
            .fails([
                "Content/transcripts/t.srt:2:1: error: '" + String(repeating: "9", count: 400)
                    + ":00,000' is not a cue time; write hh:mm:ss.mmm (WebVTT) or hh:mm:ss,mmm (SRT)"
            ])),
        BadInputCase(
            "a cue time of 999,999 hours is one",
            transcript("t.vtt", "WEBVTT\n\n999999:59:59.999 --> 1000000:00:00.000\nHi.\n"), .succeeds([])),
    ]

    /// The first episode in TOML front matter, with `line` as its fourth line.
    static func toml(_ line: String) -> [SiteEdit] {
        [.write(first, "+++\ntitle = \"First episode\"\ndate = 2024-01-10\n\(line)\n+++\nBody.\n")]
    }

    /// The first episode in JSON front matter, with this title.
    static func json(title: String) -> [SiteEdit] {
        [.write(first, "{\"title\": \"\(title)\", \"date\": \"2024-01-10\"}\nBody.\n")]
    }

    /// Escapes TOML and JSON spell that the YAML the front matter becomes had misread: TOMLKit
    /// cut a string short at U+0000 without a word, and YAML refused JSON's surrogate pairs.
    static let frontMatterEscapes: [BadInputCase] = [
        BadInputCase(
            "a TOML string with a \\u0000 escape (the value was cut short there)",
            toml("summary = \"cut\\u0000short\""),
            .fails([
                "\(first):4:15: error: invalid TOML: this escape stands for U+0000, a control character that no page "
                    + "or feed may hold; remove it"
            ])),
        BadInputCase(
            "a TOML key with a \\U00000000 escape", toml("\"sum\\U00000000mary\" = \"x\""),
            .fails([
                "\(first):4:5: error: invalid TOML: this escape stands for U+0000, a control character that no page "
                    + "or feed may hold; remove it"
            ])),
        BadInputCase(
            "a control character in `params`, which templates write into pages as it is",
            [.write(first, "---\ntitle: First episode\ndate: 2024-01-10\nparams: {p: \"x\\u0007y\"}\n---\nBody.\n")],
            .fails([
                "\(first):4:13: error: `p` holds U+0007, a control character or noncharacter that a web page may "
                    + "not contain; remove it"
            ])),
        BadInputCase(
            "a TOML literal string keeps \\u0000 as text", toml("summary = 'a \\u0000 escape, as written'"),
            .succeeds([])),
        BadInputCase(
            "a JSON surrogate pair is the character it spells", json(title: "First episode \\uD83C\\uDF99"),
            .succeeds([])),
        BadInputCase(
            "a JSON first half of a surrogate pair alone", json(title: "a\\uD800b"),
            .fails([
                "\(first):1:18: error: invalid JSON: \\uD800 is the first half of a surrogate pair; its second half "
                    + "(\\uDC00 to \\uDFFF) must follow it"
            ])),
        BadInputCase(
            "a JSON second half of a surrogate pair alone", json(title: "a\\uDC00b"),
            .fails([
                "\(first):1:18: error: invalid JSON: \\uDC00 is the second half of a surrogate pair without the "
                    + "first half (\\uD800 to \\uDBFF) before it"
            ])),
    ]

    /// Slugs that name a file the site writes in the same folder: the build stopped only when it
    /// wrote the page, at the output's path instead of the front matter's.
    static let slugClashes: [BadInputCase] = [
        BadInputCase(
            "an episode slug 'index.html' (episodes/index.html is the archive)",
            [.replace(first, "tags: [swift, intro]", "tags: [swift, intro]\nslug: index.html")],
            .fails([
                "\(first):8:7: error: the episode slug 'index.html' is used by the site itself; choose another `slug:`"
            ])),
        BadInputCase(
            "a person named by the file index.html.md (people/index.html lists everyone)",
            [.write("Content/people/index.html.md", "---\nname: Index\n---\n")],
            .fails([
                "Content/people/index.html.md:1:1: error: the person slug 'index.html' is used by the site itself; "
                    + "rename the file"
            ])),
        BadInputCase(
            "a page slug '_headers' (the hosts' headers file)",
            [.write("Content/pages/headers.md", "---\ntitle: Headers\nslug: _headers\n---\nText.\n")],
            .fails([
                "Content/pages/headers.md:1:1: error: the page slug '_headers' is used by the site itself; rename the page"
            ])),
    ]

    /// A byte-order mark and CRLF line endings on every text file of the site.
    static let windowsFiles: [SiteEdit] = [M.siteYML, M.collection, M.first, M.second].map { path in
        .write(
            path,
            "\u{FEFF}" + String(decoding: M.files[path]!, as: UTF8.self).replacingOccurrences(of: "\n", with: "\r\n"))
    }

    static let bytes: [BadInputCase] = [
        BadInputCase("a byte-order mark and CRLF line endings simply work", windowsFiles, .matchesBaseline([])),
        BadInputCase(
            "old Mac CR line endings simply work",
            [
                .write(
                    first, String(decoding: M.files[first]!, as: UTF8.self).replacingOccurrences(of: "\n", with: "\r"))
            ],
            .matchesBaseline([])),
        BadInputCase(
            "invalid UTF-8 (column in UTF-8 bytes)",
            [
                .writeData(
                    first,
                    Data("---\ntitle: Café ".utf8) + Data([0xFF]) + Data(" episode\ndate: 2024-01-10\n---\n".utf8))
            ],
            .fails(["\(first):2:14: error: the file is not valid UTF-8"])),
        BadInputCase(
            "a binary file with a .md name",
            [.writeData(first, Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D]))],
            .fails(["\(first):1:1: error: the file is binary (it contains NUL bytes), not Markdown text"])),
        BadInputCase(
            "UTF-16 text",
            [
                .writeData(
                    first,
                    Data([0xFF, 0xFE]) + String(decoding: M.files[first]!, as: UTF8.self).data(
                        using: .utf16LittleEndian)!)
            ],
            .fails(["\(first):1:1: error: the file is UTF-16 text; save it as UTF-8"])),
        BadInputCase(
            "a 50 MB episode is refused without being read", [],
            prepare: { site in
                let url = site.appendingPathComponent("Content/episodes/003-huge.md")
                _ = FileManager.default.createFile(
                    atPath: url.path, contents: Data("---\ntitle: Huge\ndate: 2024-01-20\n---\n".utf8))
                let handle = try FileHandle(forWritingTo: url)
                defer { try? handle.close() }
                try handle.seekToEnd()
                let paragraph = Data(
                    String(repeating: "All work and no play makes a very long episode. ", count: 20_000).utf8 + [
                        10, 10,
                    ])
                var written = 0
                while written < 50 * 1_048_576 {
                    try handle.write(contentsOf: paragraph)
                    written += paragraph.count
                }
                try handle.truncate(atOffset: 50 * 1_048_576)
            },
            .fails([
                "Content/episodes/003-huge.md:1:1: error: the file is 50.0 MB; a Markdown file in Content/ may be at most 8 MB"
            ])
        )
        // Reading the file would add its 50 MB to what the good build of the site uses.
        .limited(aboveBaseline: 24 * 1_048_576),
    ]
}
