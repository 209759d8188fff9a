import Foundation

extension ImportWriter {
    /// An episode's body without the Liquid tags or Hugo shortcodes that played its media
    /// (``PlayerTags``), when the episode has audio or a video sitegen plays itself; the tags
    /// removed are counted for the report.
    mutating func removingPlayerTags(
        _ body: String, fields: [(String, Any)], syntax: PlayerTags.Syntax = .liquid
    ) -> String {
        guard fields.contains(where: { $0.0 == "audio" || $0.0 == "video" }) else { return body }
        var media = Set(fields.filter { $0.0 == "audio" || $0.0 == "video" }.flatMap { Self.addresses(in: $0.1) })
        // A bundle's page names its own file relative to itself (yoloinfinity55/zola-mac's
        // `<source src="asset.mp3">`, or `./asset.mp3`).
        if let bundle = context.bundle {
            for path in media where path.hasPrefix(bundle + "/") {
                let name = String(path.dropFirst(bundle.count + 1))
                media.formUnion([name, "./" + name])
            }
        }
        let players = PlayerTags(body, syntax: syntax, media: media)
        for tag in players.removed {
            let kind =
                tag == "<audio>"
                ? "<audio> elements playing the episode's media"
                : syntax == .liquid ? "Liquid player tags" : "Hugo player shortcodes"
            count("\(kind) removed (sitegen shows the episode's own player)", tag)
        }
        return players.body
    }

    /// The addresses a media value names: a text, a list of them, or `{url: …}` mappings.
    static func addresses(in value: Any) -> [String] {
        switch value {
        case let text as String: [text]
        case let list as [Any]: list.flatMap(addresses)
        case let map as [String: Any]: map["url"].map(addresses) ?? []
        default: []
        }
    }
}
