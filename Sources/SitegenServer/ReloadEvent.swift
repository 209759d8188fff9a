import Foundation

/// A message to the pages open in browsers, sent over server-sent events.
public enum ReloadEvent: Sendable, Equatable {
    /// A rebuild succeeded: reload the page.
    case reload
    /// A rebuild changed only the stylesheet: swap it in (its new path under Output/).
    case stylesheet(String)
    /// A rebuild failed: show the diagnostics over the page.
    case buildError(String)

    /// The event's name in the stream.
    public var name: String {
        switch self {
        case .reload: "reload"
        case .stylesheet: "css"
        case .buildError: "build-error"
        }
    }

    /// The event in `text/event-stream` form: one `data:` line per line of text.
    public var serialized: String {
        let data: String
        switch self {
        case .reload: data = "reload"
        case .stylesheet(let path): data = path
        case .buildError(let text): data = text
        }
        let lines = data.split(separator: "\n", omittingEmptySubsequences: false).map {
            "data: \($0.replacingOccurrences(of: "\r", with: ""))"
        }
        return "event: \(name)\n" + lines.joined(separator: "\n") + "\n\n"
    }
}
