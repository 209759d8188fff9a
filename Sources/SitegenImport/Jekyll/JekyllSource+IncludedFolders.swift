import Foundation
import SitegenContent

extension JekyllSource {
    /// The folders whose names start with `_` that the settings' `include:` makes Jekyll read as
    /// the site's own (davealbert/davealbert.github.io: `include: ['_pages']`, where its pages and
    /// its podcast's episodes are), without their slashes.
    static func includedFolders(_ configuration: [String: Any]) -> Set<String> {
        let names = ImportValue.strings(configuration["include"]) ?? []
        return Set(
            names.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "/ ")) }
                .filter { $0.hasPrefix("_") && !$0.isEmpty && !$0.contains("/") })
    }

    /// Whether a page's front matter names an audio file under a key a page of episodes uses
    /// (``MediaMapping``'s keys, and `source`: davealbert/davealbert.github.io's
    /// `source: https://…/040-viral-ideas.mp3`, which its podcast layout plays): such a page is
    /// an episode.
    static func namesAudio(_ fields: [String: Any]) -> Bool {
        let lowered = ImportValue.lowercasedKeys(fields) ?? [:]
        let keys = MediaMapping.fileKeys + MediaMapping.formatFileKeys(in: lowered) + ["link", "url", "file", "source"]
        return keys.contains { key in
            guard let text = ImportValue.text(lowered[key]) else { return false }
            return MediaEnclosure.type(ofName: text)?.hasPrefix("audio/") == true
        }
    }
}
