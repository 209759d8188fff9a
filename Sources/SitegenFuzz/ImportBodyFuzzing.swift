#if DEBUG
    @testable import SitegenFormats
    @testable import SitegenPipeline
    @testable import SitegenImport

    /// Fuzzes what the import does to an old site's page body: Hugo's and Zola's shortcodes,
    /// Liquid's tags, link tags, page variables and highlight blocks, player tags and
    /// shortcodes, links into a page bundle, and the audio a body links to. The first byte's low bit says whether the episode takes
    /// a video from a shortcode.
    ///
    /// Checks: each conversion gives the same body twice; a body without `{` is left as it is
    /// by the Hugo and Liquid conversions.
    enum ImportBodyFuzzing {
        static func run(_ bytes: [UInt8]) {
            let body = String(decoding: bytes.dropFirst(), as: UTF8.self)
            let takesVideo = (bytes.first ?? 0) & 1 == 1
            let fields: [String: Any] = ["title": "T", "audio": "https://cdn.example.org/1.mp3", "tags": ["a", "b"]]
            let site: [String: Any] = ["url": "https://example.org", "baseurl": "/show", "title": "Show"]
            func converted() -> [String] {
                let hugo = HugoShortcodes(
                    body, takesVideo: takesVideo, resolve: { $0.hasSuffix(".mp3") ? "files/" + $0 : nil },
                    page: { $0.isEmpty ? nil : "/episodes/x/" }, param: { $0 == "title" ? "T" : nil })
                let zola = ZolaShortcodes(body, takesVideo: takesVideo, page: { $0.isEmpty ? nil : "/episodes/x/" })
                let links = LiquidLinkTags(body, url: { $0.isEmpty ? nil : "/x/" })
                let variables = LiquidPageVariables(body, fields: fields, site: site)
                let blocks = LiquidHighlightBlocks(body)
                let bundle = BundleLinks.rewrite(
                    body, bundle: "posts/a", files: ["posts/a/pic.png", "posts/a/b c.mp3"])
                let audio = ImportWriter.bodyAudio(body).map { "\($0)" } ?? ""
                return [
                    hugo.body, zola.body, links.body, variables.body, blocks.body, bundle, audio,
                    LiquidTags(body).names.joined(separator: ","), PlayerTags(body).body,
                    PlayerTags(body, syntax: .hugo).body,
                    PlayerTags(body, syntax: .zola, media: ["https://cdn.example.org/1.mp3"]).body,
                ]
            }
            let first = converted()
            if !body.contains("{") {
                FuzzCheck.require(first[0] == body, "Hugo shortcodes changed a body without {")
                FuzzCheck.require(first[2] == body, "Liquid link tags changed a body without {")
                FuzzCheck.require(first[4] == body, "Liquid highlight blocks changed a body without {")
                FuzzCheck.require(first[8] == body && first[9] == body, "player tags removed from a body without {")
            }
            if bytes.count % 4 == 0 { FuzzCheck.require(converted() == first, "two conversions differ") }
        }
    }
#endif
