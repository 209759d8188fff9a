/// The names Markdown files go by in Content/: `.md` and `.markdown` (Jekyll's), in any case
/// (`Intro.MD`), as Hugo reads them.
package enum MarkdownFileName {
    /// The extensions, lowercased.
    static let extensions = [".md", ".markdown"]

    /// Whether a file name (or path) is a Markdown file's by its extension.
    package static func isMarkdown(_ name: some StringProtocol) -> Bool {
        extensionLength(of: name) != nil
    }

    /// The name without its Markdown extension (`001-intro.markdown` → `001-intro`); any other
    /// name as it is.
    static func stem(_ name: String) -> String {
        guard let length = extensionLength(of: name) else { return name }
        return String(name.dropLast(length))
    }

    /// How many characters the name's Markdown extension has, or nil when it has none.
    private static func extensionLength(of name: some StringProtocol) -> Int? {
        let tail = name.suffix(9).lowercased()
        return extensions.first { tail.hasSuffix($0) && name.count > $0.count }?.count
    }
}
