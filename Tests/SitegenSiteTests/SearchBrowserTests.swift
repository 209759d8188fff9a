import Foundation
import SitegenContent
import SitegenFileSystem
import SitegenFormats
import SitegenImport
import SitegenOutput
import SitegenPipeline
import SitegenRender
import SitegenTestSupport
import Testing

/// The search page (the theme's results over Pagefind's index) in headless Chromium
/// (`Tools/media-browser.py`), the site served under
/// `/shows/` from 127.0.0.1 as a static host would: typing a word finds the one episode that
/// has it, first, and a collection filter narrows the results; the tags are filters too.
@Suite(
    .serialized, .tags(.browser), .tier(.browser), .needs(.chromiumDevTools),
    .needs(.pythonPackages(["pagefind_bin"])))
struct SearchBrowserTests {
    static let helpers = """
        // The loops below wait for events; their counts are ceilings against hangs (30 s, 60 s),
        // generous for a loaded CI machine.
        const sleep = ms => new Promise(r => setTimeout(r, ms));
        const field = async () => {
          for (let i = 0; i < 600; i++) {
            const input = document.getElementById("sg-search-input");
            if (input) return input;
            await sleep(50);
          }
          return null;
        };
        const type = (input, text) => {
          input.value = text;
          input.dispatchEvent(new Event("input", {bubbles: true}));
        };
        const settled = async (previous) => {
          for (let i = 0; i < 600; i++) {
            await sleep(100);
            const text = document.getElementById("sg-search-status").textContent;
            // The count is written once the first results' fragments are shown: the results have
            // settled when it is new and every result shows its link.
            const shown = document.querySelectorAll(".search-result").length;
            if (/\\d+ result/.test(text) && text !== previous && shown > 0 && links().length === shown) return text;
          }
          return null;
        };
        const links = () => [...document.querySelectorAll(".search-result-link")].map(a => a.getAttribute("href"));
        """

    @Test("under /shows/: a word in one episode's body finds it first; a collection filter narrows the results")
    func searchUnderSubPath() async throws {
        try await SiteSandbox.with(SearchSite.files(baseURL: "https://example.org/shows/")) { sandbox in
            let host = sandbox.root.appendingPathComponent("Host")
            let output = host.appendingPathComponent("shows")
            let result = await SitePipeline().build(SearchSite.options(site: sandbox.site, output: output))
            #expect(result.lines == [])
            let word = """
                (async () => {
                  \(Self.helpers)
                  const input = await field();
                  if (!input) return {error: "no search field"};
                  const focused = document.activeElement === input;
                  type(input, "\(SearchSite.rareWord)");
                  const message = await settled("");
                  return {focused, message, links: links(), label: input.getAttribute("aria-label") || input.placeholder};
                })()
                """
            let filter = """
                (async () => {
                  \(Self.helpers)
                  const input = await field();
                  type(input, "notes");
                  const before = await settled(document.getElementById("sg-search-status").textContent);
                  const box = document.querySelector('input[name="collection"][value="Alpha Show"]');
                  if (!box) return {before, error: "no collection filter"};
                  // A site with few tags has them as filters too (issue 52 keeps them off big ones).
                  const tag = !!document.querySelector('input[name="tag"][value="José Ibañez"]');
                  box.click();
                  const after = await settled(before);
                  await sleep(300);
                  return {before, after, tag, links: links()};
                })()
                """
            // In both colour schemes the field's text and the results' links contrast with the page.
            let colours = """
                (() => {
                  const rgb = text => text.match(/[\\d.]+/g).slice(0, 3).map(Number);
                  const luminance = ([r, g, b]) => {
                    const c = [r, g, b].map(v => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
                    return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
                  };
                  const ratio = (a, b) => { const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
                  const page = rgb(getComputedStyle(document.body).backgroundColor);
                  const input = document.getElementById("sg-search-input");
                  const link = document.querySelector(".search-result-title");
                  return {page, field: ratio(rgb(getComputedStyle(input).color), rgb(getComputedStyle(input).backgroundColor)),
                          link: link ? ratio(rgb(getComputedStyle(link).color), page) : 0};
                })()
                """
            let steps: [[String: Any]] = [
                ["eval": word], ["eval": filter], ["eval": colours], ["media": ["prefers-color-scheme": "dark"]],
                ["eval": colours],
            ]
            let run = try await PodcastTools.run(
                "media-browser.py",
                [
                    host.path,
                    try Self.plan([["path": "shows/search/index.html", "steps": steps]], in: sandbox.root).path,
                    "--timeout", "300",
                ])
            let results = run["pages"].array.first?["steps"].array ?? []
            try #require(results.count == 5, "\(run)")
            let found = results[0]["value"]
            #expect(found["focused"].bool == true, "the search field has the focus: \(found)")
            #expect(found["message"].string?.hasPrefix("1 result") == true, "\(found)")
            #expect(found["links"].array.first?.string == "/shows/episodes/episode-7/", "\(found)")
            let narrowed = results[1]["value"]
            #expect(narrowed["before"].string?.hasPrefix("12 results") == true, "\(narrowed)")
            #expect(narrowed["after"].string?.hasPrefix("6 results") == true, "\(narrowed)")
            #expect(narrowed["tag"].bool == true, "the tags are filters: \(narrowed)")
            let numbers = narrowed["links"].array.compactMap { $0.string }.compactMap {
                Int($0.replacingOccurrences(of: "/shows/episodes/episode-", with: "").dropLast())
            }
            #expect(!numbers.isEmpty && numbers.allSatisfy { $0 % 2 == 0 }, "only Alpha Show's episodes: \(narrowed)")
            let (light, dark) = (results[2]["value"], results[4]["value"])
            #expect(light["page"] != dark["page"], "the page follows prefers-color-scheme: \(light) \(dark)")
            for scheme in [light, dark] {
                #expect((scheme["field"].double ?? 0) >= 4.5, "\(scheme)")
                #expect((scheme["link"].double ?? 0) >= 4.5, "\(scheme)")
            }
        }
    }

    static func plan(_ pages: [[String: Any]], in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent("plan.json")
        try JSONSerialization.data(withJSONObject: ["pages": pages]).write(to: url)
        return url
    }
}
