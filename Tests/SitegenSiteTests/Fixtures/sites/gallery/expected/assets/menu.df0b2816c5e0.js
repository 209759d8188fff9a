// sitegen menu: the phone's open Menu closes when the window widens past it.
(function () {
  "use strict";
  var wide = window.matchMedia("(width >= 700px)");
  wide.addEventListener("change", function () {
    var nav = document.getElementById("sg-nav");
    if (wide.matches && nav && nav.matches(":popover-open")) nav.hidePopover();
  });
})();
