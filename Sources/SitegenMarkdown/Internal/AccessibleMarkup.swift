import Foundation

/// What cmark-gfm's HTML lacks for keyboard and screen-reader users, added to its own markup
/// (the exact strings it writes, so raw HTML in the Markdown is left alone unless it is written
/// the same way, and then gets the same help).
enum AccessibleMarkup {
    /// The replacements, in order: a code block or a table that may scroll sideways can be
    /// focused (and so scrolled with the keyboard); a task list's checkbox has a name.
    static let replacements: [(String, String)] = [
        ("<pre><code", "<pre tabindex=\"0\"><code"),
        ("<table>\n", "<table tabindex=\"0\">\n"),
        (
            "<input type=\"checkbox\" checked=\"\" disabled=\"\" />",
            "<input type=\"checkbox\" checked=\"\" disabled=\"\" aria-label=\"Done\" />"
        ),
        ("<input type=\"checkbox\" disabled=\"\" />", "<input type=\"checkbox\" disabled=\"\" aria-label=\"To do\" />"),
    ]

    /// The HTML with the replacements made.
    static func apply(to html: String) -> String {
        var result = html
        for (plain, accessible) in replacements where result.contains(plain) {
            result = result.replacingOccurrences(of: plain, with: accessible)
        }
        return result
    }
}
