import Mustache

/// The escaping of `{{name}}` in theme templates: the five HTML-special characters, byte by byte.
///
/// swift-mustache's own HTML escaping looks up every `Character` in a dictionary, which was 8 %
/// of a 10,000-episode build. This one scans UTF-8 bytes and returns the string itself when it
/// has nothing to escape. It also escapes a quote that a combining mark follows (one
/// `Character`, which the library leaves as it is), so no content can end an attribute value.
struct ThemeContentType: MustacheContentType {
    /// The name the templates' `CONTENT_TYPE` pragma uses.
    static let name = "SITEGEN_HTML"

    /// The line put in front of every template: a standalone pragma, so it renders nothing.
    static let pragmaLine: String = {
        MustacheContentTypes.register(ThemeContentType(), named: name)
        return "{{% CONTENT_TYPE: \(name)}}\n"
    }()

    func escapeText(_ text: String) -> String {
        Self.escape(text)
    }

    /// `<`, `>`, `&`, `"` and `'` as `&lt;`, `&gt;`, `&amp;`, `&quot;` and `&#39;`.
    static func escape(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.contains(where: { $0 == 0x3C || $0 == 0x3E || $0 == 0x26 || $0 == 0x22 || $0 == 0x27 }) else {
                return nil
            }
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count + 16)
            for byte in bytes {
                switch byte {
                case 0x3C: output.append(contentsOf: "&lt;".utf8)
                case 0x3E: output.append(contentsOf: "&gt;".utf8)
                case 0x26: output.append(contentsOf: "&amp;".utf8)
                case 0x22: output.append(contentsOf: "&quot;".utf8)
                case 0x27: output.append(contentsOf: "&#39;".utf8)
                default: output.append(byte)
                }
            }
            return String(decoding: output, as: UTF8.self)
        } ?? text
    }
}
