/// File names a build cannot use as they are: names that are not valid UTF-8 (the system shows
/// them with U+FFFD and they cannot be opened by that name) and names with control characters
/// (a newline would split the one-line `path:line:column` diagnostic), and names with a
/// backslash, which Windows cannot hold and browsers turn into `/` in a link.
package enum FileNameCheck {
    /// Why a listed name cannot be used, or `nil` when it can.
    package static func problem(_ name: String) -> String? {
        if name.unicodeScalars.contains("\u{FFFD}") {
            return "the file name is not valid UTF-8 (shown with '\u{FFFD}'); rename the file"
        }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "the file name contains a control character; rename the file"
        }
        if name.contains("\\") {
            return "the file name contains a backslash, which Windows and browsers read as a folder separator "
                + "(no link could reach the file); rename the file"
        }
        return nil
    }

    /// The name with control characters escaped (`a\nb.md`), safe on one line, and invisible
    /// ones too (`zw\u{200B}.md`, a right-to-left override), so that a message shows them.
    package static func printable(_ name: String) -> String {
        name.unicodeScalars.map { isHidden($0) ? $0.escaped(asASCII: true) : String($0) }.joined()
    }

    /// Whether a code point draws nothing a reader can see: a control character, or a format
    /// character (zero-width space, a direction mark or override, a byte order mark, a soft
    /// hyphen), but not the joiners that emoji sequences and Persian words are written with.
    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control: true
        case .format: scalar != "\u{200C}" && scalar != "\u{200D}"
        default: false
        }
    }
}
