/// A UTF-8 byte-order mark (U+FEFF, `EF BB BF`) at the start of a text, which is not part of it.
///
/// cmark-gfm skips one before the first line but counts its 3 bytes in that line's columns, and
/// ``SourceLocator`` would count them too; an editor hides it, so that column 1 is the first
/// character it shows. Taking it off before parsing makes a body's positions the same with or
/// without one, as they are for a file with front matter (whose reader takes it off).
enum ByteOrderMark {
    /// The text without a byte-order mark at its start.
    /// - Parameter text: A Markdown body or a front-matter summary.
    /// - Returns: The text from its first character after the mark, or the text itself.
    static func removed(from text: String) -> String {
        guard text.unicodeScalars.first == "\u{FEFF}" else { return text }
        return String(text.unicodeScalars.dropFirst())
    }
}
