import Foundation
import SitegenContent
import SitegenDiagnostics

/// The Podcasting 2.0 elements a podcast feed template's channel head writes as they are
/// (payments while listening, the license, the place, verification texts, the podroll and the
/// schedule), as the `podcast:` block's keys that make the same elements: a show moving to
/// sitegen keeps its listeners' payment splits and its directories' verification codes.
enum FeedNamespaceHead {
    /// The key the `podcast:` block's keys are given under among the settings a head writes.
    static let settingsKey = "podcast_namespace"

    /// One element: its attributes and its text (entities decoded).
    struct Element {
        var attributes: [String: String]
        var text: String
        /// What the element holds (the recipients of a `podcast:value`).
        var inner: Substring
    }

    /// The `podcast:` block's keys the head's elements make, each only when every value in it is
    /// written as it is (no template code) and the build reads it without an error.
    static func settings(in head: Substring) -> [String: Any] {
        var settings: [String: Any] = [:]
        if let value = elements("podcast:value", in: head).first, let read = self.value(value) {
            settings["value"] = read
        }
        if let license = elements("podcast:license", in: head).first, !license.text.isEmpty,
            license.text.count <= PodcastNamespaceReader.shortTextLimit
        {
            var read: [String: Any] = ["name": license.text]
            if let url = license.attributes["url"] {
                guard case .success(let address) = WebURLText.normalize(url, allowsQuery: true) else { return settings }
                read["url"] = address
            }
            settings["license"] = read.count == 1 ? license.text : read
        }
        if let location = elements("podcast:location", in: head).first, let read = self.location(location) {
            settings["location"] = read
        }
        let texts = elements("podcast:txt", in: head).compactMap { element -> Any? in
            guard !element.text.isEmpty, element.text.count <= PodcastSettingsReader.txtLimit else { return nil }
            guard let purpose = element.attributes["purpose"] else { return element.text }
            guard purpose.count <= PodcastNamespaceReader.shortTextLimit else { return nil }
            return ["text": element.text, "purpose": purpose]
        }
        if !texts.isEmpty { settings["txt"] = texts }
        if let podroll = elements("podcast:podroll", in: head).first {
            let feeds = elements("podcast:remoteItem", in: podroll.inner).compactMap { item -> Any? in
                guard let guid = item.attributes["feedGuid"].flatMap(UUID.init(uuidString:)) else { return nil }
                guard let url = item.attributes["feedUrl"],
                    case .success(let address) = WebURLText.normalize(url, allowsQuery: true)
                else { return guid.uuidString.lowercased() }
                return ["feedGuid": guid.uuidString.lowercased(), "feedUrl": address]
            }
            if !feeds.isEmpty { settings["podroll"] = feeds }
        }
        if let frequency = elements("podcast:updateFrequency", in: head).first, !frequency.text.isEmpty,
            frequency.text.count <= PodcastNamespaceReader.shortTextLimit
        {
            var read: [String: Any] = ["text": frequency.text]
            if let rule = frequency.attributes["rrule"], PodcastSettingsReader.isRecurrenceRule(rule) {
                read["rrule"] = rule
            }
            if let complete = frequency.attributes["complete"] { read["complete"] = complete == "true" }
            settings["updateFrequency"] = read.count == 1 ? frequency.text : read
        }
        return settings.filter { accepted($0.key, $0.value) }
    }

    /// A `podcast:value` with its recipients, as written (``accepted(_:_:)`` checks it).
    private static func value(_ element: Element) -> [String: Any]? {
        var value: [String: Any] = [:]
        for key in ["type", "method", "suggested"] { value[key] = element.attributes[key] }
        var recipients: [[String: Any]] = []
        for item in elements("podcast:valueRecipient", in: element.inner) {
            var recipient: [String: Any] = [:]
            for key in ["name", "type", "address", "customKey", "customValue"] { recipient[key] = item.attributes[key] }
            guard let split = item.attributes["split"].flatMap({ Int($0) }) else { return nil }
            recipient["split"] = split
            if item.attributes["fee"] == "true" { recipient["fee"] = true }
            recipients.append(recipient)
        }
        value["recipients"] = recipients
        return value
    }

