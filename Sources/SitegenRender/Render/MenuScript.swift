/// The script of every page's header, written once as `assets/menu.<hash>.js`: the sections'
/// popover that a phone's Menu button opens closes when the window widens to where the sections
/// are in the header's row (700 px), as a browser leaves an open popover open. Without the script
/// the menu still opens and closes with no script; only that case stays open.
enum MenuScript {
    static let source = #"""
        // sitegen menu: the phone's open Menu closes when the window widens past it.
        (function () {
          "use strict";
          var wide = window.matchMedia("(width >= 700px)");
          wide.addEventListener("change", function () {
            var nav = document.getElementById("sg-nav");
            if (wide.matches && nav && nav.matches(":popover-open")) nav.hidePopover();
          });
        })();

        """#
}
