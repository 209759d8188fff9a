import SitegenContent
import SitegenMarkdown

/// Writes a rendered body with a theme's render hooks: each element of a kind the theme has a
/// hook for becomes the hook's output, given the element's parts and the HTML sitegen writes
/// for it (`default`); everything else is sitegen's HTML, as without hooks.
///
/// The body's HTML is cut at the elements' edges, which are edges of tags, so making each piece
/// final for the page (pictures, the root) gives what making the whole body final gives.
struct RenderHookApplier {
    /// The body's HTML, as the Markdown renderer wrote it.
    let html: [UInt8]
    /// Its elements, in document order (an element's inner ones after it).
    let elements: [MarkdownElement]
    /// The hooks the theme has.
    let hooks: Set<RenderHook>
    /// What every hook sees besides the element's parts (`root`, `i18n`).
    let shared: [String: TemplateValue]
    /// The page's prefix to the site root.
    let root: String
    /// The host of the site's `baseURL`, lowercased: links to it are not external.
    let siteHost: String?
    /// The next element to write.
    private var next = 0

    /// An applier for one body on one page.
    init(
        document: MarkdownDocument, hooks: Set<RenderHook>, shared: [String: TemplateValue], root: String,
        baseURL: String
    ) {
        html = Array(document.html.utf8)
        elements = document.elements
        self.hooks = hooks
        self.shared = shared
        self.root = root
        siteHost = Self.host(of: baseURL)
    }

    /// The body: `finish` makes sitegen's HTML final for the page; `render` renders a hook's
    /// template, `nil` when it cannot (the element is then written as sitegen writes it).
    mutating func apply(
        finish: (String) -> String, render: (RenderHook, TemplateValue) -> String?
    ) -> String {
        next = 0
        return content(0..<html.count, finish: finish, render: render)
    }

    /// The HTML of `range`, its elements written.
    private mutating func content(
        _ range: Range<Int>, finish: (String) -> String, render: (RenderHook, TemplateValue) -> String?
    ) -> String {
        var output = ""
        var cursor = range.lowerBound
        while next < elements.count, elements[next].range.lowerBound < range.upperBound {
            let element = elements[next]
            next += 1
            guard element.range.lowerBound >= cursor, element.range.upperBound <= range.upperBound else { continue }
            output += finish(text(cursor..<element.range.lowerBound))
            output += write(element, finish: finish, render: render)
            cursor = element.range.upperBound
        }
        output += finish(text(cursor..<range.upperBound))
        return output
    }

    /// One element: the hook's output, or sitegen's HTML without a hook.
    private mutating func write(
        _ element: MarkdownElement, finish: (String) -> String, render: (RenderHook, TemplateValue) -> String?
    ) -> String {
        var inner = ""
        var builtIn: String
        if let innerRange = element.innerRange {
            inner = content(innerRange, finish: finish, render: render)
            builtIn =
                finish(text(element.range.lowerBound..<innerRange.lowerBound)) + inner
                + finish(text(innerRange.upperBound..<element.range.upperBound))
        } else {
            builtIn = finish(text(element.range))
        }
        // Elements inside it but outside its inner HTML (none are written so) are passed over.
        while next < elements.count, elements[next].range.lowerBound < element.range.upperBound { next += 1 }
        let hook = RenderHook(element.kind)
        guard hooks.contains(hook) else { return builtIn }
        guard var output = render(hook, values(of: element, inner: inner, builtIn: builtIn)) else { return builtIn }
        // The line end a template file ends with would be a space inside a paragraph.
        while output.last == "\n" || output.last == "\r\n" || output.last == "\r" { output.removeLast() }
        return output
    }

    /// The bytes of `range` as text.
    private func text(_ range: Range<Int>) -> String {
        String(decoding: html[range], as: UTF8.self)
    }
}
