import Foundation
import ListKit
import ListKitDocument
import ListKitSimulation
import ListKitTestSupport
import Testing

/// `viewport-sim serve` in a real headless Chromium, driven through the
/// DevTools protocol with real wheel and touch input: the page's events
/// panel shows exactly the events a `Simulator` gives for the same offsets,
/// in the same order; an edit of the document on disk reaches the page
/// without a reload.
@Suite(.serialized) struct PreviewBrowserTests {
    /// The served tool and its address, stopped when released.
    final class Served {
        let process = Process()
        let address: String

        init(_ document: String, _ options: [String] = []) throws {
            process.executableURL = URL(fileURLWithPath: toolPath())
            process.arguments = ["serve", document, "--port", "0"] + options
            process.currentDirectoryURL = URL(fileURLWithPath: repositoryRoot)
            let out = Pipe()
            process.standardOutput = out
            process.standardError = FileHandle.nullDevice
            try process.run()
            let line = String(decoding: out.fileHandleForReading.availableData, as: UTF8.self)
            guard let address = line.split(separator: " ").first(where: { $0.hasPrefix("http://") }) else {
                throw ClientError("serve printed \(line)")
            }
            self.address = String(address)
        }

        deinit {
            if process.isRunning { process.interrupt() }
            process.waitUntilExit()
        }
    }

    /// A page of the browser, or `nil` (a skip, a failure under CI) without one.
    func page() throws -> DevToolsPage? {
        guard let browser = HeadlessBrowser.find() else {
            if HeadlessBrowser.isRequired { Issue.record("chromium is needed under CI (Scripts/setup installs it)") }
            return nil
        }
        return try DevToolsPage(browser: browser.path)
    }

    /// `frame event section item`, each event of `events`.
    static func names(_ events: [[String: Any]]) -> [String] {
        events.map { "\($0["frame"] ?? "") \($0["event"] ?? "") \($0["section"] ?? "") \($0["item"] ?? "")" }
    }

