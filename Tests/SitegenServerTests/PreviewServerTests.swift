import Foundation
import SitegenContent
import SitegenFileSystem
import SitegenFormats
import SitegenImport
import SitegenOutput
import SitegenPipeline
import SitegenRender
import SitegenTestSupport
import Testing

@testable import SitegenServer

/// Every wait here (for the first build, a reply, a reload event) has a ceiling against a hung
/// server, never a limit on speed: how fast a save reloads the page is measured by `make bench`.
/// The tests that edit the site and wait for rebuilds take many seconds: the serve tier.
@Suite("sitegen serve over HTTP on 127.0.0.1", .serialized, .timeLimit(.minutes(10)))
struct PreviewServerTests {
    @Test("pages, HEAD, redirects, the 404 page and content types")
    func pages() async throws {
        let site = try await ServedSite.start()
        defer { Task { await site.stop() } }
        let home = try await site.get("/")
        #expect(home.status == 200)
        #expect(home.headers["content-type"] == "text/html; charset=utf-8")
        #expect(home.headers["cache-control"] == "no-cache")
        #expect(home.text.contains("data-sitegen-live-reload"))
        let onDisk = try String(contentsOf: site.output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(!onDisk.contains("data-sitegen-live-reload"), "the script is injected while serving, never written")
        let etag = try #require(home.headers["etag"])
        #expect(try await site.get("/", headers: ["If-None-Match": etag]).status == 304)

        let head = try await site.get("/library/", method: "HEAD")
        #expect(head.status == 200 && head.body.isEmpty)
        let full = try await site.get("/library/")
        #expect(Int(head.headers["content-length"] ?? "") == full.body.count)

        let redirect = try await site.get("/library?x=1")
        #expect(redirect.status == 301)
        #expect(redirect.headers["location"] == "/library/?x=1")

        let missing = try await site.get("/no-such-page/")
        #expect(missing.status == 404)
        let notFound = try String(contentsOf: site.output.appendingPathComponent("404.html"), encoding: .utf8)
        #expect(missing.text.hasPrefix(String(notFound.prefix(200))))

        let files = try FileManager.default.subpathsOfDirectory(atPath: site.output.path)
        let stylesheet = try #require(files.first { $0.hasPrefix("assets/site.") && $0.hasSuffix(".css") })
        let expected: [(String, String)] =
            [
                (stylesheet, "text/css; charset=utf-8"), ("feed.xml", "application/xml; charset=utf-8"),
                ("sitemap.xml", "application/xml; charset=utf-8"), ("robots.txt", "text/plain; charset=utf-8"),
            ] + files.filter { $0.hasSuffix(".svg") }.prefix(1).map { ($0, "image/svg+xml") }
            + files.filter { $0.hasSuffix(".png") || $0.hasSuffix(".jpg") }.prefix(1).map {
                ($0, $0.hasSuffix(".png") ? "image/png" : "image/jpeg")
            }
        for (path, type) in expected {
            let reply = try await site.get("/" + path)
            #expect(reply.status == 200, "\(path)")
            #expect(reply.headers["content-type"] == type, "\(path)")
            #expect(reply.body == (try? Data(contentsOf: site.output.appendingPathComponent(path))), "\(path)")
        }
        // Players seek with ranges; Safari plays media only from a server that answers them.
        let captions = try #require(files.first { $0.hasSuffix(".vtt") })
        let bytes = try Data(contentsOf: site.output.appendingPathComponent(captions))
        let part = try await site.get("/" + captions, headers: ["Range": "bytes=10-19"])
        #expect(part.status == 206)
        #expect(part.headers["content-range"] == "bytes 10-19/\(bytes.count)")
        #expect(part.body == bytes[10...19])
        #expect(try await site.get("/" + captions, headers: ["Range": "bytes=\(bytes.count)-"]).status == 416)
        #expect(
            try await site.get("/" + captions, headers: ["Range": "bytes=0-1", "If-Range": "\"old\""]).status == 200)
        #expect(part.headers["content-type"] == "text/vtt; charset=utf-8", "a <track> loads only text/vtt")
        #expect(ContentTypes.forFile("a.m4a") == "audio/mp4")
        #expect(ContentTypes.forFile("a.js") == "text/javascript; charset=utf-8")
        #expect(ContentTypes.forFile("a.json") == "application/json")
        #expect(ContentTypes.forFile("a.woff2") == "font/woff2")
        #expect(try await site.get("/", method: "POST").status == 405)
    }

