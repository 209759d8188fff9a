import Foundation
import SitegenHighlight
import Testing

/// The Swift tokens kept between builds: a hit renders exactly what a parse renders, a damaged
/// or foreign file is not used, and keys are the same in every process.
@Suite struct SwiftHighlightCacheTests {
    static let blocks = [
        "struct Episode: Identifiable {\n    let id: Int\n    var title = \"Hello, \\(name)!\"\n}\n",
        "@MainActor\nfunc load() async throws -> [Episode] {\n    try await client.fetch(#\"raw\"#)\n}\n",
        "#Preview {\n    EpisodeView(episode: .sample) // a comment\n}\n",
        "let café = \"naïve 🎙️\"; let regex = /[a-z]+/\n",
        "...\n",
        "",
    ]

    /// A cache holding the entries of `blocks`, read back from its file.
    static func cache(of blocks: [String]) -> SwiftHighlightCache {
        let entries = blocks.compactMap {
            CodeBlockRenderer.render($0, info: FenceInfo("swift"), cache: SwiftHighlightCache())?.swiftEntry
        }
        return SwiftHighlightCache(data: SwiftHighlightCache.file(entries))
    }

    @Test(
        "a block from the cache renders byte for byte as a parsed one, with or without fence options", arguments: blocks
    )
    func hitRendersTheSame(code: String) throws {
        let cache = Self.cache(of: Self.blocks)
        #expect(cache.count == Set(Self.blocks).count)
        for info in ["swift", "swift {1} title=\"A.swift\" showLineNumbers", "Swift"] {
            let parsed = try #require(CodeBlockRenderer.render(code, info: FenceInfo(info)))
            let cached = try #require(CodeBlockRenderer.render(code, info: FenceInfo(info), cache: cache))
            #expect(cached.html == parsed.html)
            #expect(cached.isKnown)
            #expect(cache.lookup(SwiftHighlightCache.key(code)) != nil, "the block must be a hit")
        }
    }

    @Test("other languages are neither looked up nor kept")
    func otherLanguages() throws {
        let rendered = try #require(
            CodeBlockRenderer.render("let x = 1\n", info: FenceInfo("js"), cache: SwiftHighlightCache()))
        #expect(rendered.swiftEntry == nil)
    }

    @Test("the file is the same for the same blocks in any order, each block once")
    func deterministicFile() {
        let entries = Self.blocks.compactMap {
            CodeBlockRenderer.render($0, info: FenceInfo("swift"), cache: SwiftHighlightCache())?.swiftEntry
        }
        #expect(SwiftHighlightCache.file(entries) == SwiftHighlightCache.file(entries.reversed() + entries))
    }

    @Test("keys are the same in every process and differ for different blocks")
    func stableKeys() {
        // Fixed values: a key that changed between processes would make every build cold.
        let key = SwiftHighlightCache.key("struct A {}\n")
        let entry = SwiftHighlightCache.entry(key, HighlightedCode())
        #expect(
            entry.bytes.prefix(20).map { String(format: "%02x", $0) }.joined()
                == "50f86e719be564688297fbc2cf516b0c0c000000")
        let keys = Set((0..<2_000).map { SwiftHighlightCache.key("let value\($0) = \($0)\n") })
        #expect(keys.count == 2_000)
        #expect(SwiftHighlightCache.key("a") != SwiftHighlightCache.key("b"))
    }

    @Test(
        "a damaged, truncated or foreign file is not used, and a block never gets tokens beyond its end",
        arguments: ["header", "version", "truncated", "past the end"])
    func damagedFiles(damage: String) {
        let code = Self.blocks[0]
        let good = SwiftHighlightCache.file([
            try! #require(
                CodeBlockRenderer.render(code, info: FenceInfo("swift"), cache: SwiftHighlightCache())?.swiftEntry)
        ])
        var bytes = [UInt8](good)
        switch damage {
        case "header": bytes[0] ^= 0x20
        case "version": bytes[bytes.firstIndex(of: 0x0A)! + 10] ^= 0x01
        case "truncated": bytes.removeLast(3)
        default:
            // The entry of a long block under the key of a short one: its tokens end past the text.
            let short = SwiftHighlightCache.key("x\n")
            let tokens = SwiftHighlighterProbe.tokens(code)
            bytes = [UInt8](SwiftHighlightCache.file([SwiftHighlightCache.entry(short, tokens)]))
            let cache = SwiftHighlightCache(data: Data(bytes))
            #expect(cache.count == 1)
            #expect(cache.lookup(short) == nil)
            #expect(
                CodeBlockRenderer.render("x\n", info: FenceInfo("swift"), cache: cache)?.html
                    == CodeBlockRenderer.render("x\n", info: FenceInfo("swift"))?.html)
            return
        }
        let cache = SwiftHighlightCache(data: Data(bytes))
        #expect(cache.lookup(SwiftHighlightCache.key(code)) == nil)
        #expect(
            CodeBlockRenderer.render(code, info: FenceInfo("swift"), cache: cache)?.html
                == CodeBlockRenderer.render(code, info: FenceInfo("swift"))?.html)
    }
}

/// The tokens swift-syntax gives a block.
enum SwiftHighlighterProbe {
    static func tokens(_ code: String) -> HighlightedCode {
        SyntaxHighlighter.highlight(code, language: "swift") ?? HighlightedCode()
    }
}
