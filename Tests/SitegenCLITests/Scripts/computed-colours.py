#!/usr/bin/env python3
"""Print the computed text colour and effective background of every highlighted token (and
code-block furniture) of a page, in headless Chromium, with prefers-color-scheme emulated.

    computed-colours.py TOOLS_DIR PAGE [PAGE ...] --schemes light,dark

TOOLS_DIR is the shared tools folder: this script drives Chromium with browser-boxes.py's own
Browser class (the one DevTools-protocol driver the tests use), adding only
Emulation.setEmulatedMedia and a script that reads getComputedStyle. Output (stdout) is JSON:
[{"page", "scheme", "selector", "text", "color": [r, g, b, a], "background": [r, g, b]}, ...].
"""
import argparse, json, os, sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from chromium_page import ChromiumPage  # noqa: E402

READ_JS = r"""
(() => {
  const rgba = (text) => {
    const m = text.match(/rgba?\(([^)]+)\)/);
    if (!m) return null;
    const p = m[1].split(/[ ,\/]+/).filter(Boolean).map(Number);
    return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
  };
  // The colour behind an element: its own background or the nearest ancestor's that is not
  // transparent, blended over the ones below when translucent (down to the page's).
  const background = (el) => {
    const layers = [];
    for (let e = el; e; e = e.parentElement) {
      const c = rgba(getComputedStyle(e).backgroundColor);
      if (c && c[3] > 0) { layers.push(c); if (c[3] >= 1) break; }
    }
    let out = [255, 255, 255];
    for (const c of layers.reverse()) out = out.map((v, i) => v * (1 - c[3]) + c[i] * c[3]);
    return out;
  };
  const found = [];
  for (const el of document.querySelectorAll('pre [class*="hl-"], pre code, figure.code figcaption')) {
    const cls = el.getAttribute('class') || el.tagName.toLowerCase();
    found.push({selector: cls, text: el.textContent.slice(0, 40), color: rgba(getComputedStyle(el).color),
                background: background(el)});
  }
  for (const el of document.querySelectorAll('pre.numbered .line')) {
    const before = getComputedStyle(el, '::before');
    found.push({selector: 'line::before (' + el.getAttribute('class') + ')', text: before.content,
                color: rgba(before.color), background: background(el), userSelect: before.userSelect});
  }
  return found;
})()
"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("tools")
    ap.add_argument("pages", nargs="+")
    ap.add_argument("--schemes", default="light,dark")
    args = ap.parse_args()
    chromium = ChromiumPage(args.tools)
    results = []
    try:
        for page in args.pages:
            for scheme in args.schemes.split(","):
                chromium.open(page, scheme=scheme)
                for item in chromium.evaluate(READ_JS, "computed-colours", page):
                    item.update(page=os.path.basename(os.path.dirname(page)) + "/" + os.path.basename(page),
                                scheme=scheme)
                    results.append(item)
    finally:
        chromium.close()
    json.dump(results, sys.stdout)


if __name__ == "__main__":
    main()
