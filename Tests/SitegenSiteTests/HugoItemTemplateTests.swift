import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// ``HugoItemTemplate``: the `<guid>` templates of Hugo podcast feeds, evaluated for an episode, and
/// those it refuses to guess.
@Suite struct HugoItemTemplateTests {
    static var site: HugoItemTemplate.Site {
        HugoItemTemplate.Site(
            baseURL: "https://show.example/pod/",
            settings: ["title": "The Show", "params": ["feedPrefix": "urn:show", "guids": ["base": "tag:x"]]])
    }
    static var page: HugoItemTemplate.Page {
        HugoItemTemplate.Page(
            permalink: "https://show.example/pod/episodes/one/", relPermalink: "/pod/episodes/one/",
            params: [
                "guid": "abc", "number": 7, "flag": false, "empty": "", "podcast": ["id": "p-7", "Feed": "f"],
                "title": "One", "list": ["a"],
            ],
            fileName: "index.md", contentBaseName: "one")
    }

    /// A template around a guid, as Hugo feed templates range over the pages.
    static func template(_ guid: String, range: String = "{{ range .Pages }}") -> String {
        "<rss><channel>{{ with .OutputFormats.Get \"RSS\" }}<atom:link href=\"{{ .Permalink }}\"/>{{ end }}"
            + "\(range)<item><title>{{ .Title }}</title><enclosure url=\"{{ .Params.audio }}\"/>"
            + "<guid isPermaLink=\"false\">\(guid)</guid></item>{{ end }}</channel></rss>"
    }

    @Test(
        "a guid template is evaluated as Hugo would",
        arguments: [
            ("{{ .Permalink }}", "{{ range .Pages }}", "https://show.example/pod/episodes/one/"),
            ("{{ .RelPermalink | absURL }}", "{{ range .Pages }}", "https://show.example/pod/episodes/one/"),
            ("{{ absURL .RelPermalink }}", "{{ range .Pages }}", "https://show.example/pod/episodes/one/"),
            ("{{ \"x/y\" | absURL }}", "{{ range .Pages }}", "https://show.example/pod/x/y"),
            ("{{ \"x/y\" | relURL }}", "{{ range .Pages }}", "/pod/x/y"),
            ("{{ with .Params.guid }}{{ . }}{{ else }}{{ .Permalink }}{{ end }}", "{{ range .Pages }}", "abc"),
            (
                "{{ with .Params.missing }}{{ . }}{{ else }}{{ .Permalink }}{{ end }}", "{{ range .Pages }}",
                "https://show.example/pod/episodes/one/"
            ),
            ("{{ .Params.guid | default .Permalink }}", "{{ range .Pages }}", "abc"),
            ("{{ default .Permalink .Params.empty }}", "{{ range .Pages }}", "https://show.example/pod/episodes/one/"),
            (
                "{{ if .Params.flag }}yes{{ else if .Params.number }}n{{ .Params.number }}{{ else }}no{{ end }}",
                "{{ range .Pages }}", "n7"
            ),
            (
                "{{- $p.Permalink -}}", "{{ range $i, $p := .Site.RegularPages }}",
                "https://show.example/pod/episodes/one/"
            ),
            ("{{ $ep.Params.podcast.id }}", "{{- range $ep := where .Pages \"Type\" \"episodes\" -}}", "p-7"),
            ("{{ with .Params.podcast }}{{ .feed }}-{{ .id }}{{ end }}", "{{ range .Pages }}", "f-p-7"),
            (
                "{{ printf \"%s:%d:%%\" .Site.Params.feedPrefix .Params.number }}", "{{ range .Pages }}",
                "urn:show:7:%"
            ),
            ("{{ site.Params.guids.base }}/{{ .File.ContentBaseName }}", "{{ range .Pages }}", "tag:x/one"),
            ("{{ $.Site.BaseURL }}{{ .File.BaseFileName }}", "{{ range .Pages }}", "https://show.example/pod/index"),
            ("{{ .Param \"feedPrefix\" }}-{{ .Param `guid` }}", "{{ range .Pages }}", "urn:show-abc"),
            ("{{ .Title | lower }} {{/* a comment */}}&amp;", "{{ range .Pages }}", "one &"),
            (
                "{{ strings.TrimSuffix \"/\" .Permalink | safeURL }}", "{{ range .Pages }}",
                "https://show.example/pod/episodes/one"
            ),
            ("{{ print (.Params.number) \"-\" .Site.Title }}", "{{ range .Pages }}", "7-The Show"),
            // Castanet's guid.
            (
                "{{- if isset .Params \"guid\" -}}{{ .Params.guid }}{{- else -}}{{ .Site.Params.feedPrefix }}{{ .Params.podcast.id }}{{- end -}}",
                "{{ range .Pages }}", "abc"
            ),
            (
                "{{- if isset .Params \"GUIDX\" -}}{{ .Params.guid }}{{- else -}}{{ .Site.Params.feedPrefix }}/{{ .Params.podcast.id }}{{- end -}}",
                "{{ range .Pages }}", "urn:show/p-7"
            ),
            ("{{ if and .Params.number (not .Params.flag) }}n{{ end }}", "{{ range .Pages }}", "n"),
            ("{{ if eq .Params.number 7 }}seven{{ else }}other{{ end }}", "{{ range .Pages }}", "seven"),
            ("{{ if ne .Params.title \"One\" \"Two\" }}x{{ else }}y{{ end }}", "{{ range .Pages }}", "y"),
            ("{{ or .Params.empty .Params.guid }}", "{{ range .Pages }}", "abc"),
        ] as [(String, String, String)])
    func evaluates(_ expression: String, _ range: String, _ expected: String) throws {
        let guid = try #require(HugoItemTemplate.read(Self.template(expression, range: range), path: "layouts/rss.xml"))
        #expect(guid.value(page: Self.page, site: Self.site) == expected)
    }