    /// Whether the build reads a key of the `podcast:` block, with its value, without an error:
    /// the import writes only what builds.
    static func accepted(_ key: String, _ value: Any) -> Bool {
        let text = ImportYAML.mapping([("podcast", [key: value])])
        let (configuration, diagnostics) = SiteConfigurationDecoder.decode(text, path: "site.yml")
        return configuration != nil && !diagnostics.contains { $0.severity == .error }
    }

    /// A `podcast:location` the build accepts.
    private static func location(_ element: Element) -> Any? {
        guard !element.text.isEmpty, element.text.count <= PodcastNamespaceReader.shortTextLimit else { return nil }
        var location: [String: Any] = ["name": element.text]
        if let geo = element.attributes["geo"], PodcastNamespaceReader.isGeoURI(geo) { location["geo"] = geo }
        if let osm = element.attributes["osm"], PodcastNamespaceReader.isOSMObject(osm) { location["osm"] = osm }
        if let rel = element.attributes["rel"], ["subject", "creator"].contains(rel) { location["rel"] = rel }
        return location.count == 1 ? element.text : location
    }

    /// The elements named `tag` in `text` whose attributes and text hold no template code.
    static func elements(_ tag: String, in text: Substring) -> [Element] {
        var found: [Element] = []
        var rest = text
        while let open = rest.range(of: "<\(tag)") {
            rest = rest[open.upperBound...]
            guard let next = rest.first, next == " " || next == ">" || next == "/" || next == "\n" || next == "\t",
                let end = rest.firstIndex(of: ">")
            else { continue }
            let head = rest[..<end]
            let closed = head.hasSuffix("/")
            rest = rest[rest.index(after: end)...]
            var inner: Substring = ""
            if !closed {
                guard let close = rest.range(of: "</\(tag)>") else { break }
                inner = rest[..<close.lowerBound]
                rest = rest[close.upperBound...]
            }
            guard !head.contains("{{"), !head.contains("{%"), !inner.contains("{{"), !inner.contains("{%") else {
                continue
            }
            let textPart = inner.contains("<") ? "" : inner.trimmingCharacters(in: .whitespacesAndNewlines)
            found.append(
                Element(attributes: attributes(of: head), text: decoded(String(textPart)), inner: inner))
        }
        return found
    }

    /// The `name="value"` (or `'value'`) attributes of a start tag, their entities decoded.
    private static func attributes(of head: Substring) -> [String: String] {
        var attributes: [String: String] = [:]
        var rest = head
        while let equals = rest.firstIndex(of: "=") {
            let name = rest[..<equals].split(whereSeparator: { $0.isWhitespace }).last.map(String.init) ?? ""
            rest = rest[rest.index(after: equals)...].drop { $0.isWhitespace }
            guard let quote = rest.first, quote == "\"" || quote == "'",
                let close = rest.dropFirst().firstIndex(of: quote)
            else { break }
            let value = rest[rest.index(after: rest.startIndex)..<close]
            if !name.isEmpty { attributes[name] = decoded(String(value)) }
            rest = rest[rest.index(after: close)...]
        }
        return attributes
    }

    /// Text with XML's five named entities and numeric references decoded.
    private static func decoded(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            guard let semicolon = rest[amp...].prefix(12).firstIndex(of: ";") else {
                result += "&"
                rest = rest[rest.index(after: amp)...]
                continue
            }
            let name = rest[rest.index(after: amp)..<semicolon]
            let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"][String(name)]
            var scalar: Unicode.Scalar?
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
            } else if name.hasPrefix("#") {
                scalar = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init)
            }
            if let replacement = named ?? scalar.map({ String(Character($0)) }) {
                result += replacement
                rest = rest[rest.index(after: semicolon)...]
            } else {
                result += "&"
                rest = rest[rest.index(after: amp)...]
            }
        }
        return result + rest
    }
}
