/// The style sheet and the script every replay page carries inline.
enum ReplayPageAssets {
    /// The page's CSS.
    static let style = #"""
        body { margin: 0; font: 13px/1.4 system-ui, sans-serif; color: #1d1d1f; background: #f2f2f7; }
        header { padding: 8px 16px; background: #1d1d1f; color: #fff; }
        h1 { margin: 0; font-size: 16px; font-weight: 600; }
        h1 span { font-weight: 400; opacity: 0.8; margin-left: 8px; }
        h2 { margin: 0 0 8px; font-size: 14px; }
        main { display: flex; gap: 16px; padding: 16px; align-items: flex-start; }
        #stage { flex: none; }
        #phone { padding: 14px; border-radius: 36px; background: #1d1d1f; display: inline-block; }
        #screen { position: relative; overflow: hidden; background: #fff; border-radius: 22px; }
        .safe { position: absolute; border: 1px dashed #ff9f0a; pointer-events: none; z-index: 100000; }
        .el { position: absolute; box-sizing: border-box; overflow: hidden; padding: 2px 4px; font-size: 11px;
              white-space: nowrap; text-overflow: ellipsis; border-radius: 6px; }
        .el.cell { background: #d7e8ff; border: 1px solid #0a84ff; }
        .el.supplementary { background: #ffe7c2; border: 1px solid #ff9f0a; }
        .el.decoration { background: #ececf1; border: 1px solid #c7c7cc; color: #8e8e93; }
        .el.flash-in { animation: flash-in 0.6s ease-out; }
        .el.ghost { background: #ffd6d6; border: 2px solid #ff3b30; animation: flash-out 0.6s ease-out forwards; }
        @keyframes flash-in { from { background: #8ff0a4; box-shadow: 0 0 0 3px #34c759; } }
        @keyframes flash-out { from { opacity: 1; } to { opacity: 0; } }
        #controls { display: flex; gap: 8px; align-items: center; margin-top: 12px; }
        #timeline { flex: 1; }
        #clock { font-variant-numeric: tabular-nums; white-space: nowrap; }
        #offsets { margin: 6px 0 0; color: #6e6e73; }
        #panel { flex: 1; min-width: 280px; max-height: 760px; overflow-y: auto; background: #fff; border-radius: 12px;
                 padding: 12px; }
        #events { margin: 0; padding-left: 24px; font: 12px/1.5 ui-monospace, monospace; }
        #events li.now { background: #fff4c2; }
        #events li[data-kind="willDisplay"] .kind { color: #248a3d; }
        #events li[data-kind="didEndDisplay"] .kind { color: #d70015; }

        """#

    /// The page's script: reads `#listkit-replay`, plays it, and writes
    /// `#listkit-summary` when playback first reaches the end. Strings from
    /// the recording only ever become text nodes.
    static let script = #"""
        (function () {
          "use strict";
          var data = JSON.parse(document.getElementById("listkit-replay").textContent);
          var frames = data.frames, elements = data.elements, events = data.events;
          var screen = document.getElementById("screen"), list = document.getElementById("events");
          var panel = document.getElementById("panel"), slider = document.getElementById("timeline");
          var clock = document.getElementById("clock"), button = document.getElementById("play");
          var offsets = document.getElementById("offsets");
          var shown = [], previous = [], i, k;
          for (i = 0; i < frames.length; i++) {
            if (frames[i][10] !== null) { previous = frames[i][10]; }
            shown.push(previous);
          }
          // Events by frame index: an event belongs to the first played frame
          // whose number is at least its own (the last frame after that).
          var ends = [], at = 0;
          for (k = 0; k < frames.length; k++) {
            while (at < events.length && (events[at][0] <= frames[k][0] || k === frames.length - 1)) { at++; }
            ends.push(at);
          }
          function fmt(n) { return String(Math.round(n * 1000) / 1000); }
          function label(index) {
            var e = elements[index];
            if (!e) { return ""; }
            // The ids as simulate's text format writes them: section/item.
            var name = [e[4], e[5]].filter(function (part) { return part !== null; }).join("/");
            if (e[0] === "cell") { return name !== "" ? name : e[2] + "." + e[3]; }
            var where = name !== "" ? name : (e[2] < 0 ? "layout" : "section " + e[2]);
            return where + " " + (e[1] !== null ? e[1] : e[0]);
          }
          function box(entry, f, s, className) {
            var e = elements[entry[0]], div = document.createElement("div");
            div.className = "el " + e[0] + className;
            div.style.left = (entry[1] - f[2]) * s + "px";
            div.style.top = (entry[2] - f[3]) * s + "px";
            div.style.width = entry[3] * s + "px";
            div.style.height = entry[4] * s + "px";
            div.style.opacity = String(entry[6]);
            div.style.zIndex = String(entry[7] + 1000);
            div.dataset.category = e[0];
            div.dataset.section = String(e[2]);
            div.dataset.item = String(e[3]);
            div.textContent = label(entry[0]);
            return div;
          }
          function entryText(ev) {
            var parts = ["frame " + ev[0], ev[1]];
            if (ev[2] >= 0) { parts.push(label(ev[2])); }
            if (ev[3] !== null) { parts.push("ratio " + fmt(ev[3])); }
            if (ev[4] !== "") { parts.push(ev[4]); }
            return parts;
          }
          function syncPanel(k) {
            var end = k < 0 ? 0 : ends[k], start = k > 0 ? ends[k - 1] : 0;
            while (list.childNodes.length > end) { list.removeChild(list.lastChild); }
            while (list.childNodes.length < end) {
              var ev = events[list.childNodes.length], li = document.createElement("li"), parts = entryText(ev);
              li.dataset.kind = ev[1];
              var kind = document.createElement("span");
              kind.className = "kind";
              kind.textContent = parts[1];
              li.appendChild(document.createTextNode(parts[0] + "  "));
              li.appendChild(kind);
              li.appendChild(document.createTextNode("  " + parts.slice(2).join("  ")));
              list.appendChild(li);
            }
            for (i = 0; i < list.childNodes.length; i++) {
              list.childNodes[i].className = i >= start ? "now" : "";
            }
            panel.scrollTop = panel.scrollHeight;
          }
          function show(k) {
            var f = frames[k], s = Math.min(1, 640 / f[5], 560 / f[4]);
            screen.style.width = f[4] * s + "px";
            screen.style.height = f[5] * s + "px";
            while (screen.firstChild) { screen.removeChild(screen.firstChild); }
            var safe = document.createElement("div"), inset = f[6];
            safe.className = "safe";
            safe.style.top = inset[0] * s + "px";
            safe.style.left = inset[1] * s + "px";
            safe.style.bottom = inset[2] * s + "px";
            safe.style.right = inset[3] * s + "px";
            screen.appendChild(safe);
            var flashes = {}, start = k > 0 ? ends[k - 1] : 0;
            for (i = start; i < ends[k]; i++) {
              if (events[i][1] === "willDisplay") { flashes[events[i][2]] = " flash-in"; }
              if (events[i][1] === "didEndDisplay") { flashes[events[i][2]] = "ended"; }
            }
            shown[k].forEach(function (entry) {
              var flash = flashes[entry[0]] === " flash-in" ? " flash-in" : "";
              screen.appendChild(box(entry, f, s, flash));
            });
            if (k > 0) {
              shown[k - 1].forEach(function (entry) {
                if (flashes[entry[0]] === "ended") { screen.appendChild(box(entry, f, s, " ghost")); }
              });
            }
            slider.value = String(k);
            clock.textContent = "frame " + f[0] + "  " + fmt(f[1] / 1000) + " s  offset (" + fmt(f[2]) + ", " + fmt(f[3]) + ")";
            offsets.textContent = f[9].map(function (o) {
              return "section " + o[0] + " at (" + fmt(o[1]) + ", " + fmt(o[2]) + ")";
            }).join("  ");
            syncPanel(k);
          }
          var current = 0, timer = null, finished = false;
          // The summary, as simulate's: seconds to the thousandth.
          function finish() {
            if (finished) { return; }
            finished = true;
            var counts = {}, most = 0, last = frames[frames.length - 1];
            for (i = 0; i < list.childNodes.length; i++) {
              var kind = list.childNodes[i].dataset.kind;
              counts[kind] = (counts[kind] || 0) + 1;
            }
            shown.forEach(function (entries) { most = Math.max(most, entries.length); });
            var out = document.createElement("script");
            out.type = "application/json";
            out.id = "listkit-summary";
            out.textContent = JSON.stringify({
              frames: last ? last[0] + 1 : 0, played: frames.length, time: last ? Math.round(last[1]) / 1000 : 0,
              mostVisible: most, events: counts
            });
            document.body.appendChild(out);
            document.body.dataset.replay = "finished";
          }
          function stop() {
            if (timer !== null) { clearTimeout(timer); timer = null; }
            button.textContent = "Play";
          }
          function schedule() {
            if (current >= frames.length - 1) { stop(); finish(); return; }
            var delay = Math.min(Math.max(frames[current + 1][1] - frames[current][1], 0), 250);
            timer = setTimeout(function () {
              timer = null;
              current += 1;
              show(current);
              schedule();
            }, delay);
          }
          function play() {
            button.textContent = "Pause";
            schedule();
          }
          button.addEventListener("click", function () {
            if (timer !== null) { stop(); return; }
            if (current >= frames.length - 1) { current = 0; show(0); }
            play();
          });
          slider.addEventListener("input", function () {
            stop();
            current = Number(slider.value);
            show(current);
          });
          if (frames.length === 0) { button.disabled = true; slider.disabled = true; finish(); return; }
          show(0);
          play();
        })();

        """#
}
