import Foundation
import Testing

/// Issue 16, point 4: the replay page of an example, played in a real
/// (headless) Chromium. Without a browser the test is skipped, unless `CI`
/// is set: then it runs and fails, saying no browser could be started.
@Suite struct ReplayBrowserTests {
    static let script = "Examples/scripts/todo-update.json"

    @Test(.enabled(
        if: HeadlessBrowser.find() != nil || HeadlessBrowser.isRequired,
        "no headless browser (chromium) on PATH; ./Scripts/setup installs Debian's chromium"))
    func replaysPlayInChromiumAsSimulateSummarizesThem() throws {
        let browser = try #require(
            HeadlessBrowser.find(),
            "CI is set and no browser can be started: none of \(HeadlessBrowser.names) is on PATH")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listkit-replay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("todo.html")

        // simulate's own summary, and replay's: the same line.
        let simulate = try runTool(["simulate", "--script", Self.script])
        #expect(simulate.status == 0, "\(simulate.stderr)")
        let summaryLine = try #require(simulate.stdout.split(separator: "\n").last.map(String.init))
        let replay = try runTool(["replay", "--script", Self.script, "-o", page.path])
        #expect(replay.status == 0, "\(replay.stderr)")
        #expect(replay.stdout == summaryLine + "\n")
        let expected = try #require(
            try JSONSerialization.jsonObject(with: Data(summaryLine.utf8)) as? [String: Any])["summary"] as? [String: Any]
        let expectedSummary = try #require(expected)

        // Let it play to the end in virtual time, then read the summary it wrote.
        let dump = try browser.run(["--virtual-time-budget=60000", "--dump-dom"], url: page)
        try #require(dump.status == 0 && !dump.stdout.isEmpty, "the browser did not start: \(dump.stderr)")
        #expect(dump.stdout.contains("<body data-replay=\"finished\">"))
        let summaryText = try #require(embeddedScript(dump.stdout, id: "listkit-summary"), "no summary in the DOM")
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(summaryText.utf8)) as? [String: Any])
        #expect(summary["frames"] as? Int == expectedSummary["frames"] as? Int)
        #expect(summary["frames"] as? Int == 22)
        #expect(summary["time"] as? Double == expectedSummary["time"] as? Double)
        #expect(summary["mostVisible"] as? Int == expectedSummary["mostVisible"] as? Int)
        let events = try #require(summary["events"] as? [String: Int])
        #expect(events == expectedSummary["events"] as? [String: Int])
        #expect(events == ["willDisplay": 24, "update": 1, "didEndDisplay": 13, "tap": 1])
        // The panel lists every event as it happened.
        #expect(dump.stdout.components(separatedBy: "<li data-kind=").count - 1 == 39)

        // A screenshot of the played page against one of a blank page of the
        // same size: PNG files of the window's size, the replay's much larger
        // (a blank page compresses to a few kilobytes; the phone, its rows and
        // the event list to over a hundred).
        let shot = folder.appendingPathComponent("todo.png")
        let blankPage = folder.appendingPathComponent("blank.html")
        let blankShot = folder.appendingPathComponent("blank.png")
        try Data("<!DOCTYPE html><html><body></body></html>".utf8).write(to: blankPage)
        let size = ["--window-size=1000,900"]
        let taken = try browser.run(
            ["--virtual-time-budget=60000", "--screenshot=\(shot.path)"] + size, url: page)
        let blankTaken = try browser.run(["--screenshot=\(blankShot.path)"] + size, url: blankPage)
        #expect(taken.status == 0, "\(taken.stderr)")
        #expect(blankTaken.status == 0, "\(blankTaken.stderr)")
        let png = try Data(contentsOf: shot)
        let blank = try Data(contentsOf: blankShot)
        #expect(PNGHeader(png) == PNGHeader(width: 1000, height: 900))
        #expect(PNGHeader(blank) == PNGHeader(width: 1000, height: 900))
        #expect(png.count >= 4 * blank.count, "replay \(png.count) bytes, blank page \(blank.count) bytes")

        // A fling at 60 fps ends between two milliseconds (110 frames, 1816.667 ms):
        // the page's time is simulate's, to the thousandth of a second.
        let fling = ["Examples/grid.json", "--script", "Examples/scripts/fling.json"]
        let flingPage = folder.appendingPathComponent("fling.html")
        let flingSimulate = try runTool(["simulate"] + fling)
        let flingReplay = try runTool(["replay"] + fling + ["-o", flingPage.path])
        #expect(flingReplay.status == 0, "\(flingReplay.stderr)")
        let flingExpected = try #require(
            try JSONSerialization.jsonObject(with: Data((flingSimulate.stdout.split(separator: "\n").last ?? "").utf8))
                as? [String: Any])["summary"] as? [String: Any]
        let flingDump = try browser.run(["--virtual-time-budget=60000", "--dump-dom"], url: flingPage)
        let flingText = try #require(embeddedScript(flingDump.stdout, id: "listkit-summary"), "no summary in the DOM")
        let flingSummary = try #require(try JSONSerialization.jsonObject(with: Data(flingText.utf8)) as? [String: Any])
        #expect(flingSummary["frames"] as? Int == 110)
        #expect(flingSummary["frames"] as? Int == flingExpected?["frames"] as? Int)
        #expect(flingSummary["time"] as? Double == 1.817)
        #expect(flingSummary["time"] as? Double == flingExpected?["time"] as? Double)
        #expect(flingSummary["mostVisible"] as? Int == flingExpected?["mostVisible"] as? Int)
        #expect(flingSummary["events"] as? [String: Int] == flingExpected?["events"] as? [String: Int])
    }
}

/// The text of `<script type="application/json" id="ID">…</script>` in `html`.
func embeddedScript(_ html: String, id: String) -> String? {
    let open = "<script type=\"application/json\" id=\"\(id)\">"
    guard let start = html.range(of: open), let end = html.range(of: "</script>", range: start.upperBound..<html.endIndex)
    else { return nil }
    return String(html[start.upperBound..<end.lowerBound])
}