    @Test("a published file whose name holds %, #, ?, spaces or non-ASCII letters is served by its encoded URL")
    func awkwardNames() async throws {
        let site = try await ServedSite.start()
        defer { Task { await site.stop() } }
        let names = ["a%20b.txt", "%2e%2e.txt", "100%.txt", "Q&A #3?.txt", "caf\u{E9}.txt", "cafe\u{301}.txt"]
        for name in names {
            try Data(name.utf8).write(to: site.output.appendingPathComponent(name))
        }
        for name in names {
            let encoded = name.utf8.map { byte -> String in
                let plain =
                    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                    || byte == UInt8(ascii: ".")
                return plain ? String(UnicodeScalar(byte)) : String(format: "%%%02X", byte)
            }.joined()
            let reply = try await site.get("/" + encoded)
            #expect(reply.status == 200, "\(encoded) → \(reply.status)")
            #expect(reply.text == name, "\(encoded)")
        }
    }

    @Test("a request naming another host is refused (DNS rebinding), pages, HEAD and the event stream alike")
    func otherHostsRefused() async throws {
        let site = try await ServedSite.start()
        defer { Task { await site.stop() } }
        for target in ["/", "/_sitegen/events", "/404.html"] {
            for method in ["GET", "HEAD"] {
                let reply = try await site.get(
                    target, method: method, headers: ["Host": "attacker.example:\(site.port)"])
                #expect(reply.status == 403, "\(method) \(target) → \(reply.status)")
                #expect(!reply.text.contains("<html"), "\(method) \(target) served the page")
            }
        }
        for host in ["localhost:\(site.port)", "127.0.0.1", "[::1]:\(site.port)", "show.localhost"] {
            let reply = try await site.get("/", headers: ["Host": host])
            #expect(reply.status == 200, "\(host) → \(reply.status)")
        }
    }

    @Test("nothing outside Output/ is ever served")
    func traversal() async throws {
        let site = try await ServedSite.start()
        defer { Task { await site.stop() } }
        let secret = "TOP-SECRET-\(UUID().uuidString)"
        try Data(secret.utf8).write(to: site.folder.appendingPathComponent("secret.txt"))
        try FileManager.default.createSymbolicLink(
            atPath: site.output.appendingPathComponent("leak.txt").path,
            withDestinationPath: site.folder.appendingPathComponent("secret.txt").path)
        try FileManager.default.createSymbolicLink(
            atPath: site.output.appendingPathComponent("up").path, withDestinationPath: site.folder.path)
        let targets = [
            "/../secret.txt", "/episodes/../../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E/secret.txt",
            "/.%2e/secret.txt",
            "/..%2fsecret.txt", "/%2e%2e%2fsecret.txt", "/%252e%252e/secret.txt", "/%252e%252e%252fsecret.txt",
            "/..\\secret.txt", "/%5c..%5csecret.txt", "\\..\\secret.txt", "/secret.txt%00.html", "/%00/../secret.txt",
            site.folder.appendingPathComponent("secret.txt").path,
            "/" + site.folder.appendingPathComponent("secret.txt").path,
            "//" + site.folder.appendingPathComponent("secret.txt").path, "http://127.0.0.1/../secret.txt",
            "/leak.txt", "/up/secret.txt", "/up/Output/../secret.txt", "/./secret.txt", "/%c0%ae%c0%ae/secret.txt",
        ]
        for target in targets {
            let reply = try await site.get(target)
            #expect([400, 404].contains(reply.status), "\(target) → \(reply.status)")
            #expect(!reply.text.contains(secret), "\(target) leaked the file")
        }
    }

    @Test(
        "an edit sends a reload event; a broken edit sends the error and keeps the last good page; a fix reloads",
        .tags(.serve), .tier(.serve))
    func liveReload() async throws {
        let site = try await ServedSite.start()
        defer { Task { await site.stop() } }
        let events = try EventClient(port: site.port)
        try #require(await events.connected(), "the event stream never opened")
        let episode = site.firstEpisode
        let original = try String(contentsOf: episode, encoding: .utf8)
        try (original + "\nA new closing paragraph.\n").write(to: episode, atomically: false, encoding: .utf8)
        let reload = await events.next(named: "reload")
        #expect(reload?.name == "reload")

        let pages = try FileManager.default.subpathsOfDirectory(
            atPath: site.output.appendingPathComponent("episodes").path
        ).filter { $0.hasSuffix("index.html") }
        let pagePath = try #require(
            pages.first { page in
                (try? String(
                    contentsOf: site.output.appendingPathComponent("episodes").appendingPathComponent(page),
                    encoding: .utf8))?.contains("A new closing paragraph.") == true
            })
        let good = try await site.get("/episodes/" + pagePath.dropLast("index.html".count))
        #expect(good.text.contains("A new closing paragraph."))

