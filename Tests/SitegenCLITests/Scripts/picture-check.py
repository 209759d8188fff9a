#!/usr/bin/env python3
"""Checks a built site's pictures in headless Chromium, with the Chromium driver of
../shared/tools/browser-boxes.py (imported, not copied).

    picture-check.py --site OUTPUT --pages index.html,library/index.html
                     --widths 320,375,... --ratios 1,2,3 [--heights 320:568,...] -o report.json

For every page, viewport width and device pixel ratio, in a fresh browser context (empty
cache), after the load event and once every visible picture has loaded, it records each
<img> of <main>: the candidate the browser chose (currentSrc), the srcset it chose from, the
drawn width (object-fit: cover: the larger of the box's width and its height x the picture's
aspect ratio), the sizes attribute evaluated in the page, loading, and the cumulative layout
shift (PerformanceObserver, buffered). It then checks:

  * a visible picture's chosen candidate is at least its drawn width x DPR (or the widest
    candidate), and the next smaller candidate is not (no blurry, no wasted picks); a picture
    offered in one file is at most 1.25 x the width needed;
  * an eager picture's evaluated sizes equals its drawn width within 2 px;
  * the cumulative layout shift is under 0.001 (sub-pixel settling; a picture without its size scores 0.01 or more);
    a shift over that is measured again in a fresh context, and the smaller of the two counts: a
    picture without its size shifts on every load, while a load that settles late under a busy
    machine does not repeat (CI on two cores once measured 0.0027 on a page that is 0 when quiet);
  * the largest picture of the first screen is not lazy.

The report (JSON) lists the failures and, per page and viewport, the bytes of the chosen
files (their sizes on disk) and of the source files they were made from.
"""

import argparse
import importlib.util
import json
import os
import pathlib
import sys
import time
import urllib.parse

TOOLS = pathlib.Path(os.environ.get("SITEGEN_SHARED", pathlib.Path(__file__).resolve().parents[4] / "shared")) / "tools"

COLLECT_JS = r"""
(async () => {
  let cls = 0;
  new PerformanceObserver(list => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) cls += entry.value;
  }).observe({type: 'layout-shift', buffered: true});
  const vw = document.documentElement.clientWidth, vh = innerHeight;
  const images = [...document.querySelectorAll('main img')];
  const visible = i => { const r = i.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < vh && r.right > 0 && r.left < vw; };
  const deadline = Date.now() + 15000;
  while (Date.now() < deadline && images.some(i => visible(i) && !(i.complete && i.currentSrc && i.naturalWidth)))
    await new Promise(r => setTimeout(r, 50));
  await new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
  const probe = document.createElement('div');
  probe.style.cssText = 'position:absolute;left:0;top:0;height:0;visibility:hidden';
  document.body.appendChild(probe);
  const evaluate = sizes => {
    if (!sizes) return null;
    const entries = []; let depth = 0, start = 0;
    for (let k = 0; k < sizes.length; k++) {
      const c = sizes[k];
      if (c === '(') depth++; else if (c === ')') depth--;
      else if (c === ',' && depth === 0) { entries.push(sizes.slice(start, k).trim()); start = k + 1; }
    }
    entries.push(sizes.slice(start).trim());
    for (const entry of entries) {
      if (entry === 'auto') continue;
      let length = entry;
      if (entry.startsWith('(')) {
        let d = 0, end = 0;
        for (; end < entry.length; end++) { if (entry[end] === '(') d++; else if (entry[end] === ')') { d--; if (d === 0) break; } }
        if (!matchMedia(entry.slice(0, end + 1)).matches) continue;
        length = entry.slice(end + 1).trim();
      }
      probe.style.width = length;
      return probe.getBoundingClientRect().width;
    }
    return null;
  };
  const result = images.map(i => {
    const r = i.getBoundingClientRect();
    const style = getComputedStyle(i);
    const picture = i.parentElement && i.parentElement.tagName === 'PICTURE' ? i.parentElement : null;
    let srcset = i.getAttribute('srcset');
    if (picture) for (const s of picture.querySelectorAll('source')) {
      const set = s.getAttribute('srcset') || '';
      if (set.split(',').some(c => new URL(c.trim().split(/\s+/)[0], location.href).href === i.currentSrc)) srcset = set;
    }
    return {src: i.currentSrc, srcset, sizes: i.getAttribute('sizes'), sizesPx: evaluate(i.getAttribute('sizes')),
            loading: i.getAttribute('loading') || 'auto', x: r.left, y: r.top, width: r.width, height: r.height,
            naturalWidth: i.naturalWidth, naturalHeight: i.naturalHeight, fit: style.objectFit, visible: visible(i),
            complete: i.complete, attributeWidth: +i.getAttribute('width'), attributeHeight: +i.getAttribute('height')};
  });
  probe.remove();
  return {cls, images: result, viewport: [vw, vh], dpr: devicePixelRatio};
})()
"""


