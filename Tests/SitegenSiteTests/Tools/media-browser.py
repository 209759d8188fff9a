#!/usr/bin/env python3
"""Run a plan of page steps in headless Chromium over a built site, and print what happened as JSON.

    media-browser.py OUTPUT_FOLDER PLAN_JSON_FILE [--timeout 120]

The folder is served by Python's http.server on 127.0.0.1 (a free port), so that every request
to another host stands out. Chromium is started with --remote-debugging-pipe and driven over the
DevTools protocol (Python's standard library only).

The plan: {"pages": [{"path": "episodes/x/index.html", "steps": [STEP, ...]}, ...]}; a step is
    {"eval": "JS expression"}      the value (promises awaited)
    {"click": "CSS selector"}      a real mouse click (a user gesture) in the middle of the
                                   element's first box
    {"press": "ArrowRight", "on": "CSS selector"}
                                   focuses the element, then a real key press (keyDown, keyUp)
    {"wait": 300}                  milliseconds
    {"requests": true}             the URLs requested since the last such step (or the load)
    {"buttons": true}              the accessible names of the page's buttons (the AX tree)
    {"media": {"prefers-color-scheme": "dark"}}   emulates CSS media features from then on
Printed: {"origin": "http://127.0.0.1:PORT", "pages": [{"path": ..., "steps": [RESULT, ...]}]},
a result being {"value": ...}, {"clicked": true}, {"requests": [...]}, {"buttons": [...]} or
{"error": "..."}. Exit status 0, or 1 when the browser or the server failed.
"""

import fcntl
import functools
import http.server
import json
import os
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

CANDIDATES = ["/usr/lib/chromium/chromium", "chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]


def find_browser():
    override = os.environ.get("BROWSER_BOXES_CHROMIUM")
    for candidate in ([override] if override else []) + CANDIDATES:
        path = candidate if os.path.isabs(candidate) else shutil.which(candidate)
        if path and os.access(path, os.X_OK):
            return path
    sys.exit("media-browser: no Chromium found (`make deps` installs it)")


class Browser:
    """Chromium on a DevTools pipe: fd 3 takes commands, fd 4 gives messages, each ending in NUL."""

    def __init__(self, binary):
        self.profile = tempfile.mkdtemp(prefix="sitegen-media-browser-")
        self.events, self.buffer, self.next_id = [], b"", 0
        to_child_r, to_child_w = os.pipe()
        from_child_r, from_child_w = os.pipe()

        def preexec():
            a = fcntl.fcntl(to_child_r, fcntl.F_DUPFD, 10)
            b = fcntl.fcntl(from_child_w, fcntl.F_DUPFD, 10)
            os.dup2(a, 3)
            os.dup2(b, 4)
            os.setsid()

        args = [
            binary, "--headless", "--no-sandbox", "--remote-debugging-pipe", f"--user-data-dir={self.profile}",
            "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--no-default-browser-check",
            "--disable-extensions", "--disable-background-networking", "--disable-component-update",
            "--disable-default-apps", "--disable-sync", "--mute-audio",
            "--disable-features=Translate,MediaRouter,OptimizationHints", "--window-size=1280,900", "about:blank",
        ]
        log = open(os.path.join(self.profile, "stderr.log"), "wb")
        self.process = subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=log, stderr=log, close_fds=False,
                                        preexec_fn=preexec)
        log.close()
        os.close(to_child_r)
        os.close(from_child_w)
        self.write_fd, self.read_fd = to_child_w, from_child_r

    def read(self, deadline):
        while True:
            end = self.buffer.find(b"\0")
            if end >= 0:
                raw, self.buffer = self.buffer[:end], self.buffer[end + 1:]
                return json.loads(raw)
            remaining = deadline - time.monotonic()
            if remaining <= 0 or not select.select([self.read_fd], [], [], remaining)[0]:
                raise TimeoutError("timed out waiting for Chromium")
            chunk = os.read(self.read_fd, 1 << 20)
            if not chunk:
                raise RuntimeError("Chromium closed the DevTools pipe")
            self.buffer += chunk

    def call(self, method, params=None, session=None, timeout=60):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        data = json.dumps(message).encode() + b"\0"
        while data:
            data = data[os.write(self.write_fd, data):]
        deadline = time.monotonic() + timeout
        while True:
            reply = self.read(deadline)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error'].get('message')}")
                return reply.get("result", {})
            if "method" in reply:
                self.events.append(reply)

    def wait_event(self, method, session, timeout=60):
        deadline = time.monotonic() + timeout
        while True:
            for index, event in enumerate(self.events):
                if event.get("method") == method and event.get("sessionId") == session:
                    return self.events.pop(index)
            reply = self.read(deadline)
            if "method" in reply:
                self.events.append(reply)

    def drain(self):
        while True:
            try:
                reply = self.read(time.monotonic())
            except TimeoutError:
                return
            if "method" in reply:
                self.events.append(reply)

    def close(self):
        try:
            self.call("Browser.close", timeout=5)
        except Exception:
            pass
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait()
        shutil.rmtree(self.profile, ignore_errors=True)


