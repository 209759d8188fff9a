#!/usr/bin/env python3
"""Do two search indexes of one site answer alike? Runs the same queries through Pagefind's own
JavaScript API (pagefind.js, in headless Chromium) on two copies of a site and compares the
ranked result lists (URL and score, top 20) and the result counts.

  python3 bench/search-compare.py --tools ../shared/tools --site OUTPUT --a BUNDLE_A --b BUNDLE_B

OUTPUT is a built site; BUNDLE_A and BUNDLE_B are two `pagefind/` folders of its pages (for
example Pagefind run once over OUTPUT, and the merged shards sitegen wrote). Queries come from
--queries (one per line) or the built-in list. Exits 1 when any answer differs.
"""
import argparse, functools, http.server, os, shutil, sys, tempfile, threading

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "SitegenCLITests", "Scripts"))
from chromium_page import ChromiumPage  # noqa: E402

QUERIES = [
    "swift", "actor", "layout", "tokenizer", "swiftui grid", "core data", "concurrency",
    "ibáñez", "cache", "refactor", "result builders", "macros", "testing", "persistence",
    "async", "view model", "sidebar", "json", "episode", "zzzznothing",
]

SEARCH_JS = """(async () => {
  const pagefind = await import('/pagefind/pagefind.js');
  await pagefind.init();
  const answers = {};
  for (const query of %s) {
    const search = await pagefind.search(query);
    const top = await Promise.all(search.results.slice(0, 20).map(async r => [(await r.data()).url, Math.round(r.score * 1e6) / 1e6]));
    answers[query] = {count: search.results.length, top};
  }
  return answers;
})()"""


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def serve(folder):
    handler = functools.partial(QuietHandler, directory=folder)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def answers(chromium, site, bundle, queries, scratch, name):
    """The answers of `bundle` served as the `pagefind/` of a hard-linked copy of `site`."""
    copy = os.path.join(scratch, name)
    shutil.copytree(site, copy, copy_function=os.link, ignore=shutil.ignore_patterns("pagefind"))
    shutil.copytree(bundle, os.path.join(copy, "pagefind"), copy_function=os.link)
    server = serve(copy)
    try:
        chromium.open(f"http://127.0.0.1:{server.server_address[1]}/search/")
        import json
        result = chromium.browser.call("Runtime.evaluate", {
            "expression": SEARCH_JS % json.dumps(queries), "awaitPromise": True, "returnByValue": True},
            session=chromium.session, timeout=300)
        if "exceptionDetails" in result:
            sys.exit(f"search-compare: the search failed: {result['exceptionDetails']}")
        return result["result"]["value"]
    finally:
        server.shutdown()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--tools", required=True)
    parser.add_argument("--site", required=True)
    parser.add_argument("--a", required=True)
    parser.add_argument("--b", required=True)
    parser.add_argument("--queries")
    args = parser.parse_args()
    queries = QUERIES
    if args.queries:
        queries = [line.strip() for line in open(args.queries, encoding="utf-8") if line.strip()]
    chromium = ChromiumPage(args.tools)
    # Beside the site, so that its files are hard-linked, not copied.
    scratch = tempfile.mkdtemp(prefix=".search-compare-", dir=os.path.dirname(os.path.abspath(args.site)))
    try:
        first = answers(chromium, args.site, args.a, queries, scratch, "a")
        second = answers(chromium, args.site, args.b, queries, scratch, "b")
    finally:
        chromium.close()
        shutil.rmtree(scratch, ignore_errors=True)
    differing = 0
    for query in queries:
        a, b = first[query], second[query]
        same = a == b
        differing += not same
        print(f"{'same' if same else 'DIFFERENT'}  {query!r}: {a['count']} results" + ("" if same else f" vs {b['count']}"))
        if not same:
            print(f"    a: {a['top'][:5]}\n    b: {b['top'][:5]}")
    print(f"search-compare: {len(queries) - differing} of {len(queries)} queries answered alike")
    sys.exit(1 if differing else 0)


main()
