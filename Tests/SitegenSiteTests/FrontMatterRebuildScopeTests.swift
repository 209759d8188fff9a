import Foundation
import SitegenPipeline
import SitegenTestSupport
import Testing

/// A front matter edit under a build session renders again exactly the files that show it
/// (issue 52: a new title rendered 2,126 pages of 2,134 on an imported network), on
/// `bench/gen-corpus.py`'s site with an alias per episode, as `sitegen import` keeps old URLs.
///
/// What an edit should render is taken from the site, never written down: the files whose bytes
/// differ between a full build before the edit and one after. The rebuild must render those and
/// no others, and each edit's set must be what the edit means (a title's: the files that show
/// the new title; a tag's: both tags' pages; a date's: pages of the episode's own collection).
@Suite("a front matter edit renders only the files that show it")
struct FrontMatterRebuildScopeTests {
    /// One edit of an episode's front matter.
    enum Edit: String, CaseIterable, Sendable {
        /// A word added to the title.
        case title
        /// The first tag replaced by another tag of the site.
        case tag
        /// The date moved 40 days back, past other episodes in the site's order.
        case date
    }

    /// The word the title edit adds: in no file of the corpus.
    static let marker = "Zebracorn"

    @Test("on 200 episodes", arguments: Edit.allCases)
    func twoHundredEpisodes(_ edit: Edit) async throws {
        try await check(edit, episodes: 200)
    }

    @Test("on 2,000 episodes", .tags(.slow), .tier(.slow), arguments: Edit.allCases)
    func twoThousandEpisodes(_ edit: Edit) async throws {
        try await check(edit, episodes: 2_000)
    }

    /// Builds the generated site in a session, makes the edit, rebuilds, and compares what the
    /// rebuild rendered with what differs between full builds before and after.
    func check(_ edit: Edit, episodes: Int) async throws {
        try await SiteSandbox.with([:]) { sandbox in
            try await Self.generate(episodes: episodes, in: sandbox.site)
            let session = SiteBuildSession()
            let options = SiteBuildOptions(source: sandbox.site, output: sandbox.output, now: SiteSandbox.now)
            let first = await session.build(options)
            try #require(first.succeeded, "\(first.diagnostics.prefix(3))")
            let before = try SiteSandbox.snapshot(of: sandbox.output)

            let folder = sandbox.site.appendingPathComponent("Content/episodes")
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            let texts = try names.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
            // The middle episode of those published (about 1 % are drafts).
            let chosen = try #require(
                names.indices.dropFirst(names.count / 2).first { !texts[$0].contains("\ndraft: true") })
            let (edited, meaning) = try Self.apply(edit, to: texts[chosen], corpus: texts)
            try Data(edited.utf8).write(to: folder.appendingPathComponent(names[chosen]))

            let changedPath = sandbox.site.resolvingSymlinksInPath().path + "/Content/episodes/" + names[chosen]
            let rebuilt = await session.build(options, changedPaths: [changedPath])
            try #require(rebuilt.succeeded, "\(rebuilt.diagnostics.prefix(3))")
            #expect(rebuilt.statistics.filesParsed == 1)

            let full = sandbox.root.appendingPathComponent("Full")
            try #require(await sandbox.build(output: full).succeeded)
            let after = try SiteSandbox.snapshot(of: full)
            #expect(try SiteSandbox.snapshot(of: sandbox.output) == after, "the rebuild is not a full build's output")
            let expected = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }

