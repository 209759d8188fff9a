#if DEBUG
    @testable import SitegenFormats
    @testable import SitegenContent
    @testable import SitegenPipeline
    @testable import SitegenImport

    /// Fuzzes the import's readers of an old site's podcast feed template: the first byte
    /// picks whether the rest is a whole template or the content of an item's `<guid>` and
    /// enclosure `url` (in a Hugo `range` and a Jekyll loop over the posts); then
    /// ``HugoItemTemplate`` and ``JekyllFeedGUID`` read it and evaluate it for one episode.
    ///
    /// Checks: a read value is never empty and holds no line break at its ends; reading and
    /// evaluating twice give the same value.
    enum FeedTemplateFuzzing {
        static func run(_ bytes: [UInt8]) {
            let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
            let whole = (bytes.first ?? 0) & 1 == 0
            let hugo =
                whole
                ? text
                : "{{ range $i, $ep := .Pages }}<item><enclosure url=\"\(text)\"/><guid>\(text)</guid></item>{{ end }}"
            let jekyll =
                whole ? text : "---\n---\n{% for post in site.posts %}<item><guid>\(text)</guid></item>{% endfor %}"
            let page = HugoItemTemplate.Page(
                permalink: "https://example.org/show/episodes/one/", relPermalink: "/show/episodes/one/",
                params: [
                    "guid": "abc", "number": 7, "flag": false, "podcast": ["feed": "https://cdn.example.org/1.mp3"],
                ],
                fileName: "index.md", contentBaseName: "one")
            let site = HugoItemTemplate.Site(
                baseURL: "https://example.org/show/", settings: ["title": "Show", "params": ["prefix": "urn:x"]])
            for element in [HugoItemTemplate.Element.guid, .enclosureURL] {
                let value = HugoItemTemplate.read(hugo, element: element, path: "layouts/rss.xml")?.value(
                    page: page, site: site)
                check(value)
                let again = HugoItemTemplate.read(hugo, element: element, path: "layouts/rss.xml")?.value(
                    page: page, site: site)
                FuzzCheck.require(value == again, "two Hugo evaluations differ")
            }
            let post: [String: Any] = ["guid": "abc", "number": 7, "redirect_from": "/old/"]
            let settings: [String: Any] = ["url": "https://example.org", "baseurl": "/show"]
            let guid = JekyllFeedGUID.read(jekyll, path: "feed.xml")?.guid(url: "/one/", page: post, site: settings)
            check(guid)
            FuzzCheck.require(
                guid == JekyllFeedGUID.read(jekyll, path: "feed.xml")?.guid(url: "/one/", page: post, site: settings),
                "two Jekyll evaluations differ")
        }

        private static func check(_ value: String?) {
            guard let value else { return }
            FuzzCheck.require(!value.isEmpty, "an empty value")
            FuzzCheck.require(
                value.first?.isWhitespace != true && value.last?.isWhitespace != true, "a value not trimmed")
        }
    }
#endif
