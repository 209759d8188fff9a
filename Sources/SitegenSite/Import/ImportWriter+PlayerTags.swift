import Foundation

extension ImportWriter {
    /// A Jekyll episode's body without the Liquid tags that played its media
    /// (``LiquidPlayerTags``), when the episode has audio or a video sitegen plays itself; the
    /// tags removed are counted for the report.
    mutating func removingPlayerTags(_ body: String, fields: [(String, Any)]) -> String {
        guard fields.contains(where: { $0.0 == "audio" || $0.0 == "video" }) else { return body }
        let players = LiquidPlayerTags(body)
        for tag in players.removed { count("Liquid player tags removed (sitegen shows the episode's own player)", tag) }
        return players.body
    }
}
