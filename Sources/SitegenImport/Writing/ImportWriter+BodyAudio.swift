import Foundation
import SitegenContent

extension ImportWriter {
    /// The audio an episode's show notes link to or play when its front matter names none
    /// (CastalioPodcast's `[MP3](http://…/castalio-podcast-55.mp3)`, `[Ogg](….ogg)`; an
    /// `<audio>` element's source, ``audioElementSources(_:)``): one http(s) address of an audio
    /// file, or several that are one file in several formats (the same address but for the
    /// extension), MP3 first; nil for anything else (links to several recordings).
    static func bodyAudio(_ body: String) -> Any? {
        var targets: [String] = []
        var rest = Substring(body)
        while let open = rest.range(of: "](") {
            let after = rest[open.upperBound...]
            guard let close = after.firstIndex(of: ")") else { break }
            targets.append(after[..<close].split(separator: " ").first.map(String.init) ?? "")
            rest = after[close...]
        }
        var urls: [String] = []
        for target in targets + audioElementSources(body) {
            let lowered = target.lowercased()
            if lowered.hasPrefix("http://") || lowered.hasPrefix("https://"),
                MediaEnclosure.type(ofName: target)?.hasPrefix("audio/") == true, !urls.contains(target)
            {
                urls.append(target)
            }
        }
        guard let first = urls.first else { return nil }
        let stem = { (url: String) in (url as NSString).deletingPathExtension }
        guard urls.allSatisfy({ stem($0) == stem(first) }) else { return nil }
        let order = { (url: String) in
            MediaMapping.formats.firstIndex(of: (url as NSString).pathExtension.lowercased()) ?? Int.max
        }
        let sorted = urls.sorted { order($0) < order($1) }
        return sorted.count == 1 ? sorted[0] : sorted
    }
}
