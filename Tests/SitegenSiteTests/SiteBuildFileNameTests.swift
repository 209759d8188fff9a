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

/// Content/ files whose names are awkward, as macOS, Windows and scripts write them: every
/// reference to one (front matter, a body's links, a page bundle's files) finds it, and every
/// URL to it is percent-encoded and resolves to the published file.
@Suite("awkward file names in Content/", .tags(.slow), .tier(.slow))
struct SiteBuildFileNameTests {
    /// The minimal site with a podcast block and one episode (`Content/episodes/<file>`) whose
    /// audio and transcript are `audio/<name>.mp3` and `transcripts/<name>.vtt` (beside it in a
    /// bundle, relative).
    static func mediaEdits(name: String, bundle: Bool) -> [SiteEdit] {
        let folder = bundle ? "Content/episodes/awkward/" : "Content/"
        let audio = bundle ? "\(name).mp3" : "audio/\(name).mp3"
        let transcript = bundle ? "\(name).vtt" : "transcripts/\(name).vtt"
        let quoted = { (text: String) in "'" + text.replacing("'", with: "''") + "'" }
        return PodcastPublishingTests.edits() + [
            .writeData(folder + audio, MediaFileBytes.wav(seconds: 1)),
            .write(folder + transcript, "WEBVTT\n\n00:00.000 --> 00:01.000\nHello.\n"),
            .write(
                bundle ? folder + "index.md" : "Content/episodes/awkward.md",
                "---\ntitle: Awkward\ndate: 2025-05-09\naudio: \(quoted(audio))\ntranscript: \(quoted(transcript))\n---\nNotes.\n"
            ),
        ]
    }

