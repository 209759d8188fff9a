/// What changed in the output folder, as an open page needs to know it.
public enum OutputChange: Sendable, Equatable {
    /// No output byte changed.
    case none
    /// Only the stylesheet changed (its new path under the output folder); pages differ only in
    /// the link to it.
    case stylesheet(String)
    /// Pages or other files changed.
    case pages
}

extension OutputChange {
    /// The change of a write: none when no file changed; the stylesheet alone when the pages'
    /// only changed input was the stylesheet's name (they differ only in the link to it).
    package init(changed: [String], removed: [String], stylesheetOnly: Bool, stylesheet: String) {
        if changed.isEmpty && removed.isEmpty {
            self = .none
        } else if stylesheetOnly {
            self = .stylesheet(stylesheet)
        } else {
            self = .pages
        }
    }
}
