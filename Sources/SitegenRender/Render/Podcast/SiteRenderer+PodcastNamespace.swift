import Foundation
import SitegenContent
import SitegenFormats

/// The Podcasting 2.0 elements of payments while listening (`podcast:value`), places
/// (`podcast:location`), licenses (`podcast:license`), a feed's texts, recommended shows and
/// schedule, and an episode's soundbites.
extension SiteRenderer {
    /// The channel's namespace elements from its `podcast:` block, one a line.
    func channelNamespaceXML(_ settings: PodcastSettings) -> String {
        var xml = ""
        if let location = settings.location { xml += locationXML(location) }
        if let license = settings.license { xml += licenseXML(license) }
        if let value = settings.value { xml += valueXML(value) }
        for text in settings.extras.texts {
            let purpose = text.purpose.map { " purpose=\"\(xmlEscape($0))\"" } ?? ""
            xml += "<podcast:txt\(purpose)>\(xmlEscape(text.text))</podcast:txt>\n"
        }
        if !settings.extras.podroll.isEmpty {
            xml += "<podcast:podroll>\n"
            for feed in settings.extras.podroll {
                let url = feed.feedURL.map { " feedUrl=\"\(xmlEscape($0))\"" } ?? ""
                xml += "<podcast:remoteItem feedGuid=\"\(feed.feedGuid)\"\(url)/>\n"
            }
            xml += "</podcast:podroll>\n"
        }
        if let frequency = settings.extras.updateFrequency {
            var attributes = ""
            if let complete = frequency.complete { attributes += " complete=\"\(complete)\"" }
            if let rule = frequency.rrule { attributes += " rrule=\"\(xmlEscape(rule))\"" }
            xml += "<podcast:updateFrequency\(attributes)>\(xmlEscape(frequency.text))</podcast:updateFrequency>\n"
        }
        return xml
    }

    /// An item's namespace elements: its soundbites, and its place, license and payments.
    func itemNamespaceXML(_ media: EpisodeMedia) -> String {
        var xml = ""
        for soundbite in media.soundbites {
            xml +=
                "<podcast:soundbite startTime=\"\(Self.seconds(soundbite.start))\" duration=\"\(Self.seconds(soundbite.duration))\">\(xmlEscape(soundbite.title ?? ""))</podcast:soundbite>\n"
        }
        if let location = media.location { xml += locationXML(location) }
        if let license = media.license { xml += licenseXML(license) }
        if let value = media.value { xml += valueXML(value) }
        return xml
    }

    /// `podcast:value` with its recipients.
    func valueXML(_ value: PodcastValue) -> String {
        var attributes = " type=\"\(xmlEscape(value.type))\" method=\"\(xmlEscape(value.method))\""
        if let suggested = value.suggested { attributes += " suggested=\"\(xmlEscape(suggested))\"" }
        var xml = "<podcast:value\(attributes)>\n"
        for recipient in value.recipients { xml += recipientXML(recipient) }
        for split in value.timeSplits {
            var attributes = " startTime=\"\(Self.seconds(split.start))\" duration=\"\(Self.seconds(split.duration))\""
            if let start = split.remoteStart { attributes += " remoteStartTime=\"\(Self.seconds(start))\"" }
            if let share = split.remotePercentage { attributes += " remotePercentage=\"\(share)\"" }
            xml += "<podcast:valueTimeSplit\(attributes)>\n"
            if let item = split.remoteItem {
                var attributes = " feedGuid=\"\(xmlEscape(item.feedGuid))\""
                if let url = item.feedURL { attributes += " feedUrl=\"\(xmlEscape(url))\"" }
                if let guid = item.itemGuid { attributes += " itemGuid=\"\(xmlEscape(guid))\"" }
                if let medium = item.medium { attributes += " medium=\"\(xmlEscape(medium))\"" }
                xml += "<podcast:remoteItem\(attributes)/>\n"
            }
            for recipient in split.recipients { xml += recipientXML(recipient) }
            xml += "</podcast:valueTimeSplit>\n"
        }
        return xml + "</podcast:value>\n"
    }

    /// `podcast:valueRecipient`.
    private func recipientXML(_ recipient: PodcastValue.Recipient) -> String {
        var attributes = recipient.name.map { " name=\"\(xmlEscape($0))\"" } ?? ""
        attributes += " type=\"\(xmlEscape(recipient.type))\" address=\"\(xmlEscape(recipient.address))\""
        attributes += " split=\"\(recipient.split)\""
        if let key = recipient.customKey { attributes += " customKey=\"\(xmlEscape(key))\"" }
        if let value = recipient.customValue { attributes += " customValue=\"\(xmlEscape(value))\"" }
        if recipient.fee { attributes += " fee=\"true\"" }
        return "<podcast:valueRecipient\(attributes)/>\n"
    }

    /// `podcast:location`.
    func locationXML(_ location: PodcastLocation) -> String {
        var attributes = ""
        if let rel = location.rel { attributes += " rel=\"\(rel)\"" }
        if let geo = location.geo { attributes += " geo=\"\(xmlEscape(geo))\"" }
        if let osm = location.osm { attributes += " osm=\"\(xmlEscape(osm))\"" }
        return "<podcast:location\(attributes)>\(xmlEscape(location.name))</podcast:location>\n"
    }

    /// `podcast:license`.
    func licenseXML(_ license: PodcastLicense) -> String {
        let url = license.url.map { " url=\"\(xmlEscape($0))\"" } ?? ""
        return "<podcast:license\(url)>\(xmlEscape(license.name))</podcast:license>\n"
    }

    /// Seconds as the namespace writes them: `73.0`, `12.5`, `0.125` (to the millisecond).
    static func seconds(_ value: Double) -> String {
        let milliseconds = Int((value * 1000).rounded())
        let whole = milliseconds / 1000
        var fraction = String(milliseconds % 1000)
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.count > 1, fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(whole).\(fraction)"
    }
}
