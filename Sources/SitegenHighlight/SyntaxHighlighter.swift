/// Classifies the text of a code block in a language: Swift with swift-syntax, the others with
/// small table-driven lexers. Text in, tokens out: no I/O, safe from any number of tasks.
public enum SyntaxHighlighter {
    /// The tokens and line marks of `code` in `language`, or `nil` when the language is unknown.
    /// - Parameters:
    ///   - code: The code block's text.
    ///   - language: The fence's language name (`swift`, `diff-swift`, `console`, …).
    /// - Returns: The classified runs; never fails for a known language, whatever the code.
    public static func highlight(_ code: String, language: String) -> HighlightedCode? {
        switch resolve(language) {
        case .none: return nil
        case .some((let inner, isDiff: true)):
            return DiffLexer.highlight(Array(code.utf8)) { bytes in
                highlight(String(decoding: bytes, as: UTF8.self), in: inner).tokens
            }
        case .some((let known, isDiff: false)): return highlight(code, in: known)
        }
    }

    /// The language a fence names, and whether it is a diff of it (`diff-swift`, `patch-swift`).
    private static func resolve(_ language: String) -> (language: Language, isDiff: Bool)? {
        let name = language.lowercased()
        let parts = name.split(separator: "-", maxSplits: 1)
        if parts.count == 2, parts[0] == "diff" || parts[0] == "patch" {
            return Language(name: String(parts[1])).map { ($0, true) }
        }
        return Language(name: name).map { ($0, false) }
    }

    /// Why a block in `language` is shown without highlighting although the language is known,
    /// or nil: a Swift block (or a Swift diff) that nests `[`, or chains generic arguments or
    /// function arrows, further than swift-syntax's parser can read in time or without
    /// running out of stack.
    /// - Parameters:
    ///   - code: The code block's text.
    ///   - language: The fence's language name.
    /// - Returns: The reason, as a sentence for a warning.
    public static func unhighlightedReason(_ code: String, language: String) -> String? {
        guard resolve(language)?.language == .swift else { return nil }
        return SwiftHighlighter.limitProblem(code)
    }

    /// The tokens and line marks of `code` in a known language.
    /// - Parameters:
    ///   - code: The code block's text.
    ///   - language: The language.
    /// - Returns: The classified runs.
    public static func highlight(_ code: String, in language: Language) -> HighlightedCode {
        let bytes = { Array(code.utf8) }
        switch language {
        case .swift: return SwiftHighlighter.highlight(code)
        case .diff: return DiffLexer.highlight(bytes(), inner: nil)
        case .console: return HighlightedCode(tokens: ConsoleLexer.tokens(bytes()))
        case .yaml: return HighlightedCode(tokens: YAMLLexer.tokens(bytes()))
        case .markup: return HighlightedCode(tokens: MarkupLexer.tokens(bytes()))
        case .css: return HighlightedCode(tokens: CSSLexer.tokens(bytes()))
        case .markdown: return HighlightedCode(tokens: MarkdownLexer.tokens(bytes()))
        case .plainText: return HighlightedCode()
        case .shell: return HighlightedCode(tokens: TableLexer.tokens(bytes(), rules: .shell))
        case .json: return HighlightedCode(tokens: TableLexer.tokens(bytes(), rules: .json))
        case .toml: return HighlightedCode(tokens: TableLexer.tokens(bytes(), rules: .toml))
        case .javaScript: return HighlightedCode(tokens: TableLexer.tokens(bytes(), rules: .javaScript))
        case .python: return HighlightedCode(tokens: TableLexer.tokens(bytes(), rules: .python))
        case .ruby: return HighlightedCode(tokens: TableLexer.tokens(bytes(), rules: .ruby))
        case .c: return HighlightedCode(tokens: TableLexer.tokens(bytes(), rules: .c))
        case .sql: return HighlightedCode(tokens: TableLexer.tokens(bytes(), rules: .sql))
        case .dockerfile: return HighlightedCode(tokens: TableLexer.tokens(bytes(), rules: .dockerfile))
        }
    }
}