        try original.replacingOccurrences(of: "title:", with: "title: [unclosed").write(
            to: episode, atomically: false, encoding: .utf8)
        let failure = await events.next(named: "build-error")
        #expect(failure?.name == "build-error")
        #expect(failure?.data.contains(episode.lastPathComponent) == true)
        let during = try await site.get("/episodes/" + pagePath.dropLast("index.html".count))
        #expect(
            during.status == 200 && during.text.contains("A new closing paragraph."),
            "the last good build is still served")
        let late = try EventClient(port: site.port)
        #expect(await late.next()?.name == "build-error", "a page opened during the failure sees it too")

        try original.write(to: episode, atomically: false, encoding: .utf8)
        #expect(await events.next(named: "reload")?.name == "reload")
    }

    @Test(
        "a CSS-only change sends the new stylesheet's name (the page swaps it); a template change sends reload",
        .tags(.serve), .tier(.serve))
    func stylesheetSwap() async throws {
        let site = try await ServedSite.start(ownTheme: true)
        defer { Task { await site.stop() } }
        let events = try EventClient(port: site.port)
        try #require(await events.connected(), "the event stream never opened")
        let css = site.folder.appendingPathComponent("Themes/default/style.css")
        let original = try String(contentsOf: css, encoding: .utf8)
        try (original + "\n.sg-test-rule { color: red; }\n").write(to: css, atomically: false, encoding: .utf8)
        // An in-place write can be seen as two bursts (truncated, then whole), each sending its
        // stylesheet: every event is a swap, and one of them names the stylesheet with the rule.
        var name: String?
        while name == nil, let swap = await events.next() {
            #expect(swap.name == "css", "a CSS-only change sent \(swap.name)")
            guard swap.name == "css", let candidate = swap.data.split(separator: "/").last.map(String.init) else {
                break
            }
            #expect(candidate.hasPrefix("site.") && candidate.hasSuffix(".css"), "\(candidate)")
            let served = try await site.get("/assets/" + candidate)
            if served.status == 200 && served.text.contains(".sg-test-rule") { name = candidate }
        }
        let stylesheet = try #require(name, "no css event named a served stylesheet holding the new rule")
        let home = try await site.get("/")
        #expect(home.text.contains(stylesheet), "pages link the new stylesheet")

        let template = site.folder.appendingPathComponent("Themes/default/templates/base.mustache")
        let source = try String(contentsOf: template, encoding: .utf8)
        try source.replacingOccurrences(of: "</body>", with: "<!-- edited --></body>").write(
            to: template, atomically: false, encoding: .utf8)
        // A later burst of the stylesheet's save may still send its css event first, and the
        // truncated template of an in-place write may fail to build before the whole one.
        var next = await events.next()
        while next?.name == "css" || next?.name == "build-error" { next = await events.next() }
        #expect(next?.name == "reload", "a template change sent \(String(describing: next?.name))")
    }

    @Test(
        "a few hundred parallel requests while six rebuilds swap Output/: every rebuild is served, every reply whole",
        .tags(.serve), .tier(.serve))
    func load() async throws {
        let site = try await ServedSite.start()
        defer { Task { await site.stop() } }
        let pages = try FileManager.default.subpathsOfDirectory(atPath: site.output.path)
            .filter { $0.hasSuffix("index.html") }.map { "/" + $0.dropLast("index.html".count) }
        let episode = site.firstEpisode
        let original = try String(contentsOf: episode, encoding: .utf8)
        let events = try EventClient(port: site.port)
        try #require(await events.connected(), "the event stream never opened")
        let port = site.port
        let tally = LoadTally()
        defer { tally.finish() }
        // 250 clients request every page in turn until the edits are served and 2,000 requests made.
        let clients = Task {
            await withTaskGroup(of: Void.self) { group in
                for client in 0..<250 {
                    group.addTask {
                        var index = client * 8
                        while !tally.isDone {
                            let path = pages[index % pages.count]
                            index += 1
                            do {
                                let reply = try await RawHTTP.fetch(port: port, target: path)
                                let whole = reply.status == 200 && reply.text.contains("</html>")
                                tally.record(whole ? nil : "\(path): \(reply.status), \(reply.body.count) bytes")
                            } catch {
                                tally.record("\(path): \(error)")
                            }
                        }
                    }
                }
            }
        }
        #expect(await tally.waitFor(requests: 250), "the clients never got going")
        var pagePath: String?
        var duringRebuilds: [Int] = []
        for round in 0..<6 {
            let before = tally.requests
            try (original + "\nEdit \(round).\n").write(to: episode, atomically: false, encoding: .utf8)
            // Reload events until the episode's page shows this round's edit (a reload of a
            // truncated or earlier state of the in-place save may come first).
            var served = false
            while !served, await events.next(named: "reload") != nil {
                if pagePath == nil { pagePath = try Self.page(containing: "Edit \(round).", in: site.output) }
                if let pagePath { served = try await site.get(pagePath).text.contains("Edit \(round).") }
            }
            duringRebuilds.append(tally.requests - before)
            try #require(served, "round \(round): the edit was never served")
        }
        #expect(await tally.waitFor(requests: 2_000))
        tally.finish()
        await clients.value
        let failures = tally.failures
        #expect(failures.isEmpty, "\(failures.count) of \(tally.requests) requests failed: \(failures.prefix(5))")
        #expect(
            duringRebuilds.allSatisfy { $0 > 0 },
            "requests answered between each save and its reload: \(duringRebuilds)")
    }

    /// The served path of the episode page whose file holds `text`, if one does.
    static func page(containing text: String, in output: URL) throws -> String? {
        let episodes = output.appendingPathComponent("episodes")
        let pages = try FileManager.default.subpathsOfDirectory(atPath: episodes.path).filter {
            $0.hasSuffix("index.html")
        }
        let page = pages.first { page in
            (try? String(contentsOf: episodes.appendingPathComponent(page), encoding: .utf8))?.contains(text) == true
        }
        return page.map { "/episodes/" + $0.dropLast("index.html".count) }
    }

    @Test("a busy port is a clear error")
    func busyPort() async throws {
        let site = try await ServedSite.start()
        defer { Task { await site.stop() } }
        let server = PreviewServer(
            options: SiteBuildOptions(source: site.folder, output: site.folder.appendingPathComponent("Other")),
            host: "127.0.0.1", port: site.port
        ) { _ in }
        await #expect(throws: PreviewServerError.portInUse(host: "127.0.0.1", port: site.port)) {
            try await server.run(handleSignals: false)
        }
    }

    @Test(
        "an address the server could not listen on is known before anything is built",
        arguments: [
            ("not a host", 0, "the host is not an address or a name that resolves"),
            ("192.0.2.1", 0, "the address is not one of this machine's"),
        ])
    func unusableAddress(host: String, port: Int, reason: String) {
        guard case .cannotBind(let badHost, _, let found)? = ListenAddress.problem(host: host, port: port) else {
            Issue.record("\(host) was taken")
            return
        }
        #expect(badHost == host)
        #expect(found.hasPrefix(reason), "\(found)")
        #expect(ListenAddress.problem(host: "127.0.0.1", port: 0) == nil)
    }

    @Test("a busy port is known before anything is built")
    func busyPortProbe() async throws {
        let site = try await ServedSite.start()
        defer { Task { await site.stop() } }
        #expect(
            ListenAddress.problem(host: "127.0.0.1", port: site.port) == .portInUse(host: "127.0.0.1", port: site.port))
    }
}

/// The replies of the load test's clients, counted as they come.
final class LoadTally: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    private var problems: [String] = []
    private var done = false

    /// Records one reply: `nil` when it was whole, else what was wrong.
    func record(_ problem: String?) {
        lock.withLock {
            count += 1
            if let problem { problems.append(problem) }
        }
    }

    var requests: Int { lock.withLock { count } }
    var failures: [String] { lock.withLock { problems } }
    var isDone: Bool { lock.withLock { done } }

    /// Tells the clients to stop.
    func finish() { lock.withLock { done = true } }

    /// Waits until `requests` replies came (within the ceiling against a hung server).
    func waitFor(requests target: Int) async -> Bool {
        let deadline = Date().addingTimeInterval(RawHTTP.ceiling)
        while requests < target, Date() < deadline { try? await Task.sleep(for: .milliseconds(20)) }
        return requests >= target
    }
}