def evaluate(browser, session, expression, timeout):
    result = browser.call("Runtime.evaluate", {"expression": expression, "awaitPromise": True,
                                               "returnByValue": True}, session, timeout)
    if "exceptionDetails" in result:
        details = result["exceptionDetails"]
        raise RuntimeError(details.get("exception", {}).get("description") or details.get("text"))
    return result.get("result", {}).get("value")


def take_requests(browser, session):
    browser.drain()
    urls, kept = [], []
    for event in browser.events:
        if event.get("sessionId") == session and event.get("method") == "Network.requestWillBeSent":
            urls.append(event["params"]["request"]["url"])
        else:
            kept.append(event)
    browser.events = kept
    return urls


SETTLE = "new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 100))))"

CENTRE = """(() => {
  const element = document.querySelector(%s);
  if (!element) return null;
  element.scrollIntoView({block: "center", inline: "center"});
  // The first box: a link that wraps has one per line, and the middle of their union may be
  // outside all of them.
  const box = element.getClientRects()[0] || element.getBoundingClientRect();
  return {x: box.left + box.width / 2, y: box.top + box.height / 2};
})()"""

# Focuses the element the selector matches; true when there was one.
FOCUS = "(() => { const e = document.querySelector(%s); if (!e) return false; e.focus(); return true; })()"

# The key codes and typed text of the keys a plan may press.
KEYS = {"ArrowRight": (39, ""), "ArrowLeft": (37, ""), "ArrowUp": (38, ""), "ArrowDown": (40, ""),
        "Enter": (13, "\r"), "Space": (32, " "), "Home": (36, ""), "End": (35, "")}


def run_page(browser, origin, page, timeout):
    target = browser.call("Target.createTarget", {"url": "about:blank"})["targetId"]
    session = browser.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
    results = []
    try:
        for domain in ("Page", "Network", "Runtime"):
            browser.call(f"{domain}.enable", {}, session)
        browser.call("Page.navigate", {"url": f"{origin}/{page['path']}"}, session, timeout)
        browser.wait_event("Page.loadEventFired", session, timeout)
        evaluate(browser, session, SETTLE, timeout)
        for step in page["steps"]:
            try:
                if "eval" in step:
                    results.append({"value": evaluate(browser, session, step["eval"], timeout)})
                elif "click" in step:
                    point = evaluate(browser, session, CENTRE % json.dumps(step["click"]), timeout)
                    if point is None:
                        results.append({"error": f"nothing matches {step['click']}"})
                        continue
                    for kind in ("mouseMoved", "mousePressed", "mouseReleased"):
                        browser.call("Input.dispatchMouseEvent", {"type": kind, "x": point["x"], "y": point["y"],
                                                                  "button": "left", "clickCount": 1}, session)
                    evaluate(browser, session, SETTLE, timeout)
                    results.append({"clicked": True})
                elif "press" in step:
                    found = evaluate(browser, session, FOCUS % json.dumps(step["on"]), timeout)
                    if not found:
                        results.append({"error": f"nothing matches {step['on']}"})
                        continue
                    code, text = KEYS.get(step["press"], (0, ""))
                    for kind in ("keyDown", "keyUp"):
                        event = {"type": kind, "key": " " if step["press"] == "Space" else step["press"], "code": step["press"],
                                 "windowsVirtualKeyCode": code, "nativeVirtualKeyCode": code}
                        if kind == "keyDown" and text:
                            event["text"] = text
                        browser.call("Input.dispatchKeyEvent", event, session)
                    evaluate(browser, session, SETTLE, timeout)
                    results.append({"pressed": step["press"]})
                elif "wait" in step:
                    time.sleep(step["wait"] / 1000)
                    results.append({"waited": step["wait"]})
                elif "requests" in step:
                    results.append({"requests": take_requests(browser, session)})
                elif "media" in step:
                    features = [{"name": name, "value": value} for name, value in step["media"].items()]
                    browser.call("Emulation.setEmulatedMedia", {"features": features}, session)
                    evaluate(browser, session, SETTLE, timeout)
                    results.append({"media": step["media"]})
                elif "buttons" in step:
                    nodes = browser.call("Accessibility.getFullAXTree", {}, session).get("nodes", [])
                    names = [node.get("name", {}).get("value", "") for node in nodes
                             if node.get("role", {}).get("value") == "button" and not node.get("ignored")]
                    results.append({"buttons": names})
                else:
                    results.append({"error": f"unknown step {step}"})
            except Exception as error:  # one failed step is reported; the others still run
                results.append({"error": str(error)})
    finally:
        browser.call("Target.closeTarget", {"targetId": target})
    return {"path": page["path"], "steps": results}


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    root, plan = sys.argv[1], json.load(open(sys.argv[2]))
    timeout = float(sys.argv[sys.argv.index("--timeout") + 1]) if "--timeout" in sys.argv else 120
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    handler = functools.partial(Quiet, directory=root)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    origin = f"http://127.0.0.1:{server.server_address[1]}"
    browser = Browser(find_browser())
    try:
        pages = [run_page(browser, origin, page, timeout) for page in plan["pages"]]
    finally:
        browser.close()
        server.shutdown()
    json.dump({"origin": origin, "pages": pages}, sys.stdout)


if __name__ == "__main__":
    main()
