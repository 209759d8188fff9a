import Foundation
import Testing

@testable import SitegenOutput

/// How pages are cut into Pagefind runs: a power of two of shards of at most the size asked
/// for, a page's shard fixed by its path, and a shard's key changed by its pages' bytes only.
@Suite struct SearchShardPlanTests {
    static func pages(_ count: Int, digest: (Int) -> UInt64 = { UInt64($0) }) -> [SearchShardPlan.Page] {
        (0..<count).map { SearchShardPlan.Page(path: "episodes/episode-\($0)/index.html", digest: digest($0)) }
    }

    @Test(
        "the shards are a power of two, each at most about the size asked for",
        arguments: [(1, 250, 1), (250, 250, 1), (251, 250, 2), (1000, 250, 4), (1001, 250, 8), (10_000, 250, 64)])
    func count(pages: Int, size: Int, shards: Int) {
        let plan = SearchShardPlan(
            pages: Self.pages(pages), pagesPerShard: size, together: false, command: ["pagefind"])
        #expect(plan.shards.count == shards)
        #expect(plan.shards.map(\.paths.count).reduce(0, +) == pages)
        #expect(Set(plan.shards.flatMap(\.paths)).count == pages)
        if pages >= 1000 { #expect(plan.shards.allSatisfy { $0.paths.count < 2 * size }) }
    }

    @Test("pages sorted by their own keys stay in one shard")
    func together() {
        let plan = SearchShardPlan(pages: Self.pages(1000), pagesPerShard: 250, together: true, command: ["pagefind"])
        #expect(plan.shards.count == 1)
    }

    @Test("a page's bytes change its shard's key only; a new page moves no other page")
    func keys() throws {
        let before = SearchShardPlan(pages: Self.pages(900), pagesPerShard: 250, together: false, command: ["pagefind"])
        let edited = SearchShardPlan(
            pages: Self.pages(900) { $0 == 17 ? 99_999 : UInt64($0) }, pagesPerShard: 250, together: false,
            command: ["pagefind"])
        let changed = zip(before.shards, edited.shards).filter { $0.key != $1.key }
        #expect(changed.count == 1)
        #expect(changed.first?.0.paths.contains("episodes/episode-17/index.html") == true)
        let grown = SearchShardPlan(pages: Self.pages(901), pagesPerShard: 250, together: false, command: ["pagefind"])
        #expect(zip(before.shards, grown.shards).filter { $0.key != $1.key }.count == 1)
        let other = SearchShardPlan(pages: Self.pages(900), pagesPerShard: 250, together: false, command: ["other"])
        #expect(zip(before.shards, other.shards).allSatisfy { $0.key != $1.key })
    }
}
