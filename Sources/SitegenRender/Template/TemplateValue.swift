/// A value a theme template renders: text, a number, a flag, a list or an object of named values.
///
/// Templates look names up in objects; a list repeats a section once per element; `false`, an
/// empty list and a missing name leave a section out (and show an inverted one). Text and
/// numbers are written escaped by `{{name}}` and as they are by `{{{name}}}`.
enum TemplateValue: Sendable, Equatable {
    /// Text, escaped where a template writes it with `{{…}}`.
    case text(String)
    /// Text as UTF-8 bytes (a rendered template's output), written like ``text(_:)``.
    case utf8([UInt8])
    /// A whole number, written in decimal.
    case number(Int)
    /// A flag: `true` shows a section, `false` its inverted form.
    case flag(Bool)
    /// A list: a section repeats once per element.
    case list([TemplateValue])
    /// An object: a section enters it, and its keys become names.
    case object([String: TemplateValue])

    /// The object with `fields` added (replacing fields of the same name); any other value as it is.
    func adding(_ fields: [String: TemplateValue]) -> TemplateValue {
        guard case .object(var own) = self else { return self }
        own.merge(fields) { _, new in new }
        return .object(own)
    }

    /// The value named `name` when this is an object.
    @inline(__always)
    func child(_ name: String) -> TemplateValue? {
        if case .object(let fields) = self { return fields[name] }
        return nil
    }

    /// The value as swift-mustache's `Any` (strings, `Int`, `Bool`, arrays, `[String: Any]`):
    /// what a theme that uses features of swift-mustache beyond plain Mustache is rendered with.
    var anyValue: Any {
        switch self {
        case .text(let text): text
        case .utf8(let bytes): String(decoding: bytes, as: UTF8.self)
        case .number(let number): number
        case .flag(let flag): flag
        case .list(let values): values.map(\.anyValue)
        case .object(let fields): fields.mapValues(\.anyValue)
        }
    }
}

extension TemplateValue: ExpressibleByStringLiteral {
    /// Text from a literal.
    init(stringLiteral value: String) { self = .text(value) }
}

extension TemplateValue: ExpressibleByDictionaryLiteral {
    /// An object from a literal.
    init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { first, _ in first }))
    }
}

extension TemplateValue: ExpressibleByArrayLiteral {
    /// A list from a literal.
    init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
}

extension TemplateValue: ExpressibleByBooleanLiteral {
    /// A flag from a literal.
    init(booleanLiteral value: Bool) { self = .flag(value) }
}

extension TemplateValue: ExpressibleByIntegerLiteral {
    /// A number from a literal.
    init(integerLiteral value: Int) { self = .number(value) }
}
