import SitegenMarkdown

/// A Markdown render hook: a template of a theme's `templates/render/` that writes every link,
/// image, heading or code block of the bodies in place of sitegen's own HTML, as Hugo's
/// `layouts/_markup/render-link.html` does.
package enum RenderHook: String, CaseIterable, Sendable, Hashable {
    /// `render/link`: links.
    case link
    /// `render/image`: images.
    case image
    /// `render/heading`: headings.
    case heading
    /// `render/codeblock`: code blocks.
    case codeblock

    /// The folder of the hooks' templates, as a prefix of template names.
    package static let folder = "render/"

    /// The template's name (`render/link`).
    package var templateName: String { Self.folder + rawValue }

    /// The hook that writes elements of a kind.
    init(_ kind: MarkdownElement.Kind) {
        switch kind {
        case .link: self = .link
        case .image: self = .image
        case .heading: self = .heading
        case .codeBlock: self = .codeblock
        }
    }
}
