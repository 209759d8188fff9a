import Foundation
import SitegenContent

/// Payments while listening, Podcasting 2.0's `<podcast:value>`, as themes keep them
/// (JupiterBroadcasting/jupiterbroadcasting.com's `value: {type, method, suggested, recipients:
/// [{name, type, address, customKey, customValue, split, fee}], timesplits}`).
extension FrontMatterMapping {
    /// A value block as the build reads `value:`, and the keys of the source's that it has no
    /// place for.
    struct PaymentValue {
        /// `{type, method, suggested, recipients}`, each checked as the build checks it.
        var block: [String: Any]
        /// The source's other keys that hold something, as written.
        var rest: [String: Any]
        /// Why a key of `rest` was not taken, where it was one of the namespace's.
        var refusals: [String: String] = [:]
    }

    /// The names a value block's time splits are kept under, lowercased.
    private static let timeSplitKeys = ["timesplits", "valuetimesplit", "valuetimesplits", "time_splits"]

    /// The names a value block's recipients are kept under, lowercased.
    private static let recipientKeys = [
        "recipients", "recipient", "valuerecipient", "valuerecipients", "value_recipients",
    ]

    /// Writes `value:` from a source's value block, and under `params:` what it has no place for.
    mutating func mapValue(_ value: Any, name: String, params: inout [(String, Any)]) {
        switch Self.paymentValue(value) {
        case .success(let read) where !fields.contains(where: { $0.0 == "value" }):
            fields.append(("value", read.block))
            homes.append((name, "value"))
            guard !read.rest.isEmpty else { return }
            params.append((name, read.rest))
            for key in read.rest.keys.sorted() {
                toParams.append(("\(name).\(key)", read.refusals[key] ?? "not a key of sitegen's `value`"))
            }
        case .success:
            params.append((name, value))
            toParams.append((name, "`value` came from another key"))
        case .failure(let refusal):
            params.append((name, value))
            toParams.append((name, refusal.reason))
        }
    }

    /// A value block read from a map, or why the build would refuse it.
    static func paymentValue(_ value: Any) -> Result<PaymentValue, MappingRefusal> {
        guard let map = ImportValue.lowercasedKeys(value as? [String: Any]) else {
            return .failure(MappingRefusal("not a mapping of type, method, suggested and recipients"))
        }
        var block: [String: Any] = [:]
        for key in ["type", "method"] where !ImportValue.isEmpty(map[key]) {
            guard let name = ImportValue.text(map[key])?.lowercased(), isName(name) else {
                return .failure(MappingRefusal("its \(key) is not a lower-case name such as lightning"))
            }
            block[key] = name
        }
        if !ImportValue.isEmpty(map["suggested"]) {
            guard let amount = amount(map["suggested"]) else {
                return .failure(MappingRefusal("its suggested amount is not a number"))
            }
            block["suggested"] = amount
        }
        let listKey = recipientKeys.first { map[$0] != nil }
        guard let listKey, let items = map[listKey] as? [Any], !items.isEmpty else {
            return .failure(MappingRefusal("no recipients"))
        }
        var recipients: [[String: Any]] = []
        for item in items {
            switch recipient(item) {
            case .success(let recipient): recipients.append(recipient)
            case .failure(let refusal): return .failure(refusal)
            }
        }
        guard recipients.contains(where: { ($0["split"] as? Int ?? 0) > 0 && $0["fee"] == nil }) else {
            return .failure(MappingRefusal("no recipient has a split above 0"))
        }
        block["recipients"] = recipients
        var rest: [String: Any] = [:]
        var refusals: [String: String] = [:]
        for (key, item) in (value as? [String: Any]) ?? [:] where !ImportValue.isEmpty(item) {
            let lowered = key.lowercased()
            guard !["type", "method", "suggested"].contains(lowered), lowered != listKey else { continue }
            if timeSplitKeys.contains(lowered) {
                switch timeSplits(item) {
                case .success(let splits):
                    block["timeSplits"] = splits
                    continue
                case .failure(let refusal):
                    refusals[key] = "value time splits (<podcast:valueTimeSplit>): \(refusal.reason)"
                }
            }
            rest[key] = item
        }
        return .success(PaymentValue(block: block, rest: rest, refusals: refusals))
    }

