/// The script of pages with media, written once as `assets/media.<hash>.js`: chapter and
/// timestamp links (`data-seek`) and a `#t=` in the page's address seek the player the page marks
/// `data-sg-player` (the audio, unless the episode says `seek: video`), and a video facade
/// (`data-sg-facade`) turns its link into a Play button that loads the privacy-enhanced embed
/// only when pressed. A time given before the media has loaded is kept and set again once the
/// element knows its length (`loadedmetadata`), so a click on a slow connection is not lost.
/// Without the script, every link still works: a media-fragment URL, or the video's own page.
enum MediaScript {
    static let source = #"""
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
          seekToAddress();
          window.addEventListener("hashchange", seekToAddress);
        })();

        """#
}
