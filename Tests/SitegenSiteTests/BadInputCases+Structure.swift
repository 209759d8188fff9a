import Foundation
import SitegenTestSupport

/// The bad-input cases about the shape of YAML (alias bombs, deep nesting) and of the site
/// folder (links, pipes, `site.yml`).
extension BadInputCase {
    /// "Billion laughs": ten anchors, each a list of nine aliases of the one before.
    static let laughs: String = {
        var lines = ["a0: &a0 [\"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\"]"]
        for level in 1...9 {
            lines.append(
                "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ") + "]")
        }
        return lines.joined(separator: "\n")
    }()

    static let yamlAttacks: [BadInputCase] = [
        BadInputCase(
            "a YAML alias bomb (billion laughs) in front matter",
            [.replace(first, "tags: [swift, intro]", laughs + "\ntags: *a9")],
            .fails(
                (7...16).map {
                    "\(first):\($0):1: warning: unknown key `a\($0 - 7)` in an episode's front matter is ignored; "
                        + "to hand a value of your own to templates, put it under `params:`"
                }
                .inserted("\(first):15:5: error: each item of `tags` must be a string, not a list", at: 9))
        )
        .limited(memory: 200 * 1_048_576),
        BadInputCase(
            "a YAML alias bomb under params (which hands any value to templates) stops at the node budget, once",
            [
                .replace(
                    first, "tags: [swift, intro]",
                    "params:\n" + laughs.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
            ],
            .fails([
                "\(first):8:33: error: the front matter is too large: reading it visits more than 100000 YAML nodes "
                    + "(aliases count every time they are used)"
            ])
        )
        .limited(memory: 200 * 1_048_576),
        BadInputCase(
            "a YAML alias bomb in a key", [.replace(first, "tags: [swift, intro]", laughs + "\n? *a9\n: boom")],
            .fails(["\(first):17:1: error: keys must be plain names when aliases are used"])
        )
        .limited(memory: 200 * 1_048_576),
        BadInputCase(
            "a YAML alias bomb in site.yml", [.write(M.siteYML, laughs + "\ntitle: *a9\n")],
            .fails(
                (1...10).map { "\(M.siteYML):\($0):1: warning: unknown key `a\($0 - 1)` in site.yml is ignored" }
                    + ["\(M.siteYML):10:5: error: `title` must be a string, not a list"])
        )
        .limited(memory: 200 * 1_048_576),
        BadInputCase(
            "YAML nested 100,000 flow lists deep",
            [
                .replace(
                    first, "tags: [swift, intro]",
                    "tags: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000))
            ],
            .fails(["\(first):7:8: error: invalid YAML: lists and mappings are nested more than 1000 levels deep"])
        )
        .limited(memory: 200 * 1_048_576),
        BadInputCase(
            "YAML nested 1,500 block mappings deep",
            [
                .replace(
                    first, "tags: [swift, intro]",
                    "tags:\n" + (1...1_500).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n"))
            ],
            .fails(["\(first):1006:1000: error: invalid YAML: lists and mappings are nested more than 1000 levels deep"]
            )
        )
        .limited(memory: 200 * 1_048_576),
    ]

    static let links: [BadInputCase] = [
        BadInputCase(
            "a symbolic link loop", [],
            prepare: { site in
                try link("b", at: site, "Content/images/a")
                try link("a", at: site, "Content/images/b")
                try link("loop", at: site, "Content/loop")
            },
            .fails([
                "Content/images/a:1:1: error: symbolic links are not followed in Content/; copy the file instead",
                "Content/images/b:1:1: error: symbolic links are not followed in Content/; copy the file instead",
                "Content/loop:1:1: error: symbolic links are not followed in Content/; copy the file instead",
            ])),
        BadInputCase(
            "symbolic links out of Content/", [],
            prepare: { site in
                try link("/etc/hostname", at: site, "Content/images/host.txt")
                try link("/etc", at: site, "Content/etc")
                try link("../../../../../../../../etc/hostname", at: site, "Content/episodes/003-host.md")
                try link("../Content/site.yml", at: site, "Content/pages/about.md")
            },
            .fails([
                "Content/episodes/003-host.md:1:1: error: symbolic links are not followed in Content/; copy the file instead",
                "Content/etc:1:1: error: symbolic links are not followed in Content/; copy the file instead",
                "Content/images/host.txt:1:1: error: symbolic links are not followed in Content/; copy the file instead",
                "Content/pages/about.md:1:1: error: symbolic links are not followed in Content/; copy the file instead",
            ])),
        BadInputCase(
            "a linked episodes folder", [],
            prepare: { site in
                let elsewhere = site.deletingLastPathComponent().appendingPathComponent("elsewhere")
                try FileManager.default.moveItem(at: site.appendingPathComponent("Content/episodes"), to: elsewhere)
                try link(elsewhere.path, at: site, "Content/episodes")
            },
            .fails([
                "Content/episodes:1:1: error: Content/episodes is a symbolic link; links are not followed in Content/"
            ])),
        BadInputCase(
            "Content/ itself may be a link to a folder", [],
            prepare: { site in
                try FileManager.default.moveItem(
                    at: site.appendingPathComponent("Content"), to: site.appendingPathComponent("RealContent"))
                try link("RealContent", at: site, "Content")
            }, .matchesBaseline([])),
        BadInputCase(
            "named pipes in Content/", [],
            prepare: { site in
                for path in ["Content/episodes/003-pipe.md", "Content/images/pipe.svg"] {
                    guard mkfifo(site.appendingPathComponent(path).path, 0o644) == 0 else { throw POSIXError(.EIO) }
                }
            },
            .fails([
                "Content/episodes/003-pipe.md:1:1: error: not a regular file (a named pipe, socket or device); Content/ may hold only files and folders",
                "Content/images/pipe.svg:1:1: error: not a regular file (a named pipe, socket or device); Content/ may hold only files and folders",
            ])),
        BadInputCase(
            "file names that are not UTF-8 or hold a newline",
            [.write("Content/episodes/a\nb.md", "---\ntitle: X\ndate: 2024-01-10\n---\n")],
            prepare: { site in
                for name in [
                    Array("Content/episodes/".utf8) + [0xFF] + Array("-bad.md".utf8),
                    Array("Content/images/".utf8) + [0xFE] + Array(".png".utf8),
                ] {
                    let path = Array(site.path.utf8) + [0x2F] + name + [0]
                    let descriptor = path.withUnsafeBufferPointer {
                        $0.withMemoryRebound(to: CChar.self) { creat($0.baseAddress!, 0o644) }
                    }
                    guard descriptor >= 0 else { throw POSIXError(.EIO) }
                    close(descriptor)
                }
            },
            .fails([
                "Content/episodes/a\\nb.md:1:1: error: the file name contains a control character; rename the file",
                "Content/episodes/\u{FFFD}-bad.md:1:1: error: the file name is not valid UTF-8 (shown with '\u{FFFD}'); rename the file",
                "Content/images/\u{FFFD}.png:1:1: error: the file name is not valid UTF-8 (shown with '\u{FFFD}'); rename the file",
            ])),
        BadInputCase(
            "a file where the episodes folder belongs", [],
            prepare: { site in
                try FileManager.default.removeItem(at: site.appendingPathComponent("Content/episodes"))
                try Data("notes\n".utf8).write(to: site.appendingPathComponent("Content/episodes"))
            }, .fails(["Content/episodes:1:1: error: Content/episodes must be a folder"])),
        BadInputCase(
            "a folder with a .md name", [],
            prepare: { site in
                try FileManager.default.createDirectory(
                    at: site.appendingPathComponent("Content/episodes/003-folder.md"), withIntermediateDirectories: true
                )
            }, .fails(["Content/episodes/003-folder.md:1:1: error: expected a file, found a folder"])),
    ]

    /// The podcast artwork named in site.yml and missing from Content/ is reported where it is
    /// named (line 7, the value at column 10), not at the `podcast:` block.
    static let podcastImage: [BadInputCase] = [
        BadInputCase(
            "a podcast image that does not exist",
            [.replace(M.siteYML, "language: en", "language: en\npodcast:\n  author: A\n  image: images/missing.png")],
            .fails(["\(M.siteYML):7:10: error: `podcast.image` 'images/missing.png' does not exist in Content/"]))
    ]

    static let siteFile: [BadInputCase] = [
        BadInputCase(
            "a page size of 0 in site.yml",
            [.replace(M.siteYML, "author: Test Author", "author: Test Author\npageSize: 0")],
            .fails(["\(M.siteYML):4:11: error: `pageSize` must be a whole number from 1 to 10000, not 0"])),
        BadInputCase(
            "a missing site.yml", [.remove(M.siteYML)], .fails(["\(M.siteYML):1:1: error: the file does not exist"])),
        BadInputCase(
            "an empty site.yml", [.write(M.siteYML, "")], .fails(["\(M.siteYML):1:1: error: site.yml is empty"])),
        BadInputCase(
            "a malformed site.yml",
            [.replace(M.siteYML, "description: A tiny site for", "description: A tiny site: for")],
            .fails([
                "\(M.siteYML):2:25: error: invalid YAML: mapping values are not allowed in this context; quote a value that contains ': ', e.g. description: \"A tiny site: for the build tests.\""
            ])),
        BadInputCase(
            "a site.yml that is a list", [.write(M.siteYML, "- title\n- baseURL\n")],
            .fails(["\(M.siteYML):1:1: error: site.yml must be a mapping, not a list"])),
        BadInputCase(
            "a site.yml with a list for the base URL",
            [.replace(M.siteYML, "baseURL: https://example.org/", "baseURL: [https://example.org/]")],
            .fails(["\(M.siteYML):5:10: error: `baseURL` must be a string, not a list"])),
        BadInputCase(
            "a site.yml with an unknown key",
            [.replace(M.siteYML, "author: Test Author", "author: Test Author\nauthr: Someone")],
            .matchesBaseline([
                "\(M.siteYML):4:1: warning: unknown key `authr` in site.yml is ignored; did you mean `author`?"
            ])),
        BadInputCase(
            "a site.yml naming a theme that does not exist",
            [.replace(M.siteYML, "language: en", "language: en\ntheme: nosuch")],
            .fails([
                "\(M.siteYML):1:1: error: there is no theme 'nosuch': Themes/nosuch/ does not exist and it is not the built-in 'default'; the themes are: default"
            ])),
    ]

    /// Makes a symbolic link at `path` (relative to `site`) pointing to `target`.
    static func link(_ target: String, at site: URL, _ path: String) throws {
        let url = site.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
    }
}
