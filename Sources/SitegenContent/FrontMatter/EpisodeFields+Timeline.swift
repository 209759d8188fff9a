import SitegenFormats
import Yams

extension EpisodeFields {
    /// Warns of each chapter of the front matter that starts after the episode ends by its
    /// `duration`, and of each soundbite that runs past the end (apps skip a chapter they cannot
    /// seek to, and a preview they cannot play whole): a warning, since `duration` is often
    /// rounded, and either it or the time may be the mistake.
    func checkTimeline(_ mapping: YAMLMapping, reader: inout FrontMatterReader) {
        guard let duration, duration.seconds > 0, !reader.hasErrors else { return }
        let end = Double(duration.seconds)
        let ending = "after the episode ends (`duration: \(duration.text)`)"
        // With no error, every item became a chapter or a soundbite, in order.
        if let chapters = media.chapters, let items = Self.items(mapping["chapters"]), items.count == chapters.count {
            for (chapter, item) in zip(chapters, items) where chapter.start >= end {
                reader.warning(
                    "chapter '\(FrontMatterReader.shortened(chapter.title))' starts at \(MediaTimestamp.text(chapter.start)), \(ending)",
                    at: Self.child(item, ["start", "time"]) ?? item)
            }
        }
        if let items = Self.items(mapping["soundbites"]), items.count == media.soundbites.count {
            for (soundbite, item) in zip(media.soundbites, items) where soundbite.start + soundbite.duration > end {
                let stop = MediaTimestamp.text(soundbite.start + soundbite.duration)
                reader.warning(
                    "the soundbite at \(MediaTimestamp.text(soundbite.start)) runs to \(stop), \(ending)",
                    at: Self.child(item, ["start"]) ?? item)
            }
        }
    }

    /// The items of a list entry.
    private static func items(_ entry: YAMLEntry?) -> [Node]? {
        guard case .sequence(let items)? = entry?.value else { return nil }
        return Array(items)
    }

    /// The value of the first of `keys` an item's mapping has.
    private static func child(_ item: Node, _ keys: [String]) -> Node? {
        guard case .mapping(let map) = item else { return nil }
        return keys.lazy.compactMap { map[Node($0)] }.first
    }
}