def load_driver():
    spec = importlib.util.spec_from_file_location("browser_boxes", TOOLS / "browser-boxes.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def candidates(srcset, base):
    result = []
    for part in (srcset or "").split(","):
        bits = part.strip().split()
        if len(bits) == 2 and bits[1].endswith("w"):
            result.append((urllib.parse.urljoin(base, bits[0]), int(bits[1][:-1])))
    return sorted(result, key=lambda c: c[1])


def file_size(url):
    path = urllib.parse.unquote(urllib.parse.urlparse(url).path)
    try:
        return os.path.getsize(path)
    except OSError:
        return 0


def check(page, width, ratio, data, originals, failures, url):
    images = data["images"]
    label = f"{page} @{width}px x{ratio}"
    # Sub-pixel settling under load has measured 0.0001-0.0005 on pages whose pictures all have
    # their sizes (seen in CI on two cores, not reproducible on a quiet machine); a picture without
    # its size, the shift this guards against, moves a card and scores 0.01 or more.
    if data["cls"] > 0.001:
        failures.append(f"{label}: cumulative layout shift {data['cls']:.4f}")
    shown = [i for i in images if i["visible"]]
    if shown:
        largest = max(shown, key=lambda i: i["width"] * i["height"])
        if largest["loading"] == "lazy":
            failures.append(f"{label}: the largest picture of the first screen is lazy ({largest['src']})")
    chosen_bytes = original_bytes = 0
    for image in images:
        if not image["src"] or not image["complete"]:
            continue
        chosen_bytes += file_size(image["src"])
        original_bytes += originals.get(os.path.basename(urllib.parse.urlparse(image["src"]).path), 0)
    for image in shown:
        offered = candidates(image["srcset"], url)
        if not offered:
            continue
        # The source's shape (its width and height attributes): a variant's rounded height would
        # shift the drawn width by a fraction of a pixel.
        if image["attributeWidth"] and image["attributeHeight"]:
            aspect = image["attributeWidth"] / image["attributeHeight"]
        else:
            aspect = image["naturalWidth"] / image["naturalHeight"] if image["naturalHeight"] else 1
        drawn = image["width"]
        if image["fit"] == "cover":
            drawn = max(image["width"], image["height"] * aspect)
        need = drawn * ratio
        tolerance = ratio  # the engine and the browser agree within 1 CSS px
        name = os.path.basename(image["src"])
        picked = [w for u, w in offered if u == image["src"]]
        if not picked:
            failures.append(f"{label}: {name} is not one of its srcset's candidates")
            continue
        picked = picked[0]
        widest = offered[-1][1]
        if picked < need - tolerance and picked != widest:
            failures.append(f"{label}: {name} is {picked} px wide for {need:.1f} px needed (blurry)")
        smaller = [w for u, w in offered if w < picked]
        # Chromium takes a wider file another picture of the page already loaded rather than
        # download a narrower one: no byte is wasted.
        shared = sum(1 for other in images if other["src"] == image["src"]) > 1
        if smaller and smaller[-1] >= need + tolerance and not shared:
            failures.append(f"{label}: {name} ({picked} px) chosen where {smaller[-1]} px would do for {need:.1f} px (waste)")
        if len(offered) == 1 and picked > 1.25 * need + tolerance:
            failures.append(f"{label}: {name} is the only file, {picked} px for {need:.1f} px needed (> 1.25 x)")
        if image["loading"] != "lazy" and image["sizesPx"] is not None and abs(image["sizesPx"] - drawn) > 2:
            failures.append(f"{label}: eager {name}: sizes gives {image['sizesPx']:.1f} px, drawn {drawn:.1f} px")
    return chosen_bytes, original_bytes


def measure(browser, driver, url, width, height, ratio):
    """Loads `url` at one viewport in a fresh browser context (empty cache); COLLECT_JS's result."""
    context = browser.call("Target.createBrowserContext")["browserContextId"]
    target = browser.call("Target.createTarget", {"url": "about:blank", "browserContextId": context})
    session = browser.call("Target.attachToTarget", {"targetId": target["targetId"], "flatten": True})["sessionId"]
    try:
        browser.call("Page.enable", session=session)
        browser.call("Network.enable", session=session)
        browser.call("Network.setCacheDisabled", {"cacheDisabled": True}, session=session)
        try:
            browser.call("Emulation.setScrollbarsHidden", {"hidden": True}, session=session)
        except driver.CDPError:
            pass
        browser.call("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": height, "deviceScaleFactor": ratio, "mobile": False,
            "screenWidth": width, "screenHeight": height}, session=session)
        browser.events.clear()
        browser.call("Page.navigate", {"url": url}, session=session, timeout=120)
        browser.wait_event("Page.loadEventFired", session=session, timeout=120)
        return browser.call("Runtime.evaluate", {"expression": COLLECT_JS, "awaitPromise": True,
                                                 "returnByValue": True}, session=session, timeout=120)
    finally:
        browser.call("Target.closeTarget", {"targetId": target["targetId"]})
        browser.call("Target.disposeBrowserContext", {"browserContextId": context})


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--site", required=True)
    ap.add_argument("--pages", required=True)
    ap.add_argument("--widths", required=True)
    ap.add_argument("--ratios", default="1,2,3")
    ap.add_argument("--heights", default="")
    ap.add_argument("--originals", default="", help="JSON file: output file name -> source bytes")
    ap.add_argument("-o", "--output", required=True)
    args = ap.parse_args(argv)
    heights = dict(tuple(int(v) for v in pair.split(":")) for pair in args.heights.split(",") if pair)
    originals = json.load(open(args.originals)) if args.originals else {}
    driver = load_driver()
    browser = driver.Browser(driver.find_browser())
    failures, bytes_report, checked = [], {}, 0
    try:
        for page in args.pages.split(","):
            url = pathlib.Path(args.site, page).resolve().as_uri()
            for width in [int(w) for w in args.widths.split(",")]:
                for ratio in [int(r) for r in args.ratios.split(",")]:
                    height = heights.get(width, 900)
                    result = measure(browser, driver, url, width, height, ratio)
                    if "exceptionDetails" in result:
                        failures.append(f"{page} @{width} x{ratio}: script failed: {result['exceptionDetails']}")
                        continue
                    data = result["result"]["value"]
                    if data["cls"] > 0.001:
                        again = measure(browser, driver, url, width, height, ratio)
                        if "exceptionDetails" not in again:
                            data["cls"] = min(data["cls"], again["result"]["value"]["cls"])
                    chosen, original = check(page, width, ratio, data, originals, failures, url)
                    bytes_report[f"{page} {width} {ratio}"] = {"chosen": chosen, "original": original}
                    checked += sum(1 for i in data["images"] if i["visible"])
    finally:
        browser.close()
    with open(args.output, "w") as f:
        json.dump({"failures": failures, "bytes": bytes_report, "checked": checked}, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