            #expect(
                rebuilt.statistics.pagesRendered == expected.count,
                "rendered \(rebuilt.statistics.pagesRendered) files; \(expected.count) differ: \(expected.sorted().prefix(8))"
            )
            #expect(Set(rebuilt.changedPaths) == expected)
            // Made again: the edited episode's feed item only (an item shows no other episode),
            // and for a title, its template context only (a date moves other episodes' places).
            let enclosed = edited.contains("\naudio:") || edited.contains("\nvideo:")
            #expect(rebuilt.statistics.podcastItemsMade == (enclosed ? 1 : 0))
            if edit == .title { #expect(rebuilt.statistics.contextsMade == 1) }
            try meaning(expected, after)
        }
    }

    /// Writes `bench/gen-corpus.py`'s site of `episodes` episodes (seed 42) into `site`, with the
    /// settings of `Fixtures/rebuild-scope/site.yml` and an alias per episode (`/NNNN/`, its old
    /// address, as an imported site has).
    static func generate(episodes: Int, in site: URL) async throws {
        let script = PackagePaths.root.appendingPathComponent("bench/gen-corpus.py").path
        let run = try await ProcessRunner.run(
            "/usr/bin/env",
            ["python3", script, "--episodes", "\(episodes)", "--seed", "42", "--out", site.path, "--force"])
        try #require(run.status == 0, "gen-corpus.py: \(run.standardError.suffix(1_000))")
        let fixture = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        try FileManager.default.copyItem(
            at: fixture.appendingPathComponent("rebuild-scope/site.yml"),
            to: site.appendingPathComponent("Content/site.yml"))
        let folder = site.appendingPathComponent("Content/episodes")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let url = folder.appendingPathComponent(name)
            var text = try String(contentsOf: url, encoding: .utf8)
            let slug = try #require(text.range(of: "\nslug: "))
            text.insert(contentsOf: "\naliases: [\"/\(name.prefix { $0.isNumber })/\"]", at: slug.lowerBound)
            try Data(text.utf8).write(to: url)
        }
    }

    /// The edited text of an episode, and a check of the files that differ after the edit
    /// (against the full build's files) that says what the edit means.
    static func apply(
        _ edit: Edit, to text: String, corpus: [String]
    ) throws -> (String, (Set<String>, [String: Data]) throws -> Void) {
        let lines = text.components(separatedBy: "\n")
        let slug = try #require(value(of: "slug", in: text))
        let page = "episodes/\(slug)/index.html"
        switch edit {
        case .title:
            let index = try #require(lines.firstIndex { $0.hasPrefix("title: \"") && $0.hasSuffix("\"") })
            var edited = lines
            edited[index] = String(lines[index].dropLast()) + " \(marker)\""
            return (
                edited.joined(separator: "\n"),
                { expected, after in
                    // Every file that shows the title now, and only those.
                    let showing = Set(after.filter { $0.value.range(of: Data(marker.utf8)) != nil }.keys)
                    #expect(expected == showing)
                    #expect(showing.contains(page) && showing.contains("feed.xml"))
                }
            )
        case .tag:
            let first = try #require(lines.firstIndex(of: "tags:")) + 1
            let own = lines[first...].prefix { $0.hasPrefix("  - ") }.map { String($0.dropFirst(4)) }
            let all = Set(corpus.flatMap(tags(in:)))
            let new = try #require(all.subtracting(own).sorted().first)
            var edited = lines
            edited[first] = "  - \(new)"
            return (
                edited.joined(separator: "\n"),
                { expected, after in
                    // Every page of both tags (their counts are on each), the episode's own page,
                    // and no other episode's.
                    for tag in [own[0], new] {
                        let pages = after.keys.filter { $0.hasPrefix("tags/\(tag)/") }
                        #expect(!pages.isEmpty && expected.isSuperset(of: pages), "tags/\(tag)/")
                    }
                    #expect(expected.filter { $0.hasPrefix("episodes/") && $0.hasSuffix("/index.html") } == [page])
                }
            )
        case .date:
            let index = try #require(lines.firstIndex { $0.hasPrefix("date: ") })
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = "yyyy-MM-dd"
            let date = try #require(formatter.date(from: String(lines[index].dropFirst(6))))
            var edited = lines
            edited[index] = "date: " + formatter.string(from: date.addingTimeInterval(-40 * 86_400))
            let collection = value(of: "collection", in: text)
            let collections = Dictionary(
                corpus.compactMap { text in value(of: "slug", in: text).map { ($0, value(of: "collection", in: text)) }
                },
                uniquingKeysWith: { first, _ in first })
            return (
                edited.joined(separator: "\n"),
                { expected, _ in
                    #expect(expected.isSuperset(of: [page, "feed.xml", "podcast.xml", "sitemap.xml"]))
                    // The episodes whose pages show it (their pager, "More in this collection")
                    // are of its collection: no page of another episode is rendered again.
                    let others = expected.filter { $0.hasPrefix("episodes/") && $0.hasSuffix("/index.html") }
                        .map { String($0.dropFirst("episodes/".count).dropLast("/index.html".count)) }
                        .filter { !$0.contains("/") }
                    #expect(others.allSatisfy { collections[$0] == collection }, "\(others.sorted())")
                }
            )
        }
    }

    /// A key's value on its line of front matter, without quotes.
    static func value(of key: String, in text: String) -> String? {
        let prefix = "\n\(key): "
        guard let start = text.range(of: prefix)?.upperBound else { return nil }
        let line = text[start...].prefix { $0 != "\n" }
        return line.hasPrefix("\"") && line.hasSuffix("\"") ? String(line.dropFirst().dropLast()) : String(line)
    }

    /// The tags of an episode's front matter (a block list under `tags:`).
    static func tags(in text: String) -> [String] {
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "tags:") else { return [] }
        return lines[(start + 1)...].prefix { $0.hasPrefix("  - ") }.map { String($0.dropFirst(4)) }
    }
}
