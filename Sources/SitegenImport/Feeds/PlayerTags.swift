import Foundation

/// The tags of an episode's body that play its own media, each alone on its line outside code.
/// Liquid's (Jekyll): a tag named as a player (TheToolsmiths/TheToolsmiths.github.io's plugin
/// tag `{% podigee_player page %}`) or an include of a player (`{% include
/// podcast/podigee_player.html %}`). Hugo's: a shortcode without arguments named as a player or
/// as the act of playing (GolangShow/golangshow.com's `{{< listen >}}`, Le Comptoir Sécu's
/// `{{< podigee >}}`). Any generator's: an HTML `<audio>` element on lines of its own whose
/// source is the episode's media (adrienthiery/labullecrypto.com's `<audio src='…' controls />`).
/// Sitegen shows the episode's player itself, so an episode with media loses those lines; the
/// rest of the body is kept as it is.
struct PlayerTags {
    /// The template language whose tags are read.
    enum Syntax: Sendable {
        case liquid
        case hugo
        /// Zola's: its shortcodes name no player; only `<audio>` elements are read.
        case zola
    }

    /// The body without the player tags.
    var body: String
    /// The tags removed (`podigee_player`, `include podcast/podigee_player.html`, `listen`), in order.
    var removed: [String] = []

    /// Removes the player tags of `body`, and the `<audio>` elements that play one of `media`.
    init(_ body: String, syntax: Syntax = .liquid, media: Set<String> = []) {
        self.body = body
        var fence = MarkdownFence()
        var kept: [Substring] = []
        var element: [Substring] = []
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            if !element.isEmpty {
                // An `<audio>` element's lines, up to its end.
                element.append(line)
                if line.range(of: "</audio>", options: .caseInsensitive) != nil { finish(&element, into: &kept, media) }
                continue
            }
            guard !fence.isCode(line), !MarkdownFence.isIndented(line) else {
                kept.append(line)
                continue
            }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if !media.isEmpty, trimmed.lowercased().hasPrefix("<audio") {
                element = [line]
                if trimmed.hasSuffix("/>") || trimmed.range(of: "</audio>", options: .caseInsensitive) != nil {
                    finish(&element, into: &kept, media)
                }
                continue
            }
            let tag: String? =
                switch syntax {
                case .liquid: Self.playerTag(line)
                case .hugo: Self.playerShortcode(line)
                case .zola: nil
                }
            if let tag {
                removed.append(tag)
                continue
            }
            kept.append(line)
        }
        kept += element  // an element without its end stays
        if !removed.isEmpty { self.body = kept.joined(separator: "\n") }
    }

    /// Drops an `<audio>` element's lines when it plays one of `media`, else keeps them.
    private mutating func finish(_ element: inout [Substring], into kept: inout [Substring], _ media: Set<String>) {
        let block = element.joined(separator: "\n")
        if ImportWriter.audioElementSources(block).contains(where: media.contains) {
            removed.append("<audio>")
        } else {
            kept += element
        }
        element = []
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

    /// The names of Hugo shortcodes that, without arguments, play the page's own media.
    static let playingShortcodes: Set<String> = ["listen", "play", "podigee", "audio", "episode-audio"]

    /// The shortcode a line holds alone, without arguments, when it plays the page's media: its
    /// name, when that holds `player` or is one of ``playingShortcodes``.
    private static func playerShortcode(_ line: Substring) -> String? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        for (open, close) in [("{{<", ">}}"), ("{{%", "%}}")] {
            guard trimmed.hasPrefix(open), trimmed.hasSuffix(close), trimmed.count > 6 else { continue }
            let name = trimmed.dropFirst(3).dropLast(3).trimmingCharacters(in: .whitespaces).lowercased()
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else {
                return nil
            }
            return name.contains("player") || playingShortcodes.contains(name) ? name : nil
        }
        return nil
    }
}