    @Test(
        "a local audio or transcript whose name holds # or ? is that file, not a URL with a fragment or query",
        arguments: ["Q&A #3", "what?", "a#b?c"], [false, true])
    func mediaNamesWithURLDelimiters(name: String, bundle: Bool) async throws {
        try await SiteSandbox.with(minimalSiteEditedBy: Self.mediaEdits(name: name, bundle: bundle)) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded, "\(result.lines)")
            let folder = bundle ? "episodes/awkward/" : "audio/"
            let encoded = URLPathEncoding.encode(folder + name + ".mp3")
            let feed = try sandbox.outputText("podcast.xml")
            #expect(feed.contains("<enclosure url=\"https://example.org/\(encoded)\""), "\(encoded)")
            #expect(feed.contains("type=\"audio/mpeg\""))
            #expect(feed.contains("type=\"text/vtt\""))
            let page = try sandbox.outputText("episodes/awkward/index.html")
            #expect(page.contains("Hello."), "the transcript is shown")
            #expect(
                FileManager.default.fileExists(
                    atPath: sandbox.output.appendingPathComponent(folder + name + ".mp3").path))
        }
    }

    /// The `src` and `href` URLs of a page that resolve, as a browser resolves them against the
    /// page, to no file of the output, or that are not percent-encoded ASCII.
    static func brokenURLs(in page: String, of sandbox: SiteSandbox) throws -> [String] {
        let html = try sandbox.outputText(page)
        let pageURL = URL(string: "https://example.org/" + URLPathEncoding.encode(page))!
        return html.matches(of: /(?:src|href)="([^"#?]*)"/).map { String($0.output.1) }.filter { url in
            guard !url.hasPrefix("http"), !url.isEmpty else { return false }
            guard url.allSatisfy({ $0.isASCII && $0 != " " }), let resolved = URL(string: url, relativeTo: pageURL)
            else { return true }
            var path = String(resolved.path.dropFirst())
            if path.isEmpty || resolved.absoluteString.hasSuffix("/") {
                path += (path.isEmpty ? "" : "/") + "index.html"
            }
            return !FileManager.default.fileExists(atPath: sandbox.output.appendingPathComponent(path).path)
        }
    }

    @Test(
        "a page bundle's body links and images find its files whatever its folder's name",
        arguments: ["50%20off", "a%b", "Q&A #3", "what?", "a b", "caf\u{65}\u{301}"])
    func bundleFolderNames(folder: String) async throws {
        let edits: [SiteEdit] = [
            .writeData("Content/episodes/\(folder)/diagram.svg", HostileSite.svg),
            .write("Content/episodes/\(folder)/notes 100%.pdf", "%PDF-1.4\n"),
            .write(
                "Content/episodes/\(folder)/index.md",
                "---\ntitle: Bundle\ndate: 2024-02-01\nslug: bundle\n---\n![A diagram](diagram.svg) "
                    + "and [the notes](notes%20100%25.pdf) and [again](<./notes 100%25.pdf>) and [raw](<notes 100%.pdf>).\n"
            ),
        ]
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded, "\(result.lines)")
            let page = try sandbox.outputText("episodes/bundle/index.html")
            #expect(page.contains(URLPathEncoding.encode(folder) + "/diagram.svg\""), "\(page)")
            #expect(!page.contains("100%.pdf"), "a stray % is written %25")
            #expect(try Self.brokenURLs(in: "episodes/bundle/index.html", of: sandbox) == [])
        }
    }

    @Test("a percent-encoded root-relative picture in a body is drawn from its variants, as written plainly")
    func encodedBodyPicture() async throws {
        let edits: [SiteEdit] = [
            .writeData("Content/images/a b.png", MediaFileBytes.artwork),
            .replace(MinimalSite.second, "The second episode's body.", "![A picture](/images/a%20b.png)"),
        ]
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded, "\(result.lines)")
            let page = try sandbox.outputText("episodes/second/index.html")
            #expect(page.contains("srcset=\"../../assets/images/a-b-"), "\(page)")
            #expect(try Self.brokenURLs(in: "episodes/second/index.html", of: sandbox) == [])
        }
    }

    @Test("one name in two Unicode spellings (NFC, and NFD as macOS writes it) is an error naming both")
    func unicodeSpellings() async throws {
        let nfc = "caf\u{E9}.svg"
        let nfd = "cafe\u{301}.svg"
        try await SiteSandbox.with(minimalSiteEditedBy: []) { sandbox in
            for name in [nfc, nfd] {
                try HostileSite.svg.write(to: sandbox.site.appendingPathComponent("Content/images/" + name))
            }
            let names = try FileManager.default.contentsOfDirectory(
                atPath: sandbox.site.appendingPathComponent("Content/images").path)
            try #require(names.count == 3, "the file system keeps both spellings")
            let result = await sandbox.build()
            #expect(!result.succeeded)
            let errors = result.errorLines
            #expect(errors.count == 1, "\(errors)")
            let error = try #require(errors.first)
            #expect(
                error.utf8.starts(with: "Content/images/\(nfd):1:1: error: this file and Content/images/\(nfc) ".utf8),
                "\(error)")
            #expect(error.contains("(NFD, as macOS writes names here, NFC there)"), "\(error)")
        }
    }

    @Test("two files whose names differ only in case are both published, with a warning")
    func caseTwins() async throws {
        let edits: [SiteEdit] = [
            .writeData("Content/images/Image.JPG.svg", HostileSite.svg),
            .writeData("Content/images/image.jpg.svg", HostileSite.svg),
        ]
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded, "\(result.lines)")
            #expect(
                result.lines.contains(
                    "Content/images/image.jpg.svg:1:1: warning: this file and Content/images/Image.JPG.svg differ only "
                        + "in case: on a case-insensitive disk or host (macOS, Windows) one replaces the other; rename one"
                ),
                "\(result.lines)")
            for name in ["Image.JPG.svg", "image.jpg.svg"] {
                #expect(
                    FileManager.default.fileExists(atPath: sandbox.output.appendingPathComponent("images/" + name).path)
                )
            }
        }
    }

    @Test(
        "a file name's invisible characters are shown escaped in its slug warning",
        arguments: [
            ("zw\u{200B}", #"zw\u{200B}"#), ("\u{FEFF}bom", #"\u{FEFF}bom"#), ("ab\u{202E}cd", #"ab\u{202E}cd"#),
            ("Caf\u{E9}", "Caf\u{E9}"), ("\u{1F469}\u{200D}\u{1F4BB}", "\u{1F469}\u{200D}\u{1F4BB}"),
        ])
    func invisibleCharacters(name: String, shown: String) async throws {
        let edits: [SiteEdit] = [
            .write("Content/episodes/\(name).md", "---\ntitle: Hidden\ndate: 2024-02-01\n---\nx\n")
        ]
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded, "\(result.lines)")
            #expect(
                result.lines.contains {
                    $0.contains("warning: the file name '\(shown)' is not a lowercase path segment")
                },
                "\(result.lines)")
        }
    }

    @Test("a backslash is no folder separator: a file named with one is an error, and a path written with one says why")
    func backslashes() async throws {
        try await SiteSandbox.with(minimalSiteEditedBy: [.writeData("Content/images/a\\b.svg", HostileSite.svg)]) {
            sandbox in
            let result = await sandbox.build()
            #expect(
                result.errorLines == [
                    "Content/images/a\\b.svg:1:1: error: the file name contains a backslash, which Windows and browsers "
                        + "read as a folder separator (no link could reach the file); rename the file"
                ], "\(result.lines)")
        }
        let audio = SiteEdit.replace(
            MinimalSite.first, "thumbnail: images/first.svg", "thumbnail: images/first.svg\naudio: 'audio\\intro.mp3'")
        try await SiteSandbox.with(minimalSiteEditedBy: [audio]) { sandbox in
            let result = await sandbox.build()
            #expect(
                result.errorLines == [
                    "\(MinimalSite.first):9:8: error: `audio` must be a path inside Content/ with folders written with "
                        + "'/', not '\\': 'audio\\intro.mp3'"
                ], "\(result.lines)")
        }
    }

    @Test(
        "a bundle's file named with #, ? or % and linked as written is an error that gives the link to write",
        arguments: [("a#b.svg", "a%23b.svg"), ("a?b.svg", "a%3Fb.svg"), ("50%20off.svg", "50%2520off.svg")])
    func unencodedBundleLinks(name: String, link: String) async throws {
        let edits: [SiteEdit] = [
            .writeData("Content/episodes/b/\(name)", HostileSite.svg),
            .write("Content/episodes/b/index.md", "---\ntitle: B\ndate: 2024-02-01\n---\n![x](<\(name)>)\n"),
        ]
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            let result = await sandbox.build()
            #expect(result.errorLines.count == 1, "\(result.lines)")
            let error = try #require(result.errorLines.first)
            #expect(
                error.hasPrefix("Content/episodes/b/index.md:5:1: error: '\(name)' is not a file of this page bundle"))
            #expect(error.hasSuffix("; the file '\(name)' is linked as '\(link)'"), "\(error)")
        }
        let fixed =
            edits.dropLast() + [
                .write("Content/episodes/b/index.md", "---\ntitle: B\ndate: 2024-02-01\n---\n![x](\(link))\n")
            ]
        try await SiteSandbox.with(minimalSiteEditedBy: Array(fixed)) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded, "\(result.lines)")
            let broken = try Self.brokenURLs(in: "episodes/b/index.html", of: sandbox)
            #expect(broken == [])
        }
    }

    @Test(
        "a path typed in NFC names the file macOS wrote in NFD: it is read, published and linked as the file is spelled"
    )
    func typedInNFCWrittenInNFD() async throws {
        let nfc = "caf\u{E9}"
        let nfd = "cafe\u{301}"
        var edits = Self.mediaEdits(name: "x", bundle: false).filter {
            if case .writeData(let path, _) = $0 { return !path.hasSuffix("x.mp3") }
            if case .write(let path, _) = $0 { return !path.hasSuffix("x.vtt") && !path.hasSuffix("awkward.md") }
            return true
        }
        edits.append(
            .write(
                "Content/episodes/awkward.md",
                "---\ntitle: Awkward\ndate: 2025-05-09\nthumbnail: images/\(nfc).svg\naudio: audio/\(nfc).mp3\n"
                    + "transcript: transcripts/\(nfc).vtt\n---\n![A picture](/images/\(nfc).svg)\n"))
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            let files: [(String, Data)] = [
                ("images/\(nfd).svg", HostileSite.svg), ("audio/\(nfd).mp3", MediaFileBytes.wav(seconds: 1)),
                ("transcripts/\(nfd).vtt", Data("WEBVTT\n\n00:00.000 --> 00:01.000\nHello.\n".utf8)),
            ]
            for (path, data) in files {
                let url = sandbox.site.appendingPathComponent("Content/" + path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url)
            }
            let result = await sandbox.build()
            #expect(result.succeeded, "\(result.lines)")
            let page = "episodes/awkward/index.html"
            #expect(try sandbox.outputText(page).contains("Hello."), "the transcript is shown")
            #expect(try Self.brokenURLs(in: page, of: sandbox) == [])
            let feed = try sandbox.outputText("podcast.xml")
            #expect(feed.contains("url=\"https://example.org/\(URLPathEncoding.encode("audio/" + nfd + ".mp3"))\""))
        }
    }
}
