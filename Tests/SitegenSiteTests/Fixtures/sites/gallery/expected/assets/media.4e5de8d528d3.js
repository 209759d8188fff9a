// sitegen media: seek links and the video facade. No framework, no third-party request
// until the visitor presses Play.
(function () {
  "use strict";
  function embedURL(facade, start) {
    var src = facade.getAttribute("data-embed");
    if (!start || facade.getAttribute("data-kind") === "spotify") return src;
    if (facade.getAttribute("data-kind") === "vimeo") return src + "#t=" + Math.floor(start) + "s";
    return src + "&start=" + Math.floor(start);
  }
  function loadEmbed(facade, start) {
    var frame = document.createElement("iframe");
    frame.src = embedURL(facade, start);
    frame.title = facade.getAttribute("data-title") || "Video";
    frame.allow = "autoplay; encrypted-media; picture-in-picture; fullscreen";
    frame.setAttribute("allowfullscreen", "");
    frame.className = facade.getAttribute("data-kind") === "spotify" ? "listen-embed" : "video-embed";
    facade.replaceChildren(frame);
    facade.setAttribute("data-loaded", "");
    frame.focus();
  }
  // The player links seek: the one the page marks, else (a theme of its own) a facade.
  function player() {
    return document.querySelector("[data-sg-player]") || document.querySelector("[data-sg-facade]");
  }
  // Before its metadata a media element cannot seek: the time is kept as the start it
  // plays from, and set again when the metadata comes (the last time asked for wins).
  var pending = null;
  function applyPending(event) {
    if (pending === null || pending.element !== event.target) return;
    var seconds = pending.seconds;
    pending = null;
    event.target.currentTime = seconds;
  }
  function seekMedia(media, seconds, play) {
    if (media.readyState < 1) {
      media.addEventListener("loadedmetadata", applyPending);
      pending = { element: media, seconds: seconds };
    } else {
      pending = null;
    }
    try {
      media.currentTime = seconds;
    } catch (error) {
      // Older browsers refuse a time before the metadata: the pending one is set then.
    }
    // The theme's controls show a time the element does not report before its metadata.
    media.dispatchEvent(new Event("sg-seek"));
    if (!play) return;
    var playing = media.play();
    if (playing && playing.catch) playing.catch(function () {});
  }
  function seek(seconds, play) {
    var target = player();
    if (!target) return false;
    if (target.hasAttribute("data-sg-facade")) {
      if (target.hasAttribute("data-loaded") || play) {
        loadEmbed(target, seconds);
        target.scrollIntoView({ block: "nearest" });
      } else {
        target.setAttribute("data-start", String(seconds));
      }
    } else {
      seekMedia(target, seconds, play);
    }
    return true;
  }
  // A time as `#t=` writes it: seconds (`65`, `65.5`), `mm:ss` or `h:mm:ss`, maybe with an
  // end (`65,70`) or `npt:`.
  function parseTime(text) {
    var value = text.replace(/^npt:/, "").split(",")[0];
    if (!/^\d+(:\d{1,2}){0,2}(\.\d+)?$/.test(value)) return NaN;
    return value.split(":").reduce(function (sum, part) { return sum * 60 + parseFloat(part); }, 0);
  }
  function seekToAddress() {
    var match = /^#t=([^&]*)/.exec(location.hash);
    if (!match) return;
    var text;
    try {
      text = decodeURIComponent(match[1]);
    } catch (error) {
      return;
    }
    var seconds = parseTime(text);
    if (!isNaN(seconds)) seek(seconds, false);
  }
  document.addEventListener("click", function (event) {
    var link = event.target.closest ? event.target.closest("a[data-seek]") : null;
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    var seconds = parseFloat(link.getAttribute("data-seek"));
    if (!isNaN(seconds) && seek(seconds, true)) event.preventDefault();
  });
  document.querySelectorAll("[data-sg-facade]").forEach(function (facade) {
    var link = facade.querySelector("a");
    if (!link) return;
    var button = document.createElement("button");
    button.type = "button";
    button.className = link.className;
    button.setAttribute("aria-label", link.getAttribute("aria-label") || "Play video");
    while (link.firstChild) button.appendChild(link.firstChild);
    link.replaceWith(button);
    button.addEventListener("click", function () {
      loadEmbed(facade, parseFloat(facade.getAttribute("data-start")) || 0);
    });
  });
  // A Play link beside a video (`data-sg-play="<id>"`) plays the video of that element.
  document.querySelectorAll("a[data-sg-play]").forEach(function (link) {
    link.addEventListener("click", function (event) {
      var box = document.getElementById(link.getAttribute("data-sg-play"));
      var target = box && (box.querySelector("[data-sg-facade]") || box.querySelector("video"));
      if (!target || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      if (target.hasAttribute("data-sg-facade")) {
        if (!target.hasAttribute("data-loaded")) loadEmbed(target, parseFloat(target.getAttribute("data-start")) || 0);
      } else {
        seekMedia(target, target.currentTime, true);
      }
      box.scrollIntoView({ block: "nearest" });
    });
  });
  function clock(seconds) {
    var whole = Math.max(0, Math.floor(seconds || 0));
    var hours = Math.floor(whole / 3600), minutes = Math.floor((whole % 3600) / 60), rest = whole % 60;
    var pad = function (n) { return (n < 10 ? "0" : "") + n; };
    return (hours ? hours + ":" + pad(minutes) : String(minutes)) + ":" + pad(rest);
  }
  // The theme's own controls (`data-sg-audio`) around an <audio>: shown, and the browser's
  // hidden, only here, so that without the script the page keeps the plain element.
  document.querySelectorAll("[data-sg-audio]").forEach(function (controls) {
    var audio = controls.parentNode.querySelector("audio");
    if (!audio) return;
    var toggle = controls.querySelector(".audio-toggle");
    var scrubber = controls.querySelector("input[type=range]");
    var elapsed = controls.querySelector("[data-elapsed]");
    var total = controls.querySelector("[data-total]");
    var chapterText = controls.querySelector("[data-chapter]");
    var rateText = controls.querySelector("[data-rate]");
    var rates = [1, 1.25, 1.5, 1.75, 2, 0.75];
    var chapters = Array.prototype.map.call(document.querySelectorAll("[data-chapter-start]"), function (item) {
      return { start: parseFloat(item.getAttribute("data-chapter-start")), title: item.getAttribute("data-chapter-title") };
    });
    var dragging = false;
    function length() {
      return isFinite(audio.duration) && audio.duration > 0 ? audio.duration : parseFloat(scrubber.max) || 0;
    }
    function now() {
      return pending && pending.element === audio ? pending.seconds : audio.currentTime || 0;
    }
    function placeMarks() {
      var whole = length();
      controls.querySelectorAll("[data-at]").forEach(function (mark) {
        var at = parseFloat(mark.getAttribute("data-at"));
        mark.hidden = !(whole > 0 && at > 0 && at < whole);
        if (whole > 0) mark.style.left = (100 * at / whole) + "%";
      });
    }
    function update() {
      var whole = length(), time = Math.min(now(), whole || Infinity);
      if (whole && String(Math.ceil(whole)) !== scrubber.max) {
        scrubber.max = String(Math.ceil(whole));
        placeMarks();
      }
      if (!dragging) scrubber.value = String(time);
      scrubber.style.setProperty("--progress", whole ? (100 * time / whole) + "%" : "0%");
      scrubber.setAttribute("aria-valuetext", clock(time) + " / " + clock(whole));
      elapsed.textContent = clock(time);
      if (whole) total.textContent = clock(whole);
      var current = null;
      chapters.forEach(function (chapter) { if (chapter.start <= time + 0.25) current = chapter; });
      chapterText.textContent = current ? current.title : "";
    }
    function showState() {
      var playing = !audio.paused;
      controls.toggleAttribute("data-playing", playing);
      toggle.setAttribute("aria-label", toggle.getAttribute(playing ? "data-pause-label" : "data-play-label"));
    }
    audio.controls = false;
    controls.hidden = false;
    toggle.addEventListener("click", function () {
      if (audio.paused) seekMedia(audio, now(), true);
      else audio.pause();
    });
    controls.querySelectorAll("[data-skip]").forEach(function (button) {
      button.addEventListener("click", function () {
        var to = Math.max(0, now() + parseFloat(button.getAttribute("data-skip")));
        seekMedia(audio, length() ? Math.min(to, length()) : to, false);
        update();
      });
    });
    scrubber.addEventListener("input", function () {
      dragging = true;
      seekMedia(audio, parseFloat(scrubber.value), false);
      update();
      dragging = false;
    });
    controls.querySelector(".audio-speed").addEventListener("click", function () {
      var next = rates[(rates.indexOf(audio.playbackRate) + 1) % rates.length] || 1;
      audio.playbackRate = next;
      audio.defaultPlaybackRate = next;
      rateText.textContent = String(next) + "×";
    });
    ["play", "pause", "ended"].forEach(function (name) { audio.addEventListener(name, showState); });
    ["timeupdate", "durationchange", "loadedmetadata", "seeking", "seeked", "emptied", "sg-seek"].forEach(function (name) {
      audio.addEventListener(name, update);
    });
    placeMarks();
    update();
    showState();
  });
  seekToAddress();
  window.addEventListener("hashchange", seekToAddress);
})();
