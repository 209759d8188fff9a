import Foundation
import SitegenPipeline
import SitegenTestSupport
import Testing

/// The search page at scale (issue 52) in headless Chromium (`Tools/media-browser.py`, which
/// serves the site from 127.0.0.1): on `Tools/many-tags-corpus.py`'s 2,000 episodes with about
/// 15,000 tags, the first result shows within 1 s of typing a word. When every tag was a Pagefind
/// filter it took 11 s, the UI adding 15,000 checkboxes to its form first.
///
/// A timing: it runs in the vitals tier, alone after the other tiers (`make test`), as other
/// tests' processes sharing the cores would make it mean nothing.
@Suite(
    .serialized, .tags(.browser, .vitals), .tier(.vitals), .needs(.chromiumDevTools),
    .needs(.pythonPackages(["pagefind_bin"])))
struct SearchScaleBrowserTests {
    /// The most a first result may take after the word is typed, in milliseconds.
    static let budget = 1_000.0

    /// Types `parser` (in most of the corpus's episodes) into the field and waits for the first
    /// result in the DOM: the milliseconds from the input event, and what the page then shows.
    static let typing = """
        (async () => {
          // The loops wait for events; their counts are ceilings against hangs (30 s, 60 s).
          const sleep = ms => new Promise(r => setTimeout(r, ms));
          let input = null;
          for (let i = 0; i < 600 && !input; i++) {
            input = document.getElementById("sg-search-input");
            if (!input) await sleep(50);
          }
          if (!input) return {error: "no search field"};
          const result = () => document.querySelector(".search-result");
          const shown = new Promise(resolve => {
            const observer = new MutationObserver(() => {
              if (result()) { observer.disconnect(); resolve(performance.now()); }
            });
            observer.observe(document.body, {childList: true, subtree: true});
            setTimeout(() => { observer.disconnect(); resolve(null); }, 60000);
          });
          const start = performance.now();
          input.value = "parser";
          input.dispatchEvent(new Event("input", {bubbles: true}));
          const end = await shown;
          if (end === null) return {error: "no result within 60 s"};
          // The filters are loaded beside the search: wait for the panel to have them.
          for (let i = 0; i < 300 && !document.querySelector(".search-filter"); i++) await sleep(100);
          const count = name => document.querySelectorAll(`.search-filter[name="${name}"]`).length;
          return {ms: end - start, message: document.getElementById("sg-search-status")?.textContent ?? "",
                  collections: count("collection"), tags: count("tag")};
        })()
        """

    @Test("2,000 episodes and 15,000 tags, served locally: the first result shows within 1 s of typing")
    func firstResultWithinASecond() async throws {
        try await SiteSandbox.with([:]) { sandbox in
            let corpus = try await PodcastTools.run(
                "many-tags-corpus.py", ["--episodes", "2000", "--out", sandbox.site.path])
            try #require((corpus["tags"].int ?? 0) > 14_000, "\(corpus)")
            let result = await SitePipeline().build(SearchSite.options(site: sandbox.site, output: sandbox.output))
            try #require(result.succeeded, "\(result.errorLines)")
            let plan = try SearchBrowserTests.plan(
                [["path": "search/index.html", "steps": [["eval": Self.typing]]]], in: sandbox.root)
            // The best of up to 3 loads, each in a new browser (a cold cache), as a person's first
            // search is: one slow load of a loaded machine is not the page's.
            var readings: [JSONValue] = []
            for _ in 1...3 {
                let run = try await PodcastTools.run(
                    "media-browser.py", [sandbox.output.path, plan.path, "--timeout", "300"])
                let reading = run["pages"].array.first?["steps"].array.first?["value"] ?? run
                readings.append(reading)
                if let ms = reading["ms"].double, ms <= Self.budget { break }
            }
            let best = readings.min { ($0["ms"].double ?? .infinity) < ($1["ms"].double ?? .infinity) } ?? .null
            let timings = readings.map { $0["ms"].double.map { "\(Int($0)) ms" } ?? "\($0)" }
            print("search at 2,000 episodes / \(corpus["tags"].int ?? 0) tags, first result after typing: \(timings)")
            #expect((best["ms"].double ?? .infinity) <= Self.budget, "first result after \(timings)")
            #expect(best["message"].string?.contains("results for parser") == true, "\(best)")
            #expect(best["collections"].int == 40, "the collections are still filters: \(best)")
            #expect(best["tags"].int == 0, "15,000 tags are no filter list: \(best)")
        }
    }
}
