/// One link, image, heading or fenced code block of a rendered document: where its HTML is in
/// ``MarkdownDocument/html`` and the parts it was made of, so that a theme's render hooks can
/// write it another way (recorded only with ``MarkdownOptions/marksElements``).
public struct MarkdownElement: Sendable, Hashable, Codable {
    /// What the element is.
    public enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
        /// A link (`[text](url)`, an autolink).
        case link
        /// An image (`![alt](url)`).
        case image
        /// A heading (`## Title`, `Title\n===`).
        case heading
        /// A code block, fenced or indented.
        case codeBlock
    }

    /// What the element is.
    public var kind: Kind
    /// The UTF-8 byte offsets of the element's HTML in the document's HTML.
    public var range: Range<Int> = 0..<0
    /// The offsets of what is inside it: a link's or heading's inner HTML, a code block's code
    /// inside `<code>`, a block image's `<img>`; `nil` for another image. Elements inside it are
    /// within this range.
    public var innerRange: Range<Int>?
    /// Whether an image is alone in its paragraph: its range is then the paragraph's
    /// (`<p><img …></p>`), so that what replaces it may be a block (a `<figure>`).
    public var isBlock = false
    /// A link's or image's address as the HTML's attribute writes it (percent-encoded, entities
    /// decoded, root-relative addresses starting with the options' root prefix), or `#` when it
    /// was neutralised.
    public var destination = ""
    /// A link's or image's address as written in the Markdown.
    public var originalDestination = ""
    /// A link's or image's title (`[a](url "Title")`), or empty.
    public var title = ""
    /// An image's alternative text, or a heading's text, as plain text.
    public var text = ""
    /// A heading's level, 1 through 6; 0 for other elements.
    public var level = 0
    /// A heading's `id`.
    public var id = ""
    /// A code block's language: its info string up to the first space; empty for none.
    public var language = ""
    /// A code block's text as written (ending in a line feed).
    public var code = ""

    /// Creates an element of a kind, its other parts empty.
    /// - Parameter kind: What the element is.
    public init(kind: Kind) {
        self.kind = kind
    }
}