    @Test(
        "a guid that needs what the import cannot give is not guessed",
        arguments: [
            "{{ .File.UniqueID }}", "{{ .Date.Format \"2006\" }}", "{{ .Permalink | md5 }}", "{{ $.Permalink }}",
            "{{ $other.Permalink }}", "{{ $x := .Permalink }}{{ $x }}", "{{ range .Params.l }}{{ . }}{{ end }}",
            "{{ partial \"guid\" . }}", "{{ .Permalink", "{{ if .Params.guid }}a", "{{ with .X }}a{{ else }}",
            "{{ \"unclosed }}", "{{ . }}", "{{ .Params.x | }}", "{{ true }}", "",
        ])
    func refuses(_ expression: String) {
        #expect(HugoItemTemplate.read(Self.template(expression), path: "layouts/rss.xml") == nil)
    }

    @Test("a hostile template, deeply nested or very long, is refused without exhausting the stack")
    func hostile() {
        let parentheses =
            "{{ " + String(repeating: "(", count: 50_000) + ".Permalink" + String(repeating: ")", count: 50_000) + " }}"
        let branches =
            String(repeating: "{{ if .Permalink }}", count: 20_000) + "x"
            + String(repeating: "{{ end }}", count: 20_000)
        let chain = "{{ if .Title }}a" + String(repeating: "{{ else if .Slug }}b", count: 20_000) + "{{ end }}"
        for expression in [parentheses, branches, chain, String(repeating: "x", count: 3000)] {
            #expect(HugoItemTemplate.read(Self.template(expression), path: "layouts/rss.xml") == nil)
        }
        let nested = "{{ " + String(repeating: "(", count: 8) + ".Permalink" + String(repeating: ")", count: 8) + " }}"
        #expect(HugoItemTemplate.read(Self.template(nested), path: "layouts/rss.xml") != nil)
    }

    @Test("a template without a range or without a guid gives none")
    func noGuid() {
        #expect(
            HugoItemTemplate.read("<rss><channel><item><guid>x</guid></item></channel></rss>", path: "f.xml") == nil)
        #expect(
            HugoItemTemplate.read(
                "{{ range .Pages }}<item><link>{{ .Permalink }}</link></item>{{ end }}", path: "f.xml")
                == nil)
    }

    @Test("a value that is not text gives the episode no guid")
    func notText() throws {
        for expression in ["{{ .Params.podcast }}", "{{ .Params.list }}", "{{ .Params.empty }}"] {
            let guid = try #require(HugoItemTemplate.read(Self.template(expression), path: "layouts/rss.xml"))
            #expect(guid.value(page: Self.page, site: Self.site) == nil, "\(expression)")
        }
    }
}
