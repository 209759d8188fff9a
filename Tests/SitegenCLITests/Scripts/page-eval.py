#!/usr/bin/env python3
"""Print what a script reads from pages in headless Chromium, at some widths and colour schemes.

    page-eval.py TOOLS_DIR SCRIPT PAGE [PAGE ...] --widths 375,1280 [--schemes light,dark]

TOOLS_DIR is the shared tools folder (chromium_page.py drives Chromium with its Browser class).
SCRIPT is a JavaScript expression; its value (a promise is awaited) must be JSON. Output
(stdout) is JSON: [{"page", "width", "scheme", "value"}], in the order of the pages, then the
widths, then the schemes.
"""
import argparse, json, os, sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from chromium_page import ChromiumPage  # noqa: E402


def evaluate(chromium, expression, page):
    value = chromium.browser.call(
        "Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True},
        session=chromium.session, timeout=120)
    if "exceptionDetails" in value:
        sys.exit(f"page-eval: the script failed on {page}: {value['exceptionDetails']}")
    return value["result"].get("value")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("tools")
    ap.add_argument("script")
    ap.add_argument("pages", nargs="+")
    ap.add_argument("--widths", default="375,768,1280")
    ap.add_argument("--schemes", default="light")
    args = ap.parse_args()
    chromium = ChromiumPage(args.tools)
    results = []
    try:
        for page in args.pages:
            for width in (int(w) for w in args.widths.split(",")):
                for scheme in args.schemes.split(","):
                    chromium.open(page, width=width, scheme=scheme)
                    results.append({"page": page, "width": width, "scheme": scheme,
                                    "value": evaluate(chromium, args.script, page)})
    finally:
        chromium.close()
    json.dump(results, sys.stdout)


if __name__ == "__main__":
    main()
