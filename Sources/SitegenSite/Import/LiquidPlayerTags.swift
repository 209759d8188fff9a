import Foundation

/// The Liquid tags of a Jekyll episode's body that play its own media, each alone on its line
/// outside code: a tag named as a player (TheToolsmiths/TheToolsmiths.github.io's plugin tag
/// `{% podigee_player page %}`) or an include of a player (`{% include
/// podcast/podigee_player.html %}`). Sitegen shows the episode's player itself, so an episode
/// with media loses those lines; the rest of the body is kept as it is.
struct LiquidPlayerTags {
    /// The body without the player tags.
    var body: String
    /// The tags removed (`podigee_player`, `include podcast/podigee_player.html`), in order.
    var removed: [String] = []

    /// Removes the player tags of `body`.
    init(_ body: String) {
        var fence = MarkdownFence()
        var kept: [Substring] = []
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            if !fence.isCode(line), !MarkdownFence.isIndented(line), let tag = Self.playerTag(line) {
                removed.append(tag)
                continue
            }
            kept.append(line)
        }
        self.body = removed.isEmpty ? body : kept.joined(separator: "\n")
    }

    /// The tag a line holds alone when it plays the page's media: its name, or `include` and the
    /// included file, when that name or file's name holds `player`.
    private static func playerTag(_ line: Substring) -> String? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("{%"), trimmed.hasSuffix("%}"), trimmed.components(separatedBy: "{%").count == 2
        else { return nil }
        let inner = trimmed.dropFirst(2).dropLast(2).trimmingCharacters(in: CharacterSet(charactersIn: "- "))
        let words = inner.split(separator: " ")
        guard let name = words.first?.lowercased() else { return nil }
        if name == "include", words.count >= 2 {
            let file = (String(words[1]) as NSString).lastPathComponent.lowercased()
            return file.contains("player") ? "include \(words[1])" : nil
        }
        return name.contains("player") && name.allSatisfy({ $0.isLetter || $0 == "_" }) ? name : nil
    }
}
