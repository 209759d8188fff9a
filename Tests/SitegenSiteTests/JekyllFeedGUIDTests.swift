import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// ``JekyllFeedGUID``: the `<guid>` expressions of Jekyll feed templates, evaluated for a post,
/// and those it refuses to guess.
@Suite struct JekyllFeedGUIDTests {
    static var site: [String: Any] { ["url": "https://show.example", "baseurl": "/pod"] }
    static var page: [String: Any] {
        [
            "redirect_from": "/old/one/", "guid": "abc", "number": 7, "aliases": ["/a/", "/b/"], "flag": false,
        ]
    }

    /// A template around a guid expression, as Jekyll feed templates loop over the posts.
    static func template(_ guid: String, variable: String = "post") -> String {
        "---\nlayout: null\n---\n<rss><channel>{% for \(variable) in site.posts %}<item><title>x</title>"
            + "<guid isPermaLink=\"true\">\(guid)</guid></item>{% endfor %}</channel></rss>"
    }

    @Test(
        "a guid expression is evaluated as Jekyll would",
        arguments: [
            ("{{ site.url }}{{ post.url }}", "post", "https://show.example/2020/01/02/one.html"),
            ("{{ post.url | prepend: site.url }}", "post", "https://show.example/2020/01/02/one.html"),
            ("{{ post.url | absolute_url }}", "post", "https://show.example/pod/2020/01/02/one.html"),
            (
                "{{- episode.url | prepend: site.baseurl | prepend: site.url -}}", "episode",
                "https://show.example/pod/2020/01/02/one.html"
            ),
            (
                "  {{ site.url }}{% if post.redirect_from %}{{ post.redirect_from }}{% else %}{{ post.url }}{% endif %}\n",
                "post", "https://show.example/old/one/"
            ),
            (
                "{% if post.missing %}{{ post.missing }}{% else %}{{ post.url }}{% endif %}", "post",
                "/2020/01/02/one.html"
            ),
            ("{% if post.flag %}yes{% else %}no{% endif %}-{{ post.number }}", "post", "no-7"),
            ("tag:show.example,2020:{{ post.guid | append: '-x' }}", "post", "tag:show.example,2020:abc-x"),
            ("{{ post.aliases }}", "post", "/a//b/"),
            ("urn:&amp;{{ post.guid }}", "post", "urn:&abc"),
        ] as [(String, String, String)])
    func evaluates(_ expression: String, _ variable: String, _ expected: String) throws {
        let guid = try #require(JekyllFeedGUID.read(Self.template(expression, variable: variable), path: "feed.xml"))
        #expect(guid.guid(url: "/2020/01/02/one.html", page: Self.page, site: Self.site) == expected)
    }

    @Test(
        "a guid that needs what the import cannot give is not guessed",
        arguments: [
            "{{ post.id }}", "{{ post.date | date_to_xmlschema }}", "{{ site.url }}{{ page.url }}",
            "{{ post.url | slugify }}", "{% unless post.x %}a{% endunless %}", "{% if post.a == 'b' %}x{% endif %}",
            "{{ post.url", "{% if post.x %}a", "", "{{ post.url |  | absolute_url }}", "{{ post.url | : x }}",
            "{{ | post.url }}",
        ])
    func refuses(_ expression: String) {
        #expect(JekyllFeedGUID.read(Self.template(expression), path: "feed.xml") == nil)
    }

    @Test("a hostile template, deeply nested or very long, is refused without exhausting the stack")
    func hostile() {
        let branches =
            String(repeating: "{% if post.x %}", count: 20_000) + "a" + String(repeating: "{% endif %}", count: 20_000)
        for expression in [branches, String(repeating: "x", count: 3000)] {
            #expect(JekyllFeedGUID.read(Self.template(expression), path: "feed.xml") == nil)
        }
    }

    @Test("a template without a loop over the posts or without a guid gives none")
    func noGuid() {
        #expect(JekyllFeedGUID.read("<rss><channel><item><guid>x</guid></item></channel></rss>", path: "f.xml") == nil)
        #expect(
            JekyllFeedGUID.read(
                "{% for post in site.posts %}<item><link>{{ post.url }}</link></item>{% endfor %}", path: "f.xml")
                == nil)
    }

    @Test("a value that is not text gives the post no guid")
    func notText() throws {
        let guid = try #require(JekyllFeedGUID.read(Self.template("{{ post.meta }}"), path: "feed.xml"))
        #expect(guid.guid(url: "/x/", page: ["meta": ["a": 1]], site: Self.site) == nil)
        #expect(guid.guid(url: "/x/", page: [:], site: Self.site) == nil)  // empty: no guid
    }
}
