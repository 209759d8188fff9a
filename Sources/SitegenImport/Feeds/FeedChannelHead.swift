import Foundation

/// The head of a podcast feed template's channel, the text before its first item: the settings
/// it writes as they are, not as template code (a Jekyll `podcast.xml`'s, a Hugo layout's).
enum FeedChannelHead {
    /// The tags of a feed's channel whose text a template may write as it is, with the setting
    /// each is read as.
    static let tags: [(tag: String, key: String)] = [
        ("title", "title"), ("description", "description"), ("itunes:summary", "itunes_summary"),
        ("language", "language"), ("copyright", "copyright"), ("itunes:author", "itunes_author"),
        ("itunes:name", "itunes_owner_name"), ("itunes:email", "itunes_owner_email"),
        ("itunes:explicit", "itunes_explicit"), ("itunes:type", "itunes_type"),
        // Podcasting 2.0's channel guid and lock (delta1/pakweight.com's, written as they are).
        ("podcast:guid", "podcast_guid"), ("podcast:locked", "podcast_locked"),
    ]

    /// The key the categories after the first are given under (``otherCategories(in:)``).
    static let otherCategoriesKey = "itunes_other_categories"

    /// The settings the head writes as they are: each tag's text (``tags``), the first
    /// category and its subcategory, the other categories, and the artwork.
    static func values(in head: Substring) -> [String: Any] {
        var values: [String: Any] = [:]
        for (tag, key) in tags {
            if let value = literalText(of: tag, in: head) { values[key] = value }
        }
        if let category = attribute("text", of: "itunes:category", in: head) {
            values["itunes_category"] = category
            if let subcategory = nestedCategory(in: head) { values["itunes_subcategory"] = subcategory }
        }
        if let image = attribute("href", of: "itunes:image", in: head) { values["itunes_image"] = image }
        let others = otherCategories(in: head)
        if !others.isEmpty { values[otherCategoriesKey] = others }
        let namespace = FeedNamespaceHead.settings(in: head)
        if !namespace.isEmpty { values[FeedNamespaceHead.settingsKey] = namespace }
        return values
    }

    /// The top-level categories of a channel's head after its first (alexcash/comictalkshow's
    /// `Literature` and `Society &amp; Culture` after `Games &amp; Hobbies`), unescaped: sitegen's
    /// feed names one, so the report names these as left out.
    static func otherCategories(in head: Substring) -> [String] {
        var names: [String] = []
        var depth = 0
        var rest = head
        while true {
            let open = rest.range(of: "<itunes:category ")
            let close = rest.range(of: "</itunes:category>")
            if let close, open.map({ close.lowerBound < $0.lowerBound }) ?? true {
                depth = max(depth - 1, 0)
                rest = rest[close.upperBound...]
                continue
            }
            guard let open, let end = rest[open.upperBound...].firstIndex(of: ">") else { break }
            if depth == 0, let name = attribute("text", of: "itunes:category", in: rest[open.lowerBound...end]) {
                names.append(name.replacingOccurrences(of: "&amp;", with: "&"))
            }
            if rest[..<end].last != "/" { depth += 1 }
            rest = rest[rest.index(after: end)...]
        }
        return Array(names.dropFirst())
    }

    /// The subcategory a channel's first `<itunes:category>` holds (alexcash/comictalkshow's
    /// `<itunes:category text="Games &amp; Hobbies"><itunes:category text="Hobbies" />`).
    private static func nestedCategory(in head: Substring) -> String? {
        guard let open = head.range(of: "<itunes:category "), let end = head[open.upperBound...].firstIndex(of: ">"),
            head[..<end].last != "/", let close = head[end...].range(of: "</itunes:category>")
        else { return nil }
        return attribute("text", of: "itunes:category", in: head[head.index(after: end)..<close.lowerBound])
    }

    /// The text of the first `<tag>` of a channel's head, unwrapped from CDATA, when it holds
    /// no Liquid.
    private static func literalText(of tag: String, in head: Substring) -> String? {
        guard let open = head.range(of: "<\(tag)>"), let close = head[open.upperBound...].range(of: "</\(tag)>")
        else { return nil }
        var text = head[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("<![CDATA["), text.hasSuffix("]]>") {
            text = String(text.dropFirst(9).dropLast(3)).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        guard !text.isEmpty, !text.contains("{{"), !text.contains("{%"), !text.contains("<") else { return nil }
        return text
    }

    /// An attribute of the first `<tag …>` of a channel's head, with the site's address the
    /// template puts before a path (`{{ site.url }}/images/cover-art.jpg`, Hugo's
    /// `{{ "img/logo.png" | absURL }}`) left out, when it holds no other template code.
    private static func attribute(_ name: String, of tag: String, in head: Substring) -> String? {
        // `<itunes:image` may end its line before the attribute (WayOfTheCrab/podcast's).
        guard
            let open = head.range(
                of: "<" + NSRegularExpression.escapedPattern(for: tag) + #"\s"#, options: .regularExpression),
            let end = head[open.upperBound...].firstIndex(of: ">"),
            let start = head[open.upperBound..<end].range(of: "\(name)=\"")
        else { return nil }
        let rest = head[start.upperBound..<end]
        // A value that is one action may quote inside it (`{{ "img/logo.png" | absURL }}`).
        let after = rest.hasPrefix("{{") ? rest.range(of: "}}")?.upperBound ?? rest.startIndex : rest.startIndex
        guard let close = rest[after...].firstIndex(of: "\"") else { return nil }
        var value = String(rest[..<close]).trimmingCharacters(in: .whitespaces)
        // Jekyll's `{{ site.url }}`, Zola's `{{ config.base_url }}`, Hugo's `{{ .Site.BaseURL }}`
        // (GolangShow's `{{ .Site.BaseURL }}images/cover.png`), with a filter or not.
        let siteAddress = #"^\{\{-?\s*(\.?site|config)\.(url|baseurl|base_url)\s*(\|\s*[a-z_]+\s*)*-?\}\}"#
        while let action = value.range(of: siteAddress, options: [.regularExpression, .caseInsensitive]) {
            value.removeSubrange(action)
        }
        // Hugo's `{{ "img/logo.png" | absURL }}`: the path of the site it makes a URL of.
        let pathAction = #"^\{\{-?\s*"[^"{}]+"\s*\|\s*(absURL|relURL)\s*-?\}\}$"#
        if value.range(of: pathAction, options: .regularExpression) != nil,
            let open = value.firstIndex(of: "\""), let close = value[value.index(after: open)...].firstIndex(of: "\"")
        {
            value = String(value[value.index(after: open)..<close])
        }
        guard !value.isEmpty, !value.contains("{{"), !value.contains("{%") else { return nil }
        return value
    }
}
