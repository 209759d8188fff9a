extension TemplateValue {
    /// Appends bytes that only an equal value appends: a tag per case, counts before texts and
    /// lists, and an object's keys in sorted order (a dictionary's own order differs between
    /// processes). A render input's digest is made of them (``RenderInput/digest(in:)``); they
    /// are written directly, not through `Encodable`, as every episode's context is digested.
    func appendDigestBytes(to bytes: inout [UInt8]) {
        switch self {
        case .text(let text):
            bytes.append(0)
            Self.append(text, to: &bytes)
        case .utf8(let utf8):
            bytes.append(1)
            Self.append(count: utf8.count, to: &bytes)
            bytes += utf8
        case .number(let number):
            bytes.append(2)
            withUnsafeBytes(of: Int64(number).littleEndian) { bytes += $0 }
        case .flag(let flag):
            bytes.append(flag ? 4 : 3)
        case .list(let values):
            bytes.append(5)
            Self.append(count: values.count, to: &bytes)
            for value in values { value.appendDigestBytes(to: &bytes) }
        case .object(let fields):
            bytes.append(6)
            Self.appendDigestBytes(of: fields, to: &bytes)
        }
    }

    /// Appends an object's fields as ``appendDigestBytes(to:)`` does.
    static func appendDigestBytes(of fields: [String: TemplateValue], to bytes: inout [UInt8]) {
        append(count: fields.count, to: &bytes)
        for key in fields.keys.sorted() {
            append(key, to: &bytes)
            fields[key]!.appendDigestBytes(to: &bytes)
        }
    }

    private static func append(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            append(count: utf8.count, to: &bytes)
            bytes += utf8
        }
    }

    private static func append(count: Int, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: UInt64(count).littleEndian) { bytes += $0 }
    }
}
