import Foundation

extension ImportWriter {
    /// An episode's body without the Liquid tags or Hugo shortcodes that played its media
    /// (``PlayerTags``), when the episode has audio or a video sitegen plays itself; the tags
    /// removed are counted for the report.
    mutating func removingPlayerTags(
        _ body: String, fields: [(String, Any)], syntax: PlayerTags.Syntax = .liquid
    ) -> String {
        guard fields.contains(where: { $0.0 == "audio" || $0.0 == "video" }) else { return body }
        let players = PlayerTags(body, syntax: syntax)
        let kind = syntax == .liquid ? "Liquid player tags" : "Hugo player shortcodes"
        for tag in players.removed { count("\(kind) removed (sitegen shows the episode's own player)", tag) }
        return players.body
    }
}
