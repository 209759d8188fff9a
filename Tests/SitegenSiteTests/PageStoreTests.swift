import Foundation
import SitegenPipeline
import Testing

/// A build keeps its rendered pages in `Cache/pages-<process>-<number>/` until the write: the
/// folder is gone once the build ends, a killed build's is removed by the next build, and a
/// running build's is left alone.
@Suite struct PageStoreTests {
    /// The store folders in the cache folder.
    static func stores(in sandbox: SiteSandbox) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: sandbox.site.appendingPathComponent("Cache").path)
            .filter { $0.hasPrefix("pages-") }.sorted()
    }

    @Test("a build leaves no store, and removes a killed build's but not a running one's")
    func stores() async throws {
        try await SiteSandbox.with(MinimalSite.files) { sandbox in
            #expect(await sandbox.build().succeeded)
            #expect(try Self.stores(in: sandbox) == [])

            let cache = sandbox.site.appendingPathComponent("Cache")
            // No process has the largest number; this one is running.
            let killed = "pages-2147483646-1"
            let running = "pages-\(ProcessInfo.processInfo.processIdentifier)-1"
            for name in [killed, running] {
                try FileManager.default.createDirectory(
                    at: cache.appendingPathComponent(name), withIntermediateDirectories: true)
                try Data("a page".utf8).write(to: cache.appendingPathComponent(name).appendingPathComponent("0"))
            }
            #expect(await sandbox.build().succeeded)
            #expect(try Self.stores(in: sandbox) == [running])
        }
    }

    @Test("a page the output holds unchanged keeps its file; a changed one gets a new file")
    func unchangedPagesKeepTheirFiles() async throws {
        try await SiteSandbox.with(MinimalSite.files) { sandbox in
            #expect(await sandbox.build().succeeded)
            func inode(_ path: String) throws -> Int? {
                try FileManager.default.attributesOfItem(atPath: sandbox.output.appendingPathComponent(path).path)[
                    .systemFileNumber] as? Int
            }
            let first = try inode("404.html")
            let second = try inode("episodes/second/index.html")
            try sandbox.apply([.replace(MinimalSite.second, "title: Second episode", "title: Second episode, again")])
            #expect(await sandbox.build().succeeded)
            #expect(try inode("404.html") == first)
            #expect(try inode("episodes/second/index.html") != second)
            #expect(try sandbox.outputText("episodes/second/index.html").contains("Second episode, again"))
        }
    }
}
