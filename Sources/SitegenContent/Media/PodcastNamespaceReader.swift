import Foundation
import SitegenFormats
import Yams

/// Reads the Podcasting 2.0 values a `podcast:` block and an episode's front matter share:
/// `value` (payments while listening), `location` and `license`.
package enum PodcastNamespaceReader {
    /// The most characters the namespace allows a name, a title or a purpose.
    package static let shortTextLimit = 128

    /// `value:`: `{type, method, suggested, recipients: [{name, type, address, split, customKey,
    /// customValue, fee}], timeSplits}`; `type` is `lightning` and `method` `keysend` unless given.
    static func value(_ node: Node, label: String, reader: inout FrontMatterReader) -> PodcastValue? {
        guard
            let map = reader.mapping(
                node, "`\(label)`", keys: ["type", "method", "suggested", "recipients", "timeSplits"],
                place: "`\(label)`",
                prefix: label)
        else { return nil }
        let type = map["type"].map { slug($0.value, label: "\(label).type", reader: &reader) } ?? "lightning"
        let method = map["method"].map { slug($0.value, label: "\(label).method", reader: &reader) } ?? "keysend"
        var suggested: String?
        if let entry = map["suggested"],
            let text = reader.scalarText(entry.value, label: "\(label).suggested", expected: "a number")
        {
            if let amount = Double(text), amount.isFinite, amount >= 0, !text.contains(where: { $0.isLetter }) {
                suggested = text
            } else {
                reader.error(
                    "`\(label).suggested` must be an amount such as 0.00000005, not '\(FrontMatterReader.shortened(text))'",
                    at: entry.value)
            }
        }
        guard let entry = map["recipients"] else {
            reader.error("`\(label)` needs `recipients`: who is paid, each with an `address` and a `split`", at: node)
            return nil
        }
        guard let items = reader.sequence(entry.value, "`\(label).recipients`") else { return nil }
        let recipients = items.compactMap { recipient($0, label: "\(label).recipients", reader: &reader) }
        guard let type, let method, recipients.count == items.count else { return nil }
        guard recipients.contains(where: { $0.split > 0 && !$0.fee }) else {
            reader.error("`\(label).recipients` must give a `split` above 0 to one recipient at least", at: entry.value)
            return nil
        }
        var value = PodcastValue(type: type, method: method, suggested: suggested, recipients: recipients)
        if let entry = map["timeSplits"] {
            guard let splits = timeSplits(entry.value, label: "\(label).timeSplits", reader: &reader) else {
                return nil
            }
            value.timeSplits = splits
        }
        return value
    }

    /// One recipient of a payment.
    static func recipient(
        _ node: Node, label: String, reader: inout FrontMatterReader
    ) -> PodcastValue.Recipient? {
        let keys = ["name", "type", "address", "split", "customKey", "customValue", "fee"]
        guard let map = reader.mapping(node, "each of `\(label)`", keys: keys, place: "a recipient", prefix: label)
        else { return nil }
        guard let addressEntry = map["address"], let splitEntry = map["split"] else {
            reader.error("a recipient of `\(label)` needs an `address` and a `split`", at: node)
            return nil
        }
        guard
            let address = reader.scalarText(addressEntry.value, label: "\(label).address", expected: "an address"),
            let split = reader.wholeNumber(splitEntry.value, label: "\(label).split", in: 0...1_000_000_000)
        else { return nil }
        let trimmed = address.trimmingWhitespace(newlines: true)
        guard !trimmed.isEmpty, !trimmed.contains(where: \.isWhitespace) else {
            reader.error(
                "`\(label).address` must be an address without spaces, not '\(FrontMatterReader.shortened(address))'",
                at: addressEntry.value)
            return nil
        }
        var recipient = PodcastValue.Recipient(
            name: map["name"].flatMap { shortText($0.value, label: "\(label).name", reader: &reader) },
            type: "node", address: trimmed, split: split)
        if let entry = map["type"] {
            guard let type = slug(entry.value, label: "\(label).type", reader: &reader) else { return nil }
            recipient.type = type
        }
        recipient.customKey = map["customKey"].flatMap {
            reader.scalarText($0.value, label: "\(label).customKey", expected: "a key")
        }
        recipient.customValue = map["customValue"].flatMap {
            reader.scalarText($0.value, label: "\(label).customValue", expected: "a value")
        }
        if recipient.customKey == nil, let entry = map["customValue"] {
            reader.error("`\(label).customValue` needs a `customKey`", at: entry.value)
            return nil
        }
        recipient.fee = map["fee"].flatMap { reader.bool($0.value, label: "\(label).fee") } ?? false
        return recipient
    }

    /// `location:`: a place's name, or `{name, geo, osm, rel}`.
    static func location(_ node: Node, label: String, reader: inout FrontMatterReader) -> PodcastLocation? {
        guard
            let (nameNode, found) = shortOrMapping(
                node, what: "`\(label)`", place: "`\(label)`", label: label, keys: ["name", "geo", "osm", "rel"],
                main: "name", missing: "`\(label)` needs a `name`: the place as people say it", reader: &reader),
            let name = shortText(nameNode, label: found == nil ? label : "\(label).name", reader: &reader)
        else { return nil }
        guard let map = found else { return PodcastLocation(name: name) }
        var location = PodcastLocation(name: name)
        if let entry = map["geo"] {
            let must = "a geo URI with a latitude and a longitude, like geo:30.2672,-97.7431"
            guard let text = checked(entry.value, label: "\(label).geo", must: must, reader: &reader, isGeoURI)
            else { return nil }
            location.geo = text
        }
        if let entry = map["osm"] {
            let must = "an OpenStreetMap object: N, W or R and its id, like R113314"
            guard
                let text = checked(
                    entry.value, label: "\(label).osm", must: must, scalar: true, reader: &reader, isOSMObject)
            else { return nil }
            location.osm = text
        }
        if let entry = map["rel"] {
            let must = "`subject` (what it is about) or `creator` (where it is made)"
            guard
                let text = checked(
                    entry.value, label: "\(label).rel", must: must, reader: &reader,
                    {
                        ["subject", "creator"].contains($0)
                    })
            else { return nil }
            location.rel = text
        }
        return location
    }

    /// `license:`: an SPDX identifier (`cc-by-4.0`), or `{name, url}`.
    static func license(_ node: Node, label: String, reader: inout FrontMatterReader) -> PodcastLicense? {
        guard
            let (nameNode, found) = shortOrMapping(
                node, what: "`\(label)`", place: "`\(label)`", label: label, keys: ["name", "url"], main: "name",
                missing: "`\(label)` needs a `name`, such as cc-by-4.0", reader: &reader),
            let name = shortText(nameNode, label: found == nil ? label : "\(label).name", reader: &reader)
        else { return nil }
        guard let map = found else { return PodcastLicense(name: name) }
        var license = PodcastLicense(name: name)
        if let entry = map["url"] {
            guard let url = webAddress(entry.value, label: "\(label).url", reader: &reader) else { return nil }
            license.url = url
        }
        return license
    }

    /// A value written either as its main text or as a mapping of `keys` in which `main` holds
    /// that text: the main text's node, and the mapping (nil for the short form); nil after an
    /// error (`missing` says what the mapping lacks without `main`).
    static func shortOrMapping(
        _ node: Node, what: String, place: String, label: String, keys: [String], main: String, missing: String,
        reader: inout FrontMatterReader
    ) -> (main: Node, map: YAMLMapping?)? {
        guard case .mapping = node else { return (node, nil) }
        guard let map = reader.mapping(node, what, keys: keys, place: place, prefix: label) else { return nil }
        guard let entry = map[main] else {
            reader.error(missing, at: node)
            return nil
        }
        return (entry.value, map)
    }

    /// The text of `node` when `isValid` accepts it; else nil, with the error that it `must` be
    /// something else (`scalar`: any scalar is read as text, a number too).
    static func checked(
        _ node: Node, label: String, must: String, scalar: Bool = false, reader: inout FrontMatterReader,
        _ isValid: (String) -> Bool
    ) -> String? {
        let read = scalar ? reader.scalarText(node, label: label, expected: "a text") : reader.text(node, label: label)
        guard let text = read else { return nil }
        guard isValid(text) else {
            reader.error("`\(label)` must be \(must), not '\(FrontMatterReader.shortened(text))'", at: node)
            return nil
        }
        return text
    }

    /// A text of at most ``shortTextLimit`` characters.
    static func shortText(_ node: Node, label: String, reader: inout FrontMatterReader) -> String? {
        guard let text = reader.text(node, label: label) else { return nil }
        guard text.count <= shortTextLimit else {
            reader.error(
                "`\(label)` must be at most \(shortTextLimit) characters (the Podcasting 2.0 namespace's limit), not \(text.count)",
                at: node)
            return nil
        }
        return text
    }

    /// An http(s) address.
    static func webAddress(_ node: Node, label: String, reader: inout FrontMatterReader) -> String? {
        guard let text = reader.text(node, label: label) else { return nil }
        switch WebURLText.normalize(text, allowsQuery: true) {
        case .success(let url): return url
        case .failure(let problem):
            reader.error("`\(label)` \(problem.message)", at: node)
            return nil
        }
    }

    /// A lower-case name of letters, digits and `-` (`lightning`, `keysend`, `lnaddress`).
    private static func slug(_ node: Node, label: String, reader: inout FrontMatterReader) -> String? {
        guard let text = reader.text(node, label: label) else { return nil }
        guard text.count <= shortTextLimit,
            text.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") })
        else {
            reader.error(
                "`\(label)` must be a lower-case name such as lightning, not '\(FrontMatterReader.shortened(text))'",
                at: node)
            return nil
        }
        return text
    }

    /// Whether a text is a geo URI (RFC 5870) with a latitude from -90 to 90 and a longitude
    /// from -180 to 180, an altitude and parameters (`;u=350`) allowed.
    package static func isGeoURI(_ text: String) -> Bool {
        guard text.lowercased().hasPrefix("geo:") else { return false }
        let coordinates = text.dropFirst(4).prefix { $0 != ";" }.split(separator: ",", omittingEmptySubsequences: false)
        guard (2...3).contains(coordinates.count) else { return false }
        let numbers = coordinates.map { part -> Double? in
            guard part.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") }) else { return nil }
            return Double(part)
        }
        guard let latitude = numbers[0], let longitude = numbers[1], numbers.allSatisfy({ $0 != nil }) else {
            return false
        }
        return abs(latitude) <= 90 && abs(longitude) <= 180
    }

    /// Whether a text names an OpenStreetMap object: `N`, `W` or `R`, its id, and optionally `#`
    /// and a revision.
    package static func isOSMObject(_ text: String) -> Bool {
        guard let kind = text.first, "NWR".contains(kind) else { return false }
        let parts = text.dropFirst().split(separator: "#", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count) else { return false }
        return parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }
}
