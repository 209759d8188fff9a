/// A fragment file's JSON, written as Pagefind writes it (`serde_json`, compact, keys of maps in
/// byte order), so that its search UI reads the same URL, text, meta and anchors.
enum PagefindFragmentJSON {
    /// The JSON of a page's fragment.
    static func encode(
        url: String, content: String, wordCount: Int, filters: [String: [String]], meta: [String: String],
        anchors: [PagefindDigest.Anchor]
    ) -> [UInt8] {
        var json = "{\"url\":\(quoted(url)),\"content\":\(quoted(content)),\"word_count\":\(wordCount),\"filters\":{"
        json += sortedKeys(filters).map { "\(quoted($0)):[\(filters[$0]!.map(quoted).joined(separator: ","))]" }
            .joined(separator: ",")
        json += "},\"meta\":{"
        json += sortedKeys(meta).map { "\(quoted($0)):\(quoted(meta[$0]!))" }.joined(separator: ",")
        json += "},\"anchors\":["
        json += anchors.map { anchor in
            "{\"element\":\(quoted(anchor.element)),\"id\":\(quoted(anchor.id)),\"text\":\(quoted(anchor.text)),"
                + "\"location\":\(anchor.location)}"
        }.joined(separator: ",")
        json += "]}"
        return Array(json.utf8)
    }

    /// A map's keys in the byte order of their UTF-8 (a Rust `BTreeMap<String, _>`'s order).
    static func sortedKeys<Value>(_ map: [String: Value]) -> [String] {
        map.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// A JSON string as `serde_json` writes it.
    static func quoted(_ text: String) -> String {
        var output: [UInt8] = [0x22]
        output.reserveCapacity(text.utf8.count + 2)
        for byte in text.utf8 {
            switch byte {
            case 0x22: output += [0x5C, 0x22]
            case 0x5C: output += [0x5C, 0x5C]
            case 0x0A: output += [0x5C, UInt8(ascii: "n")]
            case 0x0D: output += [0x5C, UInt8(ascii: "r")]
            case 0x09: output += [0x5C, UInt8(ascii: "t")]
            case 0x08: output += [0x5C, UInt8(ascii: "b")]
            case 0x0C: output += [0x5C, UInt8(ascii: "f")]
            case 0..<0x20:
                let hex = String(byte, radix: 16)
                output += Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
            default: output.append(byte)
            }
        }
        output.append(0x22)
        return String(decoding: output, as: UTF8.self)
    }
}
