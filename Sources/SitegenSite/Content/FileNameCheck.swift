/// File names a build cannot use as they are: names that are not valid UTF-8 (the system shows
/// them with U+FFFD and they cannot be opened by that name) and names with control characters
/// (a newline would split the one-line `path:line:column` diagnostic).
enum FileNameCheck {
    /// Why a listed name cannot be used, or `nil` when it can.
    static func problem(_ name: String) -> String? {
        if name.unicodeScalars.contains("\u{FFFD}") {
            return "the file name is not valid UTF-8 (shown with '\u{FFFD}'); rename the file"
        }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "the file name contains a control character; rename the file"
        }
        return nil
    }

    /// The name with control characters escaped (`a\nb.md`), safe on one line.
    static func printable(_ name: String) -> String {
        name.unicodeScalars.map { $0.properties.generalCategory == .control ? $0.escaped(asASCII: false) : String($0) }
            .joined()
    }
}
