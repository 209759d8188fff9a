#!/usr/bin/env python3
"""Print every word that Chromium breaks across lines inside the elements a selector matches.

    word-breaks.py TOOLS_DIR SELECTOR PAGE [PAGE ...] --widths 375,768,1280

TOOLS_DIR is the shared tools folder (chromium_page.py drives Chromium with its Browser class).
A word is a run of letters and digits between spaces and hyphens (a break after
a hyphen is a line break a reader expects; one inside a word is not). For each word a Range's
client rectangles are read: more than one line top means the word was split. Output (stdout)
is JSON: {"checked": N, "broken": [{"page", "width", "word", "tops"}]}.
"""
import argparse, json, os, sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from chromium_page import ChromiumPage  # noqa: E402

READ_JS = r"""
((selector) => {
  const broken = [];
  let checked = 0;
  for (const element of document.querySelectorAll(selector)) {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent;
      const pattern = /[^\s\-]+/g;
      for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = [...new Set([...range.getClientRects()].filter(r => r.width > 0).map(r => Math.round(r.top)))];
        checked += 1;
        if (tops.length > 1) broken.push({word: match[0], tops});
      }
    }
  }
  return {checked, broken};
})(%s)
"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("tools")
    ap.add_argument("selector")
    ap.add_argument("pages", nargs="+")
    ap.add_argument("--widths", default="375,768,1280")
    args = ap.parse_args()
    chromium = ChromiumPage(args.tools)
    result = {"checked": 0, "broken": []}
    try:
        for page in args.pages:
            for width in (int(w) for w in args.widths.split(",")):
                chromium.open(page, width=width)
                found = chromium.evaluate(READ_JS % json.dumps(args.selector), "word-breaks", page)
                result["checked"] += found["checked"]
                for item in found["broken"]:
                    item.update(page=page, width=width)
                    result["broken"].append(item)
    finally:
        chromium.close()
    json.dump(result, sys.stdout)


if __name__ == "__main__":
    main()
