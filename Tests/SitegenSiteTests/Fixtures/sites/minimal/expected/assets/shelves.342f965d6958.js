// sitegen shelves: Previous and Next buttons for rows that scroll sideways.
(function () {
  "use strict";
  var still = window.matchMedia("(prefers-reduced-motion: reduce)");
  function button(label, text, step, row) {
    var element = document.createElement("button");
    element.type = "button";
    element.className = "shelf-button";
    element.setAttribute("aria-label", label);
    element.textContent = text;
    element.addEventListener("click", function () {
      row.scrollBy({ left: step * row.clientWidth * 0.85, behavior: still.matches ? "auto" : "smooth" });
    });
    return element;
  }
  function attach(row) {
    var header = row.closest(".sg-s") && row.closest(".sg-s").querySelector(".section-header");
    if (!header) return;
    var title = (header.querySelector(".section-title") || header).textContent.trim();
    var nav = document.createElement("span");
    nav.className = "shelf-nav";
    var previous = button((header.getAttribute("data-previous") || "Previous") + ": " + title, "‹", -1, row);
    var next = button((header.getAttribute("data-next") || "Next") + ": " + title, "›", 1, row);
    nav.append(previous, next);
    header.append(nav);
    function update() {
      var scrolls = /auto|scroll/.test(getComputedStyle(row).overflowX) && row.scrollWidth > row.clientWidth + 1;
      var atStart = row.scrollLeft <= 1, atEnd = row.scrollLeft + row.clientWidth >= row.scrollWidth - 1;
      nav.hidden = !scrolls;
      previous.disabled = atStart;
      next.disabled = atEnd;
      if (!scrolls) row.removeAttribute("data-more");
      else row.setAttribute("data-more", atStart ? "end" : atEnd ? "start" : "both");
    }
    row.addEventListener("scroll", update, { passive: true });
    if (window.ResizeObserver) new ResizeObserver(update).observe(row);
    update();
  }
  document.querySelectorAll(".sg-r").forEach(attach);
})();