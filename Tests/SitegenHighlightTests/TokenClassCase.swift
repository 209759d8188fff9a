import SitegenHighlight
import Testing

/// One checked token: in `code` highlighted as `language`, the run whose text is `text` (its
/// first occurrence as a whole token) has `kind`; `nil` means plain text.
struct TokenClassCase: CustomTestStringConvertible, Sendable {
    var language: String
    var code: String
    var text: String
    var kind: TokenKind?

    init(_ language: String, _ code: String, _ text: String, _ kind: TokenKind?) {
        self.language = language
        self.code = code
        self.text = text
        self.kind = kind
    }

    var testDescription: String { "\(language): '\(text)' in \(code.prefix(40).debugDescription)" }

    /// The kind of every occurrence of `text` in the code: the token covering it exactly, or
    /// `nil` when no token covers it (plain).
    func kinds() -> [TokenKind?] {
        let bytes = Array(code.utf8)
        let wanted = Array(text.utf8)
        let tokens = SyntaxHighlighter.highlight(code, language: language)?.tokens ?? []
        var found: [TokenKind?] = []
        var index = 0
        while index + wanted.count <= bytes.count {
            if Array(bytes[index..<index + wanted.count]) == wanted, isWhole(bytes, index, index + wanted.count) {
                let end = index + wanted.count
                if let token = tokens.first(where: { $0.start <= index && $0.end >= end }) {
                    found.append(token.start == index && token.end == end || token.kind != kind ? token.kind : kind)
                } else {
                    found.append(nil)
                }
            }
            index += 1
        }
        return found
    }

    /// Whether an occurrence is not part of a longer word (`a` in `card`).
    private func isWhole(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Bool {
        func isWordByte(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F
        }
        if isWordByte(bytes[start]), start > 0, isWordByte(bytes[start - 1]) { return false }
        if isWordByte(bytes[end - 1]), end < bytes.count, isWordByte(bytes[end]) { return false }
        return true
    }

    /// Checks the first occurrence.
    func check(sourceLocation: SourceLocation = #_sourceLocation) {
        let kinds = kinds()
        #expect(!kinds.isEmpty, "'\(text)' is not in the code", sourceLocation: sourceLocation)
        guard let first = kinds.first else { return }
        #expect(
            first == kind, "\(testDescription): got \(first.map(\.rawValue) ?? "plain")", sourceLocation: sourceLocation
        )
    }
}
