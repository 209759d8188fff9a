import Mustache
import SitegenDiagnostics
import SitegenLayout

/// The escaping of `{{name}}` in theme templates: the five HTML-special characters, byte by byte.
///
/// swift-mustache's own HTML escaping looks up every `Character` in a dictionary, and every
/// `{{name}}` of every page is escaped. This one scans UTF-8 bytes and returns the string itself when it
/// has nothing to escape. It also escapes a quote that a combining mark follows (one
/// `Character`, which the library leaves as it is), so no content can end an attribute value.
struct ThemeContentType: MustacheContentType {
    /// The name the templates' `CONTENT_TYPE` pragma uses.
    static let name = "SITEGEN_HTML"

    /// The line put in front of every template: a standalone pragma, so it renders nothing.
    static let pragmaLine: String = {
        MustacheContentTypes.register(ThemeContentType(), named: name)
        return "{{% CONTENT_TYPE: \(name)}}\n"
    }()

    func escapeText(_ text: String) -> String {
        escapeAttribute(text)
    }
}
