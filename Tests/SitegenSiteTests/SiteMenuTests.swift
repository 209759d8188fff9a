import Foundation
import SitegenTestSupport
import Testing

/// `menu:` in site.yml: links every page's navigation adds after sitegen's own.
@Suite("site menu: links added to the navigation")
struct SiteMenuTests {
    /// The menu of `Fixtures/menu/site-menu.yml`, appended to the minimal site's site.yml.
    static var menuEdit: SiteEdit {
        let url = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
            .appendingPathComponent("menu/site-menu.yml")
        let menu = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return .replace(
            MinimalSite.siteYML, "baseURL: https://example.org/\n", "baseURL: https://example.org/\n" + menu)
    }

    /// The header navigation of a page.
    static func nav(of html: String) throws -> String {
        let start = try #require(html.range(of: "<nav class=\"site-nav\""))
        let end = try #require(html.range(of: "</nav>", range: start.upperBound..<html.endIndex))
        return String(html[start.lowerBound..<end.upperBound])
    }

    @Test("the links follow sitegen's own on every page, escaped, the current one marked, another site's as it is")
    func links() async throws {
        let about = SiteEdit.write("Content/pages/about.md", "---\ntitle: About\n---\nWho we are.\n")
        try await SiteSandbox.with(minimalSiteEditedBy: [Self.menuEdit, about]) { sandbox in
            let result = await sandbox.build()
            #expect(
                result.lines == [
                    "\(MinimalSite.siteYML):11:5: warning: `menu` link '/blog/' (Nowhere) names no page or file of the site"
                ])
            let home = try Self.nav(of: try sandbox.outputText("index.html"))
            let own = "<a href=\"./about/\">About</a>"
            let added =
                "<a href=\"./tags/\">Tags &amp; more</a><a href=\"./episodes/second\">Second</a>"
                + "<a href=\"https://shop.example.org/?a=1&amp;b=2\">Shop</a><a href=\"./blog/\">Nowhere</a>"
                + "<a href=\"mailto:hello@example.org?subject=Hi%20there\">Write to us</a></nav>"
            #expect(home.contains(own + added), "\(home)")
            // sitegen's own About is not there twice.
            #expect(home.components(separatedBy: ">About<").count == 2)
            let tag = try Self.nav(of: try sandbox.outputText("tags/swift/index.html"))
            #expect(tag.contains("<a href=\"../../tags/\" aria-current=\"page\">Tags &amp; more</a>"))
            #expect(tag.contains("<a href=\"https://shop.example.org/?a=1&amp;b=2\">Shop</a>"))
        }
    }

    @Test(
        "a mistake in the menu is an error at its place, and the build stops",
        arguments: [
            (
                "menu: /blog/",
                "6:7: error: `menu` must be a list of links, each `{title: Blog, url: /blog/}`, not the string '/blog/'"
            ),
            ("menu:\n  - {title: Blog}", "7:5: error: a `menu` link needs a `title` and a `url`"),
            (
                "menu:\n  - {title: Blog, url: blog}",
                "7:24: error: `menu.url` must be a path of the site starting with / (/blog/), an http or https URL or a mailto: link, not 'blog'"
            ),
            (
                "menu:\n  - {title: Mail, url: \"mailto:nobody\"}",
                "7:24: error: `menu.url` must be an email link such as mailto:hello@example.org, not 'mailto:nobody'"
            ),
            (
                "menu:\n  - {title: Up, url: /a/../b/}",
                "7:22: error: `menu.url` must be a plain path of the site, such as /blog/, not '/a/../b/'"
            ),
            (
                "menu:\n  - {title: Blog, url: /blog/, weight: 2}",
                "7:32: error: unknown key `weight` in a `menu` link; valid keys are `title`, `url`"
            ),
        ])
    func mistakes(text: String, expected: String) async throws {
        let edit = SiteEdit.replace(
            MinimalSite.siteYML, "baseURL: https://example.org/\n", "baseURL: https://example.org/\n\(text)\n")
        try await SiteSandbox.with(minimalSiteEditedBy: [edit]) { sandbox in
            let result = await sandbox.build()
            #expect(result.lines == ["\(MinimalSite.siteYML):\(expected)"])
            let written = try SiteSandbox.snapshot(of: sandbox.output)
            #expect(written.isEmpty)
        }
    }
}
