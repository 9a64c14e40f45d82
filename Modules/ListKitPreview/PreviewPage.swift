/// The preview page and its script, served from memory (never from a
/// file): one HTML document and one script, no network access needed, no
/// CDN. The page sends input and draws what the session answers; it
/// computes no layout.
enum PreviewPage {
    /// The HTML document, `GET /`.
    static let html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>ListKit preview</title>
        <link rel="icon" href="data:,">
        <style>
        body { margin: 0; font: 13px -apple-system, system-ui, sans-serif; display: flex; gap: 16px; padding: 16px; background: #f2f2f7; }
        #device { background: #000; padding: 12px; border-radius: 36px; box-shadow: 0 4px 24px rgba(0,0,0,.2); }
        #screen { overflow: hidden; background: #fff; border-radius: 24px; touch-action: none; cursor: grab; }
        #screen svg { display: block; }
        #side { flex: 1; min-width: 320px; display: flex; flex-direction: column; gap: 8px; }
        #stats { font-variant-numeric: tabular-nums; }
        #error { color: #d70015; white-space: pre-wrap; }
        #events { flex: 1; overflow: auto; background: #fff; border-radius: 8px; padding: 8px; font: 12px ui-monospace, monospace; max-height: 80vh; }
        #events div { white-space: pre; }
        #events .took { display: inline-block; width: 5.5em; color: #8e8e93; }
        </style>
        </head>
        <body>
        <div id="device"><div id="screen" tabindex="0" aria-label="The previewed screen"></div></div>
        <div id="side">
        <div id="stats">connecting…</div>
        <div><button id="rotate">Rotate</button> <button id="overlay" aria-pressed="false">Overlay</button> <button id="record">Record script</button></div>
        <div id="error"></div>
        <label>Filter events <input id="filter" placeholder="willDisplay, section 2, …"></label>
        <div id="events" aria-live="polite"></div>
        </div>
        <script src="/preview.js"></script>
        </body>
        </html>

        """

    /// The script, `GET /preview.js`: a WebSocket to `/session`, one input
    /// in flight at a time (wheel movement meanwhile is added up), the
    /// answer's picture shown as it comes, its events listed.
    static let script = """
        "use strict";
        const screen = document.getElementById("screen");
        const stats = document.getElementById("stats");
        const errorBox = document.getElementById("error");
        const eventsBox = document.getElementById("events");
        const filter = document.getElementById("filter");
        const socket = new WebSocket(`ws://${location.host}/session`);
        let offset = [0, 0], viewport = [375, 812], inFlight = false, pending = null, sentAt = 0;
        // The offset the scroll in flight asks for, until its answer comes.
        let sentScroll = null;
        // Every answer the page got, in order (what tests and the curious read).
        window.listkitPreview = { history: [], loadedAt: Date.now(), ticks: true };

        function send(message) {
          if (inFlight) { pending = message; return; }
          inFlight = true; sentAt = performance.now(); lastSent = sentAt;
          sentScroll = message.type === "scroll" ? [message.x, message.y] : null;
          socket.send(JSON.stringify(message));
        }

        // From where the last scroll asked to go (one waiting, one in flight), else from the screen's offset.
        function scrollBy(dx, dy) {
          const base = pending && pending.type === "scroll" ? [pending.x, pending.y] : (sentScroll || offset);
          send({ type: "scroll", x: base[0] + dx, y: base[1] + dy });
        }

        socket.onopen = () => send({ type: "hello" });

        // While nothing else is sent, time passes in the engine too (what dwell rules wait for).
        let lastSent = performance.now();
        setInterval(() => {
          if (!window.listkitPreview.ticks || inFlight || socket.readyState !== WebSocket.OPEN) return;
          const idle = (performance.now() - lastSent) / 1000;
          if (idle >= 0.5) send({ type: "wait", seconds: Math.min(1, idle) });
        }, 500);
        socket.onclose = () => { stats.textContent = "disconnected"; };
        socket.onmessage = (message) => {
          const answer = JSON.parse(message.data);
          const roundTrip = performance.now() - sentAt;
          inFlight = false; sentScroll = null;
          if (answer.type !== "script") window.listkitPreview.history.push(answer.type === "frame"
            ? { frame: answer.frame, contentOffset: answer.contentOffset, viewport: answer.viewport, events: answer.events,
                roundTrip: roundTrip, session: answer.micros / 1000 }
            : { error: answer.message });
          if (answer.type === "error") {
            errorBox.textContent = answer.message;
          } else if (answer.type === "script") {
            // The recording, saved as a file the browser downloads.
            const link = document.createElement("a");
            link.href = URL.createObjectURL(new Blob([answer.script], { type: "application/json" }));
            link.download = "recorded-script.json";
            link.click();
            window.listkitPreview.script = answer.script;
          } else {
            errorBox.textContent = "";
            // A session that started over (its script played again): its events from frame 0.
            if (answer.restart) eventsBox.replaceChildren();
            offset = answer.contentOffset; viewport = answer.viewport;
            screen.style.width = viewport[0] + "px"; screen.style.height = viewport[1] + "px";
            screen.innerHTML = answer.svg;
            stats.textContent = `frame ${answer.frame} · offset ${offset[0]}, ${offset[1]} · round trip ${roundTrip.toFixed(1)} ms · session ${(answer.micros / 1000).toFixed(2)} ms`;
            answer.events.forEach((event, index) => addEvent(event, answer.lines[index], answer.micros / 1000, roundTrip));
          }
          if (pending) { const next = pending; pending = null; send(next); }
        };

        // One line per event, as `simulate --format text` words it (the
        // session sends the line), after the time its frame took (the round
        // trip; the session's share in the tooltip); the event itself stays in
        // `data-event` as JSON.
        function addEvent(event, text, session, roundTrip) {
          const line = document.createElement("div");
          const time = document.createElement("span");
          time.className = "took";
          time.textContent = `${roundTrip.toFixed(1)} ms`;
          line.append(time, text);
          line.title = `session ${session.toFixed(2)} ms, round trip ${roundTrip.toFixed(1)} ms`;
          line.dataset.event = JSON.stringify(event);
          line.hidden = filter.value !== "" && !line.textContent.includes(filter.value);
          eventsBox.prepend(line);
          while (eventsBox.childElementCount > 2000) eventsBox.lastElementChild.remove();
        }
        filter.addEventListener("input", () => {
          for (const line of eventsBox.children) line.hidden = filter.value !== "" && !line.textContent.includes(filter.value);
        });

        function point(event) {
          const box = screen.getBoundingClientRect();
          return [event.clientX - box.left, event.clientY - box.top];
        }

        // The wheel goes to the engine with the point it is over: the engine
        // scrolls an orthogonal section there sideways, or the content.
        screen.addEventListener("wheel", (event) => {
          event.preventDefault();
          const [x, y] = point(event);
          if (pending && pending.type === "wheel") { pending.dx += event.deltaX; pending.dy += event.deltaY; return; }
          send({ type: "wheel", x: x, y: y, dx: event.deltaX, dy: event.deltaY });
        }, { passive: false });

        // A vertical drag scrolls with the finger, and letting go sends its
        // speed as a fling, which the engine decelerates; a horizontal drag
        // is a pan the engine gives to an orthogonal section under it (which
        // follows the finger and, let go, lands as its behaviour says) or,
        // let go over another item, a swipe across it; a press held half a
        // second, then dragged, picks the item up and drops it where the
        // finger lifts; a press without a drag is a tap.
        let drag = null;
        screen.addEventListener("pointerdown", (event) => {
          const [x, y] = point(event);
          drag = { x0: x, y0: y, y: event.clientY, t: event.timeStamp, vy: 0, vx: 0, lastX: x, dx: 0, mode: null,
                   start: event.timeStamp };
          screen.setPointerCapture(event.pointerId);
        });
        screen.addEventListener("pointermove", (event) => {
          if (!drag) return;
          const [x, y] = point(event);
          const dt = Math.max(1, event.timeStamp - drag.t);
          if (drag.mode === null && Math.hypot(x - drag.x0, y - drag.y0) > 2) {
            if (event.timeStamp - drag.start >= 500) drag.mode = "move";
            else drag.mode = Math.abs(x - drag.x0) > Math.abs(y - drag.y0) ? "pan" : "scroll";
          }
          if (drag.mode === "pan") {
            drag.vx = (x - drag.lastX) / dt * 1000; drag.lastX = x; drag.t = event.timeStamp; drag.dx = x - drag.x0;
            const message = { type: "pan", x: drag.x0, y: drag.y0, dx: drag.dx, ended: false, velocity: 0 };
            if (pending && pending.type === "pan" && !pending.ended) pending = message; else send(message);
            return;
          }
          if (drag.mode === "move") { drag.toX = x; drag.toY = y; return; }
          const dy = event.clientY - drag.y;
          drag.vy = -dy / dt * 1000; drag.y = event.clientY; drag.t = event.timeStamp;
          if (drag.mode === "scroll" && dy !== 0) scrollBy(0, -dy);
        });
        screen.addEventListener("pointerup", (event) => {
          if (!drag) return;
          if (drag.mode === null) send({ type: "tap", x: drag.x0, y: drag.y0 });
          else if (drag.mode === "pan") send({ type: "pan", x: drag.x0, y: drag.y0, dx: drag.dx, ended: true, velocity: drag.vx });
          else if (drag.mode === "move") send({ type: "move", x: drag.x0, y: drag.y0, toX: drag.toX, toY: drag.toY });
          else if (Math.abs(drag.vy) > 50) send({ type: "fling", velocity: drag.vy });
          drag = null;
        });

        document.getElementById("rotate").addEventListener("click", () => send({ type: "resize", width: viewport[1], height: viewport[0] }));
        const overlayButton = document.getElementById("overlay");
        overlayButton.addEventListener("click", () => {
          const on = overlayButton.getAttribute("aria-pressed") !== "true";
          overlayButton.setAttribute("aria-pressed", String(on));
          send({ type: "overlay", on: on });
        });
        document.getElementById("record").addEventListener("click", () => send({ type: "record" }));

        screen.addEventListener("keydown", (event) => {
          const steps = { ArrowDown: 40, ArrowUp: -40, PageDown: viewport[1] * 0.9, PageUp: -viewport[1] * 0.9, " ": viewport[1] * 0.9 };
          if (event.key in steps) { event.preventDefault(); scrollBy(0, steps[event.key]); }
        });

        """
}
