/// A language the highlighter knows, found by a fence's language name or one of its aliases.
public enum Language: String, CaseIterable, Sendable, Hashable {
    /// Swift, classified by swift-syntax.
    case swift
    /// sh, bash, zsh.
    case shell
    /// A terminal transcript: prompt lines and output.
    case console
    /// JSON.
    case json
    /// YAML.
    case yaml
    /// TOML and INI.
    case toml
    /// A unified diff (`diff`, or `diff-<language>` to highlight the code too).
    case diff
    /// HTML, XML and property lists.
    case markup
    /// CSS.
    case css
    /// JavaScript, TypeScript, JSX and TSX.
    case javaScript
    /// Python.
    case python
    /// Ruby.
    case ruby
    /// C, C++ and Objective-C.
    case c
    /// SQL.
    case sql
    /// Dockerfiles.
    case dockerfile
    /// Markdown.
    case markdown
    /// Plain text: known, never highlighted.
    case plainText

    /// Every name a fence may use for the language (lowercased), the first being the main one.
    public var names: [String] {
        switch self {
        case .swift: ["swift"]
        case .shell: ["sh", "bash", "zsh", "shell", "shellscript", "fish"]
        case .console: ["console", "shell-session", "terminal", "shellsession"]
        case .json: ["json", "jsonc", "json5"]
        case .yaml: ["yaml", "yml"]
        case .toml: ["toml", "ini", "cfg"]
        case .diff: ["diff", "patch"]
        case .markup: ["html", "xml", "plist", "svg", "xhtml", "htm"]
        case .css: ["css"]
        case .javaScript: ["javascript", "js", "jsx", "mjs", "cjs", "typescript", "ts", "tsx"]
        case .python: ["python", "py", "python3"]
        case .ruby: ["ruby", "rb", "podfile", "gemfile", "fastfile"]
        case .c: ["c", "h", "objc", "objective-c", "objectivec", "m", "cpp", "c++", "cc", "hpp", "mm"]
        case .sql: ["sql", "sqlite", "postgresql", "postgres"]
        case .dockerfile: ["dockerfile", "docker", "containerfile"]
        case .markdown: ["markdown", "md"]
        case .plainText: ["text", "txt", "plain", "plaintext", "none", "output", "log"]
        }
    }

    private static let byName: [String: Language] = {
        var table: [String: Language] = [:]
        for language in allCases {
            for name in language.names { table[name] = language }
        }
        return table
    }()

    /// The language a fence names, ignoring case; `nil` for a name the highlighter does not know.
    /// - Parameter name: The fence's language name, such as `swift` or `JSX`.
    public init?(name: String) {
        guard let language = Self.byName[name.lowercased()] else { return nil }
        self = language
    }
}
