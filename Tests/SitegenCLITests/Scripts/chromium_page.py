"""One headless Chromium page for the test scripts, driven by browser-boxes.py's own Browser
class (the one DevTools-protocol driver the tests use): open a file at a width and in a colour
scheme, then evaluate a script in it."""
import importlib.util, os, sys


class ChromiumPage:
    def __init__(self, tools):
        spec = importlib.util.spec_from_file_location("browser_boxes", os.path.join(tools, "browser-boxes.py"))
        self.boxes = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(self.boxes)
        self.browser = self.boxes.Browser(self.boxes.find_browser())
        self.browser.call("Browser.getVersion", timeout=60)
        target = self.browser.call("Target.createTarget", {"url": "about:blank"})
        self.session = self.browser.call(
            "Target.attachToTarget", {"targetId": target["targetId"], "flatten": True})["sessionId"]
        self.browser.call("Page.enable", session=self.session)
        self.browser.call("Runtime.enable", session=self.session)

    def open(self, page, width=None, scheme=None):
        """Loads the file `page`, at `width` CSS pixels and in the colour scheme `scheme` when given."""
        call = self.browser.call
        if width is not None:
            call("Emulation.setDeviceMetricsOverride", {
                "width": width, "height": 900, "deviceScaleFactor": 1, "mobile": False,
                "screenWidth": width, "screenHeight": 900}, session=self.session)
        if scheme is not None:
            call("Emulation.setEmulatedMedia",
                 {"features": [{"name": "prefers-color-scheme", "value": scheme}]}, session=self.session)
        self.browser.events.clear()
        call("Page.navigate", {"url": self.boxes.page_url(page)}, session=self.session, timeout=120)
        self.browser.wait_event("Page.loadEventFired", session=self.session, timeout=120, what=f"the load of {page}")

    def evaluate(self, expression, script_name, page):
        """The value of `expression` in the page; the calling script exits on an exception."""
        value = self.browser.call("Runtime.evaluate", {"expression": expression, "returnByValue": True},
                                  session=self.session, timeout=120)
        if "exceptionDetails" in value:
            sys.exit(f"{script_name}: the script failed on {page}: {value['exceptionDetails']}")
        return value["result"]["value"]

    def close(self):
        self.browser.close()
