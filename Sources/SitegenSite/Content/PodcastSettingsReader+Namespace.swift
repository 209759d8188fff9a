import Foundation
import SitegenLayoutFile
import Yams

/// The Podcasting 2.0 keys of a `podcast:` block: `value`, `location` and `license` (which a
/// network's shows take from the site's block), and `txt`, `podroll` and `updateFrequency`
/// (each feed's own).
extension PodcastSettingsReader {
    /// The most characters of a `podcast:txt`.
    static let txtLimit = 4000

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
            var textNode = item
            var purpose: String?
            if case .mapping = item {
                guard
                    let map = reader.mapping(
                        item, "each `podcast.txt`", keys: ["text", "purpose"], place: "a `podcast.txt`",
                        prefix: "podcast.txt")
                else { continue }
                guard let entry = map["text"] else {
                    reader.error("a `podcast.txt` needs its `text`", at: item)
                    continue
                }
                textNode = entry.value
                if let purposeEntry = map["purpose"] {
                    guard
                        let text = PodcastNamespaceReader.shortText(
                            purposeEntry.value, label: "podcast.txt.purpose", reader: &reader)
                    else { continue }
                    purpose = text
                }
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
            var guidNode = item
            var feedURL: String?
            if case .mapping = item {
                guard
                    let map = reader.mapping(
                        item, "each of `podcast.podroll`", keys: ["feedGuid", "feedUrl"], place: "a recommended show",
                        prefix: "podcast.podroll")
                else { continue }
                guard let entry = map["feedGuid"] else {
                    reader.error("a show of `podcast.podroll` needs its `feedGuid` (its podcast:guid)", at: item)
                    continue
                }
                guidNode = entry.value
                if let urlEntry = map["feedUrl"] {
                    guard
                        let url = PodcastNamespaceReader.webAddress(
                            urlEntry.value, label: "podcast.podroll.feedUrl", reader: &reader)
                    else { continue }
                    feedURL = url
                }
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
        guard case .mapping = node else {
            return PodcastNamespaceReader.shortText(node, label: "podcast.updateFrequency", reader: &reader).map {
                PodcastChannelExtras.Frequency(text: $0)
            }
        }
        let label = "podcast.updateFrequency"
        guard
            let map = reader.mapping(
                node, "`\(label)`", keys: ["text", "rrule", "complete"], place: "`\(label)`", prefix: label)
        else { return nil }
        guard let textEntry = map["text"] else {
            reader.error("`\(label)` needs a `text`, such as Weekly", at: node)
            return nil
        }
        guard let text = PodcastNamespaceReader.shortText(textEntry.value, label: "\(label).text", reader: &reader)
        else { return nil }
        var frequency = PodcastChannelExtras.Frequency(text: text)
        if let entry = map["rrule"], let rule = reader.text(entry.value, label: "\(label).rrule") {
            guard isRecurrenceRule(rule) else {
                reader.error(
                    "`\(label).rrule` must be an iCalendar recurrence rule with a FREQ, like FREQ=WEEKLY;BYDAY=MO, not '\(FrontMatterReader.shortened(rule))'",
                    at: entry.value)
                return nil
            }
            frequency.rrule = rule
        }
        frequency.complete = map["complete"].flatMap { reader.bool($0.value, label: "\(label).complete") }
        return frequency
    }

    /// Whether a text is an iCalendar recurrence rule (RFC 5545): `NAME=VALUE` parts joined by
    /// `;`, one of them `FREQ` with one of its seven values.
    static func isRecurrenceRule(_ text: String) -> Bool {
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
