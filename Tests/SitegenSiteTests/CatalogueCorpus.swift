import Foundation
import SitegenTestSupport

/// A generated back catalogue shaped like a real network's: `count` episodes in 8 shows, each
/// with a number, an audio enclosure, a host and guests, and about 7.5 tags of its own (so 2,000
/// episodes make about 15,000 tags), some of them non-ASCII or symbols (`C++`, `C#`, `José Ibañez`),
/// a few tags shared by many episodes, and every 40th episode featured.
enum CatalogueCorpus {
    /// The site's files.
    static func files(episodes count: Int) -> [String: Data] {
        var files: [String: Data] = [
            "Content/site.yml": Data(
                """
                title: Network
                description: Every show of the network.
                baseURL: https://example.org/
                requireThumbnails: false
                podcast:
                  author: Network
                  owner: {name: Network, email: hello@example.org}
                  category: Technology
                  explicit: false
                  image: images/podcast-artwork.png

                """.utf8),
            "Content/images/podcast-artwork.png":
                (try? Data(contentsOf: PackagePaths.root.appendingPathComponent("Content/images/podcast-artwork.png")))
                ?? Data(),
        ]
        let shows = (0..<8).map { "show-\($0)" }
        for (index, show) in shows.enumerated() {
            files["Content/collections/\(show).md"] = Data(
                "---\ntitle: Show \(index)\norder: \(index)\nepisodeOrder: \(index % 2 == 0 ? "newest" : "oldest")\n---\nThe \(index)th show.\n"
                    .utf8)
        }
        files["Content/people/ana-host.md"] = Data("---\nname: Ana Host\nrole: Host\n---\nAna hosts.\n".utf8)
        for guest in 0..<300 {
            files["Content/people/guest-\(guest).md"] = Data("---\nname: Guest Nº \(guest)\n---\nA guest.\n".utf8)
        }
        let shared = ["Swift", "C++", "C#", "José Ibañez", "Ünïcode", "Q&A", "swift", "Привет"]
        let formatter = ISO8601DateFormatter()
        for index in 0..<count {
            let date = Date(timeIntervalSince1970: 1_400_000_000 + Double(index) * 43_200)
            let own = (0..<(7 + index % 2)).map { "topic \(index)-\($0)" }
            let tags = own + [shared[index % shared.count]]
            let tagList = tags.map { "\"\($0)\"" }.joined(separator: ", ")
            files["Content/episodes/\(String(index + 100_000).dropFirst()).md"] = Data(
                """
                ---
                title: "Episode \(index): On things"
                slug: episode-\(index)
                date: \(formatter.string(from: date))
                number: \(index / 8 + 1)
                collection: \(shows[index % shows.count])
                category: Category \(index % 5)
                tags: [\(tagList)]
                duration: "\(index % 50 + 10):0\(index % 10)"
                audio: {url: "https://cdn.example.org/ep\(index).mp3", length: \(10_000_000 + index)}
                hosts: [ana-host]
                guests: [guest-\(index % 300)]
                featured: \(index % 40 == 0)
                ---
                Episode \(index) is about things. We talk about `swift build` and more.

                ## Chapters

                - 00:00 Intro
                - 05:00 The topic

                """.utf8)
        }
        return files
    }
}