    @Test func wheelAndTouchInputGiveTheEventsASimulatorGivesForTheSameOffsets() throws {
        guard let page = try page() else { return }
        let served = try Served("Examples/list.json")
        try page.call("Page.navigate", ["url": served.address])
        try page.wait(until: "window.listkitPreview !== undefined && window.listkitPreview.history.length >= 1")
        // Time passes only with the input below (no idle waits), so that the frames are the input's.
        _ = try page.evaluate("window.listkitPreview.ticks = false")
        // The screen's top-left corner is at (28, 28): the body's padding 16 and the device frame's 12.
        func settle(_ count: Int) throws { try page.wait(until: "window.listkitPreview.history.length >= \(count)") }
        try page.call("Input.dispatchMouseEvent", ["type": "mouseWheel", "x": 200, "y": 300, "deltaX": 0, "deltaY": 120])
        try settle(2)
        try page.call("Input.dispatchMouseEvent", ["type": "mouseWheel", "x": 200, "y": 300, "deltaX": 0, "deltaY": 300])
        try settle(3)
        // A touch drag up by 40, then 40 more, then (after a pause, so that
        // letting go flings nothing) 1 more.
        let points = [(200.0, 500.0), (200, 460), (200, 420), (200, 419)]
        try page.call("Input.dispatchTouchEvent", ["type": "touchStart", "touchPoints": [["x": points[0].0, "y": points[0].1]]])
        for (index, point) in points.dropFirst().enumerated() {
            if index == 2 { Thread.sleep(forTimeInterval: 0.6) }
            try page.call("Input.dispatchTouchEvent", ["type": "touchMove", "touchPoints": [["x": point.0, "y": point.1]]])
            try settle(4 + index)
        }
        try page.call("Input.dispatchTouchEvent", ["type": "touchEnd", "touchPoints": []])
        Thread.sleep(forTimeInterval: 0.3)
        let history = try #require(try page.evaluate("window.listkitPreview.history") as? [[String: Any]])
        #expect(history.allSatisfy { $0["error"] == nil }, "\(history)")
        let offsets = history.compactMap { $0["contentOffset"] as? [Double] }
        // The wheel moved the content by its deltas, the drag by the finger's.
        let start = try #require(offsets.first)
        #expect(offsets == [start, [0, start[1] + 120], [0, start[1] + 420], [0, start[1] + 460], [0, start[1] + 500],
                            [0, start[1] + 501]])
        let panel = try #require(try page.evaluate(
            "Array.from(document.getElementById('events').children).map(e => e.dataset.event).reverse()") as? [String])
        let shown = panel.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }

        // A Simulator over the same document, with the preview's settings (the
        // standard visibility events, prefetching a screen ahead), scrolled to
        // the same offsets, a frame each.
        let document = try LayoutDocument(contentsOfFile: repositoryRoot + "/Examples/list.json")
        let simulator = try Simulator(
            composed: try document.composedLayout(registry: .builtIn), viewport: document.viewport, fps: 60,
            visibility: .standard)
        simulator.renderer.prefetchDistance = try .screens(1)
        var lines: [String] = []
        var output = SimulationOutput(format: .jsonl) { lines.append($0) }
        simulator.onRecord = { output.write($0) }
        try simulator.start()
        for offset in offsets.dropFirst() {
            try simulator.perform(.scrollTo(x: offset[0], y: offset[1], seconds: 0, easing: .linear))
        }
        let expected = lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(expected.count > 10)
        #expect(Self.names(shown) == Self.names(expected))
    }

    @Test func anEditOnDiskReachesThePageWithoutAReload() throws {
        guard let page = try page() else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listkit-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("list.json").path
        let text = try String(contentsOfFile: repositoryRoot + "/Examples/list.json", encoding: .utf8)
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        let served = try Served(path)
        try page.call("Page.navigate", ["url": served.address])
        try page.wait(until: "window.listkitPreview !== undefined && window.listkitPreview.history.length >= 1")
        let loadedAt = try #require(try page.evaluate("window.listkitPreview.loadedAt") as? Double)
        // 50 rows become 3: the page shows the update, and it was not reloaded.
        try text.replacingOccurrences(of: #""itemCount": 50"#, with: #""itemCount": 3"#)
            .write(toFile: path, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 7_000)], ofItemAtPath: path)
        try page.wait(until: "window.listkitPreview.history.some(h => (h.events || []).some(e => e.event === 'update'))")
        #expect(try page.evaluate("window.listkitPreview.loadedAt") as? Double == loadedAt)
        #expect(try page.evaluate("document.querySelectorAll('#screen svg g[lk\\\\:category=\"cell\"]').length") as? Int == 3)
        // A broken edit shows its error and keeps the screen.
        try "{ \"format\": 1,".write(toFile: path, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 8_000)], ofItemAtPath: path)
        try page.wait(until: "document.getElementById('error').textContent.includes('line 1')")
        #expect(try page.evaluate("document.querySelectorAll('#screen svg g[lk\\\\:category=\"cell\"]').length") as? Int == 3)
    }

    /// The round trip of a frame, measured in the page for several examples
    /// (printed, not asserted: goals on time live in benchmarks; the test
    /// asserts that every wheel input is answered, in order, 60 points on
    /// until the content ends).
    @Test(arguments: ["list", "complex-layout", "orthogonal-behaviors", "tags", "todo-swipe", "badges"])
    func everyWheelInputIsAnsweredAndItsRoundTripReported(example: String) throws {
        if example == "badges" { try PluginToolTests.samples.get() }
        guard let page = try page() else { return }
        let served = try Served("Examples/\(example).json")
        try page.call("Page.navigate", ["url": served.address])
        try page.wait(until: "window.listkitPreview !== undefined && window.listkitPreview.history.length >= 1")
        _ = try page.evaluate("window.listkitPreview.ticks = false")
        let count = 30
        for index in 1...count {
            try page.call("Input.dispatchMouseEvent", ["type": "mouseWheel", "x": 200, "y": 300, "deltaX": 0, "deltaY": 60])
            try page.wait(until: "window.listkitPreview.history.length >= \(index + 1)")
        }
        let history = try #require(try page.evaluate("window.listkitPreview.history") as? [[String: Any]])
        #expect(history.count == count + 1 && history.allSatisfy { $0["error"] == nil })
        let offsets = history.compactMap { ($0["contentOffset"] as? [Double])?.last }
        let steps = zip(offsets, offsets.dropFirst()).map { $1 - $0 }
        // 60 each, then at the end of the content less, then nothing.
        let full = steps.prefix { $0 == 60 }.count
        #expect(steps.dropFirst(full).dropFirst().allSatisfy { $0 == 0 } && (steps.dropFirst(full).first ?? 0) < 60, "\(steps)")
        func summary(_ key: String) -> String {
            let times = history.dropFirst().compactMap { $0[key] as? Double }.sorted()
            guard !times.isEmpty else { return "-" }
            let at = { (q: Double) in times[min(times.count - 1, Int(Double(times.count) * q))] }
            return String(format: "median %.1f ms, p90 %.1f, max %.1f", at(0.5), at(0.9), times.last ?? 0)
        }
        print("preview round trip, \(example).json, \(count) wheel frames: \(summary("roundTrip")); session \(summary("session"))")
    }

    /// The page's own gestures, with real input: keys scroll the content;
    /// a sideways drag over a carousel moves it (new cards come into view);
    /// a press held half a second, then dragged, reorders the item as a
    /// script's `drag` step does (`Examples/scripts/reorder.json`'s first
    /// step, worked out in `Documentation/viewport-sim.md`).
    @Test func keysASidewaysDragAndAHeldDragReachTheEngine() throws {
        guard let page = try page() else { return }
        func start(_ document: String) throws -> Served {
            let served = try Served(document)
            try page.call("Page.navigate", ["url": served.address])
            try page.wait(until: "window.listkitPreview !== undefined && window.listkitPreview.history.length >= 1")
            _ = try page.evaluate("window.listkitPreview.ticks = false")
            return served
        }
        func mouse(_ type: String, _ x: Double, _ y: Double) throws {
            try page.call("Input.dispatchMouseEvent", ["type": type, "x": x, "y": y, "button": "left", "buttons": type == "mouseReleased" ? 0 : 1, "clickCount": 1])
        }
        func frames() throws -> [[String: Any]] {
            try #require(try page.evaluate("window.listkitPreview.history") as? [[String: Any]])
        }

        // Keys: the list rests at −54 (its top inset); ↓ is 40 points, Page
        // Down 90% of the 812-pt screen (730.8): −14, then 716.8.
        var served = try start("Examples/list.json")
        _ = try page.evaluate("document.getElementById('screen').focus()")
        for (key, code) in [("ArrowDown", 40), ("PageDown", 34)] {
            try page.call("Input.dispatchKeyEvent", ["type": "keyDown", "key": key, "code": key, "windowsVirtualKeyCode": code])
            try page.call("Input.dispatchKeyEvent", ["type": "keyUp", "key": key, "code": key, "windowsVirtualKeyCode": code])
        }
        try page.wait(until: "window.listkitPreview.history.length >= 3")
        #expect(try frames().compactMap { ($0["contentOffset"] as? [Double])?.last } == [-54, -14, 716.8])

        // A sideways drag over the carousel (viewport y 150, inside the
        // section at 54 … 344): cards 0 … 3 show at first, later ones come in.
        served = try start("Examples/orthogonal-scrolling.json")
        try mouse("mousePressed", 28 + 300, 28 + 150)
        for x in stride(from: 280.0, through: 60, by: -20) {
            try mouse("mouseMoved", 28 + x, 28 + 150)
            Thread.sleep(forTimeInterval: 0.01)
        }
        try mouse("mouseReleased", 28 + 60, 28 + 150)
        try page.wait(until: "window.listkitPreview.history.some(h => (h.events || []).some(e => e.event === 'willDisplay' && e.item > 3))")
        #expect(try frames().allSatisfy { $0["error"] == nil && ($0["contentOffset"] as? [Double]) == [0, -54] })

        // A held drag: eggs (row 1 of "today", centre 187.5, 66) dropped at (100, 318).
        served = try start("Examples/reorder.json")
        try mouse("mousePressed", 28 + 187.5, 28 + 66)
        Thread.sleep(forTimeInterval: 0.6)
        try mouse("mouseMoved", 28 + 150, 28 + 200)
        try mouse("mouseMoved", 28 + 100, 28 + 318)
        try mouse("mouseReleased", 28 + 100, 28 + 318)
        try page.wait(until: "window.listkitPreview.history.some(h => (h.events || []).some(e => e.event === 'moveEnded'))")
        let moves = try frames().flatMap { $0["events"] as? [[String: Any]] ?? [] }.filter { ($0["event"] as? String)?.hasPrefix("move") == true }
        #expect(moves.map { "\($0["event"] ?? "") \($0["sectionID"] ?? "") \($0["item"] ?? "") \($0["id"] ?? "")" }
            == ["moveBegan today 1 eggs", "moveEnded later 3 eggs"])
        withExtendedLifetime(served) {}
    }

    /// The page's screenshot in `Documentation/viewport-sim.md`: the to-do
    /// list on an iPhone 15, scrolled by the wheel, with the overlay on. The
    /// test takes it every run and checks it; with
    /// `LISTKIT_WRITE_DOC_SAMPLES=1` it also writes it to
    /// `Documentation/images/preview.png`.
    @Test func theDocumentationScreenshotIsTakenFromThePage() throws {
        guard let page = try page() else { return }
        // A window of 900 × 920 CSS pixels, one device pixel each; a blank page of it, for scale.
        try page.call("Emulation.setDeviceMetricsOverride", ["width": 900, "height": 920, "deviceScaleFactor": 1, "mobile": false])
        let blank = try Self.screenshot(page)
        let served = try Served("Examples/todo-swipe.json", ["--device", "iPhone 15"])
        try page.call("Page.navigate", ["url": served.address])
        try page.wait(until: "window.listkitPreview !== undefined && window.listkitPreview.history.length >= 1")
        _ = try page.evaluate("window.listkitPreview.ticks = false")
        try page.call("Input.dispatchMouseEvent", ["type": "mouseWheel", "x": 200, "y": 400, "deltaX": 0, "deltaY": 120])
        try page.wait(until: "window.listkitPreview.history.length >= 2")
        _ = try page.evaluate("document.getElementById('overlay').click()")
        try page.wait(until: "window.listkitPreview.history.length >= 3")
        // The device is the iPhone 15's 393 × 852 points, whose top safe area
        // (59) is the rest offset's −59; the wheel moved it by 120; outlined.
        #expect(try page.evaluate("window.listkitPreview.history[0].contentOffset[1]") as? Double == -59)
        #expect(try page.evaluate("window.listkitPreview.history[2].viewport") as? [Double] == [393, 852])
        #expect(try page.evaluate("window.listkitPreview.history[2].contentOffset[1]") as? Double == 61)
        // The oldest line of the panel: its frame's round trip, then the event as simulate words it.
        let oldest = try #require(try page.evaluate(
            "[...document.getElementById('events').lastElementChild.childNodes].map(n => n.textContent)") as? [String])
        #expect(oldest.count == 2)
        #expect(oldest.first?.hasSuffix(" ms") == true)
        #expect(oldest.last?.hasPrefix("frame 0  t=0s  ") == true, "\(oldest)")
        #expect(try page.evaluate("document.getElementById('overlay').getAttribute('aria-pressed')") as? String == "true")
        #expect(try page.evaluate("document.getElementById('events').children.length") as? Int ?? 0 > 10)
        // Everything the page loaded came from the tool (no CDN, no other host).
        let loaded = try #require(try page.evaluate(
            "[location.href].concat(performance.getEntriesByType('resource').map(e => e.name))") as? [String])
        #expect(loaded == [served.address, served.address + "preview.js"], "\(loaded)")
        let shot = try Self.screenshot(page)
        // The window's size (900 × 920); a blank page compresses to a few
        // kilobytes, the device, its cells, outlines and the event list to many more.
        #expect(PNGHeader(shot) == PNGHeader(width: 900, height: 920))
        #expect(PNGHeader(blank) == PNGHeader(width: 900, height: 920))
        #expect(shot.count >= 4 * blank.count, "page \(shot.count) bytes, blank \(blank.count) bytes")
        let documented = URL(fileURLWithPath: repositoryRoot + "/Documentation/images/preview.png")
        if ProcessInfo.processInfo.environment["LISTKIT_WRITE_DOC_SAMPLES"] == "1" { try shot.write(to: documented) }
        #expect(PNGHeader(try Data(contentsOf: documented)) == PNGHeader(width: 900, height: 920))
    }

    /// A PNG screenshot of the page's window.
    static func screenshot(_ page: DevToolsPage) throws -> Data {
        let result = try page.call("Page.captureScreenshot", ["format": "png"])
        return try #require(Data(base64Encoded: result["data"] as? String ?? ""))
    }
}
