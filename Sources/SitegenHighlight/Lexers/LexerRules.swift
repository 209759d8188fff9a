/// The table that drives ``TableLexer`` for one language: its comments, strings, words and the
/// few contextual rules the languages of screencast show notes need.
struct LexerRules: Sendable {
    /// A string delimiter pair.
    struct StringRule: Sendable {
        /// The opening bytes.
        var open: [UInt8]
        /// The closing bytes.
        var close: [UInt8]
        /// The escape byte, if any.
        var escape: UInt8? = UInt8(ascii: "\\")
        /// Whether the string may span lines.
        var multiline = false
        /// The kind of the token (strings; regexes and the like in some languages).
        var kind = TokenKind.string
    }

    /// Prefixes that start a comment to the end of the line.
    var lineComments: [[UInt8]] = []
    /// Whether a line comment must start a word (a shell's `#`, not `a#b`).
    var lineCommentAtWordStart = false
    /// Opening and closing bytes of block comments.
    var blockComments: [(open: [UInt8], close: [UInt8])] = []
    /// Prefixes that make a line or block comment a documentation comment.
    var docCommentPrefixes: [[UInt8]] = []
    /// String delimiters, longest first.
    var strings: [StringRule] = []
    /// Keywords, literal constants included.
    var keywords: Set<String> = []
    /// Whether keywords match in any case (SQL).
    var caseInsensitiveKeywords = false
    /// Built-in type names.
    var types: Set<String> = []
    /// Built-in functions and commands.
    var builtins: Set<String> = []
    /// Keywords after which the next word is a declared name (`def`, `class`, `function`).
    var declarationKeywords: Set<String> = []
    /// Bytes that may continue an identifier besides letters, digits and `_`.
    var identifierBytes: [UInt8] = []
    /// Bytes that start a variable reference (`$` in shells, `@` in Ruby).
    var variablePrefixes: [UInt8] = []
    /// A byte that starts an attribute or decorator (`@` in Python, Java, TypeScript).
    var attributePrefix: UInt8?
    /// Whether a line starting with `#` is a preprocessor directive (C).
    var preprocessorLines = false
    /// Whether a word followed by `(` is a called function.
    var callsAreFunctions = false
    /// Whether a capitalised word is a type.
    var capitalizedAreTypes = false
    /// Whether a string followed by `:` is a key (JSON).
    var stringKeysBeforeColon = false
    /// Whether `<Name` after an operator opens a JSX tag.
    var jsxTags = false
    /// Whether a word at the start of a line followed by `=` is a key, and `[…]` lines are
    /// section headers (TOML, INI).
    var keysBeforeEquals = false
}
