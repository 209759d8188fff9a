import Foundation

/// A generated site of many episodes (deterministic), big enough that a build takes a while:
/// the fault tests kill and race builds of it.
enum GeneratedCorpus {
    /// The site's files: `site.yml`, four collections and `count` episodes with bodies.
    static func files(episodes count: Int) -> [String: Data] {
        var files: [String: Data] = [
            "Content/site.yml": Data("title: Corpus\nbaseURL: https://example.org/\nrequireThumbnails: false\n".utf8)
        ]
        let collections = ["basics", "concurrency", "swiftui", "testing"]
        for (index, name) in collections.enumerated() {
            files["Content/collections/\(name).md"] = Data(
                "---\ntitle: \(name.capitalized)\norder: \(index)\n---\nAll about \(name).\n".utf8)
        }
        let paragraph =
            "Swift **structured concurrency** lets a task wait for its children; see [the book](https://example.org/book) and `withTaskGroup`.\n\n"
        for index in 0..<count {
            let day = index % 28 + 1
            let month = index / 28 % 12 + 1
            let body = (0..<12).map { "## Part \($0)\n\n" + String(repeating: paragraph, count: 3) }.joined()
            files["Content/episodes/\(String(index + 10_000).dropFirst())-episode.md"] = Data(
                """
                ---
                title: Episode \(index)
                slug: episode-\(index)
                date: 2023-\(String(month + 100).dropFirst())-\(String(day + 100).dropFirst())
                duration: "\(index % 50 + 5):\(String(index % 60 + 100).dropFirst())"
                collection: \(collections[index % collections.count])
                category: Category \(index % 7)
                tags: [tag\(index % 11), tag\(index % 13)]
                ---
                \(body)
                """.utf8)
        }
        return files
    }
}
