import Foundation
import SitegenPipeline
import Testing

/// A page with `redirect:` (an imported people section's list page, `redirect: /people/`): a
/// redirect at its address and its aliases, no page; a mistaken value at its place. The site is
/// `Fixtures/page-redirects/site`, the mistakes `Fixtures/page-redirects/bad-values.txt`.
@Suite("pages that lead elsewhere (`redirect:`)")
struct PageRedirectTests {
    static let folder = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
        .appendingPathComponent("page-redirects")

    static func siteFiles() throws -> [String: Data] {
        let content = try SiteSandbox.snapshot(of: folder.appendingPathComponent("site/Content"))
        return Dictionary(uniqueKeysWithValues: content.map { ("Content/" + $0.key, $0.value) })
    }

    /// Each bad value and the one diagnostic it gives.
    static var badValues: [(value: String, diagnostic: String)] {
        let text = (try? String(contentsOf: folder.appendingPathComponent("bad-values.txt"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
            return parts.count == 2 ? (parts[0], parts[1]) : nil
        }
    }

    @Test("the page's address and its aliases lead to the path; no page, sitemap entry or warning is left")
    func redirects() async throws {
        try await SiteSandbox.with(try Self.siteFiles()) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded, "\(result.lines)")
            #expect(result.lines.isEmpty, "\(result.lines)")
            for page in ["guest/index.html", "guests/index.html"] {
                let html = try sandbox.outputText(page)
                #expect(html.contains("<meta http-equiv=\"refresh\" content=\"0; url=../people/\">"), "\(page)")
                #expect(html.contains("<link rel=\"canonical\" href=\"https://example.org/people/\">"))
            }
            let redirects = try sandbox.outputText("_redirects")
            #expect(redirects.contains("/guest/ /people/ 301\n") && redirects.contains("/guests/ /people/ 301\n"))
            let sitemap = try sandbox.outputText("sitemap.xml")
            #expect(!sitemap.contains("/guest/") && sitemap.contains("/about/"))
        }
    }

    @Test("the bad values are read")
    func badValuesRead() {
        #expect(Self.badValues.count >= 6)
    }

    @Test("a value that is no path of the site, or leads nowhere, is said at its place", arguments: badValues)
    func badValue(_ value: String, _ diagnostic: String) async throws {
        var files = try Self.siteFiles()
        let page = try #require(files["Content/pages/guest.md"].map { String(decoding: $0, as: UTF8.self) })
        files["Content/pages/guest.md"] = Data(
            page.replacingOccurrences(of: "redirect: /people/", with: "redirect: \"\(value)\"").utf8)
        try await SiteSandbox.with(files) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded == diagnostic.contains(": warning: "))
            #expect(result.lines == [diagnostic])
        }
    }
}
