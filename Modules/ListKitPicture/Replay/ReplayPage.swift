import ListKitCore
import ListKitEngine

/// A self-contained HTML page that plays a ``ReplayRecording``: no network,
/// no external script, style or font.
///
/// The page shows the viewport in a phone-sized frame at every recorded
/// frame (the content offset applied, each element at its frame), flashes
/// an element green when it gets `willDisplay` and red where it was when it
/// gets `didEndDisplay`, lists the events in a side panel as they happen
/// (with their visible ratios), and has a timeline slider that scrubs
/// frames. It plays by itself on load, at the recording's clock (a gap
/// between two frames lasts at most 250 ms, so skipped waits do not stall it).
///
/// When playback first reaches the last frame, the page appends to its body
/// `<script type="application/json" id="listkit-summary">` holding
/// `{"frames": …, "played": …, "time": …, "mostVisible": …, "events": {…}}`,
/// counted from the entries of its event panel, and sets
/// `data-replay="finished"` on `<body>`: `frames`, `time`, `mostVisible`
/// and `events` are what `viewport-sim simulate`'s summary says for the same
/// document and script; `played` is the number of frames the page showed.
///
/// The same recording and title always give the same bytes. Every string
/// from the document (ids, element kinds, log messages, the title) is
/// escaped: the page's script shows them as text only.
public struct ReplayPage: Sendable {
    /// What the page plays.
    public var recording: ReplayRecording
    /// The page's title (the document's name, say).
    public var title: String

    /// Creates a page.
    public init(recording: ReplayRecording, title: String) {
        self.recording = recording
        self.title = title
    }

    /// The whole page.
    public var html: String {
        let title = ReplayJSON.htmlText(self.title)
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>ListKit replay: \(title)</title>
            <style>
            \(ReplayPageAssets.style)</style>
            </head>
            <body>
            <header><h1>ListKit replay <span id="title">\(title)</span></h1></header>
            <main>
            <section id="stage">
            <div id="phone"><div id="screen"></div></div>
            <div id="controls"><button id="play" type="button">Pause</button>\
            <input id="timeline" type="range" min="0" max="\(Swift.max(recording.frames.count - 1, 0))" value="0" \
            aria-label="Frame"><output id="clock"></output></div>
            <p id="offsets"></p>
            </section>
            <aside id="panel"><h2>Events</h2><ol id="events"></ol></aside>
            </main>
            <script type="application/json" id="listkit-replay">\(data)</script>
            <script>
            \(ReplayPageAssets.script)</script>
            </body>
            </html>

            """
    }

    /// The recording as the page's script reads it:
    /// `elements`: `[category, elementKind, section, item, sectionID, id]`;
    /// `frames`: `[number, time, x, y, width, height, [top, leading, bottom,
    /// trailing], contentWidth, contentHeight, [[section, x, y]…], elements]`
    /// with elements `[[element, x, y, width, height, ratio, alpha, zIndex]…]`
    /// or `null` (the previous frame's); `events`: `[frame, name, element or
    /// -1, ratio or null, detail]`.
    var data: String {
        let n = ReplayJSON.number
        let s: (String?) -> String = ReplayJSON.string
        let elements = recording.elements.map { e in
            "[\(s(e.category.rawValue)),\(s(e.elementKind)),\(e.section),\(e.item),\(s(e.sectionID)),\(s(e.id))]"
        }
        let frames = recording.frames.map { f in
            let v = f.viewport
            let inset = v.contentInset
            let orthogonal = f.orthogonalOffsets.map { "[\($0.section),\(n($0.offset.x)),\(n($0.offset.y))]" }
            let shown = f.elements.map { list in
                "[" + list.map { e in
                    let r = e.frame
                    return "[\(e.element),\(n(r.origin.x)),\(n(r.origin.y)),\(n(r.size.width)),\(n(r.size.height)),"
                        + "\(n(e.visibleRatio)),\(n(e.alpha)),\(e.zIndex)]"
                }.joined(separator: ",") + "]"
            } ?? "null"
            return "[\(f.number),\(n(f.time)),\(n(f.contentOffset.x)),\(n(f.contentOffset.y)),"
                + "\(n(v.size.width)),\(n(v.size.height)),"
                + "[\(n(inset.top)),\(n(inset.leading)),\(n(inset.bottom)),\(n(inset.trailing))],"
                + "\(n(f.contentSize.width)),\(n(f.contentSize.height)),[\(orthogonal.joined(separator: ","))],\(shown)]"
        }
        let events = recording.events.map { e in
            "[\(e.frame),\(s(e.name)),\(e.element ?? -1),\(e.visibleRatio.map(n) ?? "null"),\(s(e.detail))]"
        }
        return "{\"elements\":[\n" + elements.joined(separator: ",\n") + "],\n\"frames\":[\n"
            + frames.joined(separator: ",\n") + "],\n\"events\":[\n" + events.joined(separator: ",\n") + "]}"
    }
}
