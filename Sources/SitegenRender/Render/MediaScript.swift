/// The script of pages with media, written once as `assets/media.<hash>.js`: chapter and
/// timestamp links (`data-seek`) seek the player, and a video facade (`data-sg-facade`) turns
/// its link into a Play button that loads the privacy-enhanced embed only when pressed.
/// Without it, every link still works: a media-fragment URL, or the video's own page.
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
          function seek(seconds) {
            var player = document.querySelector("video[data-sg-player], audio[data-sg-player]");
            if (player) {
              player.currentTime = seconds;
              var playing = player.play();
              if (playing && playing.catch) playing.catch(function () {});
              return true;
            }
            var facade = document.querySelector("[data-sg-facade]");
            if (facade) {
              loadEmbed(facade, seconds);
              facade.scrollIntoView({ block: "nearest" });
              return true;
            }
            return false;
          }
          document.addEventListener("click", function (event) {
            var link = event.target.closest ? event.target.closest("a[data-seek]") : null;
            if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
            var seconds = parseFloat(link.getAttribute("data-seek"));
            if (!isNaN(seconds) && seek(seconds)) event.preventDefault();
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
            button.addEventListener("click", function () { loadEmbed(facade, 0); });
          });
        })();

        """#
}
