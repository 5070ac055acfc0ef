/// The style and script a check report carries inline.
enum CheckReportAssets {
    static let style = """

        :root { color-scheme: light dark; --fail: #c62828; --pass: #2e7d32; --muted: #777; --line: #8884; }
        body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0 auto; padding: 1.5em; \
        max-width: 1400px; }
        h1 { margin: 0 0 .2em; font-size: 1.6em; }
        h2 { font-size: 1.25em; margin: 0 0 .4em; overflow-wrap: anywhere; }
        h3 { font-size: 1em; margin: 1em 0 .4em; }
        .verdict { font-size: 1.2em; font-weight: 600; margin: 0 0 .8em; }
        .verdict.failed { color: var(--fail); }
        .verdict.passed { color: var(--pass); }
        dl { display: flex; flex-wrap: wrap; gap: .4em 1.6em; margin: .4em 0; }
        dl div { display: flex; gap: .4em; }
        dt { color: var(--muted); }
        dd { margin: 0; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
        nav ol { margin: .2em 0; padding-left: 1.6em; }
        nav h2 { margin-top: 1em; }
        article, section { border-top: 1px solid var(--line); padding: 1.2em 0; }
        .failure > h2 { color: var(--fail); }
        .reasons { margin: 0 0 .8em; padding-left: 1.2em; overflow-wrap: anywhere; }
        table { border-collapse: collapse; margin: .4em 0; }
        th { text-align: left; font-weight: normal; color: var(--muted); padding: .15em 1.2em .15em 0; \
        vertical-align: top; }
        td { font-variant-numeric: tabular-nums; padding: .15em 0; overflow-wrap: anywhere; }
        code, pre { font: 12px/1.4 ui-monospace, "DejaVu Sans Mono", monospace; }
        .pictures { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 1em; margin-top: 1em; }
        figure { margin: 0; min-width: 0; }
        figcaption { font-weight: 600; margin-bottom: .3em; }
        figcaption .size { font-weight: normal; color: var(--muted); }
        .frame, .stack {
            background: repeating-conic-gradient(#ccc 0 25%, #fff 0 50%) 0 0 / 16px 16px;
            outline: 1px solid var(--line);
        }
        .frame img, .stack img { display: block; height: auto; }
        [data-zoom] img { image-rendering: pixelated; }
        .missing { color: var(--muted); font-style: italic; }
        .overlay { margin-top: 1em; }
        .hint { color: var(--muted); margin: 0 0 .4em; }
        .stack { position: relative; display: grid; grid-template-columns: 100%; }
        .stack > * { grid-area: 1 / 1; }
        .divider { position: absolute; top: 0; bottom: 0; width: 0; border-left: 2px solid var(--fail); \
        pointer-events: none; }
        .overlay label { display: inline-flex; align-items: center; gap: .6em; margin-top: .5em; }
        .overlay input { width: min(60vw, 400px); }
        .dump-pair { display: grid; grid-template-columns: 1fr 1fr; gap: 1em; }
        .dump pre { max-height: 30em; overflow: auto; border: 1px solid var(--line); padding: .5em; margin: 0; }
        details summary { cursor: pointer; margin: .6em 0; }
        #recorded .why { color: var(--muted); }
        @media (max-width: 800px) { .pictures, .dump-pair { grid-template-columns: 1fr; } }

        """

    /// Gives the overlays their pictures and drives their sliders (and
    /// `#slider=N`); records in the DOM what the pictures and sliders show.
    static let script = """

        (function () {
          "use strict";
          function note(image) {
            image.dataset.loaded = image.complete && image.naturalWidth > 0 ? "true" : "false";
            image.dataset.naturalWidth = String(image.naturalWidth);
            image.dataset.naturalHeight = String(image.naturalHeight);
          }
          function watch(image) {
            if (image.complete && image.getAttribute("src")) note(image);
            image.addEventListener("load", function () { note(image); });
            image.addEventListener("error", function () { note(image); });
          }
          function reveal(overlay, value) {
            var share = Number(value);
            if (!isFinite(share)) return;
            share = Math.min(100, Math.max(0, share));
            var over = overlay.querySelector(".over");
            overlay.querySelector("input.reveal").value = String(share);
            over.style.clipPath = "inset(0 " + (100 - share) + "% 0 0)";
            overlay.querySelector(".divider").style.left = share + "%";
            overlay.querySelector(".reveal-value").textContent = share + "%";
            overlay.dataset.reveal = String(share);
            overlay.dataset.clip = getComputedStyle(over).clipPath;
          }
          var overlays = Array.prototype.slice.call(document.querySelectorAll(".overlay"));
          overlays.forEach(function (overlay) {
            overlay.querySelectorAll("img[data-source]").forEach(function (image) {
              var source = document.getElementById(image.dataset.source);
              if (source) image.src = source.src;
            });
            var input = overlay.querySelector("input.reveal");
            input.addEventListener("input", function () { reveal(overlay, input.value); });
            reveal(overlay, input.value);
          });
          function fromAddress() {
            var match = /(?:^#|&)slider=([0-9.]+)/.exec(location.hash);
            if (match) overlays.forEach(function (overlay) { reveal(overlay, match[1]); });
          }
          fromAddress();
          window.addEventListener("hashchange", fromAddress);
          document.querySelectorAll("img").forEach(watch);
          window.addEventListener("load", function () {
            document.querySelectorAll("img").forEach(note);
            document.documentElement.dataset.ready = "true";
          });
        })();

        """
}
