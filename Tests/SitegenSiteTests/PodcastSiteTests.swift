import Foundation
import SitegenTestSupport
import Testing

/// The podcast fixture (issue 12's "done when" site) builds cleanly, covers every kind of media
/// the issue names, and writes the files its feeds and pages point at.
@Suite struct PodcastSiteTests {
    @Test("the podcast fixture builds with no diagnostics at all")
    func buildsClean() async throws {
        let built = try await BuiltPodcastSite.shared.get()
        #expect(built.diagnostics == [])
        for episode in built.episodes {
            #expect(
                FileManager.default.fileExists(atPath: built.output.appendingPathComponent(episode.pagePath).path),
                "no page for \(episode.slug)")
        }
        for show in built.shows {
            #expect(FileManager.default.fileExists(atPath: built.output.appendingPathComponent(show.feedPath).path))
        }
    }

    @Test("the fixture has every kind of episode issue 12 names")
    func coverage() async throws {
        let built = try await BuiltPodcastSite.shared.get()
        let episodes = built.episodes
        #expect(built.shows.map(\.feedPath) == ["podcast.xml", "collections/side-quest/podcast.xml"])
        #expect(PodcastFeedTests.shows.count == built.shows.count, "the feed tests' arguments")
        #expect(PodcastStructuredDataTests.episodeFiles.count == episodes.count, "the JSON-LD tests' arguments")
        let local = episodes.flatMap(\.audio).filter { $0.url.hasPrefix(PodcastFixture.baseURL) }
        let remote = episodes.flatMap(\.audio).filter { !$0.url.hasPrefix(PodcastFixture.baseURL) && $0.length > 0 }
        #expect(local.count >= 2 && remote.count >= 2)
        #expect(episodes.contains { $0.audio.count >= 2 }, "an episode in two formats")
        #expect(episodes.contains { if case .youTube = $0.video { true } else { false } })
        #expect(episodes.contains { if case .vimeo = $0.video { true } else { false } })
        #expect(
            episodes.contains { if case .file(_, _, let captions) = $0.video { captions.count >= 2 } else { false } })
        #expect(episodes.contains { !$0.chapters.isEmpty && !$0.chaptersFromBody })
        #expect(episodes.contains { $0.chaptersFromBody })
        #expect(episodes.contains { $0.transcript?.hasSuffix(".vtt") == true })
        #expect(episodes.contains { $0.transcript?.hasSuffix(".md") == true })
        #expect(Set(episodes.flatMap { $0.hosts + $0.guests }).count >= 3)
        #expect(episodes.contains { $0.hasParams })
        #expect(episodes.contains { $0.number == 0 } && episodes.contains { ($0.number ?? 0) >= 500 })
        #expect(Set(episodes.compactMap(\.season)).count >= 2)
        #expect(Set(episodes.map(\.episodeType)) == ["full", "trailer", "bonus"])
        #expect(episodes.contains { $0.guid != nil })
    }

    @Test("an episode page shows its number, season and type as the show writes them")
    func numbers() async throws {
        let built = try await BuiltPodcastSite.shared.get()
        for episode in built.episodes {
            let page = try String(contentsOf: built.output.appendingPathComponent(episode.pagePath), encoding: .utf8)
            let line = try #require(page.split(separator: "\n").first { $0.hasPrefix("<p class=\"episode-series\">") })
            var parts: [String] = []
            if let season = episode.season { parts.append("Season \(season)") }
            switch episode.episodeType {
            case "trailer": parts.append("Trailer")
            case "bonus": parts.append("Bonus · Episode \(episode.number ?? -1)")
            default: parts.append("Episode \(episode.number ?? -1)")
            }
            #expect(line.hasSuffix(" · " + parts.joined(separator: " · ") + "</p>"), "\(episode.slug): \(line)")
        }
    }

    @Test("an episode page's audio player is named by the episode's title (issue 50: it had no accessible name)")
    func audioPlayerIsNamed() async throws {
        let built = try await BuiltPodcastSite.shared.get()
        var checked = 0
        for episode in built.episodes where !episode.audio.isEmpty {
            let page = try String(contentsOf: built.output.appendingPathComponent(episode.pagePath), encoding: .utf8)
            let player = try #require(
                page.split(separator: "\n").first { $0.hasPrefix("<audio class=\"audio-player\"") })
            let title = episode.title.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(
                of: "\"", with: "&quot;"
            )
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
            .replacingOccurrences(of: "'", with: "&#39;")
            #expect(player.contains(" aria-label=\"\(title)\""), "\(episode.slug): \(player)")
            checked += 1
        }
        #expect(checked > 3)
    }

    @Test(
        "a collection lists its episodes in its episodeOrder",
        arguments: [("main-feed", false), ("side-quest", true)])
    func episodeOrder(_ collection: String, newestFirst: Bool) async throws {
        let built = try await BuiltPodcastSite.shared.get()
        let page = try String(
            contentsOf: built.output.appendingPathComponent("collections/\(collection)/index.html"), encoding: .utf8)
        let members = built.episodes.filter { $0.collection == collection }.sorted { $0.date < $1.date }
        let positions = members.map { page.range(of: ">\($0.title)<")?.lowerBound }
        try #require(members.count >= 2 && positions.allSatisfy { $0 != nil }, "\(collection) lists every episode")
        let shown = positions.compactMap { $0 }
        #expect(shown == (newestFirst ? shown.sorted(by: >) : shown.sorted()))
    }

    @Test("every media file, caption, transcript, avatar and artwork is copied to Output/ unchanged")
    func filesCopied() async throws {
        let built = try await BuiltPodcastSite.shared.get()
        let content = built.site.appendingPathComponent("Content")
        let texts = ["captions/503.en.vtt", "captions/503.de.vtt", "transcripts/001-welcome.vtt"]
        for path in PodcastFixture.generatedFiles.keys.sorted() + texts {
            let copied = try? Data(contentsOf: built.output.appendingPathComponent(path))
            #expect(copied == (try Data(contentsOf: content.appendingPathComponent(path))), "\(path)")
        }
    }
}
