import Foundation
import SitegenFormats
import Yams

/// The Podcasting 2.0 keys of a `podcast:` block: `value`, `location` and `license` (which a
/// network's shows take from the site's block), and `txt`, `podroll` and `updateFrequency`
/// (each feed's own).
extension PodcastSettingsReader {
    /// The most characters of a `podcast:txt`.
    package static let txtLimit = 4000

    /// Reads the namespace keys of `map` into `settings`.
    static func readNamespace(_ map: YAMLMapping, into settings: inout PodcastSettings, reader: inout FrontMatterReader)
    {
        settings.value = map["value"].flatMap {
            PodcastNamespaceReader.value($0.value, label: "podcast.value", reader: &reader)
        }
        settings.location = map["location"].flatMap {
            PodcastNamespaceReader.location($0.value, label: "podcast.location", reader: &reader)
        }
        settings.license = map["license"].flatMap {
            PodcastNamespaceReader.license($0.value, label: "podcast.license", reader: &reader)
        }
        if let entry = map["txt"] { settings.extras.texts = texts(entry.value, reader: &reader) }
        if let entry = map["podroll"] { settings.extras.podroll = podroll(entry.value, reader: &reader) }
        if let entry = map["updateFrequency"] {
            settings.extras.updateFrequency = updateFrequency(entry.value, reader: &reader)
        }
    }

    /// `txt:`: a text, `{text, purpose}`, or a list of them.
    private static func texts(_ node: Node, reader: inout FrontMatterReader) -> [PodcastChannelExtras.Text] {
        let items: [Node]
        if case .sequence(let sequence) = node {
            guard reader.visit(node, count: 1 + sequence.count) else { return [] }
            items = Array(sequence)
        } else {
            items = [node]
        }
        var texts: [PodcastChannelExtras.Text] = []
        for item in items {
            guard
                let (textNode, map) = PodcastNamespaceReader.shortOrMapping(
                    item, what: "each `podcast.txt`", place: "a `podcast.txt`", label: "podcast.txt",
                    keys: ["text", "purpose"], main: "text", missing: "a `podcast.txt` needs its `text`",
                    reader: &reader)
            else { continue }
            var purpose: String?
            if let entry = map?["purpose"] {
                guard
                    let text = PodcastNamespaceReader.shortText(
                        entry.value, label: "podcast.txt.purpose", reader: &reader)
                else { continue }
                purpose = text
            }
            guard let text = reader.text(textNode, label: "podcast.txt") else { continue }
            guard text.count <= txtLimit else {
                reader.error("`podcast.txt` must be at most \(txtLimit) characters, not \(text.count)", at: textNode)
                continue
            }
            texts.append(PodcastChannelExtras.Text(text: text, purpose: purpose))
        }
        return texts
    }

    /// `podroll:`: a list of shows, each its `podcast:guid` or `{feedGuid, feedUrl}`.
    private static func podroll(_ node: Node, reader: inout FrontMatterReader) -> [PodcastChannelExtras.RemoteFeed] {
        guard let items = reader.sequence(node, "`podcast.podroll`") else { return [] }
        var feeds: [PodcastChannelExtras.RemoteFeed] = []
        for item in items {
            guard
                let (guidNode, map) = PodcastNamespaceReader.shortOrMapping(
                    item, what: "each of `podcast.podroll`", place: "a recommended show", label: "podcast.podroll",
                    keys: ["feedGuid", "feedUrl"], main: "feedGuid",
                    missing: "a show of `podcast.podroll` needs its `feedGuid` (its podcast:guid)", reader: &reader)
            else { continue }
            var feedURL: String?
            if let entry = map?["feedUrl"] {
                guard
                    let url = PodcastNamespaceReader.webAddress(
                        entry.value, label: "podcast.podroll.feedUrl", reader: &reader)
                else { continue }
                feedURL = url
            }
            guard let guid = reader.text(guidNode, label: "podcast.podroll.feedGuid") else { continue }
            guard let uuid = UUID(uuidString: guid) else {
                reader.error(
                    "`podcast.podroll.feedGuid` must be a show's podcast:guid, a UUID, not '\(FrontMatterReader.shortened(guid))'",
                    at: guidNode)
                continue
            }
            feeds.append(PodcastChannelExtras.RemoteFeed(feedGuid: uuid.uuidString.lowercased(), feedURL: feedURL))
        }
        return feeds
    }

    /// `updateFrequency:`: what apps show (`Weekly`), or `{text, rrule, complete}`.
    private static func updateFrequency(
        _ node: Node, reader: inout FrontMatterReader
    ) -> PodcastChannelExtras.Frequency? {
        let label = "podcast.updateFrequency"
        guard
            let (textNode, found) = PodcastNamespaceReader.shortOrMapping(
                node, what: "`\(label)`", place: "`\(label)`", label: label, keys: ["text", "rrule", "complete"],
                main: "text", missing: "`\(label)` needs a `text`, such as Weekly", reader: &reader),
            let text = PodcastNamespaceReader.shortText(
                textNode, label: found == nil ? label : "\(label).text", reader: &reader)
        else { return nil }
        guard let map = found else { return PodcastChannelExtras.Frequency(text: text) }
        var frequency = PodcastChannelExtras.Frequency(text: text)
        if let entry = map["rrule"] {
            let must = "an iCalendar recurrence rule with a FREQ, like FREQ=WEEKLY;BYDAY=MO"
            guard
                let rule = PodcastNamespaceReader.checked(
                    entry.value, label: "\(label).rrule", must: must, reader: &reader, isRecurrenceRule)
            else { return nil }
            frequency.rrule = rule
        }
        frequency.complete = map["complete"].flatMap { reader.bool($0.value, label: "\(label).complete") }
        return frequency
    }

    /// Whether a text is an iCalendar recurrence rule (RFC 5545): `NAME=VALUE` parts joined by
    /// `;`, one of them `FREQ` with one of its seven values.
    package static func isRecurrenceRule(_ text: String) -> Bool {
        let frequencies: Set<Substring> = ["SECONDLY", "MINUTELY", "HOURLY", "DAILY", "WEEKLY", "MONTHLY", "YEARLY"]
        var hasFrequency = false
        for part in text.split(separator: ";", omittingEmptySubsequences: false) {
            let pair = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pair.count == 2, !pair[0].isEmpty, !pair[1].isEmpty,
                pair[0].allSatisfy({ $0.isASCII && ($0.isUppercase || $0 == "-") }),
                pair[1].allSatisfy({ $0.isASCII && !$0.isWhitespace && $0 != "\"" })
            else { return false }
            if pair[0] == "FREQ" {
                guard frequencies.contains(pair[1]), !hasFrequency else { return false }
                hasFrequency = true
            }
        }
        return hasFrequency
    }
}
