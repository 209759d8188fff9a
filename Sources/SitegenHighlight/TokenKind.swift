/// The kind of a highlighted token, which names its CSS class (`hl-` and the raw value).
///
/// The kinds follow the colour categories of Xcode's source editor themes; a theme styles
/// `.hl-kw`, `.hl-str`, … and every kind it leaves alone shows as plain text.
public enum TokenKind: String, CaseIterable, Sendable, Hashable {
    /// A keyword or contextual keyword (`func`, `await`, `some`), and `true`, `false`, `nil`.
    case keyword = "kw"
    /// A string or character literal.
    case string = "str"
    /// The delimiters of an interpolation inside a string (`\(` and `)`), or an escape.
    case interpolation = "esc"
    /// A regular-expression literal.
    case regex = "rx"
    /// A number literal.
    case number = "num"
    /// A comment.
    case comment = "com"
    /// A documentation comment (`///`, `/** */`).
    case docComment = "doc"
    /// An attribute (`@MainActor`, `@Observable`), a decorator or an annotation.
    case attribute = "attr"
    /// A freestanding macro (`#Preview`, `#expect`).
    case macro = "mac"
    /// A compiler directive (`#if`, `#include`) or a Dockerfile-like instruction's prefix.
    case preprocessor = "pp"
    /// A type name where it is used.
    case type = "ty"
    /// A function or method name where it is called.
    case function = "fn"
    /// A name where it is declared (a type, function, variable or constant).
    case declaration = "decl"
    /// A variable reference in a shell-like language (`$HOME`), or an instance variable.
    case variable = "var"
    /// A key of a map (JSON, YAML, TOML), a property (CSS) or an attribute name (HTML).
    case key = "key"
    /// A tag name in markup (HTML, XML, JSX).
    case tag = "tag"
    /// A shell prompt in a console transcript; not selected when copying.
    case prompt = "prompt"
    /// Program output in a console transcript.
    case output = "out"
    /// A heading in Markdown, or a section header (TOML, diff hunks).
    case heading = "head"
    /// Meta text: a diff's file and hunk headers, a YAML document marker.
    case meta = "meta"
    /// A link or URL.
    case link = "url"

    /// The CSS class of the kind, such as `hl-kw`.
    public var cssClass: String { "hl-" + rawValue }
}
