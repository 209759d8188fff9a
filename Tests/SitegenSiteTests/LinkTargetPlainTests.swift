import SitegenTestSupport
import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// The resolution `sitegen check` does on a link's text, against Foundation's URL resolution:
/// wherever the text resolution answers, it answers as Foundation does.
@Suite struct LinkTargetPlainTests {
    static let pieces = [
        "a", "b", "..", ".", "", "%20", "%C3%BC", "x.html", "index.html", "%2e", "%2F", "%zz", "%", "ü", " ", "#",
        "?", "q=1", ":", "@", "~", "a+b", "%41", "%FF", "'", "(x)", "\\", "&", "%23", "%3F", "%25",
    ]
    static let pages = ["index.html", "episodes/x/index.html", "a b/index.html", "tags/ü/index.html", "feed.xml"]
    static let basePaths = ["/", "/shows/", "/a%20b/", "/%C3%BC/", "/x/y/"]

    @Test("20,000 seeded references: the text resolution is Foundation's wherever it answers, and answers most")
    func sameAsFoundation() {
        var generator = SplitMix64(seed: 7)
        var answered = 0
        let count = 20_000
        for _ in 0..<count {
            var reference = generator.next() % 4 == 0 ? "/" : ""
            for _ in 0..<Int(generator.next() % 6) {
                reference += Self.pieces[Int(generator.next() % UInt64(Self.pieces.count))]
                if generator.next() % 3 != 0 { reference += "/" }
            }
            let page = Self.pages[Int(generator.next() % UInt64(Self.pages.count))]
            let basePath = Self.basePaths[Int(generator.next() % UInt64(Self.basePaths.count))]
            // The scheme and `//` checks come first in `resolve`; these are what passes them.
            if let colon = reference.firstIndex(of: ":"), !reference[..<colon].contains("/"),
                !reference[..<colon].contains("#")
            {
                continue
            }
            if reference.hasPrefix("//") { continue }
            guard let plain = LinkTarget.plainTarget(reference, from: page, basePath: basePath) else { continue }
            answered += 1
            let foundation = LinkTarget.resolveWithFoundation(reference, from: page, basePath: basePath)
            #expect(plain == foundation, "'\(reference)' from \(page) under \(basePath)")
        }
        #expect(answered > count / 3, "\(answered) of \(count)")
    }

    @Test(
        "dot segments go as RFC 3986 says",
        arguments: [
            ("/a/b/../c", "/a/c"), ("/a/b/..", "/a/"), ("/a/./b", "/a/b"), ("/..", "/"), ("/a//b", "/a//b"),
            ("/a/b/", "/a/b/"), ("/a/b/../", "/a/"), ("/../../x", "/x"), ("/a/.", "/a/"), ("/a.b/c..d", "/a.b/c..d"),
            ("/a/.../b", "/a/.../b"),
            ("/.a/..b/", "/.a/..b/"),
        ])
    func dotSegments(_ path: String, _ expected: String) {
        #expect(LinkTarget.removingDotSegments(path) == expected)
    }
}
