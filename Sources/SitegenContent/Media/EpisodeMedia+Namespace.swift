import SitegenFormats
import Yams

/// Reading an episode's Podcasting 2.0 front matter: `soundbites`, and the `value`, `location`
/// and `license` that take the place of the show's.
extension EpisodeMedia {
    /// The longest soundbite the namespace suggests apps play (it asks for 15 to 120 seconds).
    static let longestSoundbite = 120.0

    /// Reads the namespace keys of an episode's front matter.
    mutating func readNamespace(_ mapping: YAMLMapping, reader: inout FrontMatterReader) {
        if let entry = mapping["soundbites"] { soundbites = readSoundbites(entry.value, reader: &reader) }
        value = mapping["value"].flatMap { PodcastNamespaceReader.value($0.value, label: "value", reader: &reader) }
        location = mapping["location"].flatMap {
            PodcastNamespaceReader.location($0.value, label: "location", reader: &reader)
        }
        license = mapping["license"].flatMap {
            PodcastNamespaceReader.license($0.value, label: "license", reader: &reader)
        }
    }

    /// A list of `{start, duration, title}`: `start` a time (`"12:48"`, seconds) and `duration`
    /// seconds or a time.
    private func readSoundbites(_ node: Node, reader: inout FrontMatterReader) -> [PodcastSoundbite] {
        guard let items = reader.sequence(node, "`soundbites`") else { return [] }
        var soundbites: [PodcastSoundbite] = []
        for item in items {
            guard
                let map = reader.mapping(
                    item, "each soundbite", keys: ["start", "duration", "title"], place: "a soundbite",
                    prefix: "soundbites")
            else { continue }
            guard let startEntry = map["start"], let durationEntry = map["duration"] else {
                reader.error("a soundbite needs a `start` and a `duration`", at: item)
                continue
            }
            guard let start = time(startEntry.value, label: "start", reader: &reader),
                let duration = time(durationEntry.value, label: "duration", reader: &reader)
            else { continue }
            guard duration > 0, duration <= Self.longestSoundbite else {
                reader.error(
                    "soundbite `duration` must be more than 0 and at most \(Int(Self.longestSoundbite)) seconds (apps play 15 to 120), not \(MediaTimestamp.text(duration))",
                    at: durationEntry.value)
                continue
            }
            var soundbite = PodcastSoundbite(start: start, duration: duration)
            if let entry = map["title"] {
                guard
                    let title = PodcastNamespaceReader.shortText(
                        entry.value, label: "soundbites.title", reader: &reader)
                else { continue }
                soundbite.title = title
            }
            soundbites.append(soundbite)
        }
        return soundbites
    }

    /// A time in seconds: a number, or `"mm:ss"`, `"h:mm:ss"`.
    private func time(_ node: Node, label: String, reader: inout FrontMatterReader) -> Double? {
        guard let text = reader.scalarText(node, label: "soundbites.\(label)", expected: "a time like \"12:48\"")
        else { return nil }
        guard let seconds = MediaTimestamp.seconds(text) else {
            reader.error(
                "soundbite `\(label)` '\(FrontMatterReader.shortened(text))' is not a time; write \"mm:ss\", \"h:mm:ss\" or seconds",
                at: node)
            return nil
        }
        return seconds
    }
}
