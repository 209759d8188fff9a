#!/usr/bin/env python3
"""Print every word that Chromium breaks across lines inside the elements a selector matches.

    word-breaks.py TOOLS_DIR SELECTOR PAGE [PAGE ...] --widths 375,768,1280

TOOLS_DIR is the shared tools folder: this script drives Chromium with browser-boxes.py's own
Browser class. A word is a run of letters and digits between spaces and hyphens (a break after
a hyphen is a line break a reader expects; one inside a word is not). For each word a Range's
client rectangles are read: more than one line top means the word was split. Output (stdout)
is JSON: {"checked": N, "broken": [{"page", "width", "word", "tops"}]}.
"""
import argparse, importlib.util, json, os, sys

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
    spec = importlib.util.spec_from_file_location("browser_boxes", os.path.join(args.tools, "browser-boxes.py"))
    boxes = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(boxes)
    browser = boxes.Browser(boxes.find_browser())
    result = {"checked": 0, "broken": []}
    try:
        browser.call("Browser.getVersion", timeout=60)
        target = browser.call("Target.createTarget", {"url": "about:blank"})
        s = browser.call("Target.attachToTarget", {"targetId": target["targetId"], "flatten": True})["sessionId"]
        browser.call("Page.enable", session=s)
        browser.call("Runtime.enable", session=s)
        for page in args.pages:
            for width in (int(w) for w in args.widths.split(",")):
                browser.call("Emulation.setDeviceMetricsOverride", {
                    "width": width, "height": 900, "deviceScaleFactor": 1, "mobile": False,
                    "screenWidth": width, "screenHeight": 900}, session=s)
                browser.events.clear()
                browser.call("Page.navigate", {"url": boxes.page_url(page)}, session=s, timeout=120)
                browser.wait_event("Page.loadEventFired", session=s, timeout=120, what=f"the load of {page}")
                value = browser.call("Runtime.evaluate", {
                    "expression": READ_JS % json.dumps(args.selector), "returnByValue": True},
                    session=s, timeout=120)
                if "exceptionDetails" in value:
                    sys.exit(f"word-breaks: the script failed on {page}: {value['exceptionDetails']}")
                found = value["result"]["value"]
                result["checked"] += found["checked"]
                for item in found["broken"]:
                    item.update(page=page, width=width)
                    result["broken"].append(item)
    finally:
        browser.close()
    json.dump(result, sys.stdout)


if __name__ == "__main__":
    main()
