import SitegenFormats
import Yams

extension PodcastNamespaceReader {
    /// `value.timeSplits:`: a list of `{startTime, duration, remoteStartTime, remotePercentage,
    /// remoteItem: {feedGuid, feedUrl, itemGuid, medium}, recipients}`, times in seconds or
    /// `"mm:ss"`; each names another feed's item or recipients of its own.
    static func timeSplits(
        _ node: Node, label: String, reader: inout FrontMatterReader
    ) -> [PodcastValue.TimeSplit]? {
        guard let items = reader.sequence(node, "`\(label)`") else { return nil }
        var splits: [PodcastValue.TimeSplit] = []
        for item in items {
            let keys = ["startTime", "duration", "remoteStartTime", "remotePercentage", "remoteItem", "recipients"]
            guard let map = reader.mapping(item, "each of `\(label)`", keys: keys, place: "a time split", prefix: label)
            else { return nil }
            guard let startEntry = map["startTime"], let durationEntry = map["duration"] else {
                reader.error("a time split of `\(label)` needs a `startTime` and a `duration`", at: item)
                return nil
            }
            guard let start = seconds(startEntry.value, label: "\(label).startTime", reader: &reader),
                let duration = seconds(durationEntry.value, label: "\(label).duration", reader: &reader)
            else { return nil }
            guard duration > 0 else {
                reader.error("`\(label).duration` must be more than 0 seconds", at: durationEntry.value)
                return nil
            }
            var split = PodcastValue.TimeSplit(start: start, duration: duration)
            if let entry = map["remoteStartTime"] {
                guard let remote = seconds(entry.value, label: "\(label).remoteStartTime", reader: &reader)
                else { return nil }
                split.remoteStart = remote
            }
            if let entry = map["remotePercentage"] {
                guard let share = reader.wholeNumber(entry.value, label: "\(label).remotePercentage", in: 0...100)
                else { return nil }
                split.remotePercentage = share
            }
            if let entry = map["remoteItem"] {
                guard let remote = remoteItem(entry.value, label: "\(label).remoteItem", reader: &reader)
                else { return nil }
                split.remoteItem = remote
            }
            if let entry = map["recipients"] {
                guard let nodes = reader.sequence(entry.value, "`\(label).recipients`") else { return nil }
                split.recipients = nodes.compactMap { recipient($0, label: "\(label).recipients", reader: &reader) }
                guard split.recipients.count == nodes.count else { return nil }
            }
            guard split.remoteItem != nil || !split.recipients.isEmpty else {
                reader.error(
                    "a time split of `\(label)` needs a `remoteItem` (the song's feed and item) or `recipients`",
                    at: item)
                return nil
            }
            splits.append(split)
        }
        return splits
    }

    /// `remoteItem:`: another feed's item, by its feed's `podcast:guid`.
    private static func remoteItem(
        _ node: Node, label: String, reader: inout FrontMatterReader
    ) -> PodcastValue.RemoteItem? {
        let keys = ["feedGuid", "feedUrl", "itemGuid", "medium"]
        guard let map = reader.mapping(node, "`\(label)`", keys: keys, place: "`\(label)`", prefix: label) else {
            return nil
        }
        guard let guidEntry = map["feedGuid"],
            let feedGuid = reader.scalarText(guidEntry.value, label: "\(label).feedGuid", expected: "a guid")
        else {
            reader.error("`\(label)` needs a `feedGuid`: the other feed's podcast:guid", at: node)
            return nil
        }
        var item = PodcastValue.RemoteItem(feedGuid: feedGuid.trimmingWhitespace(newlines: true))
        if let entry = map["feedUrl"] {
            guard let url = webAddress(entry.value, label: "\(label).feedUrl", reader: &reader) else { return nil }
            item.feedURL = url
        }
        item.itemGuid = map["itemGuid"].flatMap {
            reader.scalarText($0.value, label: "\(label).itemGuid", expected: "a guid")
        }
        item.medium = map["medium"].flatMap { reader.text($0.value, label: "\(label).medium") }
        return item
    }

    /// Seconds: a number, or `"mm:ss"`, `"h:mm:ss"`.
    private static func seconds(_ node: Node, label: String, reader: inout FrontMatterReader) -> Double? {
        guard let text = reader.scalarText(node, label: label, expected: "a time in seconds") else { return nil }
        guard let seconds = MediaTimestamp.seconds(text) else {
            reader.error(
                "`\(label)` '\(FrontMatterReader.shortened(text))' is not a time; write seconds, \"mm:ss\" or \"h:mm:ss\"",
                at: node)
            return nil
        }
        return seconds
    }
}
