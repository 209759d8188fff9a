#!/usr/bin/env python3
"""media-browser.py's plan runner, with a server that can hold media and pages at any width.

    seek-browser.py OUTPUT_FOLDER PLAN_JSON_FILE [--timeout 120]

The folder is served on 127.0.0.1 with byte ranges (206), as a real host serves media. The plan
is media-browser.py's, plus:
    {"hold": ["audio/slow.wav", ...], "pages": [...]}
                                   requests whose path ends so are answered only after a
                                   {"release": true} step: the media cannot load before it
and these steps:
    {"release": true}              answers the held requests, and every later one at once
    {"until": "JS expression", "ceiling": 20000}
                                   the expression's value once it is truthy, polled every 50 ms;
                                   an error when the ceiling (ms) passes first
    {"viewport": 375}              the page's width in CSS pixels from then on (height 900)
    {"screenshot": "/path/a.png"}  a PNG of the whole page
Printed as media-browser.py prints.
"""

import base64
import functools
import http.server
import importlib.util
import json
import os
import sys
import threading
import time

spec = importlib.util.spec_from_file_location(
    "media_browser", os.path.join(os.path.dirname(os.path.abspath(__file__)), "media-browser.py"))
media_browser = importlib.util.module_from_spec(spec)
spec.loader.exec_module(media_browser)

RELEASED = threading.Event()


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with `Range: bytes=a-b`; held paths wait for the release."""

    held = []

    def log_message(self, *args):
        pass

    def send_head(self):
        path = self.path.split("?")[0]
        if any(path.endswith(suffix) for suffix in self.held):
            RELEASED.wait(300)
        byte_range = self.headers.get("Range", "")
        local = self.translate_path(self.path)
        if not byte_range.startswith("bytes=") or not os.path.isfile(local):
            return super().send_head()
        size = os.path.getsize(local)
        first, _, last = byte_range[len("bytes="):].split(",")[0].partition("-")
        start = int(first) if first else max(0, size - int(last or 0))
        end = min(int(last), size - 1) if first and last else size - 1
        if start >= size or start > end:
            self.send_error(416)
            return None
        handle = open(local, "rb")
        handle.seek(start)
        self.send_response(206)
        self.send_header("Content-Type", self.guess_type(local))
        self.send_header("Accept-Ranges", "bytes")
        self.send_header("Content-Range", f"bytes {start}-{end}/{size}")
        self.send_header("Content-Length", str(end - start + 1))
        self.end_headers()
        self.range_left = end - start + 1
        return handle

    def copyfile(self, source, outputfile):
        left = getattr(self, "range_left", None)
        if left is None:
            return super().copyfile(source, outputfile)
        while left > 0:
            chunk = source.read(min(left, 1 << 16))
            if not chunk:
                return
            outputfile.write(chunk)
            left -= len(chunk)


def extra_step(browser, session, step, timeout):
    """The result of one of this runner's own steps, or None for media-browser.py's."""
    if "release" in step:
        RELEASED.set()
        return {"released": True}
    if "until" in step:
        deadline = time.monotonic() + step.get("ceiling", 20000) / 1000
        while True:
            value = media_browser.evaluate(browser, session, step["until"], timeout)
            if value:
                return {"value": value}
            if time.monotonic() > deadline:
                return {"error": f"not true within the ceiling: {step['until']} (last value {value!r})"}
            time.sleep(0.05)
    if "viewport" in step:
        browser.call("Emulation.setDeviceMetricsOverride", {"width": step["viewport"], "height": 900,
                                                             "deviceScaleFactor": 1, "mobile": False}, session)
        media_browser.evaluate(browser, session, media_browser.SETTLE, timeout)
        return {"viewport": step["viewport"]}
    if "screenshot" in step:
        shot = browser.call("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True}, session,
                            timeout)
        with open(step["screenshot"], "wb") as file:
            file.write(base64.b64decode(shot["data"]))
        return {"screenshot": step["screenshot"]}
    return None


def run_page(browser, origin, page, timeout):
    """media-browser.py's run_page, each step first offered to extra_step."""
    own = []
    steps = []
    for step in page["steps"]:
        if any(key in step for key in ("release", "until", "viewport", "screenshot")):
            own.append(step)
            steps.append({"eval": f"'sg-own-step-{len(own) - 1}'"})
        else:
            steps.append(step)
    original_evaluate = media_browser.evaluate

    def evaluate(browser_, session, expression, timeout_):
        prefix = "'sg-own-step-"
        if expression.startswith(prefix):
            result = extra_step(browser_, session, own[int(expression[len(prefix):-1])], timeout_)
            if "error" in result:
                raise RuntimeError(result["error"])
            return result.get("value", result)
        return original_evaluate(browser_, session, expression, timeout_)

    media_browser.evaluate = evaluate
    try:
        return media_browser.run_page(browser, origin, dict(page, steps=steps), timeout)
    finally:
        media_browser.evaluate = original_evaluate


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    root, plan = sys.argv[1], json.load(open(sys.argv[2]))
    timeout = float(sys.argv[sys.argv.index("--timeout") + 1]) if "--timeout" in sys.argv else 120
    Handler.held = plan.get("hold", [])
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Handler, directory=root))
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    origin = f"http://127.0.0.1:{server.server_address[1]}"
    browser = media_browser.Browser(media_browser.find_browser())
    try:
        pages = [run_page(browser, origin, page, timeout) for page in plan["pages"]]
    finally:
        RELEASED.set()
        browser.close()
        server.shutdown()
    json.dump({"origin": origin, "pages": pages}, sys.stdout)


if __name__ == "__main__":
    main()