    /// Time splits `[{startTime, duration, remoteStartTime, remotePercentage, remoteItem: {feedGuid,
    /// feedUrl, itemGuid, medium}, recipients}]` as the build reads them, their empty keys left out.
    private static func timeSplits(_ value: Any) -> Result<[[String: Any]], MappingRefusal> {
        guard let items = value as? [Any] else { return .failure(MappingRefusal("not a list")) }
        var splits: [[String: Any]] = []
        for item in items {
            guard let map = ImportValue.lowercasedKeys(item as? [String: Any]) else {
                return .failure(MappingRefusal("a split that is not a mapping"))
            }
            let known = ["starttime", "duration", "remotestarttime", "remotepercentage", "remoteitem", "recipients"]
            if let other = map.keys.sorted().first(where: { !known.contains($0) && !ImportValue.isEmpty(map[$0]) }) {
                return .failure(MappingRefusal("a split's `\(other)`, which sitegen's `value` has no place for"))
            }
            guard let start = seconds(map["starttime"]), let duration = seconds(map["duration"]), duration.value > 0
            else {
                return .failure(MappingRefusal("a split without a startTime and a duration in seconds"))
            }
            var split: [String: Any] = ["startTime": start.written, "duration": duration.written]
            if !ImportValue.isEmpty(map["remotestarttime"]) {
                guard let remote = seconds(map["remotestarttime"]) else {
                    return .failure(MappingRefusal("a split's remoteStartTime is not seconds"))
                }
                split["remoteStartTime"] = remote.written
            }
            if !ImportValue.isEmpty(map["remotepercentage"]) {
                guard let share = ImportValue.wholeNumber(map["remotepercentage"], in: 0...100) else {
                    return .failure(MappingRefusal("a split's remotePercentage is not a whole number from 0 to 100"))
                }
                split["remotePercentage"] = share
            }
            if let remote = ImportValue.lowercasedKeys(map["remoteitem"] as? [String: Any]) {
                guard let guid = ImportValue.text(remote["feedguid"]) else {
                    return .failure(MappingRefusal("a split's remoteItem without a feedGuid"))
                }
                var item: [String: Any] = ["feedGuid": guid]
                for (key, name) in [("feedurl", "feedUrl"), ("itemguid", "itemGuid"), ("medium", "medium")] {
                    if let text = ImportValue.text(remote[key]) { item[name] = text }
                }
                // A feed's address written with spaces and quotes (`…/the heycitizen experience.xml`),
                // which feeds and the build take escaped.
                if let url = item["feedUrl"] as? String {
                    var allowed = CharacterSet.urlQueryAllowed
                    allowed.insert("%")
                    allowed.remove("'")
                    item["feedUrl"] = url.addingPercentEncoding(withAllowedCharacters: allowed) ?? url
                }
                if let url = item["feedUrl"] as? String, !(url.hasPrefix("https://") || url.hasPrefix("http://")) {
                    return .failure(MappingRefusal("a split's remoteItem feedUrl is not an http(s) URL"))
                }
                split["remoteItem"] = item
            }
            var recipients: [[String: Any]] = []
            for entry in (map["recipients"] as? [Any]) ?? [] {
                switch recipient(entry) {
                case .success(let read): recipients.append(read)
                case .failure(let refusal): return .failure(refusal)
                }
            }
            if !recipients.isEmpty { split["recipients"] = recipients }
            guard split["remoteItem"] != nil || !recipients.isEmpty else {
                return .failure(MappingRefusal("a split names neither a remoteItem nor recipients"))
            }
            splits.append(split)
        }
        return .success(splits)
    }

    /// Seconds as written, where the build reads them (`1019`, `12.5`, `"17:00"`), and their value.
    private static func seconds(_ value: Any?) -> (written: Any, value: Double)? {
        switch value {
        case let number as Int where number >= 0: (number, Double(number))
        case let number as Double where number.isFinite && number >= 0: (number, number)
        case let text as String: MediaTimestamp.seconds(text).map { (text, $0) }
        default: nil
        }
    }

    /// One recipient `{name, type, address, split, customKey, customValue, fee}`, its empty keys left out.
    private static func recipient(_ item: Any) -> Result<[String: Any], MappingRefusal> {
        guard let map = ImportValue.lowercasedKeys(item as? [String: Any]) else {
            return .failure(MappingRefusal("a recipient that is not a mapping"))
        }
        let known = ["name", "type", "address", "split", "customkey", "customvalue", "fee"]
        if let other = map.keys.sorted().first(where: { !known.contains($0) && !ImportValue.isEmpty(map[$0]) }) {
            return .failure(MappingRefusal("a recipient's `\(other)`, which sitegen's `value` has no place for"))
        }
        guard let address = ImportValue.text(map["address"]), !address.contains(where: \.isWhitespace),
            let split = ImportValue.wholeNumber(map["split"], in: 0...1_000_000_000)
        else { return .failure(MappingRefusal("a recipient without an address and a whole-number split")) }
        var recipient: [String: Any] = ["address": address, "split": split]
        if let name = ImportValue.text(map["name"]) {
            guard name.count <= PodcastNamespaceReader.shortTextLimit else {
                return .failure(MappingRefusal("a recipient's name is longer than 128 characters"))
            }
            recipient["name"] = name
        }
        if !ImportValue.isEmpty(map["type"]) {
            guard let type = ImportValue.text(map["type"])?.lowercased(), isName(type) else {
                return .failure(MappingRefusal("a recipient's type is not a lower-case name such as node"))
            }
            recipient["type"] = type
        }
        if let key = ImportValue.text(map["customkey"]) { recipient["customKey"] = key }
        if let custom = ImportValue.text(map["customvalue"]) {
            guard recipient["customKey"] != nil else {
                return .failure(MappingRefusal("a recipient's customValue without a customKey"))
            }
            recipient["customValue"] = custom
        }
        if !ImportValue.isEmpty(map["fee"]) {
            guard let fee = ImportValue.flag(map["fee"]) else {
                return .failure(MappingRefusal("a recipient's fee is not true or false"))
            }
            if fee { recipient["fee"] = true }
        }
        return .success(recipient)
    }

    /// Whether a text is a name the build takes for a type or a method: lower-case letters,
    /// digits and `-`.
    private static func isName(_ text: String) -> Bool {
        !text.isEmpty && text.count <= PodcastNamespaceReader.shortTextLimit
            && text.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }
    }

    /// An amount as a decimal text without an exponent (`5e-08` is `0.00000005`), as the build reads it.
    private static func amount(_ value: Any?) -> String? {
        let text: String?
        switch value {
        case let number as Int: text = String(number)
        case let number as Double: text = number.isFinite ? "\(number)" : nil
        default: text = ImportValue.text(value)
        }
        guard let text, let decimal = Decimal(string: text), !decimal.isSignMinus else { return nil }
        let written = decimal.description
        return written.allSatisfy { $0.isNumber || $0 == "." } ? written : nil
    }
}
