import Foundation

/// A generated show for the pagination tests: `count` episodes a day apart (episode 1 oldest),
/// every one tagged `Swift`, in one collection, with `pageSize` in site.yml.
enum PaginationSite {
    /// The site's files.
    static func files(episodes count: Int, pageSize: Int) -> [String: Data] {
        var files: [String: Data] = [
            "Content/site.yml": Data(
                "title: Paged\nbaseURL: https://example.org/shows/\nrequireThumbnails: false\npageSize: \(pageSize)\n"
                    .utf8),
            "Content/collections/the-show.md": Data("---\ntitle: The Show\n---\nEvery episode.\n".utf8),
        ]
        for number in 1...count { files[path(number)] = episode(number) }
        return files
    }

    /// The path of episode `number`.
    static func path(_ number: Int) -> String {
        "Content/episodes/\(String(number + 10_000).dropFirst())-episode.md"
    }

    /// Episode `number`'s file: dated `number` days after 2024-01-01 at noon.
    static func episode(_ number: Int) -> Data {
        let date = Date(timeIntervalSince1970: 1_704_110_400 + Double(number) * 86_400)
        let formatter = ISO8601DateFormatter()
        return Data(
            """
            ---
            title: Episode \(number)
            slug: episode-\(number)
            date: \(formatter.string(from: date))
            collection: the-show
            tags: [Swift, "Tag \(number % 3)"]
            ---
            The notes of episode \(number).

            """.utf8)
    }
}
